// Buying and printing a label for a created shipment, through main's emission workflow
// (labels:emit-and-print): strict-mode printer check, the emit (PENDING followed to READY),
// the download and the print queue, with emission-progress events on the way. Asking again for
// the same shipment never buys or prints twice (main keeps one flight per shipment).
import type { TipoDace } from '../../../../electron/shared/contract';
import type { EmissionPhase, EmissionView } from '../../../../electron/shared/workflow';
import type { PrintJobView } from '../../../../electron/shared/printing';
import type { Result, StationError } from '../../bridge';
import { station } from '../../bridge/station';
import type { Said } from '../../../../electron/shared/messages';

/** 'choosing': one key is quoting and picking by the loja's rule (it creates the shipment too). */
export type BuyStage =
  'choosing' | 'creating' | 'checking-printer' | 'emitting' | 'pending' | 'downloading' | 'printing' | 'printed';

export interface BuyOutcome {
  shipmentId: string;
  labelId: string;
  trackingCode: string;
  priceCents: number | null;
  chargeAlreadyCaptured: boolean;
  /** The server may have charged this purchase twice (see EmissionView.possibleDoubleCharge). */
  possibleDoubleCharge: boolean;
  /** The label's print job (its status follows in print-job events). */
  printJobId: string;
  printer: string;
  printStatus: 'queued' | 'printing' | 'done' | 'failed';
  /** Why the job failed, or why it waits for its printer (the queue tries again by itself). */
  printError?: Said;
  /** When the job was last seen changing (its view's updatedAt): a newer print-job event wins. */
  printUpdatedAt?: string;
  /** Strict mode found the printer down and the operator bought anyway: bought, not printed yet. */
  boughtPrinterDown?: boolean;
  /** What converting the label for its printer noted (scaled to fit, over the edges); follows print-job events. */
  printNotes?: Said[];
  /** The DACE asked to print with the label: printed, or why not (the label is bought anyway). */
  dace?: { ok: true; tipoDace: TipoDace } | { ok: false; error: StationError };
}

export interface StageUpdate {
  stage: BuyStage;
  /** The purchase's shipment (one key learns it from here). */
  shipmentId?: string;
  providerJobId?: string;
  message?: Said;
  /** The server answered busy: the next try's number and when it goes (ms since epoch). */
  wait?: BuyWait;
}

export interface BuyWait {
  attempt: number;
  retryAt: number;
}

/** What a working buy keeps of an update: its shipment, and the wait while the server is busy. */
export function waitOf(update: StageUpdate): { shipmentId?: string; wait?: BuyWait } {
  return {
    ...(update.shipmentId ? { shipmentId: update.shipmentId } : {}),
    ...(update.wait ? { wait: update.wait } : {}),
  };
}

/** Stops a purchase's wait for a busy server; main holds it as maybe bought (never "nothing charged"). */
export async function stopWaiting(shipmentId: string): Promise<boolean> {
  const result = await station().labels.stopWaiting({ shipmentId });
  return result.ok && result.value.stopped;
}

/**
 * The operator's word on an order someone already holds (issue 27), each asked first in so many
 * words and audited by main: another parcel of an order bought (or being bought) on purpose, an
 * order another desk claimed and left silent past the timeout taken over, or (lenient mode) an
 * order bought although the warehouse journal cannot be reached.
 */
export interface OrderWord {
  allowSameRef?: boolean;
  takeOver?: boolean;
  warehouseDownConfirmed?: boolean;
}

/** The word as a channel takes it: only what was said, each as `true`. */
export function orderWordInput(word: OrderWord): OrderWord {
  return {
    ...(word.allowSameRef ? { allowSameRef: true } : {}),
    ...(word.takeOver ? { takeOver: true } : {}),
    ...(word.warehouseDownConfirmed ? { warehouseDownConfirmed: true } : {}),
  };
}

export interface BuyOptions extends OrderWord {
  /** Strict mode found the label printer down and the operator chose to buy anyway. */
  confirmPrinterDown?: boolean;
  dace?: TipoDace;
}

