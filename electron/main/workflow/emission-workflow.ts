// The emission workflow: buy the label from the wallet, download it, put it in the print queue,
// exactly once per shipment, across crashes and restarts. emitAndPrint does all of it; a caller
// that keeps its own print order (a batch) buys with buyAndDownload and queues with queueLabel.
//
// Money safety rests on three things: the row in workflow.db is durable BEFORE the emit POST
// leaves (a crash cannot forget a purchase); emit is idempotent per shipment, so every doubt is
// settled by asking emit again (see emit-decision.ts); and the label is queued under the key
// `label:<labelId>`, so asking again never prints again (only reprintLabel does).
import type { TipoDace } from '../../shared/contract';
import { Failure } from '../ipc';
import type { Salvaged } from '../platform';
import { silentLogger, type Logger } from '../log';
import { describeTarget, type ContentType, type PrintJob, type PrinterTarget, type Printing } from '../printing';
import { DacePrinter } from './dace';
import { recoverCharges } from './recover';
import { downloadLabelFile, type WorkflowApi } from './downloads';
import { DEFAULT_TIMING, type WorkflowTiming } from './emit-loop';
import { EmissionStore } from './emission-store';
import { printFailure, stationError } from './errors';
import { detectLabelFormat } from './label-format';
import { LabelBuyer, type Bought } from './label-buyer';
import { LabelPrinter, outcomeOf } from './label-printer';
import { said } from '../../shared/messages';
import type {
  BuyOptions,
  DacePrintOutcome,
  DownloadedLabel,
  EmissionOutcome,
  EmissionProgress,
  EmissionRecord,
  EmissionStatus,
  EmitAndPrintOptions,
  AuditedCharge,
  RecoveredCharge,
  ResumeReport,
} from './types';
import type { UnsettledPurchase } from './unsettled';
import { UnsettledWatch } from './unsettled-watch';

/** A money decision the operator took on an unsettled purchase (the audit log keeps it). */
export interface OperatorDecision {
  decision: 'buy-again-anyway' | 'double-charge-checked';
  record: EmissionRecord;
  at: string;
}

export interface EmissionWorkflowDeps {
  /** workflow.db lives here. */
  dataDir: string;
  api: WorkflowApi;
  printing: Pick<
    Printing,
    'printRouted' | 'checkRoutedPrinterReady' | 'checkRoutedPrinterConfigured' | 'queue' | 'settings'
  >;
  /** The loja the session acts for now; null before one is chosen. */
  tenantId: () => string | null;
  /** The strict mode setting (on by default). */
  strictMode: () => boolean;
  /** `emission-progress` events for the renderer. */
  onProgress?: (event: EmissionProgress) => void;
  /**
   * The operator decided something about money (buy again anyway, a double charge checked):
   * called before the decision is acted on, so the audit log has it first.
   */
  onDecision?: (decision: OperatorDecision) => void;
  /**
   * A purchase is about to be sent (its intent is durable in workflow.db, the POST not yet
   * left): the station appends it to the audit log, the second witness start-up reconciles from.
   */
  onIntent?: (intent: { shipmentId: string; tenantId: string }) => void;
  logger?: Logger;
  timing?: Partial<WorkflowTiming>;
  now?: () => number;
}

export class EmissionWorkflow {
  private readonly store: EmissionStore;
  private readonly timing: WorkflowTiming;
  private readonly logger: Logger;
  private readonly now: () => number;
  private readonly dace: DacePrinter;
  private readonly buyer: LabelBuyer;
  private readonly labels: LabelPrinter;
  /** One purchase per shipment: concurrent calls share it (one POST sequence). */
  private readonly purchases = new Map<string, Promise<Bought>>();
  /** One emitAndPrint per shipment: concurrent calls share it (one download, one print). */
  private readonly flights = new Map<string, Promise<EmissionOutcome>>();
  /** The page request that started a shipment's running emitAndPrint (its progress carries it). */
  private readonly requesters = new Map<string, string>();
  private readonly sleeping = new Set<() => void>();
  /** Purchases waiting for a busy server, by shipment: calling one stops that wait. */
  private readonly waiting = new Map<string, () => void>();
  private readonly stopWatching: () => void;
  private readonly watch: UnsettledWatch;
  private closed = false;

