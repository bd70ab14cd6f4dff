// Labels bought at this desk (newest first), the one on screen with its preview, the print
// history from main's print queue, and printing again (same or another printer). Purchases not
// settled and labels not yet queued are unsettledPart.ts, spread into this slice.
import { asksAnotherCopy } from '../../../../electron/shared/another-copy';
import type { PrintJobView } from '../../../../electron/shared/printing';
import type { StationError } from '../../bridge';
import { station } from '../../bridge/station';
import type { SliceCreator } from '../../app/store';
import { followJob, type BuyOutcome } from '../purchase/state';
import { base64ToBytes, labelFile, type LabelFile } from './labelFiles';
import { saveFile } from '../../lib/download';
import type { Said } from '../../../../electron/shared/messages';
import type { JournalEntryView } from '../../../../electron/shared/desk';
import { createUnsettledPart, type UnsettledPart } from './unsettledPart';

export interface ShipmentRecord extends BuyOutcome {
  service: string;
  recipientName: string;
  destination: string;
  invoiceType: 'NFE' | 'DCE' | null;
  international: boolean;
  createdAt: string;
}

export type LabelFileResult =
  | { kind: 'saved'; shipmentId: string; path: string; folder: string }
  | { kind: 'folder'; folder: string; opened: boolean }
  | { kind: 'error'; error: StationError };

/**
 * A reprint main asked about first (issue 29.5): the label came out moments ago. `via` is how it
 * was asked for, so "imprimir outra cópia" sends the same request with the operator's answer.
 */
export interface ReprintAsk {
  said: Said;
  via: { kind: 'labels'; shipmentId: string; printerId?: string } | { kind: 'scan'; text: string };
}

// Not busyCall: a preview is one of four states tied to one label, not a flag and an error beside it.
export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading'; labelId: string }
  | { status: 'ready'; labelId: string; file: LabelFile }
  | { status: 'error'; labelId: string; error: StationError };

export interface LabelSlice extends UnsettledPart {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetLabels(): void;
  history: ShipmentRecord[];
  selectedShipmentId: string | null;
  preview: PreviewState;
  printJobs: PrintJobView[];
  /** The outcome of the last reprint / resend, for the screen to confirm or explain. */
  reprintResult:
    | {
        ok: true;
        job: PrintJobView;
        /** The printer a job that had not printed was taken from (settled there first), when it moved. */
        movedFrom?: string;
      }
    | {
        ok: false;
        error: StationError;
        /** The printer the refused reprint was for (none: the label's own). */
        printerId?: string;
      }
    | null;
  /**
   * What "cancel the held copy" answered: the copy cancelled (CUPS confirmed it gone), so a
   * reprint there is allowed now, or why it was not.
   */
  heldCopyResult: { ok: true; job: PrintJobView } | { ok: false; error: StationError } | null;
  recordShipment(record: ShipmentRecord): void;
  selectShipment(shipmentId: string | null): void;
  loadPreview(labelId: string): Promise<void>;
  loadPrintJobs(): Promise<void>;
  /**
   * The loja's labels from main's journal (what this desk bought for it, newest first), joined
   * with their print jobs: after a loja switch the list shows that loja's labels, and switching
   * back shows the earlier ones again (and after a restart too).
   */
  loadLabels(): Promise<void>;
  /** What the last "save as file" / "open the folder" answered, for the screen to say. */
  labelFileResult: LabelFileResult | null;
  /** Saves the label's file in the station's folder (main's path rule) and offers it as a download too. */
  saveLabelFile(record: { shipmentId: string; labelId: string }): Promise<boolean>;
  openLabelFolder(): Promise<boolean>;
  applyPrintJob(job: PrintJobView): void;
  /**
   * Prints the label again (its printer, or `printerId`). A label printed moments ago is asked
   * about first (reprintAsk); `anotherCopy` is the operator's "imprimir outra cópia".
   */
  reprint(shipmentId: string, printerId?: string, options?: { anotherCopy?: true }): Promise<boolean>;
  /** The reprint asked about first, until the operator answers (any way a reprint was asked for). */
  reprintAsk: ReprintAsk | null;
  /** Main asked before printing another copy: the dialog opens with its sentence. */
  askAnotherCopy(ask: ReprintAsk): void;
  /** The operator's answer: another copy (the same request, with the answer), or none. */
  answerAnotherCopy(print: boolean): Promise<void>;
  /**
   * Cancels the copy a reprint was refused for (held on that printer): main answers only once the
   * print system confirmed it gone, never risking two copies; the operator then reprints.
   */
  cancelHeldCopy(shipmentId: string, printerId?: string): Promise<boolean>;
  resendJob(jobId: string, printerId?: string): Promise<boolean>;
  /**
   * Reloads the labels list shortly: a label bought by another window of this station (or a batch,
   * a resume) joins this window's lists as it happens.
   */
  refreshLabelsSoon(): void;
}

