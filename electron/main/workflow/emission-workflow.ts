// The emission workflow: buy the label from the wallet, download it, put it in the print queue,
// exactly once per shipment, across crashes and restarts. emitAndPrint does all of it; a caller
// that keeps its own print order (a batch) buys with buyAndDownload and queues with queueLabel.
//
// Money safety rests on three things: the row in workflow.db is durable BEFORE the emit POST
// leaves (a crash cannot forget a purchase); emit is idempotent per shipment, so every doubt is
// settled by asking emit again (see emit-decision.ts); and the label is queued under the key
// `label:<labelId>`, so asking again never prints again (only reprintLabel does).
//
// This class is the workflow's one face: it builds the parts and hands each call to the one that
// owns it: buy-path.ts (buy, download, queue), resume.ts and recover.ts (after a restart),
// operator-answers.ts (money decisions on unsettled purchases), label-history.ts (reprints and
// files), unsettled-watch.ts (what the server shows of an unknown outcome), pauses.ts (waits
// that close() ends, and the one the operator stops) and progress.ts (the renderer's events).
// What it is given: emission-workflow-deps.ts.
import type { TipoDace } from '../../shared/contract';
import type { Salvaged } from '../platform';
import { silentLogger, type Logger } from '../log';
import type { ContentType, PrintJob, PrinterTarget } from '../printing';
import { BuyPath } from './buy-path';
import { DacePrinter } from './dace';
import { DEFAULT_TIMING } from './emit-loop';
import { EmissionStore } from './emission-store';
import { LabelBuyer } from './label-buyer';
import { LabelHistory, type Reprint, type ReprintOptions } from './label-history';
import { LabelPrinter } from './label-printer';
import { OperatorAnswers } from './operator-answers';
import { printOwedDaceNow, printPanelDace, type OwedDaceDeps } from './owed-dace';
import { Pauses } from './pauses';
import { ProgressReporter } from './progress';
import { recoverCharges } from './recover';
import { resumeUnfinished } from './resume';
import type {
  AuditedCharge,
  BuyOptions,
  ClaimOrder,
  DacePrintOutcome,
  DownloadedLabel,
  EmissionOutcome,
  EmissionProgress,
  EmissionRecord,
  EmissionStatus,
  EmitAndPrintOptions,
  OwedDace,
  RecoveredCharge,
  ResumeReport,
} from './types';
import type { UnsettledPurchase } from './unsettled';
import { UnsettledWatch } from './unsettled-watch';
import type { EmissionWorkflowDeps } from './emission-workflow-deps';

export class EmissionWorkflow {
  private readonly store: EmissionStore;
  private readonly logger: Logger;
  private readonly pauses = new Pauses();
  private readonly dace: DacePrinter;
  private readonly path: BuyPath;
  private readonly labels: LabelPrinter;
  private readonly answers: OperatorAnswers;
  private readonly history: LabelHistory;
  private readonly watch: UnsettledWatch;
  private readonly stopWatching: () => void;
  private claimOrder: ClaimOrder | undefined;

