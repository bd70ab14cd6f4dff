// Moves jobs through their phases (see PrintPhase) and records each step before taking it,
// so that after a crash every job is either printed once or clearly marked for the operator.
import { detailOf, isRetryable, printError, type PrintError } from '../errors';
import { failed, ok, type Result } from '../../../shared/result';
import { type PdfMedia, type SendAs } from '../cups/lp-args';
import { type Cups } from '../cups/cups';
import { said, type Said } from '../../../shared/messages';
import { type PrintPaths } from '../paths/print-paths';
import { TROUBLE } from '../readiness';
import { describeTarget, type PrinterTarget } from '../types';
import { type PrintJob } from './job';
import { type JobStore } from './job-store';

export interface RetryPolicy {
  maxAttempts: number;
  /** The wait before attempt `attempt + 1`, after `attempt` failed. */
  delayMs: (attempt: number) => number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 6,
  delayMs: (attempt) => Math.min(60_000, 2_000 * 2 ** (attempt - 1)),
};

export type QueuePaths = Pick<PrintPaths, 'submitToCups' | 'sendDirect'> & {
  cups: Pick<Cups, 'release' | 'findJob' | 'pendingJobs' | 'states'> & Partial<Pick<Cups, 'cancel'>>;
};

/** A job's bytes as its printer takes them: converted to its language, or a PDF with its paper. */
export interface PreparedJob {
  bytes: Uint8Array;
  sendAs: SendAs;
  media?: PdfMedia;
  /** What the conversion noted, kept on the job for the operator (thermal/convert.ts). */
  notes?: Said[];
}

/**
 * Turns a stored job into what its printer takes, right before it is sent (the printing service
 * converts for raw printers here: printing/prepare.ts). It runs while the job is `claimed`, before
 * any byte leaves the app, so a crash during it simply queues the job again; it must be
 * deterministic (the same bytes and profile give the same output) for that to be harmless.
 */
export type PrepareJob = (job: PrintJob, bytes: Uint8Array) => Promise<Result<PreparedJob, PrintError>>;

/** Without a printing service: the stored bytes as their content type says. */
export const sendAsStored: PrepareJob = async (job, bytes) => ok({ bytes, sendAs: job.document.contentType });

/**
 * The title a job carries in CUPS: how its held job is found again after a crash. lpq shows
 * only the first 39 characters of a title, so it is kept shorter: "ss-" and the id's 32 hex digits.
 */
export const cupsTitle = (job: PrintJob): string => `ss-${job.id.replace(/-/g, '')}`;

export interface WorkerHooks {
  /** A job's row changed: tell listeners; `wake` false when nothing new needs a pass (a job just started by the caller). */
  jobChanged(id: string, wake?: boolean, job?: PrintJob): void;
  /** A step finished: pass again soon. */
  wake(): void;
  /**
   * A step could not record how it ended (the queue's file refused the write: a full disk): told
   * like a failed pass. The job stays as the file last had it, and a later pass resolves it as
   * after a crash (a claimed job is queued again, that attempt not counted).
   */
  trouble(error: unknown): void;
  isClosed(): boolean;
}

export class Worker {
  private readonly inFlight = new Set<string>();
  /** Jobs whose CUPS step (release, lookup) failed, and when to try that step again. */
  private readonly notBefore = new Map<string, number>();
  private lastPoll = 0;

  constructor(
    private readonly store: JobStore,
    private readonly paths: QueuePaths,
    private readonly retry: RetryPolicy,
    private readonly cupsPollMs: number,
    private readonly now: () => number,
    private readonly hooks: WorkerHooks,
    private readonly prepare: PrepareJob = sendAsStored,
  ) {}

  /** `job`: the row as just written, when the caller has it (saves reading it back). */
  private changed(id: string, wake = true, job?: PrintJob): void {
    this.hooks.jobChanged(id, wake, job);
  }

  private isClosed(): boolean {
    return this.hooks.isClosed();
  }