const STAGE_OF: Partial<Record<EmissionPhase, BuyStage>> = {
  'checking-printer': 'checking-printer',
  emitting: 'emitting',
  // A busy server's wait is part of buying: the panel shows it under that stage, with a stop.
  waiting: 'emitting',
  pending: 'pending',
  downloading: 'downloading',
  printing: 'printing',
  printed: 'printed',
};

export function outcomeOf(view: EmissionView): BuyOutcome {
  return {
    shipmentId: view.shipmentId,
    labelId: view.labelId,
    trackingCode: view.trackingCode,
    priceCents: view.priceCents,
    chargeAlreadyCaptured: view.chargeAlreadyCaptured,
    possibleDoubleCharge: view.possibleDoubleCharge,
    printJobId: view.printJob.jobId,
    printer: view.printJob.printer,
    printStatus: view.printJob.status,
    printUpdatedAt: view.printJob.updatedAt,
    ...(view.printJob.lastError ? { printError: view.printJob.lastError } : {}),
    ...(view.printJob.notes?.length ? { printNotes: view.printJob.notes } : {}),
    ...(view.dace
      ? {
          dace: view.dace.ok ? { ok: true, tipoDace: view.dace.value.tipoDace } : { ok: false, error: view.dace.error },
        }
      : {}),
  };
}

/** A bought label's print facts as its job now stands (a print-job event, or the queue's list). */
export function followJob<T extends BuyOutcome>(outcome: T, job: PrintJobView): T {
  return {
    ...outcome,
    printStatus: job.status,
    printer: job.printer,
    printError: job.lastError,
    printNotes: job.notes,
    printUpdatedAt: job.updatedAt,
  };
}

/** The purchase requests this window started (the others' progress is another window's, a batch's or a resume's). */
const startedHere = new Set<string>();

/** A new id for one purchase request: its progress events carry it back. */
export function newRequestId(): string {
  const id = crypto.randomUUID();
  startedHere.add(id);
  return id;
}

/** Whether this window started the purchase an emission-progress event is about. */
export const isOwnRequest = (requestId: string | undefined): boolean =>
  requestId !== undefined && startedHere.has(requestId);

/**
 * Follows emission-progress of one purchase request only: the events main stamps with this
 * request's id. A batch row, a resume or another screen's purchase never takes its place (one
 * key does not know its shipment until main creates it, so the shipment id cannot tell them apart).
 */
export function followEmission(requestId: string, onStage: (update: StageUpdate) => void): () => void {
  return station().on('emission-progress', (event) => {
    if (event.requestId !== requestId) return;
    const stage = STAGE_OF[event.phase];
    if (stage && stage !== 'printed')
      onStage({
        stage,
        shipmentId: event.shipmentId,
        ...(event.providerJobId ? { providerJobId: event.providerJobId } : {}),
        ...(event.phase === 'waiting' && event.retryAt
          ? { wait: { attempt: event.attempt, retryAt: Date.parse(event.retryAt) } }
          : {}),
        message: event.message,
      });
  });
}

export async function emitAndPrint(
  shipmentId: string,
  options: BuyOptions,
  onStage: (update: StageUpdate) => void,
): Promise<Result<BuyOutcome>> {
  const api = station();
  onStage({ stage: 'emitting' });
  const requestId = newRequestId();
  const stop = followEmission(requestId, onStage);
  try {
    const result = await api.labels.emitAndPrint({
      shipmentId,
      requestId,
      ...(options.confirmPrinterDown ? { confirmPrinterDown: true } : {}),
      ...(options.dace ? { dace: options.dace } : {}),
      ...orderWordInput(options),
    });
    if (!result.ok) return result;
    const outcome = outcomeOf(result.value);
    return { ok: true, value: options.confirmPrinterDown ? { ...outcome, boughtPrinterDown: true } : outcome };
  } finally {
    stop();
  }
}
