// The audit log of this loja (every charge, print and reprint, with operator, workstation and
// time; append-only in main): a filtered, paged list and its CSV export; in a warehouse, also the
// shared journal's lines across desks (read by the warehouse slice).
import type { AuditEntryView, AuditKind } from '../../../../electron/shared/desk';
import type { StationError } from '../../bridge';
import { busyCall } from '../../lib/busyCall';
import { station } from '../../bridge/station';
import { lojaFields } from '../../lib/lojaFields';
import type { SliceCreator } from '../../app/store';
import { saveCsv } from '../../lib/download';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  /** YYYY-MM-DD (desk local), or '' for every day. */
  day: string;
  kind: AuditKind | '';
}

/** This desk's audit log, or the warehouse's journal across desks (a desk that shares one). */
export type AuditScope = 'desk' | 'warehouse';

export interface AuditSlice {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetAudit(): void;
  auditFilter: AuditFilter;
  auditScope: AuditScope;
  auditPage: number;
  audit: { entries: AuditEntryView[]; total: number } | null;
  auditError: StationError | null;
  auditLoading: boolean;
  // Not busyCall: an export ends saved (with its file) or refused, one state, not a flag beside an error.
  auditExport:
    | { status: 'idle' | 'working' }
    | { status: 'saved'; fileName: string; rows: number }
    | { status: 'error'; error: StationError };
  loadAudit(): Promise<void>;
  setAuditFilter(patch: Partial<AuditFilter>): void;
  setAuditScope(scope: AuditScope): void;
  setAuditPage(page: number): void;
  exportAudit(): Promise<boolean>;
}

const filterInput = (f: AuditFilter) => ({ ...(f.day ? { day: f.day } : {}), ...(f.kind ? { kind: f.kind } : {}) });

let auditSeq = 0;

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetAudit). */
export const auditForLoja = () =>
  ({
    auditPage: 1,
    audit: null,
    auditError: null,
  }) satisfies Partial<AuditSlice>;

export const createAuditSlice: SliceCreator<AuditSlice> = (set, get) => ({
  ...lojaFields(set, auditForLoja, 'resetAudit'),
  auditFilter: { day: '', kind: '' },
  auditScope: 'desk',
  auditLoading: false,
  auditExport: { status: 'idle' },

  async loadAudit() {
    const mine = ++auditSeq;
    const page = await busyCall(
      set,
      { busy: 'auditLoading', error: 'auditError' },
      () => {
        const { auditFilter, auditPage } = get();
        return station().desk.auditList({ ...filterInput(auditFilter), page: auditPage, pageSize: AUDIT_PAGE_SIZE });
      },
      () => mine === auditSeq, // a newer filter or page answered first
    );
    if (page) set({ audit: { entries: page.entries, total: page.total } });
  },

  setAuditFilter(patch) {
    set({ auditFilter: { ...get().auditFilter, ...patch }, auditPage: 1, auditExport: { status: 'idle' } });
    void get().loadAudit();
  },

  setAuditScope: (auditScope) => set({ auditScope }),

  setAuditPage(auditPage) {
    set({ auditPage });
    void get().loadAudit();
  },

  async exportAudit() {
    set({ auditExport: { status: 'working' } });
    const result = await station().desk.auditCsv(filterInput(get().auditFilter));
    if (!result.ok) {
      set({ auditExport: { status: 'error', error: result.error } });
      return false;
    }
    saveCsv(result.value.fileName, result.value.csv);
    set({ auditExport: { status: 'saved', fileName: result.value.fileName, rows: result.value.rows } });
    return true;
  },
});