  constructor(private readonly deps: EmissionWorkflowDeps) {
    this.now = deps.now ?? Date.now;
    this.timing = { ...DEFAULT_TIMING, ...deps.timing };
    this.logger = (deps.logger ?? silentLogger()).child('workflow');
    this.store = new EmissionStore(deps.dataDir, this.now);
    this.dace = new DacePrinter({
      api: deps.api,
      printing: deps.printing,
      maxDownloadUrls: this.timing.maxDownloadUrls,
    });
    const { api, printing, tenantId, strictMode } = deps;
    const progress = (e: EmissionProgress) => this.progress(e);
    this.buyer = new LabelBuyer({
      api,
      store: this.store,
      printing,
      tenantId,
      strictMode,
      timing: this.timing,
      now: this.now,
      sleep: (ms) => this.sleep(ms),
      wait: (shipmentId, ms) => this.waitUnlessStopped(shipmentId, ms),
      intent: (intent) => {
        try {
          deps.onIntent?.(intent);
        } catch (error) {
          // The audit is the second witness; workflow.db already holds the intent durably.
          this.logger.warn('purchase intent not written to the audit log', { ...intent, error });
        }
      },
      isClosed: () => this.closed,
      progress,
      logger: this.logger,
    });
    this.labels = new LabelPrinter({
      printing: deps.printing,
      store: this.store,
      dace: this.dace,
      timing: this.timing,
      progress,
    });
    this.stopWatching = deps.printing.queue.onJobUpdate((job) => this.labelJobChanged(job));
    // While a purchase's outcome is unknown, the server is asked now and then what it shows of it.
    this.watch = new UnsettledWatch({
      store: this.store,
      api: deps.api,
      queue: deps.printing.queue,
      tenantId: deps.tenantId,
      now: this.now,
      running: (shipmentId) => this.purchases.has(shipmentId) || this.flights.has(shipmentId),
      isClosed: () => this.closed,
      logger: this.logger,
      everyMs: this.timing.learnEveryMs,
    });
  }

  /** Copies what a damaged workflow.db (moved aside at start) still holds into this one. */
  salvageFrom(damagedFile: string): Salvaged[] {
    return this.store.salvageFrom(damagedFile);
  }

  /**
   * Start-up: the audit log's charges that were not seen printed, compared with workflow.db and
   * the print queue; a charge both lost comes back as this desk's own purchase (see recover.ts)
   * and prints once at the next resume. Answers what was recovered (shown at start-up).
   */
  recoverFromAudit(charges: readonly AuditedCharge[]): RecoveredCharge[] {
    const recovered = recoverCharges(this.store, this.deps.printing.queue, charges);
    for (const charge of recovered) this.logger.warn('charge recovered from the audit log', { ...charge });
    return recovered;
  }

  /**
   * Buys the label of a shipment from the wallet and queues it on the label printer. Calling it
   * again (or concurrently) for the same shipment never buys or prints a second time; it
   * continues an unfinished emission, or answers the finished one. Concurrent calls share the
   * first call's run (and its options). A purchase whose answer was lost (unknown) is refused:
   * resume learns its outcome, and only buyAgainAnyway sends it again on the operator's word.
   */
  emitAndPrint(shipmentId: string, options: EmitAndPrintOptions = {}): Promise<EmissionOutcome> {
    const { requestId, ...buy } = options;
    return this.flight(shipmentId, { ...buy, queuedBy: 'workflow' }, requestId);
  }

  /** One emitAndPrint run per shipment; its progress carries the requestId of the page that asked. */
  private flight(shipmentId: string, buy: BuyOptions, requestId: string | undefined): Promise<EmissionOutcome> {
    if (requestId) this.requesters.set(shipmentId, requestId);
    const flight = single(this.flights, shipmentId, () => this.buyAndQueue(shipmentId, buy, false));
    if (requestId)
      flight
        .catch(() => undefined)
        .finally(() => {
          if (this.requesters.get(shipmentId) === requestId) this.requesters.delete(shipmentId);
        });
    return flight;
  }

  /**
   * Buys the label as emitAndPrint does (the same workflow.db record, money decisions, progress
   * events and resume) and downloads it, but leaves it out of the print queue: the caller queues
   * it with queueLabel when its turn comes. With `queuedBy: 'batch'`, resume() only settles the
   * purchase and never queues the label itself.
   */
  buyAndDownload(shipmentId: string, options: BuyOptions = {}): Promise<DownloadedLabel> {
    return this.fetchLabel(shipmentId, options, false);
  }

