// Labels bought at this desk (newest first), the one on screen with its preview, the print
// history from main's print queue, and printing again (same or another printer).
import type { EmissionStatusView, PrintJobView } from '../../../../electron/shared/workflow';
import type { StationError } from '../../bridge';
import { station } from '../../app/station';
import type { SliceCreator } from '../../app/store';
import type { BuyOutcome } from '../shipment/workflow';
import { labelFile, type LabelFile } from './labelFiles';
import type { Said } from '../../../../electron/shared/messages';

export interface ShipmentRecord extends BuyOutcome {
  service: string;
  recipientName: string;
  destination: string;
  invoiceType: 'NFE' | 'DCE' | null;
  international: boolean;
  createdAt: string;
}

export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading'; labelId: string }
  | { status: 'ready'; labelId: string; file: LabelFile }
  | { status: 'error'; labelId: string; error: StationError };

export interface LabelSlice {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetLabels(): void;
  history: ShipmentRecord[];
  selectedShipmentId: string | null;
  preview: PreviewState;
  printJobs: PrintJobView[];
  /** The outcome of the last reprint / resend, for the screen to confirm or explain. */
  reprintResult: { ok: true; job: PrintJobView } | { ok: false; error: StationError } | null;
  /** Labels bought (or maybe bought) and not yet queued, e.g. after a crash: main resumes them. */
  unfinished: EmissionStatusView[];
  resuming: boolean;
  recordShipment(record: ShipmentRecord): void;
  selectShipment(shipmentId: string | null): void;
  loadPreview(labelId: string): Promise<void>;
  loadPrintJobs(): Promise<void>;
  applyPrintJob(job: PrintJobView): void;
  reprint(shipmentId: string, printerId?: string): Promise<boolean>;
  resendJob(jobId: string, printerId?: string): Promise<boolean>;
  loadUnfinished(): Promise<void>;
  resumeEmissions(): Promise<void>;
}

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetLabels). */
export const labelsForLoja = () =>
  ({
    history: [],
    selectedShipmentId: null,
    preview: { status: 'idle' },
    reprintResult: null,
    unfinished: [],
  }) satisfies Partial<LabelSlice>;

export const createLabelSlice: SliceCreator<LabelSlice> = (set, get) => ({
  ...labelsForLoja(),
  resetLabels: () => set(labelsForLoja()),
  printJobs: [],
  resuming: false,

  recordShipment(record) {
    const rest = get().history.filter((r) => r.shipmentId !== record.shipmentId);
    set({ history: [record, ...rest], selectedShipmentId: record.shipmentId });
  },

  selectShipment(selectedShipmentId) {
    set({ selectedShipmentId, reprintResult: null });
  },

  async loadPreview(labelId) {
    const current = get().preview;
    if (current.status !== 'idle' && current.status !== 'error' && current.labelId === labelId) return;
    set({ preview: { status: 'loading', labelId } });
    const result = await labelFile(labelId);
    // Another label may have been chosen meanwhile; only the latest one is shown.
    const now = get().preview;
    if (now.status !== 'loading' || now.labelId !== labelId) return;
    set({
      preview: result.ok
        ? { status: 'ready', labelId, file: result.value }
        : { status: 'error', labelId, error: result.error },
    });
  },

  async loadPrintJobs() {
    const result = await station().printers.jobs({ limit: 200 });
    if (result.ok) set({ printJobs: result.value });
  },

  applyPrintJob(job) {
    const jobs = get().printJobs;
    const known = jobs.some((j) => j.jobId === job.jobId);
    const printJobs = known ? jobs.map((j) => (j.jobId === job.jobId ? job : j)) : [job, ...jobs];
    const follow = <T extends { printJobId: string; printStatus: string; printError?: Said }>(r: T): T =>
      r.printJobId === job.jobId
        ? { ...r, printStatus: job.status, printer: job.printer, printError: job.lastError }
        : r;
    set({ printJobs, history: get().history.map(follow) });
    const buy = get().buy;
    if (buy.status === 'done' && buy.outcome.printJobId === job.jobId)
      set({ buy: { status: 'done', outcome: follow(buy.outcome) } });
  },

  async reprint(shipmentId, printerId) {
    const result = await station().labels.reprint({ id: shipmentId, ...(printerId ? { printerId } : {}) });
    set({ reprintResult: result.ok ? { ok: true, job: result.value } : { ok: false, error: result.error } });
    if (result.ok) get().applyPrintJob(result.value);
    return result.ok;
  },

  async resendJob(jobId, printerId) {
    const result = await station().printers.resend({ jobId, ...(printerId ? { printerId } : {}) });
    set({ reprintResult: result.ok ? { ok: true, job: result.value } : { ok: false, error: result.error } });
    if (result.ok) get().applyPrintJob(result.value);
    return result.ok;
  },

  async loadUnfinished() {
    const result = await station().labels.unfinished();
    if (result.ok) set({ unfinished: result.value });
  },

  async resumeEmissions() {
    set({ resuming: true });
    // Never buys twice: main asks emit again for each (idempotent per shipment) and queues once.
    await station().labels.resume();
    set({ resuming: false });
    await Promise.all([get().loadUnfinished(), get().loadPrintJobs()]);
  },
});
