// The warehouse (issue 27): whether this desk shares its purchase journal with the other desks of
// its warehouse (and whether that journal answers), setting it up, and the two views across desks
// a supervisor asks for: the purchases not settled yet, with the desk holding each, and the audit
// with each line's desk. The role's password passes through here to main once and is never kept.
import type {
  WarehouseAuditLine,
  WarehouseConfig,
  WarehousePurchaseView,
  WarehouseStatus,
  WarehouseView,
} from '../../../../electron/shared/warehouse';
import type { StationError } from '../../bridge';
import { busyCall } from '../../lib/busyCall';
import { lojaFields } from '../../lib/lojaFields';
import { station } from '../../bridge/station';
import type { SliceCreator, StoreState } from '../../app/store';

export interface WarehouseSlice {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetWarehouse(): void;
  /** null until main answered; mode 'off' for a desk that works alone. */
  warehouseStatus: WarehouseStatus | null;
  warehouseBusy: boolean;
  /** What main refused when the setting was saved. */
  warehouseError: StationError | null;
  /** Set after a save, so the panel can say what came of it. */
  warehouseSavedAt: number | null;
  /** The warehouse's purchases not settled yet (or this desk's own when the journal is out of reach). */
  warehouseUnsettled: WarehouseView<WarehousePurchaseView> | null;
  warehouseUnsettledError: StationError | null;
  /** The audit across desks of the chosen loja, newest first. */
  warehouseAudit: WarehouseView<WarehouseAuditLine> | null;
  warehouseAuditError: StationError | null;
  warehouseAuditLoading: boolean;
  loadWarehouseStatus(): Promise<void>;
  /** The `warehouse-status` event (and every answer that carries a status). */
  applyWarehouseStatus(status: WarehouseStatus): void;
  /**
   * Saves the setting (null: this desk works alone again) and answers the status after main tried
   * the database once. The password goes straight to main (the OS keychain), never into the store.
   */
  configureWarehouse(config: WarehouseConfig | null, password?: string): Promise<WarehouseStatus | null>;
  loadWarehouseUnsettled(): Promise<void>;
  /** Reloads the warehouse's unsettled purchases shortly, when this desk shows them. */
  refreshWarehouseSoon(): void;
  /** `day`: YYYY-MM-DD (desk local), or '' for every day. */
  loadWarehouseAudit(day: string): Promise<void>;
}

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetWarehouse). */
export const warehouseForLoja = () =>
  ({
    warehouseUnsettled: null,
    warehouseUnsettledError: null,
    warehouseAudit: null,
    warehouseAuditError: null,
  }) satisfies Partial<WarehouseSlice>;

/** True when this desk is set up to share the warehouse's journal (whether or not it answers now). */
export const warehouseOn = (state: Pick<StoreState, 'warehouseStatus' | 'settingsView'>): boolean =>
  state.warehouseStatus ? state.warehouseStatus.mode !== 'off' : Boolean(state.settingsView?.settings.warehouse);

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let auditSeq = 0;

export const createWarehouseSlice: SliceCreator<WarehouseSlice> = (set, get) => ({
  ...lojaFields(set, warehouseForLoja, 'resetWarehouse'),
  warehouseStatus: null,
  warehouseBusy: false,
  warehouseError: null,
  warehouseSavedAt: null,
  warehouseAuditLoading: false,

  async loadWarehouseStatus() {
    const result = await station().warehouse.status();
    if (result.ok) get().applyWarehouseStatus(result.value);
  },

  applyWarehouseStatus(status) {
    const before = get().warehouseStatus;
    // A status read before a change whose event came first (the call and the event stream travel
    // apart): the header would say the journal is lost while it is back, until the next change.
    if (before && status.changedAt < before.changedAt) return;
    set({ warehouseStatus: status });
    // The operator hears when the journal is lost or back (the header shows it too).
    if (!before || before.mode === status.mode || status.mode === 'off' || before.mode === 'off') return;
    if (status.mode === 'online') get().announce((t) => t('warehouse.announceBack'));
    else get().announce((t) => t('warehouse.announceLost'), 'assertive');
  },

  async configureWarehouse(config, password) {
    const status = await busyCall(set, { busy: 'warehouseBusy', error: 'warehouseError' }, () =>
      station().warehouse.configure({ config, ...(password ? { password } : {}) }),
    );
    if (!status) return null;
    get().applyWarehouseStatus(status);
    set({ warehouseSavedAt: Date.now(), ...warehouseForLoja() });
    // settings.warehouse changed in main: the settings view (and every screen that asks
    // whether the warehouse is on) follows.
    await get().loadSettings();
    return status;
  },

  async loadWarehouseUnsettled() {
    if (!warehouseOn(get())) return set({ warehouseUnsettled: null, warehouseUnsettledError: null });
    const unsettled = await busyCall(set, { error: 'warehouseUnsettledError' }, () => station().warehouse.unsettled());
    if (unsettled) set({ warehouseUnsettled: unsettled });
  },

  refreshWarehouseSoon() {
    if (get().warehouseUnsettled === null) return; // no screen shows it
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => void get().loadWarehouseUnsettled(), 400);
  },

  async loadWarehouseAudit(day) {
    const mine = ++auditSeq;
    const lines = await busyCall(
      set,
      { busy: 'warehouseAuditLoading', error: 'warehouseAuditError' },
      () => station().warehouse.audit({ ...(day ? { day } : {}), limit: 500 }),
      () => mine === auditSeq, // a newer day answered first
    );
    if (lines) set({ warehouseAudit: lines });
  },
});