  /**
   * Queues a label buyAndDownload answered, under `label:<labelId>`: queueing it again (after a
   * crash, or twice) prints nothing new. The label alone: a caller that queues its own labels
   * prints their DACEs itself.
   */
  queueLabel(label: DownloadedLabel): EmissionOutcome {
    try {
      if (this.closed) throw this.closing();
      this.holdIfBoughtElsewhere(label.shipmentId);
      return outcomeOf(label, this.labels.queue(label));
    } catch (error) {
      this.failed(label.shipmentId, label.attempts, error);
      throw error;
    }
  }

  /**
   * Continues every unfinished emission of the chosen loja (after login and loja selection):
   * emit again (idempotent), download, queue under the same key. Never buys twice. A batch's
   * emission only has its purchase settled here: its batch queues it in CSV order when it
   * resumes, so it is not in the answer.
   */
  async resume(): Promise<ResumeReport[]> {
    const tenantId = this.deps.tenantId();
    if (!tenantId || this.closed) return [];
    // A purchase start-up recovered without its label (its answer was lost with workflow.db) is
    // not sent again by itself while nothing shows it was bought: it may have been refused, and an
    // emit now could buy it. Once the server shows its label (tracking, DACE: see unsettled-watch),
    // a re-emit is what obtains it; until then only the operator's audited "buy again anyway" sends it.
    const records = this.store
      .unfinished(tenantId)
      .filter((r) => !(r.recoveredAt && r.labelId === null && r.evidence === null));
    if (records.length > 0) this.logger.info('resuming emissions', { count: records.length });
    // Side by side: a label still PENDING at the carrier must not hold back one that is ready.
    const reports = await Promise.all(
      records.map(async (record): Promise<ResumeReport | undefined> => {
        if (record.queuedBy === 'batch') {
          await this.settleForBatch(record);
          return undefined;
        }
        try {
          const value = await single(this.flights, record.shipmentId, () =>
            this.buyAndQueue(record.shipmentId, { queuedBy: 'workflow' }, true),
          );
          return { shipmentId: record.shipmentId, from: record.state, result: { ok: true, value } };
        } catch (error) {
          return {
            shipmentId: record.shipmentId,
            from: record.state,
            result: { ok: false, error: stationError(error) },
          };
        }
      }),
    );
    // What a re-emit could not settle, the server may still show (its tracking, its DACE).
    await this.learnOutcomes();
    return reports.filter((report) => report !== undefined);
  }

  /**
   * The chosen loja's unsettled purchases (unsettled.ts): unknown outcomes, labels still being
   * produced, bought and not printed, held as bought elsewhere, possible double charges.
   */
  unsettled(): UnsettledPurchase[] {
    return this.watch.list();
  }

  /** Asks the server what it shows of each purchase whose outcome is unknown (tracking, DACE). */
  learnOutcomes(): Promise<void> {
    return this.watch.learn();
  }

  /**
   * The operator's "buy again anyway" for a purchase whose outcome is unknown: recorded in
   * workflow.db (fsynced) and told to the audit before the emit is sent once more. The only way
   * a buy path sends the emit of such a purchase again (resume, which learns the outcome, aside).
   */
  async buyAgainAnyway(shipmentId: string, options: { requestId?: string } = {}): Promise<EmissionOutcome> {
    const record = this.store.get(shipmentId);
    if (!record || record.state !== 'emitting' || this.flights.has(shipmentId) || this.purchases.has(shipmentId))
      throw new Failure('not-found', said('workflow.unsettled.notUnknown'));
    // The server shows this label bought (its tracking or DACE): buying again would surely charge
    // twice; a re-emit (resume) is what obtains the label it sold.
    if (record.evidence) throw new Failure('station-refused', said('workflow.unsettled.alreadyCharged'));
    this.buyer.admit(shipmentId, {});
    this.store.buyAgain(shipmentId);
    const decided = this.store.get(shipmentId) ?? record;
    this.logger.warn("unknown purchase sent again on the operator's answer", { shipmentId });
    this.deps.onDecision?.({ decision: 'buy-again-anyway', record: decided, at: decided.buyAgainAt ?? '' });
    return this.flight(shipmentId, { queuedBy: 'workflow', buyAgainAnyway: true }, options.requestId);
  }

