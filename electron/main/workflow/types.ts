// The emission workflow's vocabulary: what the operator asks for, what comes back, and the
// progress the renderer shows while a label is bought, downloaded and printed.
import type { EmitLabelDto, TipoDace } from '../../shared/contract';
import type { StationError } from '../../shared/ipc';
import type { Said } from '../../shared/messages';
import type { Result } from '../../shared/result';
import type { LabelCharge } from '../../shared/workflow';
import type { ContentType, PrintJob, RoutedKind } from '../printing';
import type { WorkflowApi } from './downloads';

export interface EmitAndPrintOptions {
  pickupRequested?: boolean;
  couponCode?: string;
  invoice?: Record<string, unknown>;
  /** Strict mode found the label printer down and the operator said "buy anyway". */
  confirmPrinterDown?: boolean;
  /** Print the DACE of this type right after the label (T on the same roll when it can be). */
  dace?: TipoDace;
  /** Stamped on this purchase's progress events, so the page that asked follows only its own. */
  requestId?: string;
  /** Another parcel of an order already bought (or being bought), on purpose: audited, never refused. */
  allowSameRef?: boolean;
  /** The operator takes over an order another desk claimed and left silent past the timeout. */
  takeOver?: boolean;
  /** Lenient warehouse mode: the operator buys although the warehouse journal cannot be reached. */
  warehouseDownConfirmed?: boolean;
}

/**
 * Before a fresh purchase's intent is written (and so before its emit POST): the order's claim,
 * on this station and in the warehouse journal. Throws a Failure to refuse. Answers what to call
 * once the intent is written (`began`) or the purchase stopped before it (nothing was sent).
 */
export type ClaimOrder = (purchase: {
  shipmentId: string;
  tenantId: string;
  options: BuyOptions;
}) => Promise<(began: boolean) => void>;

/**
 * Who puts a bought label in the print queue: the workflow (emitAndPrint, and resume after a
 * crash), or a batch, which queues its rows' labels in CSV order (resume leaves those to it).
 */
export type QueuedBy = 'workflow' | 'batch';

/** The calls a purchase makes: emit, then the label's download link and its file. */
export type LabelApi = Pick<WorkflowApi, 'emitLabel' | 'downloadLabel' | 'downloadFile'>;

/** buyAndDownload's options: emitAndPrint's, and what a caller that queues its own labels adds. */
export interface BuyOptions extends EmitAndPrintOptions {
  /** Who queues the label once it is downloaded ('workflow' unless said); kept on the record. */
  queuedBy?: QueuedBy;
  /** Buy for this loja through this client, not the session's (a batch keeps its own loja). */
  actingFor?: { tenantId: string; api: LabelApi };
  /** The caller checked the label printer as strict mode does, before its first purchase (a batch). */
  printerChecked?: boolean;
  /**
   * The caller's own record says an earlier emit POST for this shipment may have reached the
   * server (a batch row a previous run left emitting). The first answer is then read as settling
   * that purchase: an unreachable server holds the emission, never records it as not bought.
   */
  maybeSentBefore?: boolean;
  /**
   * The operator confirmed "buy again anyway" for a purchase whose outcome is unknown (recorded
   * and audited before this): the emit is sent once more. Without it no buy path re-sends one.
   */
  buyAgainAnyway?: boolean;
}

/** A bought label with its file in hand, not yet in the print queue (queueLabel puts it there). */
export interface DownloadedLabel extends LabelFacts {
  bytes: Uint8Array;
  /** Emit calls this run made (0: bought by an earlier call); progress events carry it. */
  attempts: number;
  /** The DACE its emission asked for (emitAndPrint prints it with the label). */
  dace: TipoDace | null;
  queuedBy: QueuedBy;
}

/**
 * Where an emission stands in workflow.db:
 * - `emitting`: the emit POST is about to leave or has left; the purchase is not confirmed.
 * - `pending`: the server accepted it (202); the carrier is still producing the label.
 * - `ready`: bought (200 READY), label data recorded; not yet in the print queue (a batch's
 *   label waits here for its row's turn).
 * - `queued`: in the print queue under `label:<labelId>`; the queue owns it from here (a DACE
 *   printed apart and still owed, `daceOwed`, is queued by the resume).
 * - `failed`: the server refused, or the request never left: nothing was bought.
 */
export type EmissionState = 'emitting' | 'pending' | 'ready' | 'queued' | 'failed';

