// The emission workflow's vocabulary: what the operator asks for, what comes back, and the
// progress the renderer shows while a label is bought, downloaded and printed.
import type { EmitLabelDto, TipoDace } from '../../shared/contract';
import type { StationError } from '../../shared/ipc';
import type { ContentType, PrintJob, RoutedKind } from '../printing';

export interface EmitAndPrintOptions {
  pickupRequested?: boolean;
  couponCode?: string;
  invoice?: Record<string, unknown>;
  /** Strict mode found the label printer down and the operator said "buy anyway". */
  confirmPrinterDown?: boolean;
  /** Print the DACE of this type right after the label (T on the same roll when it can be). */
  dace?: TipoDace;
}

/**
 * Where an emission stands in workflow.db:
 * - `emitting`: the emit POST is about to leave or has left; the purchase is not confirmed.
 * - `pending`: the server accepted it (202); the carrier is still producing the label.
 * - `ready`: bought (200 READY), label data recorded; not yet in the print queue.
 * - `queued`: in the print queue under `label:<labelId>`; the queue owns it from here.
 * - `failed`: the server refused, or the request never left: nothing was bought.
 */
export type EmissionState = 'emitting' | 'pending' | 'ready' | 'queued' | 'failed';

export interface EmissionRecord {
  shipmentId: string;
  /** The loja (X-Tenant-Id) the label is bought for: it is resumed only under that loja. */
  tenantId: string;
  state: EmissionState;
  request: EmitLabelDto;
  dace: TipoDace | null;
  providerJobId: string | null;
  labelId: string | null;
  trackingCode: string | null;
  transactionId: string | null;
  priceCents: number | null;
  chargeAlreadyCaptured: boolean | null;
  contentType: ContentType | null;
  printJobId: string | null;
  daceJobId: string | null;
  lastError: StationError | null;
  createdAt: string;
  updatedAt: string;
}

// The `emission-progress` event crosses IPC: its shape lives in the shared layer.
export type { EmissionPhase, EmissionProgress } from '../../shared/workflow';

export type DaceKind = Extract<RoutedKind, 'dace-thermal' | 'dace-pdf'>;

export interface DacePrintOutcome {
  shipmentId: string;
  tipoDace: TipoDace;
  kind: DaceKind;
  contentType: ContentType;
  printJob: PrintJob;
  /** True when the DACE was added to the label's job (one job, same roll). */
  combinedWithLabel: boolean;
}

export interface EmissionOutcome {
  shipmentId: string;
  labelId: string;
  trackingCode: string;
  transactionId: string;
  priceCents: number | null;
  chargeAlreadyCaptured: boolean;
  contentType: ContentType;
  /** The label's print job as it was when the call returned (print-job events follow it). */
  printJob: PrintJob;
  /** False when an earlier call had already queued this label: nothing new was printed. */
  newlyQueued: boolean;
  /** Only when a DACE was asked for: printed, or why not (the label is bought and printed anyway). */
  dace?: { ok: true; value: DacePrintOutcome } | { ok: false; error: StationError };
}

export interface ResumeReport {
  shipmentId: string;
  from: EmissionState;
  result: { ok: true; value: EmissionOutcome } | { ok: false; error: StationError };
}

/** What the status screen shows of an emission. */
export interface EmissionStatus {
  record: EmissionRecord;
  printJob: PrintJob | null;
}