  /** One pass: resume unfinished jobs, start due ones, watch CUPS. Returns when to pass again. */
  tick(): number | undefined {
    const now = this.now();
    let watching = false;
    let wake: number | undefined;
    for (const job of this.store.inStatus('printing')) {
      if (this.inFlight.has(job.id)) continue;
      const after = this.notBefore.get(job.id) ?? 0;
      if (after > now && job.phase !== 'cups-sent') {
        wake = Math.min(wake ?? after, after);
        continue;
      }
      if (job.phase === 'claimed') {
        // The app stopped before anything left it: queued again, that attempt not counted.
        this.notBefore.delete(job.id);
        this.store.unclaim(job.id);
        this.changed(job.id);
      } else if (job.phase === 'sending') this.fail(job, unknownOutcome(job));
      else if (job.phase === 'cups-submitting') this.start(job.id, () => this.adoptOrResubmit(job));
      else if (job.phase === 'cups-held' && job.cupsJob !== null)
        this.start(job.id, () => this.release(job, job.cupsJob as number));
      else if (job.phase === 'cups-sent') watching = true;
      else if (job.phase === 'cups-cancelling' || job.phase === 'cups-dropping')
        this.start(job.id, () => this.afterInterruptedCancel(job));
    }
    for (const job of this.store.due(now)) {
      if (this.inFlight.has(job.id) || !this.store.claim(job.id)) continue;
      this.changed(job.id);
      this.start(job.id, () => this.send(job));
    }
    if (watching) {
      if (now - this.lastPoll >= this.cupsPollMs && !this.inFlight.has('#cups-poll')) {
        this.lastPoll = now;
        this.start('#cups-poll', () => this.pollCups());
      }
      wake = Math.min(wake ?? Infinity, this.lastPoll + this.cupsPollMs);
    }
    const due = this.store.nextDueAt();
    return due === undefined ? wake : Math.min(wake ?? due, due);
  }

  private start(id: string, step: () => Promise<void>): void {
    this.inFlight.add(id);
    step()
      .catch((error: unknown) => this.unexpected(id, error))
      .catch((error: unknown) => this.hooks.trouble(error))
      .finally(() => {
        this.inFlight.delete(id);
        if (!this.isClosed()) this.hooks.wake();
      });
  }

  /**
   * Sends a job the queue has just claimed (a printer with nothing ahead of it) at once, with the
   * bytes it was given: no pass to wait for, no read of the bytes back from the file.
   */
  startClaimed(job: PrintJob, bytes: Uint8Array): void {
    this.changed(job.id, false, job);
    this.start(job.id, () => this.send(job, bytes));
  }

  private async send(job: PrintJob, given?: Uint8Array): Promise<void> {
    const bytes = given ?? this.store.bytes(job.id);
    if (!bytes) return this.fail(job, printError('bytes-expired', said('printing.noDataLeft')));
    // Still `claimed`: nothing has left the app, so a failure here is an ordinary one.
    const prepared = await this.prepare(job, bytes);
    if (this.isClosed()) return;
    if (!prepared.ok) return this.afterFailure(job, prepared.error);
    const { sendAs, media, notes = [] } = prepared.value;
    // Written only when there is something to say or to clear: most labels fit and cost no write.
    if (notes.length || job.notes.length) this.store.setNotes(job.id, notes);
    const { target } = job;
    if (target.kind === 'cups') {
      this.store.setPhase(job.id, 'cups-submitting');
      const submitted = await this.paths.submitToCups(target, sendAs, prepared.value.bytes, {
        title: cupsTitle(job),
        hold: true,
        ...(media ? { media } : {}),
      });
      if (this.isClosed()) return;
      // Held jobs never print until released, so a failed submit printed nothing.
      if (!submitted.ok) return this.afterFailure(job, submitted.error);
      this.store.setPhase(job.id, 'cups-held', submitted.value);
      this.changed(job.id);
      return this.release(job, submitted.value);
    }
    const sent = await this.paths.sendDirect(target, sendAs, prepared.value.bytes, {
      title: cupsTitle(job),
      ...(media ? { media } : {}),
      onCommit: () => {
        if (this.isClosed()) throw new Error('the print queue was closed');
        this.store.setPhase(job.id, 'sending');
      },
    });
    if (this.isClosed()) return;
    if (sent.ok) return this.finish(job);
    // The flag decides here and is not stored: the job keeps the PrintError alone.
    const { afterCommit, ...error } = sent.error;
    if (afterCommit) return this.fail(job, error);
    return this.afterFailure(job, error);
  }

  private async release(job: PrintJob, cupsJob: number): Promise<void> {
    const released = await this.paths.cups.release(cupsJob);
    if (this.isClosed()) return;
    if (released.ok) {
      this.notBefore.delete(job.id);
      this.store.setPhase(job.id, 'cups-sent');
      this.store.setError(job.id, null);
    } else {
      // CUPS holds the job: never submit it again, just try the release again later.
      this.notBefore.set(job.id, this.now() + this.retry.delayMs(1));
      this.store.setError(job.id, released.error);
    }
    this.changed(job.id);
  }

