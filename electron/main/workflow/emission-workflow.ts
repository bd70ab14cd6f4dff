// The emission workflow: buy the label from the wallet, download it, put it in the print queue,
// exactly once per shipment, across crashes and restarts.
//
// Money safety rests on three things: the row in workflow.db is durable BEFORE the emit POST
// leaves (a crash cannot forget a purchase); emit is idempotent per shipment, so every doubt is
// settled by asking emit again (see emit-decision.ts); and the label is queued under the key
// `label:<labelId>`, so asking again never prints again (only reprintLabel does).
import type { TipoDace } from '../../shared/contract';
import { Failure } from '../ipc/failure';
import { silentLogger, type Logger } from '../log/logger';
import type { ContentType, PrintJob, PrinterTarget, Printing } from '../printing';
import { DacePrinter } from './dace';
import { downloadLabelFile, type WorkflowApi } from './downloads';
import { DEFAULT_TIMING, emitUntilReady, type WorkflowTiming } from './emit-loop';
import { EmissionStore } from './emission-store';
import { printFailure, stationError } from './errors';
import { detectLabelFormat } from './label-format';
import { boughtOf, LabelPrinter, type BoughtLabel } from './label-printer';
import type { DacePrintOutcome, EmissionOutcome, EmissionProgress, EmissionStatus, EmitAndPrintOptions, ResumeReport } from './types';

export interface EmissionWorkflowDeps {
  /** workflow.db lives here. */
  dataDir: string;
  api: WorkflowApi;
  printing: Pick<Printing, 'printRouted' | 'checkRoutedPrinterReady' | 'queue' | 'settings'>;
  /** The loja the session acts for now; null before one is chosen. */
  tenantId: () => string | null;
  /** The strict mode setting (on by default). */
  strictMode: () => boolean;
  /** `emission-progress` events for the renderer. */
  onProgress?: (event: EmissionProgress) => void;
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
  private readonly labels: LabelPrinter;
  /** One flight per shipment: concurrent calls share it (one POST sequence, one print). */
  private readonly flights = new Map<string, Promise<EmissionOutcome>>();
  private readonly sleeping = new Set<() => void>();
  private readonly stopWatching: () => void;
  private closed = false;

  constructor(private readonly deps: EmissionWorkflowDeps) {
    this.now = deps.now ?? Date.now;
    this.timing = { ...DEFAULT_TIMING, ...deps.timing };
    this.logger = (deps.logger ?? silentLogger()).child('workflow');
    this.store = new EmissionStore(deps.dataDir, this.now);
    this.dace = new DacePrinter({ api: deps.api, printing: deps.printing, maxDownloadUrls: this.timing.maxDownloadUrls });
    this.labels = new LabelPrinter({ api: deps.api, printing: deps.printing, store: this.store, dace: this.dace, timing: this.timing, progress: (e) => this.progress(e) });
    this.stopWatching = deps.printing.queue.onJobUpdate((job) => this.labelJobChanged(job));
  }

  /**
   * Buys the label of a shipment from the wallet and queues it on the label printer. Calling it
   * again (or concurrently) for the same shipment never buys or prints a second time; it
   * continues an unfinished emission, or answers the finished one. Concurrent calls share the
   * first call's run (and its options).
   */
  emitAndPrint(shipmentId: string, options: EmitAndPrintOptions = {}): Promise<EmissionOutcome> {
    return this.single(shipmentId, () => this.run(shipmentId, options, false));
  }

  /**
   * Continues every unfinished emission of the chosen loja (after login and loja selection):
   * emit again (idempotent), download, queue under the same key. Never buys twice.
   */
  async resume(): Promise<ResumeReport[]> {
    const tenantId = this.deps.tenantId();
    if (!tenantId || this.closed) return [];
    const records = this.store.unfinished(tenantId);
    if (records.length > 0) this.logger.info('resuming emissions', { count: records.length });
    // Side by side: a label still PENDING at the carrier must not hold back one that is ready.
    return Promise.all(
      records.map(async (record): Promise<ResumeReport> => {
        try {
          const value = await this.single(record.shipmentId, () => this.run(record.shipmentId, {}, true));
          return { shipmentId: record.shipmentId, from: record.state, result: { ok: true, value } };
        } catch (error) {
          return { shipmentId: record.shipmentId, from: record.state, result: { ok: false, error: stationError(error) } };
        }
      }),
    );
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
    const record = this.store.find(id);
    const labelId = record?.labelId ?? id;
    const history = this.deps.printing.queue.list(1_000);
    const original =
      (record?.printJobId ? this.deps.printing.queue.get(record.printJobId) : undefined) ??
      history.find((job) => job.key === `label:${labelId}`) ??
      history.find((job) => job.document.kind === 'label' && job.reprintOf === null && (job.document.shipmentId === id || job.document.labelId === id));
    if (!original) throw new Failure('not-found', 'This label is not in the print history of this computer; download it again to print it.');
    const reprint = this.deps.printing.queue.reprint(original.id, target);
    if (!reprint.ok) throw printFailure(reprint.error);
    this.logger.info('label reprinted', { shipmentId: original.document.shipmentId, jobId: reprint.value.id });
    return reprint.value;
  }