  /** The operator checked a possible double charge (the wallet's statement): it leaves the unsettled list. */
  acknowledgeDoubleCharge(shipmentId: string): void {
    const record = this.store.get(shipmentId);
    if (!record?.possibleDoubleCharge) throw new Failure('not-found', said('workflow.unsettled.noDoubleCharge'));
    if (record.acknowledgedAt) return;
    this.store.acknowledge(shipmentId);
    const checked = this.store.get(shipmentId) ?? record;
    this.deps.onDecision?.({ decision: 'double-charge-checked', record: checked, at: checked.acknowledgedAt ?? '' });
  }

  /** Generates the DACE of a shipment and prints it on the printer its kind is routed to. */
  async generateAndPrintDace(shipmentId: string, tipoDace: TipoDace): Promise<DacePrintOutcome> {
    const printed = await this.dace.generateAndPrint(shipmentId, tipoDace);
    if (this.store.get(shipmentId)) this.store.daceQueued(shipmentId, printed.printJob.id);
    return printed;
  }

  /**
   * Prints a label again from the bytes kept in the print history (works offline). By shipment
   * or label id; on its printer or another. The only way a label prints twice. A label that
   * shared its job with a thermal DACE (one roll) comes out with its DACE again.
   */
  reprintLabel(id: string, target?: PrinterTarget): PrintJob {
    const original = this.labelJob(id);
    const reprint = this.deps.printing.queue.reprint(original.id, target);
    if (!reprint.ok) throw printFailure(reprint.error);
    this.logger.info('label reprinted', { shipmentId: original.document.shipmentId, jobId: reprint.value.id });
    return reprint.value;
  }

  /**
   * "Send to another printer" (labels:reprint with a printer): a label that has not printed
   * (waiting, held by a paused or unreachable printer, failed) moves there, settled on the first
   * printer before (its CUPS job cancelled and seen gone; a waiting network job had not started),
   * so it prints on exactly one printer even when the first comes back. A label that printed is
   * printed again there: an explicit second copy, which is what the operator asked for.
   */
  async sendLabelTo(id: string, target: PrinterTarget): Promise<PrintJob> {
    const original = this.labelJob(id);
    const copies = this.deps.printing.queue
      .list(1_000)
      .filter((job) => job.id === original.id || job.reprintOf === original.id);
    // Once a copy came out, sending it elsewhere asks for another copy (a reprint there), whatever
    // a later copy is doing; until then the one job still on its way (or failed) moves.
    if (copies.some((job) => job.status === 'done')) return this.reprintLabel(id, target);
    const moving = copies.find((job) => job.status === 'queued' || job.status === 'printing') ?? original;
    const moved = await this.deps.printing.queue.redirect(moving.id, target);
    if (!moved.ok) throw printFailure(moved.error);
    this.logger.info('label sent to another printer', {
      shipmentId: original.document.shipmentId,
      jobId: moving.id,
      from: describeTarget(moving.target),
      to: describeTarget(target),
    });
    return moved.value;
  }

  /** The first print job of a label (by shipment or label id), from its record or the history. */
  private labelJob(id: string): PrintJob {
    const record = this.store.find(id);
    const labelId = record?.labelId ?? id;
    const history = this.deps.printing.queue.list(1_000);
    const original =
      (record?.printJobId ? this.deps.printing.queue.get(record.printJobId) : undefined) ??
      history.find((job) => job.key === `label:${labelId}`) ??
      history.find(
        (job) =>
          job.document.kind === 'label' &&
          job.reprintOf === null &&
          (job.document.shipmentId === id || job.document.labelId === id),
      );
    if (!original) throw new Failure('not-found', said('workflow.notInHistory'));
    return original;
  }

  /**
   * A label's file by shipment or label id, named after its tracking code: a PDF's bytes as the
   * print history kept them (works offline; a raw printer's job keeps the carrier's document,
   * converted only when sent), else downloaded again.
   */
  async labelFileOf(id: string): Promise<{ name: string; contentType: ContentType; bytes: Uint8Array }> {
    const record = this.store.find(id);
    const labelId = record?.labelId ?? id;
    const name = record?.trackingCode ?? labelId;
    const job = this.deps.printing.queue
      .list(1_000)
      .find((j) => j.key === `label:${labelId}` && j.document.kind === 'label');
    const kept = job ? this.deps.printing.queue.bytesOf(job.id) : undefined;
    // A ZPL job may carry the DACE joined on the same roll: only a PDF job is the label alone.
    if (job && kept && job.document.contentType === 'application/pdf')
      return { name, contentType: job.document.contentType, bytes: kept };
    const file = await this.labelFile(labelId);
    return { name, ...file };
  }