let labelsTimer: ReturnType<typeof setTimeout> | undefined;
/** Bumped at every reset: a journal read that started for the previous loja is dropped. */
let lojaGeneration = 0;

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetLabels). */
export const labelsForLoja = () =>
  ({
    history: [],
    selectedShipmentId: null,
    preview: { status: 'idle' },
    reprintResult: null,
    reprintAsk: null,
    heldCopyResult: null,
    labelFileResult: null,
    unfinished: [],
    unsettled: [],
    unsettledElsewhere: [],
    owedDaces: [],
    owedDaceError: null,
    buyAgain: null,
    unsettledError: null,
  }) satisfies Partial<LabelSlice>;

export const createLabelSlice: SliceCreator<LabelSlice> = (set, get, api) => ({
  ...labelsForLoja(),
  resetLabels: () => {
    lojaGeneration++;
    set(labelsForLoja());
  },
  printJobs: [],
  ...createUnsettledPart(set, get, api),

  recordShipment(record) {
    const rest = get().history.filter((r) => r.shipmentId !== record.shipmentId);
    set({ history: [record, ...rest], selectedShipmentId: record.shipmentId });
  },

  selectShipment(selectedShipmentId) {
    set({ selectedShipmentId, reprintResult: null, heldCopyResult: null, labelFileResult: null });
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
    if (result.ok) set({ printJobs: newestOf(result.value, get().printJobs) });
  },

  async saveLabelFile(record) {
    const result = await station().labels.saveFile({ id: record.labelId });
    if (!result.ok) {
      set({ labelFileResult: { kind: 'error', error: result.error } });
      return false;
    }
    const { fileName, path, folder, contentType, base64 } = result.value;
    set({ labelFileResult: { kind: 'saved', shipmentId: record.shipmentId, path, folder } });
    // The same bytes as a download too: Electron asks where (its save dialog), a browser keeps it in Downloads.
    saveFile(fileName, base64ToBytes(base64), contentType);
    return true;
  },

  async openLabelFolder() {
    const result = await station().labels.openFolder();
    set({
      labelFileResult: result.ok
        ? { kind: 'folder', folder: result.value.folder, opened: result.value.opened }
        : { kind: 'error', error: result.error },
    });
    return result.ok && result.value.opened;
  },

  async loadLabels() {
    const generation = lojaGeneration;
    const [journal, jobs] = await Promise.all([
      station().desk.recentShipments({ limit: 100 }),
      station().printers.jobs({ limit: 500 }),
    ]);
    if (generation !== lojaGeneration || !journal.ok) return;
    const printJobs = jobs.ok ? newestOf(jobs.value, get().printJobs) : get().printJobs;
    const stored = journal.value.flatMap((entry) => {
      const record = shipmentRecordOf(entry, printJobs);
      return record ? [record] : [];
    });
    // What this screen recorded itself knows more (invoice, destination as typed): it wins.
    const known = new Set(get().history.map((r) => r.shipmentId));
    const history = [...get().history, ...stored.filter((r) => !known.has(r.shipmentId))].sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    );
    set({ history });
  },

  applyPrintJob(job) {
    const jobs = get().printJobs;
    const previous = jobs.find((j) => j.jobId === job.jobId);
    // An answer read before the job's own later events (a move answered after the label printed) is old news.
    if (previous && previous.updatedAt > job.updatedAt) return;
    const known = previous !== undefined;
    const printJobs = known ? jobs.map((j) => (j.jobId === job.jobId ? job : j)) : [job, ...jobs];
    const follow = <T extends BuyOutcome>(r: T): T => (r.printJobId === job.jobId ? followJob(r, job) : r);
    set({ printJobs, history: get().history.map(follow) });
    const buy = get().buy;
    if (buy.status === 'done' && buy.outcome.printJobId === job.jobId)
      set({ buy: { status: 'done', outcome: follow(buy.outcome) } });
  },

  async reprint(shipmentId, printerId, options = {}) {
    // Read before asking: the job's own update event may arrive before the answer does.
    const jobsBefore = get().printJobs;
    const result = await station().labels.reprint({
      id: shipmentId,
      ...(printerId ? { printerId } : {}),
      ...(options.anotherCopy ? { anotherCopy: true } : {}),
    });
    if (!result.ok && asksAnotherCopy(result.error)) {
      // Not a failure: main asks before a copy of a label that came out moments ago.
      set({ reprintResult: null, heldCopyResult: null });
      get().askAnotherCopy({
        said: result.error.said,
        via: { kind: 'labels', shipmentId, ...(printerId ? { printerId } : {}) },
      });
      return false;
    }
    // The same job back on another printer: main took it off the first one (it prints only there).
    const before = result.ok ? jobsBefore.find((job) => job.jobId === result.value.jobId) : undefined;
    const movedFrom =
      before && before.printerId !== (result.ok ? result.value.printerId : '') ? before.printer : undefined;
    set({
      reprintResult: result.ok
        ? { ok: true, job: result.value, ...(movedFrom ? { movedFrom } : {}) }
        : { ok: false, error: result.error, ...(printerId ? { printerId } : {}) },
      heldCopyResult: null,
    });
    if (result.ok) get().applyPrintJob(result.value);
    return result.ok;
  },

  askAnotherCopy: (reprintAsk) => set({ reprintAsk }),

  async answerAnotherCopy(print) {
    const ask = get().reprintAsk;
    set({ reprintAsk: null });
    if (!ask || !print) return;
    if (ask.via.kind === 'labels') await get().reprint(ask.via.shipmentId, ask.via.printerId, { anotherCopy: true });
    else await get().scan(ask.via.text, undefined, { anotherCopy: true });
  },

  async cancelHeldCopy(shipmentId, printerId) {
    const result = await station().labels.cancelHeldCopy({ id: shipmentId, ...(printerId ? { printerId } : {}) });
    if (!result.ok) {
      set({ heldCopyResult: { ok: false, error: result.error } });
      return false;
    }
    // The refusal is settled: a reprint there is allowed now.
    set({ heldCopyResult: { ok: true, job: result.value }, reprintResult: null });
    get().applyPrintJob(result.value);
    return true;
  },

  async resendJob(jobId, printerId) {
    const result = await station().printers.resend({ jobId, ...(printerId ? { printerId } : {}) });
    set({
      reprintResult: result.ok ? { ok: true, job: result.value } : { ok: false, error: result.error },
      heldCopyResult: null,
    });
    if (result.ok) get().applyPrintJob(result.value);
    return result.ok;
  },

  refreshLabelsSoon() {
    clearTimeout(labelsTimer);
    labelsTimer = setTimeout(() => void get().loadLabels(), 250);
  },
});

