// Runs batches: up to `concurrency` rows at once through quote, create, buy and download, and
// one printer sequence per batch that queues labels strictly in CSV order: row N's label (and
// its DACE right after it) is queued only when every row before N is printed or failed. A row
// that stops (refused, unreachable) fails alone and never blocks the rows after it.
//
// Crash safety: every step is on the row before the next call leaves (row-steps.ts); labels are
// bought by the emission workflow (its record in workflow.db, `queuedBy: 'batch'`, so its own
// resume never prints one out of order) and queued through it under `label:<labelId>`; a row's
// DACE goes under `dace:<shipment id>:<type asked>` (documents.ts), whatever DACE the server
// generates again, so queueing a row again after a crash prints nothing new. A batch left
// running resumes after the next login. A worker that throws (the batch's file refused a write)
// is a crash of that worker, not of the station: see crashed().
// A run's state and what the runner is given: run.ts.
import type { StationError } from '../../../shared/ipc';
import { Failure, toStationError } from '../../ipc';
import { printableDaceType } from '../../workflow';
import type { ScaleReading } from '../../../shared/scale';
import type { RowRecord } from './batch-store';
import { RowNotWritten, RowSteps, type ReadyFiles } from './row-steps';
import { toRowView, toSummaryView } from './views';
import { said, type Said } from '../../../shared/messages';
import { CLOSING, Run, TERMINAL, WEIGH_HALTED, type RunnerDeps } from './run';

export class BatchRunner {
  private readonly runs = new Map<string, Run>();
  /** Batches paused by crashed(), and why, until they are launched again. */
  private readonly halted = new Map<string, StationError>();
  private readonly steps: RowSteps;
  private closed = false;

  constructor(private readonly deps: RunnerDeps) {
    this.steps = new RowSteps({
      store: deps.store,
      journal: deps.journal,
      audit: deps.audit,
      workflow: deps.workflow,
      logger: deps.logger,
      changed: (row) => this.rowChanged(row),
      checkOpen: () => {
        if (this.closed) throw new Error(CLOSING);
      },
      awaitWeight: (row) => this.awaitWeight(row),
      daceTypeFor: (tipo) => printableDaceType(deps.printing, tipo),
      queuedJob: (key) => deps.printing.queue.byKey(key)?.id,
    });
  }

  isRunning(batchId: string): boolean {
    return this.runs.has(batchId);
  }

  /** Why the runner paused this batch by itself (its file refused a write), until it is launched again. */
  haltedBy(batchId: string): StationError | undefined {
    return this.halted.get(batchId);
  }

  /** Starts (or continues) a batch's unfinished rows. */
  launch(batchId: string, concurrency?: number): void {
    const existing = this.runs.get(batchId);
    if (existing) {
      existing.halt = null;
      this.deps.store.setBatch(batchId, { state: 'running', ...(concurrency ? { concurrency } : {}) });
      this.halted.delete(batchId);
      this.spawn(existing);
      this.summaryChanged(batchId);
      return;
    }
    this.deps.store.setBatch(batchId, { state: 'running', ...(concurrency ? { concurrency } : {}) });
    this.halted.delete(batchId);
    const batch = this.deps.store.batch(batchId);
    if (!batch) throw new Failure('not-found', said('desk.batchNoLonger'));
    const run = new Run(batch);
    for (const row of this.deps.store.rows(batchId)) {
      run.states.set(row.idx, row.state);
      run.order.push(row.idx);
      if (!TERMINAL.includes(row.state)) run.queue.push(row.idx);
    }
    this.runs.set(batchId, run);
    this.summaryChanged(batchId);
    this.spawn(run);
    if (run.active === 0) this.settle(run);
  }

  /** Takes no new rows; rows in flight finish (bought labels print), then the batch is paused. */
  pause(batchId: string): void {
    const run = this.runs.get(batchId);
    if (!run) return;
    run.halt = 'pause';
    run.endWeighing();
    this.deps.store.setBatch(batchId, { state: 'pausing' });
    this.summaryChanged(batchId);
  }

  /** Failed rows go round again (not the invalid ones); a shipment already created is reused. */
  retryFailed(batchId: string): number {
    const rows = this.deps.store.rows(batchId).filter((r) => r.state === 'failed' && !r.invalid);
    for (const row of rows) {
      this.steps.write(row, { state: row.shipmentId ? 'created' : 'pending', error: null });
      const run = this.runs.get(batchId);
      if (run) {
        run.queue.push(row.idx);
        run.queue.sort((a, b) => a - b);
        run.cursor = 0;
      }
    }
    const run = this.runs.get(batchId);
    if (run) this.spawn(run);
    return rows.length;
  }

  /** Resolves once the batch's current run has ended (finished, paused or stopped). */
  async idle(batchId: string): Promise<void> {
    await this.runs.get(batchId)?.settled;
  }