  /** The label file for the preview, fetched in main (the page may not fetch the temporary URL). */
  async labelFile(labelId: string): Promise<{ contentType: ContentType; bytes: Uint8Array }> {
    const file = await downloadLabelFile(this.deps.api, labelId, this.timing.maxDownloadUrls);
    const contentType = detectLabelFormat(file.bytes, file.contentType);
    if (!contentType) throw new Failure('contract', said('workflow.labelNotPdfOrZpl'));
    return { contentType, bytes: file.bytes };
  }

  /** Where the emission of a shipment stands, with its label's print job. */
  status(shipmentId: string): EmissionStatus | null {
    const record = this.store.get(shipmentId);
    if (!record) return null;
    return { record, printJob: record.printJobId ? (this.deps.printing.queue.get(record.printJobId) ?? null) : null };
  }

  /** The chosen loja's emissions that are not finished (bought or maybe bought, not yet queued). */
  unfinished(): EmissionStatus[] {
    const tenantId = this.deps.tenantId();
    return tenantId ? this.store.unfinished(tenantId).map((record) => ({ record, printJob: null })) : [];
  }

  /** Stops waiting loops and closes workflow.db; unfinished emissions resume at the next start. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopWatching();
    this.watch.stop();
    for (const wake of [...this.sleeping]) wake();
    this.store.close();
  }

  /** emitAndPrint's run: answer a queued label from the record, or buy, download and queue it. */
  private async buyAndQueue(shipmentId: string, options: BuyOptions, resuming: boolean): Promise<EmissionOutcome> {
    // Bought and queued already: answering from the record costs nothing and prints nothing.
    const answered = await this.reported(shipmentId, 0, async () => {
      const { record } = this.buyer.admit(shipmentId, options);
      return record?.state === 'queued' ? this.labels.alreadyQueued(record) : undefined;
    });
    if (answered) return answered;
    const label = await this.fetchLabel(shipmentId, options, resuming);
    return this.reported(shipmentId, label.attempts, async () => {
      this.holdIfBoughtElsewhere(shipmentId);
      return this.labels.queueWithDace(label);
    });
  }

  /**
   * The operator's answer to a label held as bought elsewhere: print it anyway. Recorded (fsynced,
   * and logged) before the label is queued, under the same `label:<labelId>` key, so asking twice
   * prints once. Refused for a label that is not held (nothing to answer).
   */
  printAnyway(shipmentId: string): Promise<EmissionOutcome> {
    const record = this.store.get(shipmentId);
    if (!record?.boughtElsewhereAt || (record.state !== 'ready' && record.state !== 'queued'))
      return Promise.reject(new Failure('not-found', said('workflow.printAnywayNotHeld')));
    if (!record.printAnywayAt) {
      this.store.printAnyway(shipmentId);
      this.logger.warn("label bought elsewhere printed anyway on the operator's answer", {
        shipmentId,
        labelId: record.labelId,
        boughtElsewhereAt: record.boughtElsewhereAt,
      });
    }
    return this.emitAndPrint(shipmentId);
  }

  /**
   * A label another desk bought (see the emit loop) is never queued before the operator answers:
   * it stays `ready`, listed as unfinished with its reason, until labels:print-anyway.
   */
  private holdIfBoughtElsewhere(shipmentId: string): void {
    const record = this.store.get(shipmentId);
    if (!record?.boughtElsewhereAt || record.printAnywayAt) return;
    const failure = new Failure(
      'bought-elsewhere',
      said('workflow.boughtElsewhere', {
        tracking: record.trackingCode ?? '',
        at: clockTime(new Date(record.boughtElsewhereAt)),
      }),
    );
    this.store.note(shipmentId, stationError(failure));
    this.logger.warn('label bought elsewhere held for the operator', { shipmentId, labelId: record.labelId });
    throw failure;
  }

  private async fetchLabel(shipmentId: string, options: BuyOptions, resuming: boolean): Promise<DownloadedLabel> {
    const { record, bought, attempts } = await this.purchase(shipmentId, options, resuming);
    // Each caller fetches the file through its own loja's client (a shared purchase may not be its own).
    return this.reported(shipmentId, attempts, () =>
      this.labels.download(options.actingFor?.api ?? this.deps.api, record, bought, attempts),
    );
  }