  /** After a crash during submit: release the held job CUPS has for this title, or submit again. */
  private async adoptOrResubmit(job: PrintJob): Promise<void> {
    if (job.target.kind !== 'cups') return;
    const found = await this.paths.cups.findJob(job.target.name, cupsTitle(job));
    if (this.isClosed()) return;
    if (!found.ok && found.error.kind !== 'printer-not-found') {
      this.notBefore.set(job.id, this.now() + this.retry.delayMs(1));
      this.store.setError(job.id, found.error);
      return this.changed(job.id);
    }
    if (found.ok && found.value !== undefined) {
      this.store.setPhase(job.id, 'cups-held', found.value);
      this.changed(job.id);
      return this.release(job, found.value);
    }
    this.requeue(job, this.now()); // CUPS never got it (or the queue is gone): print it now
  }

  /** A released job is done when CUPS has finished it; until then, say why it waits. */
  private async pollCups(): Promise<void> {
    const pending = await this.paths.cups.pendingJobs();
    if (this.isClosed()) return;
    const waiting = this.store.inStatus('printing').filter((job) => job.phase === 'cups-sent' && job.cupsJob !== null);
    // A job in a paused queue carries no reason of its own: the queue's state says it.
    const states =
      pending.ok && waiting.some((job) => pending.value.has(job.cupsJob as number))
        ? await this.paths.cups.states()
        : undefined;
    if (this.isClosed()) return;
    for (const job of waiting) {
      // A redirect may have taken the job while CUPS was being asked: only a job still waiting there is judged.
      const current = this.store.get(job.id);
      if (current?.status !== 'printing' || current.phase !== 'cups-sent' || current.cupsJob !== job.cupsJob) continue;
      const printer = describeTarget(job.target);
      const queue = states?.ok
        ? states.value.find((q) => job.target.kind === 'cups' && q.name === job.target.name)
        : undefined;
      let note: PrintError | null;
      if (!pending.ok) note = pending.error;
      else {
        const cupsJob = pending.value.get(job.cupsJob as number);
        if (!cupsJob) {
          this.finish(job);
          continue;
        }
        if (queue && !queue.enabled) {
          note = printError(
            'printer-unavailable',
            said('printing.pausedWaits', { name: printer, reason: queue.message ? ` (${queue.message})` : '' }),
          );
        } else if (cupsJob.status && TROUBLE.test(cupsJob.status)) {
          note = printError('printer-unavailable', said('printing.noAnswerWaits', { name: printer }), cupsJob.status);
        } else note = null;
      }
      if (JSON.stringify(note) !== JSON.stringify(job.lastError)) {
        this.store.setError(job.id, note);
        this.changed(job.id);
      }
    }
  }

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
    if (this.isClosed()) return failed(printError('print-failed', said('printing.queueClosed')));
    if (!this.store.moveTo(id, target)) return failed(printError('job-state', said('printing.onlyFailedResend')));
    this.changed(id);
    this.hooks.wake();
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
    if (this.isClosed()) return failed(printError('print-failed', said('printing.queueClosed')));
    // Synchronous from the check (or CUPS's confirmation) to here: no pass claims it in between.
    this.fail(job, cancelledByOperator(job));
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
    if (this.inFlight.has(job.id) || (job.status === 'printing' && !inCups))
      return failed(printError('job-state', said('printing.sendingNow', { name })));
    if (!inCups) return ok(undefined);
    this.inFlight.add(job.id);
    try {
      return await this.cancelInCups(job, why);
    } finally {
      this.inFlight.delete(job.id);
    }
  }

  /** Cancels a job's CUPS job and checks CUPS no longer lists it; on any doubt the job stays where it was. */
  private async cancelInCups(job: PrintJob, why: CancellingPhase): Promise<Result<void, PrintError>> {
    const name = describeTarget(job.target);
    const cupsJob = job.cupsJob;
    const previous = job.phase as PrintPhaseInCups;
    const notConfirmed = (detail?: string) => {
      this.store.setPhase(job.id, previous);
      this.changed(job.id);
      return failed(printError('print-failed', said('printing.cancelNotConfirmed', { name }), detail));
    };
    if (cupsJob === null || !this.paths.cups.cancel) return notConfirmed();
    // Recorded first: the poll leaves a cancelling job alone, and a crash now is resolved by asking CUPS.
    this.store.setPhase(job.id, why);
    this.changed(job.id);
    const cancelled = await this.paths.cups.cancel(cupsJob);
    if (this.isClosed()) return failed(printError('print-failed', said('printing.queueClosed')));
    if (!cancelled.ok) return notConfirmed(detailOf(cancelled.error));
    if (cancelled.value === 'completed') {
      this.finish(job);
      return failed(printError('job-state', said('printing.alreadyPrintedOn', { name })));
    }
    if (cancelled.value === 'unknown') return notConfirmed();
    const pending = await this.paths.cups.pendingJobs();
    if (this.isClosed()) return failed(printError('print-failed', said('printing.queueClosed')));
    if (!pending.ok) return notConfirmed(detailOf(pending.error));
    if (pending.value.has(cupsJob)) return notConfirmed();
    return ok(undefined);
  }

  /** The app stopped while a redirect (or the operator's cancel) cancelled this job's CUPS job: CUPS says how it ended. */
  private async afterInterruptedCancel(job: PrintJob): Promise<void> {
    const name = describeTarget(job.target);
    const pending = await this.paths.cups.pendingJobs();
    if (this.isClosed() || !pending.ok) return;
    if (job.cupsJob !== null && pending.value.has(job.cupsJob)) {
      // Not cancelled: it still prints where it was; the operator may send it elsewhere again.
      this.store.setPhase(job.id, 'cups-sent');
      return this.changed(job.id);
    }
    const cancelled =
      job.cupsJob !== null && this.paths.cups.cancel ? await this.paths.cups.cancel(job.cupsJob) : undefined;
    if (this.isClosed()) return;
    if (cancelled?.ok && cancelled.value === 'completed') return this.finish(job);
    if (cancelled?.ok && cancelled.value === 'cancelled')
      return this.fail(
        job,
        job.phase === 'cups-dropping'
          ? cancelledByOperator(job)
          : printError('print-failed', said('printing.redirectInterrupted', { name })),
      );
    this.fail(job, unknownOutcome(job));
  }

  private afterFailure(job: PrintJob, error: PrintError): void {
    const attempts = this.store.get(job.id)?.attempts ?? job.attempts;
    if (isRetryable(error) && attempts < this.retry.maxAttempts)
      this.requeue(job, this.now() + this.retry.delayMs(attempts), error);
    else this.fail(job, error);
  }

  private requeue(job: PrintJob, at: number, error: PrintError | null = null): void {
    this.notBefore.delete(job.id);
    this.store.requeue(job.id, at, error);
    this.changed(job.id);
  }

  private finish(job: PrintJob): void {
    this.notBefore.delete(job.id);
    this.store.done(job.id);
    this.changed(job.id);
  }

  private fail(job: PrintJob, error: PrintError): void {
    this.notBefore.delete(job.id);
    this.store.failed(job.id, error);
    this.changed(job.id);
  }

  private unexpected(id: string, error: unknown): void {
    if (this.isClosed()) return;
    const job = this.store.get(id);
    if (!job || job.status !== 'printing') return;
    // Not the printer's words: what the station itself threw (its queue file, a bug).
    const failure = printError(
      'print-failed',
      said('printing.printingFailed', { name: describeTarget(job.target) }),
      error instanceof Error ? error.message : String(error),
      'system',
    );
    // Nothing reached a printer before these phases end (a held CUPS job never prints on its own).
    if (job.phase === 'claimed' || job.phase === 'cups-submitting') this.afterFailure(job, failure);
    else if (job.phase === 'sending') this.fail(job, unknownOutcome(job));
  }
}

type PrintPhaseInCups = 'cups-held' | 'cups-sent';
/** Why a CUPS job is being cancelled: moved to another printer, or dropped by the operator. */
type CancellingPhase = 'cups-cancelling' | 'cups-dropping';

/** A held copy the operator cancelled: it never prints, and a reprint on its printer is allowed. */
function cancelledByOperator(job: PrintJob): PrintError {
  return printError('job-state', said('printing.cancelledHeld', { name: describeTarget(job.target) }));
}

function unknownOutcome(job: PrintJob): PrintError {
  return printError('outcome-unknown', said('printing.appStopped', { name: describeTarget(job.target) }));
}