  /** The label file for the preview, fetched in main (the page may not fetch the temporary URL). */
  async labelFile(labelId: string): Promise<{ contentType: ContentType; bytes: Uint8Array }> {
    const file = await downloadLabelFile(this.deps.api, labelId, this.timing.maxDownloadUrls);
    const contentType = detectLabelFormat(file.bytes, file.contentType);
    if (!contentType) throw new Failure('contract', 'The label file the server sent is neither a PDF nor ZPL.');
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
    for (const wake of [...this.sleeping]) wake();
    this.store.close();
  }

  private single(shipmentId: string, work: () => Promise<EmissionOutcome>): Promise<EmissionOutcome> {
    const running = this.flights.get(shipmentId);
    if (running) return running;
    const flight = work().finally(() => this.flights.delete(shipmentId));
    this.flights.set(shipmentId, flight);
    return flight;
  }

  private async run(shipmentId: string, options: EmitAndPrintOptions, resuming: boolean): Promise<EmissionOutcome> {
    let attempt = 0;
    try {
      if (this.closed) throw new Failure('internal', 'The station is closing.');
      const tenantId = this.deps.tenantId();
      if (!tenantId) throw new Failure('loja-required', 'Choose the loja to act for first.');
      let record = this.store.get(shipmentId);
      let fresh = false;
      if (record && record.state !== 'failed' && record.tenantId !== tenantId) {
        // Emitting under another loja would answer 404 and could wrongly look like "not bought".
        throw new Failure('forbidden', 'This label is being bought for another loja; choose that loja to finish it.');
      }
      // Bought and queued already: answering from the record costs nothing and prints nothing.
      if (record?.state === 'queued') return await this.labels.alreadyQueued(record);
      // An unfinished record (emitting, pending, ready) skips the strict check below: its money
      // may already be spent, and stopping now would only leave a paid label unprinted.
      if (!record || record.state === 'failed') {
        if (resuming) throw new Failure('not-found', 'Nothing to resume for this shipment.');
        await this.checkPrinter(shipmentId, options);
        // Durable BEFORE the POST: from here a purchase may exist, and a crash must not forget it.
        record = this.store.begin({ shipmentId, tenantId, request: requestOf(options), dace: options.dace ?? null });
        fresh = true;
      }
      let bought: BoughtLabel;
      if (record.state === 'ready') {
        // Bought already (READY recorded): no emit call needed, only the file. Its charge data
        // are the first answer's, which is the one that charged.
        bought = boughtOf(record);
      } else {
        const result = await emitUntilReady(this.loopContext(), record, fresh);
        attempt = result.attempts;
        const { label } = result;
        bought = { labelId: label.labelId, trackingCode: label.trackingCode, transactionId: label.transactionId, priceCents: label.priceCents ?? null, chargeAlreadyCaptured: label.chargeAlreadyCaptured };
      }
      return await this.labels.downloadAndQueue(record, bought, attempt);
    } catch (error) {
      const failure = stationError(error);
      this.progress({ shipmentId, phase: 'failed', attempt, message: failure.message, error: failure });
      throw error;
    }
  }

  /** Strict mode: before any money is spent, the label printer must answer (unless the operator confirmed). */
  private async checkPrinter(shipmentId: string, options: EmitAndPrintOptions): Promise<void> {
    if (options.confirmPrinterDown) return;
    const printing = this.deps.printing;
    // Without a label printer the label would be paid for and stuck: refuse whatever the mode.
    if (!this.deps.strictMode() && printing.settings.targetFor('label')) return;
    this.progress({ shipmentId, phase: 'checking-printer', attempt: 0, message: 'Checking the label printer before buying…' });
    const ready = await printing.checkRoutedPrinterReady('label');
    if (ready.ok) return;
    // Strict mode stops here, before the emit POST: not a cent is spent on a label that cannot print now.
    throw printFailure(ready.error, 'Nothing was bought: the label printer is not ready. ');
  }

  private loopContext() {
    return { api: this.deps.api, store: this.store, timing: this.timing, now: this.now, sleep: (ms: number) => this.sleep(ms), progress: (e: EmissionProgress) => this.progress(e), logger: this.logger };
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(closing());
      const wake = () => {
        clearTimeout(timer);
        this.sleeping.delete(wake);
        if (this.closed) reject(closing());
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
      this.progress({ shipmentId, phase: 'printed', attempt: job.attempts, printJobId: job.id, ...(job.document.labelId ? { labelId: job.document.labelId } : {}), message: 'The label was printed.' });
    } else if (job.status === 'failed') {
      const error = printFailure(job.lastError ?? { kind: 'print-failed', message: 'The label could not be printed.' }, 'The label is bought but did not print: ');
      this.progress({ shipmentId, phase: 'failed', attempt: job.attempts, printJobId: job.id, message: error.message, error: stationError(error) });
    }
  }

  private progress(event: EmissionProgress): void {
    try {
      this.deps.onProgress?.(event);
    } catch (error) {
      this.logger.warn('progress listener failed', { error });
    }
  }
}

function requestOf(options: EmitAndPrintOptions) {
  return {
    paymentMethod: 'wallet' as const,
    ...(options.pickupRequested === undefined ? {} : { pickupRequested: options.pickupRequested }),
    ...(options.couponCode ? { couponCode: options.couponCode } : {}),
    ...(options.invoice ? { invoice: options.invoice } : {}),
  };
}

const closing = () => new Failure('internal', 'The station is closing; the emission continues when it next starts.');