/** How the server showed that a label exists: its tracking history by shipment, or its DACE. */
export type LabelEvidence = 'tracking' | 'dace';

export interface EmissionRecord {
  shipmentId: string;
  /** The loja (X-Tenant-Id) the label is bought for: it is resumed only under that loja. */
  tenantId: string;
  state: EmissionState;
  request: EmitLabelDto;
  dace: TipoDace | null;
  /** Who queues the label: resume() queues only the workflow's own. */
  queuedBy: QueuedBy;
  providerJobId: string | null;
  labelId: string | null;
  trackingCode: string | null;
  transactionId: string | null;
  priceCents: number | null;
  chargeAlreadyCaptured: boolean | null;
  /**
   * The server answered that this call charged (chargeAlreadyCaptured false) a purchase it had
   * already accepted (a 202) or that an earlier POST may have bought (its answer lost): the loja
   * may have paid twice. Shown to the operator and written to the audit log; never cleared.
   */
  possibleDoubleCharge: boolean;
  /**
   * When this desk learned the label was bought elsewhere: READY with chargeAlreadyCaptured for a
   * purchase whose only POST from this desk was the one answered (another desk, or outside the
   * station, bought it). Such a label is held, not printed, until the operator says so.
   */
  boughtElsewhereAt: string | null;
  /** When the operator answered "print anyway" for a label bought elsewhere (the audit of it). */
  printAnywayAt: string | null;
  /**
   * What the server shows of a purchase whose answer was lost: its tracking history or its DACE
   * exists, so a label was bought (and charged) even though this desk never got it. Null: nothing
   * seen yet (the outcome stays unknown).
   */
  evidence: LabelEvidence | null;
  evidenceAt: string | null;
  /** When the operator last chose "buy again anyway" for this unknown purchase (audited). */
  buyAgainAt: string | null;
  /** When the operator said a possible double charge was checked. */
  acknowledgedAt: string | null;
  /**
   * When start-up wrote this purchase back from the audit log (workflow.db had lost it, or the
   * print queue lost its job): this desk's own charge, its label asked for again by labelId.
   * An unsettled list shows it with `lastError` (workflow.recoveredFromAudit).
   */
  recoveredAt: string | null;
  contentType: ContentType | null;
  printJobId: string | null;
  daceJobId: string | null;
  /**
   * The label is queued and its DACE, printed as its own job after it, is not yet in the print
   * queue (written with `queued`, cleared once the DACE's job is): a resume queues it, under the
   * key that finds one already there.
   */
  daceOwed: boolean;
  /** While `daceOwed`: why its last print (a resume's, the operator's line) failed, in the station's words; null before one failed. */
  daceFailure: Said | null;
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

/** A bought label: its ids, what it cost, and its file's format. */
export interface LabelFacts extends LabelCharge {
  shipmentId: string;
  contentType: ContentType;
}

export interface EmissionOutcome extends LabelFacts {
  /** The label's print job as it was when the call returned (print-job events follow it). */
  printJob: PrintJob;
  /** False when an earlier call had already queued this label: nothing new was printed. */
  newlyQueued: boolean;
  /** Only when a DACE was asked for: printed, or why not (the label is bought and printed anyway). */
  dace?: Result<DacePrintOutcome>;
}

export interface ResumeReport {
  shipmentId: string;
  from: EmissionState;
  result: Result<EmissionOutcome>;
}

/** A charge of the audit log that start-up compares with workflow.db and the print queue. */
export interface AuditedCharge {
  shipmentId: string;
  tenantId: string;
  labelId: string | null;
  trackingCode: string | null;
  transactionId: string | null;
  priceCents: number | null;
}

/** What start-up did with an audited charge this file or the queue did not know as printed or on its way. */
export interface RecoveredCharge {
  shipmentId: string;
  labelId: string | null;
  trackingCode: string | null;
  /** `journal-lost`: workflow.db had no row (or a failed one); `queue-lost`: queued, its job gone. */
  lost: 'journal-lost' | 'queue-lost';
  /** `ready`: asked for again by labelId at the next resume; `unknown`: no labelId, held for the operator. */
  state: 'ready' | 'unknown';
}

/** What the status screen shows of an emission. */
export interface EmissionStatus {
  record: EmissionRecord;
  printJob: PrintJob | null;
}

/** A queued label's record whose DACE (the type asked for) is still owed (EmissionWorkflow.owedDaces). */
export type OwedDace = EmissionRecord & { dace: TipoDace };