/** A bought journal entry as the labels list shows it, its print state from the label's newest job. */
/**
 * The jobs as listed, each replaced by the view the page already has when that one is newer (an
 * event that arrived while the list was read), and jobs created after the list was read kept.
 */
function newestOf(listed: PrintJobView[], known: PrintJobView[]): PrintJobView[] {
  const byId = new Map(known.map((job) => [job.jobId, job]));
  const newestListed = listed.reduce((at, job) => (job.createdAt > at ? job.createdAt : at), '');
  const ids = new Set(listed.map((job) => job.jobId));
  const later = known.filter((job) => !ids.has(job.jobId) && job.createdAt > newestListed);
  const merged = listed.map((job) => {
    const mine = byId.get(job.jobId);
    return mine && mine.updatedAt > job.updatedAt ? mine : job;
  });
  return [...later, ...merged];
}

function shipmentRecordOf(entry: JournalEntryView, printJobs: PrintJobView[]): ShipmentRecord | null {
  if (entry.status !== 'bought' || !entry.labelId || !entry.trackingCode) return null;
  const job = printJobs.find(
    (j) => j.kind === 'label' && (j.labelId === entry.labelId || j.shipmentId === entry.shipmentId),
  );
  return {
    shipmentId: entry.shipmentId,
    labelId: entry.labelId,
    trackingCode: entry.trackingCode,
    priceCents: entry.priceCents,
    chargeAlreadyCaptured: true,
    possibleDoubleCharge: false,
    printJobId: job?.jobId ?? '',
    printer: job?.printer ?? '',
    printStatus: job?.status ?? 'done',
    ...(job?.lastError ? { printError: job.lastError } : {}),
    ...(job?.notes?.length ? { printNotes: job.notes } : {}),
    service: [entry.carrierName, entry.serviceName].filter(Boolean).join(' '),
    recipientName: entry.recipientName ?? '',
    destination: [entry.recipientCity, entry.recipientState].filter(Boolean).join(' - '),
    invoiceType: null,
    international: false,
    createdAt: entry.boughtAt ?? entry.createdAt,
  };
}
