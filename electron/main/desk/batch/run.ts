// One batch's run as the runner holds it in memory (Run: the rows to take, the printer's turn,
// the row being weighed), what the runner is given (RunnerDeps), and the words its workers
// stop with. The runner itself is runner.ts.
import type { BatchProgress, BatchRowState } from '../../../shared/desk';
import type { Logger } from '../../log';
import type { Printing } from '../../printing';
import type { ScaleReading } from '../../../shared/scale';
import type { AuditRecorder } from '../audit/audit-recorder';
import type { BatchRecord, BatchStore } from './batch-store';
import type { BatchApi, BatchWorkflow, ReadyFiles } from './row-steps';
import type { JournalStore } from '../journal/journal-store';

export const DEFAULT_CONCURRENCY = 6;
export const TERMINAL: readonly BatchRowState[] = ['printed', 'failed'];
export const CLOSING = 'station-closing';
/** A row's wait for its weight ended by a pause, a logout or closing: it is weighed when the batch goes on. */
export const WEIGH_HALTED = 'weigh-halted';

export interface RunnerDeps {
  store: BatchStore;
  journal: JournalStore;
  audit: AuditRecorder;
  /** The API bound to the batch's loja, whatever loja the operator switches to meanwhile. */
  apiFor(tenantId: string): BatchApi;
  /** Buys and downloads each row's label, and queues it when the row's turn comes. */
  workflow: BatchWorkflow;
  /** Where the rows' DACEs are queued, each right after its label. */
  printing: Pick<Printing, 'printRouted' | 'settings' | 'profiles' | 'queue'>;
  onProgress(progress: BatchProgress): void;
  logger: Logger;
}

export class Run {
  /** Row indexes not yet taken by a worker, in CSV order. */
  readonly queue: number[] = [];
  readonly ready = new Map<number, ReadyFiles>();
  readonly states = new Map<number, BatchRowState>();
  /** Every row in CSV order, and the first one not yet printed or failed (the printer's turn). */
  readonly order: number[] = [];
  cursor = 0;
  active = 0;
  halt: 'pause' | 'stop' | null = null;
  /** A row being weighed at the desk: the batch waits there, no row after it is taken meanwhile. */
  barrier: number | null = null;
  weighing: { idx: number; resolve(reading: ScaleReading): void; reject(error: Error): void } | null = null;
  /** Rows a worker is on now: with a barrier, nothing else is taken until the row behind it is weighed. */
  readonly inHand = new Set<number>();
  private settledResolve!: () => void;
  readonly settled = new Promise<void>((resolve) => (this.settledResolve = resolve));
  constructor(readonly batch: BatchRecord) {}
  resolveSettled(): void {
    this.settledResolve();
  }
  /** A pause, a logout or closing ends the row's wait for its weight: it is weighed when the batch goes on. */
  endWeighing(): void {
    const waiting = this.weighing;
    this.weighing = null;
    waiting?.reject(new Error(WEIGH_HALTED));
  }
}