  constructor(private readonly deps: EmissionWorkflowDeps) {
    this.claimOrder = deps.claimOrder;
    const now = deps.now ?? Date.now;
    const timing = { ...DEFAULT_TIMING, ...deps.timing };
    const { api, printing, tenantId, strictMode } = deps;
    const { pauses } = this;
    const logger = (deps.logger ?? silentLogger()).child('workflow');
    this.logger = logger;
    const store = new EmissionStore(deps.dataDir, now);
    this.store = store;
    const progress = new ProgressReporter(deps.onProgress, logger);
    const send = (event: EmissionProgress) => progress.send(event);
    this.dace = new DacePrinter({ api, printing, maxDownloadUrls: timing.maxDownloadUrls });
    // The buyer and the buy path call with the purchase's own loja when main gives apiFor.
    const clients = { api, ...(deps.apiFor ? { apiFor: deps.apiFor } : {}) };
    const buyer = new LabelBuyer({
      ...clients,
      store,
      printing,
      tenantId,
      strictMode,
      timing,
      now,
      sleep: (ms) => pauses.sleep(ms),
      wait: (shipmentId, ms) => pauses.waitUnlessStopped(shipmentId, ms),
      intent: (intent) => {
        // The audit is the second witness: its failure is logged and the purchase goes on, with
        // workflow.db holding the intent durably.
        const notWritten = (error: unknown) =>
          logger.warn('purchase intent not written to the audit log', { ...intent, error });
        try {
          return Promise.resolve(deps.onIntent?.(intent)).catch(notWritten);
        } catch (error) {
          notWritten(error);
          return Promise.resolve();
        }
      },
      isClosed: () => pauses.closed,
      progress: send,
      logger,
      claimOrder: (purchase) => (this.claimOrder ? this.claimOrder(purchase) : Promise.resolve(() => undefined)),
    });
    const labels = new LabelPrinter({
      printing,
      store,
      dace: this.dace,
      timing,
      progress: send,
      owedDace: deps.onOwedDace,
      fileAsked: (label) => {
        try {
          deps.onLabelFileAsked?.(label);
        } catch (error) {
          logger.warn('a listener of a bought label failed', { ...label, error });
        }
      },
    });
    this.labels = labels;
    const path = new BuyPath({
      ...clients,
      store,
      buyer,
      labels,
      progress,
      pauses,
      logger,
      warmLabelPrinter: () => printing.warmUp?.('label'),
    });
    this.path = path;
    this.answers = new OperatorAnswers({ store, buyer, path, onDecision: deps.onDecision, logger });
    this.history = new LabelHistory({
      api,
      store,
      queue: printing.queue,
      maxDownloadUrls: timing.maxDownloadUrls,
      logger,
      now: deps.windowNow ?? now,
    });
    this.stopWatching = printing.queue.onJobUpdate((job) => progress.labelJobChanged(job));
    // While a purchase's outcome is unknown, the server is asked now and then what it shows of it.
    this.watch = new UnsettledWatch({
      store,
      api,
      queue: printing.queue,
      tenantId,
      now,
      running: (shipmentId) => path.running(shipmentId),
      isClosed: () => pauses.closed,
      logger,
      everyMs: timing.learnEveryMs,
    });
  }

  /** The order's claim before every fresh purchase from now on (the desk binds it once it is open). */
  claimOrdersWith(claim: ClaimOrder): void {
    this.claimOrder = claim;
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
    return this.path.emitAndPrint(shipmentId, { ...buy, queuedBy: 'workflow' }, requestId);
  }

  /**
   * Buys the label as emitAndPrint does (the same workflow.db record, money decisions, progress
   * events and resume) and downloads it, but leaves it out of the print queue: the caller queues
   * it with queueLabel when its turn comes. With `queuedBy: 'batch'`, resume() only settles the
   * purchase and never queues the label itself.
   */
  buyAndDownload(shipmentId: string, options: BuyOptions = {}): Promise<DownloadedLabel> {
    return this.path.buyAndDownload(shipmentId, options);
  }

  /**
   * Queues a label buyAndDownload answered, under `label:<labelId>`: queueing it again (after a
   * crash, or twice) prints nothing new. The label alone: a caller that queues its own labels
   * prints their DACEs itself.
   */
  queueLabel(label: DownloadedLabel): EmissionOutcome {
    return this.path.queueLabel(label);
  }

  /** Continues every unfinished emission of the chosen loja (after login and loja selection); see resume.ts. */
  resume(): Promise<ResumeReport[]> {
    const { store, path, watch, pauses, logger } = this;
    return resumeUnfinished({ store, path, watch, pauses, logger, tenantId: this.deps.tenantId });
  }

  /**
   * The chosen loja's unsettled purchases (unsettled.ts): unknown outcomes, labels still being
   * produced, bought and not printed, held as bought elsewhere, possible double charges.
   */
  unsettled(): UnsettledPurchase[] {
    return this.watch.list();
  }

  /** How many purchases are unsettled in each other loja (same definition), settled when it is chosen. */
  unsettledElsewhere(): Array<{ tenantId: string; count: number }> {
    return this.watch.elsewhere();
  }

  /** Asks the server what it shows of each purchase whose outcome is unknown (tracking, DACE). */
  learnOutcomes(): Promise<void> {
    return this.watch.learn();
  }

  /** The operator's "buy again anyway" for a purchase whose outcome is unknown (operator-answers.ts). */
  buyAgainAnyway(shipmentId: string, options: { requestId?: string } = {}): Promise<EmissionOutcome> {
    return this.answers.buyAgainAnyway(shipmentId, options);
  }

