// Moves jobs through their phases (see PrintPhase) and records each step before taking it,
// so that after a crash every job is either printed once or clearly marked for the operator.
// Its contract (retry, paths, prepare, hooks) is worker-deps.ts; taking a job off its printer
// (redirect, cancel) is cancel.ts.
import { isRetryable, printError, type PrintError } from '../errors';
import { type Result } from '../../../shared/result';
import { said } from '../../../shared/messages';
import { TROUBLE } from '../readiness';
import { describeTarget, type PrinterTarget } from '../types';
import { type PrintJob } from './job';
import { type JobStore } from './job-store';
import { Canceller, unknownOutcome } from './cancel';
import {
  cupsTitle,
  sendAsStored,
  type PrepareJob,
  type QueuePaths,
  type RetryPolicy,
  type WorkerHooks,
} from './worker-deps';

export class Worker {
  private readonly inFlight = new Set<string>();
  /** Jobs whose CUPS step (release, lookup) failed, and when to try that step again. */
  private readonly notBefore = new Map<string, number>();
  private lastPoll = 0;
  private readonly canceller: Canceller;

  constructor(
    private readonly store: JobStore,
    private readonly paths: QueuePaths,
    private readonly retry: RetryPolicy,
    private readonly cupsPollMs: number,
    private readonly now: () => number,
    private readonly hooks: WorkerHooks,
    private readonly prepare: PrepareJob = sendAsStored,
  ) {
    this.canceller = new Canceller(store, paths, {
      inFlight: this.inFlight,
      changed: (id) => this.changed(id),
      finish: (job) => this.finish(job),
      fail: (job, error) => this.fail(job, error),
      wake: () => this.hooks.wake(),
      isClosed: () => this.isClosed(),
    });
  }

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
        this.start(job.id, () => this.canceller.afterInterruptedCancel(job));
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

  /** A released job is done when CUPS has completed it (ended); until then, say why it waits. */
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
      if (this.isClosed()) return;
      // A redirect may have taken the job while CUPS was being asked: only a job still waiting there is judged.
      const current = this.store.get(job.id);
      if (current?.status !== 'printing' || current.phase !== 'cups-sent' || current.cupsJob !== job.cupsJob) continue;
      const printer = describeTarget(job.target);
      const queue = states?.ok
        ? states.value.find((q) => job.target.kind === 'cups' && q.name === job.target.name)
        : undefined;
      const cupsJob = pending.ok ? pending.value.get(job.cupsJob as number) : undefined;
      let note: PrintError | null;
      if (!pending.ok) note = pending.error;
      else if (!cupsJob) {
        const unsettled = await this.ended(job, job.cupsJob as number);
        if (!unsettled) continue;
        note = unsettled;
      } else if (queue && !queue.enabled) {
        note = printError(
          'printer-unavailable',
          said('printing.pausedWaits', { name: printer, reason: queue.message ? ` (${queue.message})` : '' }),
        );
      } else if (cupsJob.status && TROUBLE.test(cupsJob.status)) {
        note = printError('printer-unavailable', said('printing.noAnswerWaits', { name: printer }), cupsJob.status);
      } else note = null;
      if (JSON.stringify(note) !== JSON.stringify(job.lastError)) {
        this.store.setError(job.id, note);
        this.changed(job.id);
      }
    }
  }

  /**
   * A released job CUPS no longer lists as not completed: done only when CUPS completed it. One
   * cancelled in CUPS (`cancel`, the print manager) or aborted by its error policy never printed,
   * so it fails and may be sent again; one CUPS no longer knows (its history purged) fails as not
   * confirmed, never sent again by itself (Cups.jobOutcome). When CUPS cannot be asked now, the
   * job keeps waiting with that note, asked again at the next poll. Undefined: settled, or
   * nothing to note (the queue closed, or a redirect or cancel took the job meanwhile).
   */
  private async ended(job: PrintJob, cupsJob: number): Promise<PrintError | undefined> {
    const ended = await this.paths.cups.jobOutcome(cupsJob);
    if (this.isClosed()) return undefined;
    // A redirect or the operator's cancel may have taken the job while CUPS was being asked.
    const current = this.store.get(job.id);
    if (current?.status !== 'printing' || current.phase !== 'cups-sent' || current.cupsJob !== cupsJob)
      return undefined;
    if (!ended.ok) return ended.error;
    const { outcome, detail } = ended.value;
    const name = describeTarget(job.target);
    if (outcome === 'completed') this.finish(job);
    else if (outcome === 'unknown')
      this.fail(job, printError('outcome-unknown', said('printing.cupsOutcomeUnknown', { name }), detail));
    else
      this.fail(
        job,
        printError(
          'print-failed',
          said(outcome === 'cancelled' ? 'printing.cancelledInCups' : 'printing.abortedInCups', { name }),
          detail,
        ),
      );
    return undefined;
  }

  /** Sends a job that has not printed to another printer (cancel.ts says how it is settled first). */
  redirect(id: string, target: PrinterTarget): Promise<Result<PrintJob, PrintError>> {
    return this.canceller.redirect(id, target);
  }

  /** The operator cancels a copy held back on its printer (cancel.ts). */
  cancel(id: string): Promise<Result<PrintJob, PrintError>> {
    return this.canceller.cancel(id);
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