  /** Logout or closing: take no new rows; unfinished rows resume at the next login. */
  stopAll(): void {
    for (const run of this.runs.values()) {
      run.halt = 'stop';
      run.endWeighing();
    }
  }

  /**
   * The rows (1-based, in CSV order) a worker is on right now. A worker between rows runs without
   * yielding, so this is also every row that can move before the run changes: with a row waiting
   * for its weight as the only one, no later row is bought until that weight is confirmed.
   */
  rowsInHand(batchId: string): number[] {
    return [...(this.runs.get(batchId)?.inHand ?? [])].sort((a, b) => a - b);
  }

  /** The row of this batch waiting for its weight now (its 1-based index), if any. */
  weighingRow(batchId: string): number | null {
    return this.runs.get(batchId)?.weighing?.idx ?? null;
  }

  /** The operator confirmed the scale's reading for the row waiting at the desk: the batch goes on. */
  confirmWeight(batchId: string, index: number, reading: ScaleReading): void {
    const run = this.runs.get(batchId);
    const waiting = run?.weighing;
    if (!run || !waiting || waiting.idx !== index) throw new Failure('station-refused', said('desk.batchNotWeighing'));
    run.weighing = null;
    run.barrier = null;
    waiting.resolve(reading);
    this.spawn(run);
  }

  close(): void {
    this.closed = true;
    this.stopAll();
  }

  private spawn(run: Run): void {
    if (run.halt || this.closed) return;
    const concurrency = this.deps.store.batch(run.batch.id)?.concurrency ?? run.batch.concurrency;
    const more = Math.min(concurrency - run.active, run.queue.length);
    for (let i = 0; i < more; i++) {
      run.active++;
      // Nothing may leave this chain: a rejection no one catches ends the station's process.
      void this.worker(run)
        .catch((error: unknown) => this.crashed(run, error))
        .finally(() => {
          run.active--;
          if (run.active === 0) this.settle(run);
        })
        .catch((error: unknown) => this.crashed(run, error));
    }
  }

  private async worker(run: Run): Promise<void> {
    const api = this.deps.apiFor(run.batch.tenantId);
    while (!run.halt && !this.closed) {
      // The batch waits at a row being weighed: rows after it are taken once it has its weight.
      if (run.barrier !== null && (run.queue[0] ?? Infinity) > run.barrier) return;
      const idx = run.queue.shift();
      if (idx === undefined) return;
      const row = this.deps.store.row(run.batch.id, idx);
      if (!row || TERMINAL.includes(row.state)) continue;
      // Set before the first await, so no other worker takes a row after it meanwhile.
      if (row.plan?.weighAtDesk && !row.shipmentId) run.barrier = idx;
      run.inHand.add(idx);
      try {
        run.ready.set(idx, await this.steps.run(run.batch, api, row));
      } catch (error) {
        // The batch's file refused a step: the batch's trouble, not this row's failure (crashed()).
        if (error instanceof RowNotWritten) throw error;
        if (this.closed || run.halt === 'stop' || (error instanceof Error && error.message === CLOSING)) return;
        if (error instanceof Error && error.message === WEIGH_HALTED) {
          // Paused while waiting for its weight: nothing was spent; it waits again on resume.
          this.steps.write(this.deps.store.row(row.batchId, idx) ?? row, { state: 'pending' });
          continue;
        }
        this.fail(row, error);
      } finally {
        run.inHand.delete(idx);
        if (run.barrier === idx) {
          run.barrier = null;
          this.spawn(run);
        }
      }
      this.printInOrder(run);
    }
  }

  private awaitWeight(row: RowRecord): Promise<ScaleReading> {
    const run = this.runs.get(row.batchId);
    if (!run || run.halt || this.closed) return Promise.reject(new Error(WEIGH_HALTED));
    return new Promise((resolve, reject) => {
      run.weighing = { idx: row.idx, resolve, reject };
    });
  }

  /** Queues every row whose turn has come: all rows before it printed or failed. */
  private printInOrder(run: Run): void {
    if (this.closed) return;
    for (; run.cursor < run.order.length; run.cursor++) {
      const idx = run.order[run.cursor] as number;
      const state = run.states.get(idx);
      if (state === 'printed' || state === 'failed') continue;
      const files = run.ready.get(idx);
      if (!files) return; // this row holds back every row after it
      run.ready.delete(idx);
      this.printRow(this.deps.store.row(run.batch.id, idx) as RowRecord, files);
    }
  }