  /** The operator checked a possible double charge (the wallet's statement): it leaves the unsettled list. */
  acknowledgeDoubleCharge(shipmentId: string): void {
    this.answers.acknowledgeDoubleCharge(shipmentId);
  }

  /** The operator's answer to a label held as bought elsewhere: print it anyway (once). */
  printAnyway(shipmentId: string): Promise<EmissionOutcome> {
    return this.answers.printAnyway(shipmentId);
  }

  /** A label printer routed (in strict mode, answering unless confirmed down), asked before a shipment is created. */
  checkPrinter(options: BuyOptions): Promise<void> {
    return this.path.checkPrinter(options);
  }

  /** The operator stops a purchase's wait for a busy server (labels:stop-waiting): held as maybe bought; false when not waiting. */
  stopWaiting(shipmentId: string): boolean {
    return this.pauses.stopWaiting(shipmentId);
  }

  /**
   * Generates the DACE of a shipment and prints it on the printer its kind is routed to (the DACE
   * panel, the scan's DACE reprint); a purchase's owed DACE is printed once, under its key (owed-dace.ts).
   */
  generateAndPrintDace(shipmentId: string, tipoDace: TipoDace): Promise<DacePrintOutcome> {
    return printPanelDace({ ...this.owedDeps(), store: this.store, dace: this.dace }, shipmentId, tipoDace);
  }

  /**
   * The chosen loja's queued labels whose DACE is still owed, oldest first: a kill came before its
   * job was queued, or a resume's print of it failed (which nobody saw). Shown until printed.
   */
  owedDaces(): OwedDace[] {
    const tenantId = this.deps.tenantId();
    if (!tenantId || this.pauses.closed) return [];
    return this.store.daceOwed(tenantId).filter((record): record is OwedDace => record.dace !== null);
  }

  /**
   * The operator's "print the DACE now" for an owed DACE (owed-dace.ts): the same path and key as
   * the purchase's own, so a job the queue holds under it is answered and nothing prints twice.
   */
  printOwedDace(shipmentId: string): Promise<DacePrintOutcome> {
    return printOwedDaceNow(this.owedDeps(), shipmentId);
  }

  private owedDeps(): OwedDaceDeps {
    return { store: this.store, queue: this.deps.printing.queue, labels: this.labels, tenantId: this.deps.tenantId };
  }

  /**
   * Prints a label again from the print history (label-history.ts): the only way a label prints
   * twice. A label printed less than a minute ago is refused until `anotherCopy` (the operator's
   * answer); a second request seconds after a reprint answers that reprint.
   */
  reprintLabel(id: string, target?: PrinterTarget, options: ReprintOptions = {}): PrintJob {
    return this.history.reprintLabel(id, target, options);
  }

  /** reprintLabel, saying whether this request printed (false: a reprint asked seconds ago answers it). */
  reprint(id: string, target?: PrinterTarget, options: ReprintOptions = {}): Reprint {
    return this.history.reprint(id, target, options);
  }

  /** Cancels the copy of a label held on a printer (confirmed by CUPS), so a reprint there is allowed. */
  cancelHeldCopy(id: string, target?: PrinterTarget): Promise<PrintJob> {
    return this.history.cancelHeldCopy(id, target);
  }

  /** "Send to another printer": a label that has not printed moves there; one that printed is printed again. */
  sendLabelTo(id: string, target: PrinterTarget, options: ReprintOptions = {}): Promise<PrintJob> {
    return this.history.sendLabelTo(id, target, options);
  }

  /** A label's file by shipment or label id, named after its tracking code. */
  labelFileOf(id: string): Promise<{ name: string; contentType: ContentType; bytes: Uint8Array }> {
    return this.history.labelFileOf(id);
  }

  /** The label file for the preview, fetched in main (the page may not fetch the temporary URL). */
  labelFile(labelId: string): Promise<{ contentType: ContentType; bytes: Uint8Array }> {
    return this.history.labelFile(labelId);
  }

  /** Where the emission of a shipment stands, with its label's print job. */
  /** What workflow.db holds of a shipment's purchase (status() without its print job). */
  record(shipmentId: string): EmissionRecord | undefined {
    return this.store.get(shipmentId);
  }

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
    if (this.pauses.closed) return;
    this.pauses.close();
    this.stopWatching();
    this.watch.stop();
    this.store.close();
  }
}
