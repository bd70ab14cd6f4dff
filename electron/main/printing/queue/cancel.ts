// Takes a job that has not printed off its printer: to send it to another printer (redirect) or
// to drop it (the operator's cancel), and, after a crash in the middle of either, asks CUPS how
// it ended. On any doubt a job stays where it was: never printed twice, never silently lost.
import { detailOf, printError, type PrintError } from '../errors';
import { failed, ok, type Result } from '../../../shared/result';
import { said } from '../../../shared/messages';
import { describeTarget, type PrinterTarget } from '../types';
import { type PrintJob } from './job';
import { type JobStore } from './job-store';
import { type QueuePaths } from './worker-deps';

/** The worker's own steps the cancel takes part in (its in-flight set, its writes, its wake). */
export interface WorkerSteps {
  readonly inFlight: Set<string>;
  changed(id: string): void;
  finish(job: PrintJob): void;
  fail(job: PrintJob, error: PrintError): void;
  wake(): void;
  isClosed(): boolean;
}

export class Canceller {
  constructor(
    private readonly store: JobStore,
    private readonly paths: QueuePaths,
    private readonly steps: WorkerSteps,
  ) {}

  /**
   * Sends a job that has not printed to another printer, settling it on the first one before:
   * a job CUPS has (held, or released to a paused or unreachable printer) is cancelled there and
   * seen gone from its pending jobs; a waiting or failed one had not started. Then the same job
   * (same key, same history row) moves to the new printer in one write. A job whose bytes are
   * leaving right now is refused: moving it could print it on both printers.
   */
  async redirect(id: string, target: PrinterTarget): Promise<Result<PrintJob, PrintError>> {
    const job = this.store.get(id);
    if (!job) return failed(printError('job-not-found', said('printing.jobGone')));
    const off = await this.offItsPrinter(job, 'cups-cancelling');
    if (!off.ok) return off;
    if (this.steps.isClosed()) return failed(printError('print-failed', said('printing.queueClosed')));
    if (!this.store.moveTo(id, target)) return failed(printError('job-state', said('printing.onlyFailedResend')));
    this.steps.changed(id);
    this.steps.wake();
    return ok(this.store.get(id) as PrintJob);
  }

  /**
   * The operator cancels a copy held back on its printer (a paused CUPS queue, a printer that did
   * not answer), so that a reprint there does not print the label twice. A job CUPS has is
   * cancelled there and seen gone from its pending jobs first (cancelInCups: on any doubt it stays
   * where it was and this fails); a waiting one had not started. Then it fails as cancelled: it
   * never prints, and the reprint the queue refused while it waited is allowed. A job whose
   * bytes are leaving right now is refused, like a redirect.
   */
  async cancel(id: string): Promise<Result<PrintJob, PrintError>> {
    const job = this.store.get(id);
    if (!job) return failed(printError('job-not-found', said('printing.jobGone')));
    if (job.status === 'failed') return ok(job);
    const off = await this.offItsPrinter(job, 'cups-dropping');
    if (!off.ok) return off;
    if (this.steps.isClosed()) return failed(printError('print-failed', said('printing.queueClosed')));
    // Synchronous from the check (or CUPS's confirmation) to here: no pass claims it in between.
    this.steps.fail(job, cancelledByOperator(job));
    return ok(this.store.get(id) as PrintJob);
  }

  /**
   * Takes a job that has not printed off its printer, before it moves or is cancelled: a job CUPS
   * has (held, or released to a paused or unreachable printer) is cancelled there and seen gone
   * (cancelInCups); a waiting or failed one had not started. Refused for a job that printed, or
   * whose bytes are leaving right now (moving or dropping it could print it anyway).
   */
  private async offItsPrinter(job: PrintJob, why: CancellingPhase): Promise<Result<void, PrintError>> {
    const name = describeTarget(job.target);
    if (job.status === 'done') return failed(printError('job-state', said('printing.alreadyPrintedOn', { name })));
    const inCups = job.status === 'printing' && (job.phase === 'cups-held' || job.phase === 'cups-sent');
    if (this.steps.inFlight.has(job.id) || (job.status === 'printing' && !inCups))
      return failed(printError('job-state', said('printing.sendingNow', { name })));
    if (!inCups) return ok(undefined);
    this.steps.inFlight.add(job.id);
    try {
      return await this.cancelInCups(job, why);
    } finally {
      this.steps.inFlight.delete(job.id);
    }
  }