  private printRow(row: RowRecord, files: ReadyFiles): void {
    const { shipmentId } = files.label;
    let queued;
    try {
      // Under `label:<labelId>` (workflow.db notes the job): a row queued again prints nothing new.
      queued = this.deps.workflow.queueLabel(files.label);
    } catch (error) {
      return this.fail(row, error);
    }
    let daceJobId: string | null = files.daceJobId ?? null;
    let daceError: Said | null = null;
    if (files.dace?.ok) {
      const file = files.dace.value;
      // Right after its label: on the same printer the queue keeps this order.
      const dace = this.deps.printing.printRouted(file.kind, {
        key: file.key,
        contentType: file.contentType,
        bytes: file.bytes,
        shipmentId,
      });
      if (dace.ok) daceJobId = dace.value.job.id;
      else daceError = dace.error.said;
    } else if (files.dace) daceError = files.dace.error;
    this.steps.write(row, { state: 'printed', labelJobId: queued.printJob.id, daceJobId, daceError, error: null });
  }

  private fail(row: RowRecord, error: unknown): void {
    const failure = toStationError(error);
    const latest = this.deps.store.row(row.batchId, row.idx) ?? row;
    // workflow.db says whether money may have left: any emission of the row's shipment that is
    // not recorded as failed (refused, or never sent) may be bought, or is.
    const emission = latest.shipmentId ? this.deps.workflow.status(latest.shipmentId)?.record : undefined;
    const mayBeCharged = latest.labelId !== null || (emission !== undefined && emission.state !== 'failed');
    this.steps.write(latest, { state: 'failed', error: failure, mayBeCharged });
    this.deps.logger.info('batch row failed', { batchId: row.batchId, row: row.idx, kind: failure.kind, mayBeCharged });
  }

  private settle(run: Run): void {
    if (run.active > 0) return;
    if (!this.closed && !run.halt && run.queue.length > 0) return this.spawn(run);
    this.runs.delete(run.batch.id);
    run.resolveSettled();
    // Stopped (logout, closing): the batch stays `running` on disk and resumes after login.
    if (this.closed || run.halt === 'stop') return;
    this.printInOrder(run);
    const { counts } = this.deps.store.counts(run.batch.id);
    const open = counts.pending + counts['awaiting-weight'] + counts.quoting + counts.created + counts.emitting;
    this.deps.store.setBatch(run.batch.id, { state: open === 0 ? 'finished' : 'paused' });
    this.summaryChanged(run.batch.id);
  }

  /**
   * A worker threw instead of finishing its row, or settling the run threw: the batch's file
   * refused a write (a full disk, a read-only or damaged file) in a step, in failing a row, in
   * printing or in settling. Nothing may escape from here: an unhandled rejection ends Node 24's
   * process (and Electron's main), the whole station with it. It is taken as a crash of this
   * worker, not of the station: every step is on its row before the next call leaves
   * (row-steps.ts), so the rows stay as the file last had them, and a resume once the disk takes
   * writes goes on from there, never buying a label twice (a row left `emitting` settles its
   * purchase with the workflow; labels are queued under `label:<labelId>`). Meanwhile the batch
   * takes no new rows (rows in flight finish, as with pause()) and the operator is told why.
   */
  private crashed(run: Run, error: unknown): void {
    const batchId = run.batch.id;
    this.deps.logger.error('batch worker threw (its file refused a write); the batch is paused', {
      batchId,
      error,
    });
    // Stopping anyway (logout, closing): the batch stays `running` and resumes after login.
    if (this.closed || run.halt === 'stop') return;
    run.halt = 'pause';
    run.endWeighing();
    const words = error instanceof Error ? error.message : String(error);
    this.halted.set(batchId, {
      kind: 'internal',
      said: said('desk.batchFileRefused'),
      quoted: { source: 'system', lines: [words] },
    });
    // Settling threw before the run was let go: let it go here, so a resume starts afresh.
    if (run.active === 0 && this.runs.get(batchId) === run) {
      this.runs.delete(batchId);
      run.resolveSettled();
    }
    try {
      // Rows still in flight: settle() writes `paused` when the last one ends.
      this.deps.store.setBatch(batchId, { state: this.runs.get(batchId) === run ? 'pausing' : 'paused' });
    } catch (refused) {
      // The file refuses this too: it stays `running` and resumes after the next login, as after a crash.
      this.deps.logger.error('batch: could not note the pause', { batchId, error: refused });
    }
    this.summaryChanged(batchId);
  }

  private rowChanged(row: RowRecord): void {
    this.runs.get(row.batchId)?.states.set(row.idx, row.state);
    this.emit(row.batchId, row);
  }

  private summaryChanged(batchId: string): void {
    this.emit(batchId);
  }

  /** Never throws: crashed() tells the operator through it (the file may refuse reads too). */
  private emit(batchId: string, row?: RowRecord): void {
    if (this.closed) return;
    try {
      const batch = this.deps.store.batch(batchId);
      if (!batch) return;
      this.deps.onProgress({
        batch: toSummaryView(this.deps.store, batch, this.halted.get(batchId)),
        ...(row ? { row: toRowView(row) } : {}),
      });
    } catch (error) {
      this.deps.logger.warn('batch progress not told', { error });
    }
  }
}