  /** Settles the purchase: one flight per shipment, whoever asks (emitAndPrint, a batch, resume). */
  private purchase(shipmentId: string, options: BuyOptions, resuming: boolean): Promise<Bought> {
    return single(this.purchases, shipmentId, () =>
      this.reported(shipmentId, 0, () => this.buyer.buy(shipmentId, options, resuming)),
    );
  }

  /**
   * A batch's unfinished emission after a restart: only its purchase is settled (emit again,
   * which never charges twice). The file is left for the batch, which downloads and queues it
   * when its row's turn comes; queueing it here could print it ahead of the rows before it.
   */
  private async settleForBatch(record: EmissionRecord): Promise<void> {
    if (record.state === 'ready') return; // bought and recorded: nothing to settle
    try {
      await this.purchase(record.shipmentId, {}, true);
    } catch (error) {
      // Already on the record (still resumable, or refused) and sent as a progress event.
      this.logger.info('batch emission not settled on resume', {
        shipmentId: record.shipmentId,
        kind: stationError(error).kind,
      });
    }
  }

  /**
   * The operator stops a purchase's wait for a busy server (labels:stop-waiting). The emit loop
   * then holds the purchase as maybe bought. False when that purchase was not waiting.
   */
  stopWaiting(shipmentId: string): boolean {
    const stop = this.waiting.get(shipmentId);
    if (!stop) return false;
    stop();
    return true;
  }

  private async waitUnlessStopped(shipmentId: string, ms: number): Promise<'elapsed' | 'stopped'> {
    let stopped = false;
    let wake: (() => void) | undefined;
    const stoppedEarly = new Promise<void>((resolve) => (wake = resolve));
    this.waiting.set(shipmentId, () => {
      stopped = true;
      wake?.();
    });
    try {
      await Promise.race([this.sleep(ms), stoppedEarly]);
    } finally {
      this.waiting.delete(shipmentId);
    }
    return stopped ? 'stopped' : 'elapsed';
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(this.closing());
      const wake = () => {
        clearTimeout(timer);
        this.sleeping.delete(wake);
        if (this.closed) reject(this.closing());
        else resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleeping.add(wake);
    });
  }

  /** A label job of the queue finished: tell the renderer it printed (or why not). */
  private labelJobChanged(job: PrintJob): void {
    const shipmentId = job.document.shipmentId;
    if (job.document.kind !== 'label' || !job.key?.startsWith('label:') || !shipmentId) return;
    if (job.status === 'done') {
      this.progress({
        shipmentId,
        phase: 'printed',
        attempt: job.attempts,
        printJobId: job.id,
        ...(job.document.labelId ? { labelId: job.document.labelId } : {}),
        message: said('workflow.printed'),
      });
    } else if (job.status === 'failed') {
      const error = printFailure(
        job.lastError ?? { kind: 'print-failed', message: said('workflow.couldNotPrint') },
        'workflow.boughtNotPrinted',
      );
      this.progress({
        shipmentId,
        phase: 'failed',
        attempt: job.attempts,
        printJobId: job.id,
        message: error.said,
        error: stationError(error),
      });
    }
  }

  /** Runs a step; its failure goes out as a `failed` progress event (once: each step reports its own). */
  private async reported<T>(shipmentId: string, attempt: number, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      this.failed(shipmentId, attempt, error);
      throw error;
    }
  }

  private failed(shipmentId: string, attempt: number, error: unknown): void {
    const failure = stationError(error);
    this.progress({ shipmentId, phase: 'failed', attempt, message: failure.said, error: failure });
  }

  private closing(): Failure {
    return new Failure('internal', said('workflow.closingResumes'));
  }

  private progress(event: EmissionProgress): void {
    const requestId = this.requesters.get(event.shipmentId);
    try {
      this.deps.onProgress?.(requestId ? { ...event, requestId } : event);
    } catch (error) {
      this.logger.warn('progress listener failed', { error });
    }
  }
}

/** HH:MM on the desk's clock: the same in both languages (pt-BR and en both read 24-hour time here). */
function clockTime(at: Date): string {
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/** Concurrent calls for one shipment share the first call's run. */
function single<T>(flights: Map<string, Promise<T>>, shipmentId: string, work: () => Promise<T>): Promise<T> {
  const running = flights.get(shipmentId);
  if (running) return running;
  const flight = work().finally(() => flights.delete(shipmentId));
  flights.set(shipmentId, flight);
  return flight;
}
