// The print queue: jobs persisted in SQLite in the data dir, printed in order per printer,
// retried with backoff while a printer is unreachable, kept with their bytes for reprints.
//
// Exactly once, and where it stops (see PrintPhase): a label prints twice only through
// reprint(). Queued jobs print after a restart. A CUPS job is submitted held, its number is
// recorded, then it is released; a crash at any point is resolved by asking CUPS, so CUPS
// jobs print exactly once. A network or Windows job is marked `sending` right before bytes
// leave; a crash after that point cannot be resolved (the printer does not say what it
// printed), so that job fails as `outcome-unknown` and the operator reprints if nothing came
// out: at most once, never a silent duplicate. Enqueue is idempotent by the caller's key.
// One queue object per data dir at a time (the app is single-instance). Its options are in
// print-queue-options.ts; which copy of a document is where, in copies.ts.
import { printError, type PrintError, refused } from '../errors';
import { failed, ok, type Result } from '../../../shared/result';
import { said } from '../../../shared/messages';
import { describeTarget, printDocumentSchema, printerTargetSchema, type PrinterTarget } from '../types';
import { type EnqueueRequest, type EnqueueResult, type PrintJob } from './job';
import type { After, Salvaged } from '../../platform';
import { printedCopy, waitingCopy } from './copies';
import { unrefAfter, type PrintQueueOptions } from './print-queue-options';
import { JobStore } from './job-store';
import { Worker } from './worker';
import { DEFAULT_RETRY } from './worker-deps';

export type JobListener = (job: PrintJob) => void;

export class PrintQueue {
  private readonly store: JobStore;
  private readonly worker: Worker;
  private readonly listeners = new Set<JobListener>();
  /** settled() promises to reject when the queue closes, so no caller waits forever. */
  private readonly closing = new Set<() => void>();
  private readonly keepBytes: number;
  private readonly pruneEvery: number;
  private finishedSincePrune = 0;
  private cancelTimer: (() => void) | undefined;
  private readonly after: After;
  /** A pass asked for "now": setImmediate, since a zero setTimeout waits a whole millisecond. */
  private immediate: NodeJS.Immediate | undefined;
  private timerAt = Infinity;
  private closed = false;
  private readonly now: () => number;

  /** Opens the queue on its file in `dataDir` and resumes what a previous run left unfinished. */
  constructor(options: PrintQueueOptions) {
    const now = options.now ?? Date.now;
    this.now = now;
    this.after = options.after ?? unrefAfter;
    this.keepBytes = options.keepBytesForLast ?? 500;
    // Pruning scans the finished jobs: once every 5 % of `keep` (25 jobs of 500), not at every label.
    this.pruneEvery = Math.max(1, Math.ceil(this.keepBytes / 20));
    this.store = new JobStore(options.dataDir, now);
    const retry = { ...DEFAULT_RETRY, ...options.retry };
    this.worker = new Worker(
      this.store,
      options.paths,
      retry,
      options.cupsPollMs ?? 1_000,
      now,
      {
        jobChanged: (id, wake, job) => this.jobChanged(id, wake, job),
        wake: () => this.wakeAt(0),
        trouble: (error) => this.failedPass(error),
        isClosed: () => this.closed,
      },
      options.prepare,
    );
    this.wakeAt(0);
  }

  /** Queues a document. With a key, a second call returns the first job and prints nothing. */
  enqueue(request: EnqueueRequest): Result<EnqueueResult, PrintError> {
    const document = printDocumentSchema.safeParse(request.document);
    const target = printerTargetSchema.safeParse(request.target);
    if (!document.success) return refused('unsupported', said('printing.cannotPrint'), document.error);
    if (!target.success) return refused('invalid-printer', said('printing.invalidPrinter'), target.error);
    if (request.bytes.byteLength === 0) return failed(printError('unsupported', said('printing.emptyDocument')));
    if (this.closed) return failed(printError('print-failed', said('printing.queueClosed')));
    let result: EnqueueResult;
    try {
      // A printer with nothing ahead of this job gets it now, claimed in the same write and sent
      // with the bytes in hand, not after the next pass of the worker; a job that waits its turn
      // is started by the pass that follows what is ahead of it.
      result = this.store.insert(
        {
          key: request.key ?? null,
          reprintOf: null,
          document: document.data,
          target: target.data,
          bytes: request.bytes,
        },
        { claimIfFirst: true },
      );
    } catch (error) {
      // The queue's file refused the write (disk full, read-only, damaged). A label reaching here
      // may already be paid for: the caller must get an answer it can show and keep (the
      // workflow leaves the label unsettled with this reason), never a raw SQLite throw, which
      // would reach the operator as "internal".
      const words = error instanceof Error ? error.message : String(error);
      return failed(printError('print-failed', said('printing.queueRefusedJob'), words, 'system'));
    }
    if (!result.created) return ok(result);
    if (result.job.status === 'printing') this.worker.startClaimed(result.job, request.bytes);
    else {
      this.jobChanged(result.job.id, false, result.job);
      this.wakeAt(0);
    }
    return ok(result);
  }

