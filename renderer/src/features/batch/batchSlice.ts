// CSV batches of this loja: the list, the one on screen with its rows, and the actions on it.
// Import validates every row and spends nothing; start, pause, resume and retry are main's; the
// rows move by batch-progress events (main prints them in CSV order whatever order they finish).
import type { BatchProgress, BatchSummaryView, BatchView } from '../../../../electron/shared/desk';
import type { Result, StationError } from '../../bridge';
import { busyCall } from '../../lib/busyCall';
import { station } from '../../bridge/station';
import { lojaFields } from '../../lib/lojaFields';
import type { SliceCreator } from '../../app/store';

export interface BatchSlice {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetBatches(): void;
  batches: BatchSummaryView[];
  /** The batch on screen, with its rows. */
  batch: BatchView | null;
  /** The last refusal of an import or an action, with main's words. */
  batchError: StationError | null;
  batchBusy: boolean;
  loadBatches(): Promise<void>;
  openBatch(batchId: string): Promise<void>;
  importBatch(input: { csv: string; fileName?: string; senderKey?: string }): Promise<boolean>;
  startBatch(options?: { confirmPrinterDown?: boolean }): Promise<boolean>;
  pauseBatch(): Promise<boolean>;
  resumeBatch(): Promise<boolean>;
  retryFailedRows(): Promise<boolean>;
  /** The row waiting at the desk takes the scale's stable reading (main refuses any other). */
  confirmBatchWeight(index: number): Promise<boolean>;
  discardBatch(): Promise<boolean>;
  closeBatch(): void;
  applyBatchProgress(progress: BatchProgress): void;
  /** The list and the batch on screen as main has them now, unless an event brought a later one. */
  readBatchesAgain(): Promise<void>;
}

/** The one main answered, unless the page holds a later one of it (an event that came meanwhile). */
const later = <T extends BatchSummaryView>(read: T, known: T | undefined): T =>
  known && known.updatedAt > read.updatedAt ? known : read;

const summaryOf = ({ rows: _rows, ...summary }: BatchView): BatchSummaryView => summary;

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetBatches). */
export const batchesForLoja = () =>
  ({
    batches: [],
    batch: null,
    batchError: null,
  }) satisfies Partial<BatchSlice>;

export const createBatchSlice: SliceCreator<BatchSlice> = (set, get) => {
  /** Asks main with the batches' busy flag up and its error field cleared (lib/busyCall). */
  const busy = <T>(call: () => Promise<Result<T>>) => busyCall(set, { busy: 'batchBusy', error: 'batchError' }, call);
  /** Shows a batch main answered with (or says it refused), and keeps the list in step. */
  const show = (batch: BatchView | null): boolean => {
    if (!batch) return false;
    const summary = summaryOf(batch);
    const others = get().batches.filter((b) => b.batchId !== summary.batchId);
    const known = others.length !== get().batches.length;
    set({
      batch,
      batches: known ? get().batches.map((b) => (b.batchId === summary.batchId ? summary : b)) : [summary, ...others],
    });
    return true;
  };
  const act = async (call: (batchId: string) => Promise<Result<BatchView>>): Promise<boolean> => {
    const batch = get().batch;
    if (!batch) return false;
    return show(await busy(() => call(batch.batchId)));
  };

  return {
    ...lojaFields(set, batchesForLoja, 'resetBatches'),
    batchBusy: false,

    async loadBatches() {
      const result = await station().desk.batches();
      if (result.ok) set({ batches: result.value });
    },

    async openBatch(batchId) {
      show(await busy(() => station().desk.batchStatus({ batchId })));
    },

    async importBatch(input) {
      const imported = await busy(() => station().desk.importBatch(input));
      // A file refused as a whole (unknown column, no header) is not about the batch on screen.
      if (!imported) {
        set({ batch: null });
        return false;
      }
      return show(imported.batch);
    },

    startBatch: (options = {}) =>
      act((batchId) =>
        station().desk.startBatch({ batchId, ...(options.confirmPrinterDown ? { confirmPrinterDown: true } : {}) }),
      ),
    pauseBatch: () => act((batchId) => station().desk.pauseBatch({ batchId })),
    resumeBatch: () => act((batchId) => station().desk.resumeBatch({ batchId })),
    retryFailedRows: () => act((batchId) => station().desk.retryFailedRows({ batchId })),
    confirmBatchWeight: (index) => act((batchId) => station().desk.confirmBatchWeight({ batchId, index })),

    async discardBatch() {
      const batch = get().batch;
      if (!batch) return false;
      const batches = await busy(() => station().desk.discardBatch({ batchId: batch.batchId }));
      if (!batches) return false;
      set({ batch: null, batches });
      return true;
    },

    closeBatch: () => set({ batch: null, batchError: null }),

    applyBatchProgress({ batch: summary, row }) {
      const { batches, batch } = get();
      const listed = batches.some((b) => b.batchId === summary.batchId);
      const next: Partial<BatchSlice> = {
        batches: listed ? batches.map((b) => (b.batchId === summary.batchId ? summary : b)) : [summary, ...batches],
      };
      if (batch?.batchId === summary.batchId) {
        const rows = row ? batch.rows.map((r) => (r.index === row.index ? row : r)) : batch.rows;
        // The summary replaces the old one whole: a pause reason it no longer carries is over.
        const { halted: _halted, ...kept } = batch;
        next.batch = { ...kept, ...summary, rows };
      }
      set(next);
    },

    async readBatchesAgain() {
      const open = get().batch;
      const [list, current] = await Promise.all([
        station().desk.batches(),
        open ? station().desk.batchStatus({ batchId: open.batchId }) : null,
      ]);
      if (list.ok) {
        const known = new Map(get().batches.map((b) => [b.batchId, b]));
        set({ batches: list.value.map((b) => later(b, known.get(b.batchId))) });
      }
      const now = get().batch;
      if (current?.ok && now?.batchId === current.value.batchId) set({ batch: later(current.value, now) });
    },
  };
};