  /** Cancels a job's CUPS job and checks CUPS no longer lists it; on any doubt the job stays where it was. */
  private async cancelInCups(job: PrintJob, why: CancellingPhase): Promise<Result<void, PrintError>> {
    const name = describeTarget(job.target);
    const cupsJob = job.cupsJob;
    const previous = job.phase as PrintPhaseInCups;
    const notConfirmed = (detail?: string) => {
      this.store.setPhase(job.id, previous);
      this.steps.changed(job.id);
      return failed(printError('print-failed', said('printing.cancelNotConfirmed', { name }), detail));
    };
    if (cupsJob === null || !this.paths.cups.cancel) return notConfirmed();
    // Recorded first: the poll leaves a cancelling job alone, and a crash now is resolved by asking CUPS.
    this.store.setPhase(job.id, why);
    this.steps.changed(job.id);
    const cancelled = await this.paths.cups.cancel(cupsJob);
    if (this.steps.isClosed()) return failed(printError('print-failed', said('printing.queueClosed')));
    if (!cancelled.ok) return notConfirmed(detailOf(cancelled.error));
    if (cancelled.value === 'completed') {
      this.steps.finish(job);
      return failed(printError('job-state', said('printing.alreadyPrintedOn', { name })));
    }
    if (cancelled.value === 'unknown') return notConfirmed();
    const pending = await this.paths.cups.pendingJobs();
    if (this.steps.isClosed()) return failed(printError('print-failed', said('printing.queueClosed')));
    if (!pending.ok) return notConfirmed(detailOf(pending.error));
    if (pending.value.has(cupsJob)) return notConfirmed();
    return ok(undefined);
  }

  /** The app stopped while a redirect (or the operator's cancel) cancelled this job's CUPS job: CUPS says how it ended. */
  async afterInterruptedCancel(job: PrintJob): Promise<void> {
    const name = describeTarget(job.target);
    const pending = await this.paths.cups.pendingJobs();
    if (this.steps.isClosed() || !pending.ok) return;
    if (job.cupsJob !== null && pending.value.has(job.cupsJob)) {
      // Not cancelled: it still prints where it was; the operator may send it elsewhere again.
      this.store.setPhase(job.id, 'cups-sent');
      return this.steps.changed(job.id);
    }
    const cancelled =
      job.cupsJob !== null && this.paths.cups.cancel ? await this.paths.cups.cancel(job.cupsJob) : undefined;
    if (this.steps.isClosed()) return;
    if (cancelled?.ok && cancelled.value === 'completed') return this.steps.finish(job);
    if (cancelled?.ok && cancelled.value === 'cancelled')
      return this.steps.fail(
        job,
        job.phase === 'cups-dropping'
          ? cancelledByOperator(job)
          : printError('print-failed', said('printing.redirectInterrupted', { name })),
      );
    this.steps.fail(job, unknownOutcome(job));
  }
}

type PrintPhaseInCups = 'cups-held' | 'cups-sent';
/** Why a CUPS job is being cancelled: moved to another printer, or dropped by the operator. */
type CancellingPhase = 'cups-cancelling' | 'cups-dropping';

/** A held copy the operator cancelled: it never prints, and a reprint on its printer is allowed. */
export function cancelledByOperator(job: PrintJob): PrintError {
  return printError('job-state', said('printing.cancelledHeld', { name: describeTarget(job.target) }));
}

export function unknownOutcome(job: PrintJob): PrintError {
  return printError('outcome-unknown', said('printing.appStopped', { name: describeTarget(job.target) }));
}