  /** Prints a job again (the only way a label prints twice), on its printer or another one. */
  reprint(jobId: string, target?: PrinterTarget): Result<PrintJob, PrintError> {
    const again = this.sentAgain(jobId, target);
    if (!again.ok) return again;
    const { job: original } = again.value;
    const bytes = this.store.bytes(jobId);
    if (!bytes) return failed(printError('bytes-expired', said('printing.tooOld')));
    // A copy still waiting for that printer (held by CUPS, a paused queue, retries) comes out when
    // the printer is back: a second copy queued behind it would print the label twice.
    const waiting = waitingCopy(this.store, original, again.value.target);
    if (waiting)
      return failed(printError('job-state', said('printing.stillInQueue', { name: describeTarget(waiting.target) })));
    const { job } = this.store.insert({
      key: null,
      reprintOf: original.id,
      document: original.document,
      target: again.value.target,
      bytes,
    });
    this.jobChanged(job.id);
    return ok(job);
  }

  /**
   * The copy of a job's document held back on a printer (its own unless another is given): what
   * makes reprint() refuse there until it prints or is cancelled.
   */
  heldCopy(jobId: string, target?: PrinterTarget): PrintJob | undefined {
    const job = this.store.get(jobId);
    return job && waitingCopy(this.store, job, target ?? job.target);
  }

  /**
   * Cancels a job that has not printed, confirmed by CUPS when CUPS has it (see Worker.cancel):
   * it never prints, and a reprint on its printer is allowed again.
   */
  async cancel(jobId: string): Promise<Result<PrintJob, PrintError>> {
    if (this.closed) return failed(printError('print-failed', said('printing.queueClosed')));
    return this.worker.cancel(jobId);
  }

  /** Sends a failed (or still waiting) job again, optionally to another printer, with fresh attempts. */
  resend(jobId: string, target?: PrinterTarget): Result<PrintJob, PrintError> {
    const again = this.sentAgain(jobId, target);
    if (!again.ok) return again;
    if (!again.value.job.bytesKept) return failed(printError('bytes-expired', said('printing.tooOld')));
    // A failed copy of a document another copy of which came out (a reprint after a cancel, a
    // copy sent elsewhere): sending it again would put a second label on the box. "Reprint" is
    // how the operator asks for one more, on purpose.
    const printed = printedCopy(this.store, again.value.job);
    if (printed && printed.id !== jobId)
      return failed(
        printError('job-state', said('printing.copyAlreadyPrinted', { name: describeTarget(printed.target) })),
      );
    if (!this.store.resend(jobId, again.value.target))
      return failed(printError('job-state', said('printing.onlyFailedResend')));
    this.jobChanged(jobId);
    return ok(this.store.get(jobId) as PrintJob);
  }

  /**
   * Sends a job that has not printed to another printer ("send to another printer"): the label
   * then prints on exactly one of them, even when the first comes back. See Worker.redirect.
   */
  async redirect(jobId: string, target: PrinterTarget): Promise<Result<PrintJob, PrintError>> {
    const chosen = this.validTarget(target);
    if (!chosen.ok) return chosen;
    const job = this.store.get(jobId);
    if (job && !job.bytesKept) return failed(printError('bytes-expired', said('printing.tooOld')));
    if (this.closed) return failed(printError('print-failed', said('printing.queueClosed')));
    return this.worker.redirect(jobId, chosen.value);
  }

  /** The document a job keeps (as queued, before any conversion for its printer), if still kept. */
  bytesOf(jobId: string): Uint8Array | undefined {
    return this.store.bytes(jobId) ?? undefined;
  }

  get(jobId: string): PrintJob | undefined {
    return this.store.get(jobId);
  }

  /** The job queued under an idempotency key (`label:<labelId>`), if the queue holds it. */
  byKey(key: string): PrintJob | undefined {
    return this.store.byKey(key);
  }

  /** Recent jobs, newest first (the history screen). */
  list(limit = 100): PrintJob[] {
    return this.store.list(limit);
  }

