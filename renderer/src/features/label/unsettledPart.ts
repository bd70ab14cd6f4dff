// Purchases whose outcome is not settled (main's one definition) and labels bought and not yet
// queued: loading them, resuming, and the operator's actions on each (print anyway, resend,
// double charge checked, buy again anyway). Part of the label slice (labelSlice.ts), whose
// reset (labelsForLoja) empties these lists too.
import type {
  EmissionView,
  EmissionStatusView,
  OwedDaceView,
  UnsettledAction,
  UnsettledElsewhereView,
  UnsettledPurchaseView,
} from '../../../../electron/shared/workflow';
import type { StationError } from '../../bridge';
import { busyCall } from '../../lib/busyCall';
import { station } from '../../bridge/station';
import type { SliceCreator, StoreState } from '../../app/store';
import { outcomeOf } from '../purchase/state';

export interface UnsettledPart {
  /** Labels bought (or maybe bought) and not yet queued, e.g. after a crash: main resumes them. */
  unfinished: EmissionStatusView[];
  /**
   * Purchases whose outcome is not settled (main's one definition): may have been charged, still
   * being produced, bought and not printed, possible double charges. Shown on the labels screen
   * and the day summary until each is settled.
   */
  unsettled: UnsettledPurchaseView[];
  /**
   * How many purchases are unsettled in each other loja: shown as one line per loja, since they
   * are resumed and checked only when that loja is chosen again.
   */
  unsettledElsewhere: UnsettledElsewhereView[];
  /**
   * The purchases whose label is queued and whose DACE never reached the printer (a kill, or a
   * resume's print that failed): one line each until printed.
   */
  owedDaces: OwedDaceView[];
  /**
   * An owed DACE being printed (the operator's button), and what main refused last, in words, with
   * the line it was refused for: the notice is that line's and leaves with it (a resume or another
   * window printed it, main's `owed-dace` event or a reload no longer lists it).
   */
  printingOwedDace: boolean;
  owedDaceError: { shipmentId: string; error: StationError } | null;
  /** The "buy again anyway" dialog: the purchase it asks about, and what came of the answer. */
  buyAgain: { row: UnsettledPurchaseView; working: boolean; error: StationError | null } | null;
  /** What the last action on an unsettled purchase answered, when it failed. */
  unsettledError: StationError | null;
  resuming: boolean;
  loadUnfinished(): Promise<void>;
  loadUnsettled(): Promise<void>;
  /** Reloads the unsettled list shortly (many progress events in a row make one reload). */
  refreshUnsettledSoon(): void;
  resumeEmissions(): Promise<void>;
  /** Acts on an unsettled purchase; buy-again-anyway only opens its confirmation dialog. */
  settle(row: UnsettledPurchaseView, action: UnsettledAction): Promise<void>;
  closeBuyAgain(): void;
  /** Prints an owed DACE now (main answers one already queued without printing it again). */
  printOwedDace(shipmentId: string): Promise<boolean>;
  /** The operator confirmed the dialog: main audits the decision, then sends the purchase once more. */
  confirmBuyAgain(): Promise<boolean>;
}

/**
 * A purchase settled here (a resume, a confirmed buy again) that the ship screen's buy panel was
 * holding as unknown: the panel shows its label bought, as if the buy had answered.
 */
function benchSettled({ buy }: StoreState, view: EmissionView): Partial<StoreState> {
  if (buy.status !== 'error' || buy.shipmentId !== view.shipmentId) return {};
  return { buy: { status: 'done', outcome: outcomeOf(view) }, createdFor: null };
}

let unsettledTimer: ReturnType<typeof setTimeout> | undefined;

/** The part's actions; its lists start (and are reset) in labelsForLoja. */
export const createUnsettledPart: SliceCreator<
  Omit<
    UnsettledPart,
    'unfinished' | 'unsettled' | 'unsettledElsewhere' | 'owedDaces' | 'owedDaceError' | 'buyAgain' | 'unsettledError'
  >
> = (set, get) => ({
  resuming: false,
  printingOwedDace: false,

  async loadUnfinished() {
    const [result] = await Promise.all([station().labels.unfinished(), get().loadUnsettled()]);
    if (result.ok) set({ unfinished: result.value });
  },

  async loadUnsettled() {
    const [result, elsewhere, owed] = await Promise.all([
      station().labels.unsettled(),
      station().labels.unsettledElsewhere(),
      station().labels.owedDaces(),
    ]);
    if (result.ok) set({ unsettled: result.value });
    if (elsewhere.ok) set({ unsettledElsewhere: elsewhere.value });
    if (owed.ok) {
      // A refusal whose line main no longer lists talks about a DACE that is not owed any more.
      const refused = get().owedDaceError;
      const listed = !refused || owed.value.some((row) => row.shipmentId === refused.shipmentId);
      set({ owedDaces: owed.value, ...(listed ? {} : { owedDaceError: null }) });
    }
  },

  refreshUnsettledSoon() {
    clearTimeout(unsettledTimer);
    unsettledTimer = setTimeout(() => void get().loadUnsettled(), 250);
  },

  async resumeEmissions() {
    // Main asks the server again for each (a purchase whose answer was lost is settled by its
    // answer, never bought on the operator's behalf) and queues each label once. A refusal (the
    // session ended, the station busy) is said on the list; the lists are read again either way.
    const resumed = await busyCall(set, { busy: 'resuming', error: 'unsettledError' }, () => station().labels.resume());
    for (const row of resumed ?? []) if (row.result.ok) set(benchSettled(get(), row.result.value));
    await Promise.all([get().loadUnfinished(), get().loadPrintJobs()]);
  },

  async settle(row, action) {
    set({ unsettledError: null });
    const labels = station().labels;
    let failed: StationError | null = null;
    if (action === 'buy-again-anyway') {
      set({ buyAgain: { row, working: false, error: null } });
      return;
    } else if (action === 'resume') {
      await get().resumeEmissions();
      return;
    } else if (action === 'print-anyway') {
      const result = await labels.printAnyway({ shipmentId: row.shipmentId });
      if (!result.ok) failed = result.error;
    } else if (action === 'resend') {
      if (row.printJobId) await get().resendJob(row.printJobId);
    } else {
      const result = await labels.acknowledgeDoubleCharge({ shipmentId: row.shipmentId });
      if (result.ok) set({ unsettled: result.value });
      else failed = result.error;
    }
    set({ unsettledError: failed });
    await get().loadUnfinished();
  },

  async printOwedDace(shipmentId) {
    const printed = await busyCall(
      set,
      ({ busy, error }) => set({ printingOwedDace: busy, owedDaceError: error && { shipmentId, error } }),
      () => station().labels.printOwedDace({ shipmentId }),
    );
    // Printed or not, the list is read again: a DACE printed leaves it, one still owed stays.
    await Promise.all([get().loadUnsettled(), get().loadPrintJobs()]);
    return printed !== null;
  },

  closeBuyAgain() {
    set({ buyAgain: null });
  },

  async confirmBuyAgain() {
    const open = get().buyAgain;
    if (!open || open.working) return false;
    set({ buyAgain: { ...open, working: true, error: null } });
    const result = await station().labels.buyAgainAnyway({ shipmentId: open.row.shipmentId, confirmed: true });
    set({ buyAgain: result.ok ? null : { ...open, working: false, error: result.error } });
    if (result.ok) set(benchSettled(get(), result.value));
    await Promise.all([get().loadUnfinished(), get().loadPrintJobs()]);
    return result.ok;
  },
});
