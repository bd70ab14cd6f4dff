// The buy path: one purchase per shipment however many callers ask (F9, a batch, resume), then
// its file downloaded and queued under `label:<labelId>`. emitAndPrint takes every step; a
// caller that keeps its own print order (a batch) buys with buyAndDownload and queues with
// queueLabel. A label another desk bought is held here until the operator answers.
import { Failure } from '../ipc';
import type { Logger } from '../log';
import { said } from '../../shared/messages';
import type { WorkflowApi } from './downloads';
import type { EmissionStore } from './emission-store';
import { stationError } from './errors';
import type { Bought, LabelBuyer } from './label-buyer';
import { outcomeOf, type LabelPrinter } from './label-printer';
import { closing, type Pauses } from './pauses';
import type { ProgressReporter } from './progress';
import type { BuyOptions, DownloadedLabel, EmissionOutcome } from './types';

export interface BuyPathDeps {
  api: WorkflowApi;
  /** A client fixed to one loja (EmissionWorkflowDeps.apiFor): a label's file is asked for its purchase's loja. */
  apiFor?: (tenantId: string) => WorkflowApi;
  store: EmissionStore;
  buyer: LabelBuyer;
  labels: LabelPrinter;
  progress: ProgressReporter;
  pauses: Pauses;
  logger: Logger;
  /** Opens the label printer's connection ahead of a label about to be queued (Printing.warmUp). */
  warmLabelPrinter?: () => void;
}

export class BuyPath {
  /** One purchase per shipment: concurrent calls share it (one POST sequence). */
  private readonly purchases = new Map<string, Promise<Bought>>();
  /** One emitAndPrint per shipment: concurrent calls share it (one download, one print). */
  private readonly flights = new Map<string, Promise<EmissionOutcome>>();

  constructor(private readonly deps: BuyPathDeps) {}

  /** The buy's own printer check, asked before a shipment is created (LabelBuyer.checkPrinter). */
  checkPrinter(options: BuyOptions): Promise<void> {
    return this.deps.buyer.checkPrinter(null, options);
  }

  /** Whether a run of this shipment's purchase (or its emitAndPrint) is going on now. */
  running(shipmentId: string): boolean {
    return this.purchases.has(shipmentId) || this.flights.has(shipmentId);
  }

  /** One emitAndPrint run per shipment; its progress carries the requestId of the page that asked. */
  emitAndPrint(shipmentId: string, buy: BuyOptions, requestId: string | undefined): Promise<EmissionOutcome> {
    return this.deps.progress.onBehalfOf(shipmentId, requestId, () =>
      single(this.flights, shipmentId, () => this.buyAndQueue(shipmentId, buy, false)),
    );
  }

  /** Resume's run of one of the workflow's own emissions (it never buys what was not begun). */
  resume(shipmentId: string): Promise<EmissionOutcome> {
    return single(this.flights, shipmentId, () => this.buyAndQueue(shipmentId, { queuedBy: 'workflow' }, true));
  }

  async buyAndDownload(shipmentId: string, options: BuyOptions): Promise<DownloadedLabel> {
    return (await this.fetchLabel(shipmentId, options, false)).label;
  }

  queueLabel(label: DownloadedLabel): EmissionOutcome {
    try {
      if (this.deps.pauses.closed) throw closing();
      this.holdIfBoughtElsewhere(label.shipmentId);
      return outcomeOf(label, this.deps.labels.queue(label));
    } catch (error) {
      this.deps.progress.failed(label.shipmentId, label.attempts, error);
      throw error;
    }
  }

  /** Settles the purchase: one flight per shipment, whoever asks (emitAndPrint, a batch, resume). */
  purchase(shipmentId: string, options: BuyOptions, resuming: boolean): Promise<Bought> {
    return single(this.purchases, shipmentId, () =>
      this.deps.progress.reported(shipmentId, 0, () => this.deps.buyer.buy(shipmentId, options, resuming)),
    );
  }

  /** emitAndPrint's run: answer a queued label from the record, or buy, download and queue it. */
  private async buyAndQueue(shipmentId: string, options: BuyOptions, resuming: boolean): Promise<EmissionOutcome> {
    const { buyer, labels, progress } = this.deps;
    // Bought and queued already: answering from the record costs nothing and prints nothing
    // but a DACE the record still owes (a kill came between the label's job and the DACE's).
    const answered = await progress.reported(shipmentId, 0, async () => {
      const { record } = buyer.admit(shipmentId, options);
      const queued = record?.state === 'queued' ? labels.alreadyQueued(record) : undefined;
      return queued && record ? labels.withOwedDace(queued, record, resuming) : queued;
    });
    if (answered) return answered;
    const { label, boughtElsewhere } = await this.fetchLabel(shipmentId, options, resuming, true);
    return progress.reported(shipmentId, label.attempts, async () => {
      // This run recorded READY as not bought elsewhere: nothing can hold it (only READY sets it).
      if (boughtElsewhere !== false) this.holdIfBoughtElsewhere(shipmentId);
      return labels.queueWithDace(label, resuming);
    });
  }

  private async fetchLabel(
    shipmentId: string,
    options: BuyOptions,
    resuming: boolean,
    queuesNext = false,
  ): Promise<{ label: DownloadedLabel; boughtElsewhere: boolean | undefined }> {
    const { record, bought, attempts, boughtElsewhere } = await this.purchase(shipmentId, options, resuming);
    // Each caller fetches the file through its own loja's client (a shared purchase may not be its own).
    // Bought, and queued as soon as its file is here: a network label printer's connection opens
    // while the file downloads (nothing is sent on it; unused, it closes by itself). Opened a
    // millisecond after the file was asked for, once its request has left (undici writes it on a
    // kept-alive connection a turn later): opening a socket costs about 0.2 ms, which would
    // otherwise be paid before a request is written, not during the server's answer.
    const fileAsked = queuesNext ? () => setTimeout(() => this.warmLabelPrinter(), 1) : undefined;
    const label = await this.deps.progress.reported(shipmentId, attempts, () =>
      this.deps.labels.download(
        options.actingFor?.api ?? this.deps.apiFor?.(record.tenantId) ?? this.deps.api,
        record,
        bought,
        attempts,
        fileAsked,
      ),
    );
    return { label, boughtElsewhere };
  }

  private warmLabelPrinter(): void {
    if (this.deps.pauses.closed) return;
    try {
      this.deps.warmLabelPrinter?.();
    } catch (error) {
      // Only a head start: the job opens its own connection when this one is not there.
      this.deps.logger.warn('label printer connection not opened ahead', { error });
    }
  }

  /**
   * A label another desk bought (see the emit loop) is never queued before the operator answers:
   * it stays `ready`, listed as unfinished with its reason, until labels:print-anyway.
   */
  private holdIfBoughtElsewhere(shipmentId: string): void {
    const record = this.deps.store.get(shipmentId);
    if (!record?.boughtElsewhereAt || record.printAnywayAt) return;
    const failure = new Failure(
      'bought-elsewhere',
      said('workflow.boughtElsewhere', {
        tracking: record.trackingCode ?? '',
        at: clockTime(new Date(record.boughtElsewhereAt)),
      }),
    );
    this.deps.store.note(shipmentId, stationError(failure));
    this.deps.logger.warn('label bought elsewhere held for the operator', { shipmentId, labelId: record.labelId });
    throw failure;
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