  /** Calls `listener` with the job on every change; returns the function that stops it. */
  onJobUpdate(listener: JobListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves with the job once it is done or failed; rejects if the queue closes first. */
  settled(jobId: string): Promise<PrintJob> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('the print queue is closed'));
      const stop = () => {
        unsubscribe();
        this.closing.delete(onClose);
      };
      const onClose = () => {
        stop();
        reject(new Error('the print queue is closed'));
      };
      const check = (job: PrintJob | undefined) => {
        if (job && job.status !== 'done' && job.status !== 'failed') return;
        stop();
        if (job) resolve(job);
        else reject(new Error(`no print job ${jobId}`));
      };
      const unsubscribe = this.onJobUpdate((job) => job.id === jobId && check(job));
      this.closing.add(onClose);
      check(this.store.get(jobId));
    });
  }

  /** Copies what a damaged print-queue.sqlite (moved aside at start) still holds; waiting jobs then print. */
  salvageFrom(damagedFile: string): Salvaged[] {
    const report = this.store.salvageFrom(damagedFile);
    this.wakeAt(0);
    return report;
  }

  /** Why the last pass failed (the file could not be read or written), or null. */
  private trouble: string | null = null;
  /** Told of a pass that failed (logged by the station). */
  onTrouble: ((error: unknown) => void) | undefined;

  /** Stops the worker and closes the file; unfinished jobs resume when the queue is opened again. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.cancelTimer?.();
    if (this.immediate) clearImmediate(this.immediate);
    for (const reject of [...this.closing]) reject();
    this.listeners.clear();
    this.store.close();
  }

  /** A job to send again and the printer it goes to (its own unless another is given), or why not. */
  private sentAgain(
    jobId: string,
    target: PrinterTarget | undefined,
  ): Result<{ job: PrintJob; target: PrinterTarget }, PrintError> {
    const job = this.store.get(jobId);
    if (!job) return failed(printError('job-not-found', said('printing.jobGone')));
    const chosen = this.validTarget(target ?? job.target);
    return chosen.ok ? ok({ job, target: chosen.value }) : chosen;
  }

  private validTarget(target: unknown): Result<PrinterTarget, PrintError> {
    const parsed = printerTargetSchema.safeParse(target);
    return parsed.success ? ok(parsed.data) : refused('invalid-printer', said('printing.invalidPrinter'), parsed.error);
  }

  /** Tells the listeners; `wake` (default) runs a pass of the worker soon, which a job just started needs not. */
  private jobChanged(id: string, wake = true, known?: PrintJob): void {
    if (this.closed) return;
    const job = known ?? this.store.get(id);
    if (job && (job.status === 'done' || job.status === 'failed') && ++this.finishedSincePrune >= this.pruneEvery) {
      this.finishedSincePrune = 0;
      this.store.pruneBytes(this.keepBytes);
    }
    if (job) {
      for (const listener of [...this.listeners]) {
        try {
          listener(job);
        } catch {
          // A listener's failure (e.g. a closed window) must not stop printing.
        }
      }
    }
    if (wake) this.wakeAt(0);
  }

  /** Runs the worker at `at` (ms since epoch; 0 = as soon as possible), keeping the earliest wake. */
  private wakeAt(at: number): void {
    if (this.closed || at >= this.timerAt) return;
    this.cancelTimer?.();
    if (this.immediate) clearImmediate(this.immediate);
    this.cancelTimer = undefined;
    this.immediate = undefined;
    this.timerAt = at;
    const delay = at - this.now();
    if (delay <= 0) {
      // Not unref'd: an unref'd immediate lets the event loop block in poll until the next I/O,
      // so a job queued from a timer could wait seconds. It runs at once and holds nothing after.
      this.immediate = setImmediate(() => this.pass());
    } else this.cancelTimer = this.after(delay, () => this.pass());
  }

  private pass(): void {
    this.timerAt = Infinity;
    this.cancelTimer = undefined;
    this.immediate = undefined;
    if (this.closed) return;
    let next: number | undefined;
    try {
      next = this.worker.tick();
      this.trouble = null;
    } catch (error) {
      return this.failedPass(error);
    }
    if (next !== undefined) this.wakeAt(next);
  }

  /**
   * The queue's file cannot be read or written (disk full, read-only, damaged), in a pass or in a
   * step recording its outcome: never a crash of the app. Waiting jobs stay where they are; the
   * pass is tried again later, and canTakeJobs() tells strict mode not to buy a label that could
   * not be queued.
   */
  private failedPass(error: unknown): void {
    if (this.closed) return;
    this.trouble = error instanceof Error ? error.message : String(error);
    this.onTrouble?.(error);
    this.wakeAt(this.now() + QUEUE_RETRY_MS);
  }

  /**
   * Whether a new job can be written now: the queue's file takes a write (a transaction that is
   * rolled back) and its last pass did not fail. Checked by strict mode before money is spent.
   * The disk's or SQLite's words are quoted as the system's, never as the printer's.
   */
  canTakeJobs(): Result<void, PrintError> {
    const trouble = this.trouble || this.store.probeWrite();
    if (trouble === null) return ok(undefined);
    return failed(printError('print-failed', said('printing.queueCannotWrite'), trouble, 'system'));
  }
}

/** How long a queue whose file failed waits before its next pass. */
const QUEUE_RETRY_MS = 2_000;
