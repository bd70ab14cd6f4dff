// Channels and events of the emission workflow (electron/main/workflow, issue 5): buy-and-print a
// label, resume, reprint, the unsettled purchases, and every DACE channel (the server's
// dace:generate/get/download and the DACE generated and printed). Spread into the channel map in
// ipc.ts as the `workflow` group; the printers and the print jobs are the printing group's
// (printing.ts).
// Imports only zod and relative files.
import { z } from 'zod';
import { channel, noInput } from './channel';
import {
  anyUuid,
  invoiceSchema,
  tipoDaceSchema,
  typed,
  type DaceDownloadResponse,
  type DaceResponse,
  type TipoDace,
} from './contract';
import type { Said } from './messages';
import { printerIdSchema, type PrintContentType, type PrintJobView } from './printing';
import type { StationError } from './station-error';
import type { Result } from './result';

// ---------------------------------------------------------------------------------------------
// Views (plain JSON: what crosses IPC)

/** `waiting`: the server answered busy (429/5xx); the purchase asks again in `waitSeconds` unless stopped. */
export type EmissionPhase =
  'checking-printer' | 'emitting' | 'waiting' | 'pending' | 'downloading' | 'printing' | 'printed' | 'failed';

/** The `emission-progress` event: where a label purchase stands. */
export interface EmissionProgress {
  shipmentId: string;
  /** The requestId the purchase was started with (labels:emit-and-print, desk:one-key-ship, desk:confirm-ship). */
  requestId?: string;
  phase: EmissionPhase;
  /** The emit call this is about (1 = the first POST; polls and confirmations count up). */
  attempt: number;
  /** Where it stands, in the station's words (the page translates it). */
  message: Said;
  providerJobId?: string;
  labelId?: string;
  trackingCode?: string;
  printJobId?: string;
  /** `waiting`: seconds until the next try (the server's Retry-After when it gave one). */
  waitSeconds?: number;
  /** `waiting`: when the next try goes (ISO 8601). */
  retryAt?: string;
  error?: StationError;
}

export interface DacePrintView {
  shipmentId: string;
  tipoDace: TipoDace;
  kind: 'dace-thermal' | 'dace-pdf';
  printJob: PrintJobView;
  /** True when it was added to the label's own job (one job on the same roll). */
  combinedWithLabel: boolean;
}

/** A bought label's ids and what the server said about its charge (main's records and views). */
export interface LabelCharge {
  labelId: string;
  trackingCode: string;
  transactionId: string;
  priceCents: number | null;
  /** True when the answer that counted said the wallet had already been charged earlier. */
  chargeAlreadyCaptured: boolean;
  /**
   * The server said this call charged a purchase an earlier call may already have charged (a 202
   * accepted it, or that call's answer was lost): the loja may have paid twice. Shown until the
   * operator checks the statement; the audit log keeps it.
   */
  possibleDoubleCharge: boolean;
}

export interface EmissionView extends LabelCharge {
  shipmentId: string;
  contentType: PrintContentType;
  printJob: PrintJobView;
  /** False when an earlier call had already queued it: nothing new was printed. */
  newlyQueued: boolean;
  dace?: Result<DacePrintView>;
}

export type EmissionState = 'emitting' | 'pending' | 'ready' | 'queued' | 'failed';

export interface EmissionStatusView {
  shipmentId: string;
  state: EmissionState;
  labelId: string | null;
  trackingCode: string | null;
  providerJobId: string | null;
  priceCents: number | null;
  possibleDoubleCharge: boolean;
  /**
   * When this desk learned the label had been bought elsewhere (another desk, or outside the
   * station): it is held, not printed, until the operator answers labels:print-anyway.
   */
  boughtElsewhereAt: string | null;
  /** When the operator said to print it anyway (audited). */
  printAnywayAt: string | null;
  /** Start-up wrote this purchase back from the audit log (workflow.db or the print queue had lost it). */
  recoveredAt: string | null;
  lastError: StationError | null;
  printJob: PrintJobView | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * Where an unsettled purchase stands (electron/main/workflow/unsettled.ts has the one definition):
 * unknown (may have been charged, the answer was lost), asking (a run is asking the server now),
 * charged-no-label (the server shows its tracking or DACE; the label is not obtained yet),
 * pending (the carrier is producing it), bought-not-queued, bought-elsewhere (held for the
 * operator), not-printed (its print job failed or is gone), possible-double-charge.
 */
export type UnsettledStanding =
  | 'unknown'
  | 'asking'
  | 'charged-no-label'
  | 'pending'
  | 'bought-not-queued'
  | 'bought-elsewhere'
  | 'not-printed'
  | 'possible-double-charge';

/**
 * What the operator may do about an unsettled purchase: resume (labels:resume: ask the server
 * again, which obtains the label when it answers it), buy-again-anyway (labels:buy-again-anyway,
 * confirmed: may charge twice), print-anyway (labels:print-anyway), resend (printers:resend its
 * print job), acknowledge (labels:acknowledge-double-charge, the statement was checked).
 */
export type UnsettledAction = 'resume' | 'buy-again-anyway' | 'print-anyway' | 'resend' | 'acknowledge';

/** A purchase this desk started whose outcome is not settled yet, with what the desk knows of the order. */
export interface UnsettledPurchaseView {
  shipmentId: string;
  state: EmissionState;
  standing: UnsettledStanding;
  /** What is known of it, in the station's words (the page translates them). */
  known: Said[];
  actions: UnsettledAction[];
  /** When this desk started buying it. */
  startedAt: string;
  updatedAt: string;
  /** The price quoted for the option bought, from the desk journal (null when the desk did not quote it). */
  quotedPriceCents: number | null;
  /** The price the server's READY answer stated, when one came. */
  priceCents: number | null;
  externalRef: string | null;
  recipientName: string | null;
  trackingCode: string | null;
  printJobId: string | null;
  possibleDoubleCharge: boolean;
  /** How the server showed a label exists for it (its tracking, its DACE), or null. */
  evidence: 'tracking' | 'dace' | null;
  /** When the operator last chose "buy again anyway" for it. */
  buyAgainAt: string | null;
  lastError: StationError | null;
}

/**
 * Unsettled purchases of a loja other than the chosen one (labels:unsettled-elsewhere): counted
 * only. They are resumed and checked with the server when that loja is chosen again.
 */
export interface UnsettledElsewhereView {
  tenantId: string;
  /** The loja's name as the account's lojas list it; its id when the session does not know it. */
  name: string;
  count: number;
}

/**
 * A purchase of the chosen loja whose label is queued and whose DACE, printed apart, never reached
 * the print queue (labels:owed-daces): a kill came between the two, or a resume's print of it
 * failed. Shown until it is printed (labels:print-owed-dace).
 */
export interface OwedDaceView {
  shipmentId: string;
  /** The DACE type the purchase asked for. */
  tipoDace: TipoDace;
  trackingCode: string | null;
  /** The order's reference as the desk journal has it (null when it knows none). */
  externalRef: string | null;
  createdAt: string;
  /**
   * Why its last print (a resume's, the line's) failed, in the station's words (a catalogue key
   * and its params, read back only if this version knows the key); null when none failed yet.
   */
  reason: Said | null;
}

/**
 * The `owed-dace` event: a purchase's owed DACE was settled (printed, or the server has none) or
 * is owed (newly, or its print failed again): the page reads labels:owed-daces again.
 */
export interface OwedDaceChange {
  shipmentId: string;
  owed: boolean;
}

export interface ResumeView {
  shipmentId: string;
  from: EmissionState;
  result: Result<EmissionView>;
}

/** A label saved as a file (labels:save-file): where it is, and its bytes for the page's own download. */
export interface SavedLabelFileView {
  fileName: string;
  /** The file's full path on this computer (the data folder's `etiquetas`). */
  path: string;
  folder: string;
  contentType: PrintContentType;
  base64: string;
}

// ---------------------------------------------------------------------------------------------
// Channels

// Ids the server hands out, in any UUID syntax (the tolerant reader's rule, contract/tolerant.ts).
const id = anyUuid();
const none = noInput;

/**
 * The operator's "print another copy" to a label that came out moments ago (issue 29, item 5):
 * only ever sent after the page asked (a literal true: there is no "false" answer to send).
 */
export const anotherCopySchema = z.literal(true).optional();

/** A copy of a label that came out (or was sent) this long ago or less asks first: "the last minute". */
export const REPRINT_ASK_WINDOW_MS = 60_000;
/** A second reprint request this soon after a reprint of the label on the same printer prints nothing more. */
export const REPRINT_SAME_REQUEST_MS = 5_000;

export { ANOTHER_COPY_KEYS, asksAnotherCopy } from './another-copy';

export const emitAndPrintInputSchema = z.strictObject({
  shipmentId: id,
  pickupRequested: z.boolean().optional(),
  couponCode: typed().trim().min(1).max(60).optional(),
  /** The shipment's NF-e or DC-e, as the shipment carried it (spec 2.9's invoice object). */
  invoice: invoiceSchema.optional(),
  /** Strict mode found the label printer down, and the operator chose to buy anyway. */
  confirmPrinterDown: z.boolean().optional(),
  /** Print this DACE right after the label. */
  dace: tipoDaceSchema.optional(),
  /**
   * The page's own id for this request: every emission-progress event of the purchase it starts
   * carries it, so a screen follows only its own purchase (never a batch row's, or a resume's).
   */
  requestId: z.uuid().optional(),
  /** Another parcel of an order already bought or being bought, on purpose (audited). */
  allowSameRef: z.boolean().optional(),
  /** Take over an order another desk claimed and left silent past the timeout (the operator's choice). */
  takeOver: z.boolean().optional(),
  /** Lenient warehouse mode: buy although the warehouse journal cannot be reached (the operator's word). */
  warehouseDownConfirmed: z.boolean().optional(),
});

export const workflowChannels = {
  /** Buys the label (once), downloads it and queues it on the label printer; progress as events. */
  'labels:emit-and-print': channel(emitAndPrintInputSchema).returns<EmissionView>(),
  /** Continues the chosen loja's unfinished emissions (the station also does it after login). */
  'labels:resume': channel(none).returns<ResumeView[]>(),
  'labels:emission-status': channel(z.strictObject({ shipmentId: id })).returns<EmissionStatusView | null>(),
  /** Emissions of the chosen loja that are bought (or maybe bought) and not yet queued. */
  'labels:unfinished': channel(none).returns<EmissionStatusView[]>(),
  /**
   * The operator's answer to "bought on another desk; print anyway?": queues the held label once
   * (under the same key, so asking twice prints once) and records the answer.
   */
  'labels:print-anyway': channel(z.strictObject({ shipmentId: id })).returns<EmissionView>(),
  /** The chosen loja's unsettled purchases (unknown, pending, bought and not printed, double charges), oldest first. */
  'labels:unsettled': channel(none).returns<UnsettledPurchaseView[]>(),
  /**
   * How many purchases are unsettled (the same definition) in each loja other than the chosen
   * one: a purchase of loja A held as unknown stays visible while the desk works in loja B.
   */
  'labels:unsettled-elsewhere': channel(none).returns<UnsettledElsewhereView[]>(),
  /** The chosen loja's queued labels whose DACE is still owed (never queued: a kill, or a resume's print failed), oldest first. */
  'labels:owed-daces': channel(none).returns<OwedDaceView[]>(),
  /**
   * Prints an owed DACE now, under the purchase's DACE key: a job the print queue already holds
   * under it is answered without asking the server again, so it never prints twice. A failure is
   * said with its reason and the DACE stays owed (but when the server has none for the shipment).
   */
  'labels:print-owed-dace': channel(z.strictObject({ shipmentId: id })).returns<DacePrintView>(),
  /**
   * The operator's explicit "buy again anyway" for a purchase whose outcome is unknown, after a
   * dialog saying it may charge twice (`confirmed: true` is that answer). Audited, then the emit
   * is sent once more. Without it no path sends such a purchase's emit again.
   */
  'labels:buy-again-anyway': channel(
    z.strictObject({ shipmentId: id, confirmed: z.literal(true), requestId: z.uuid().optional() }),
  ).returns<EmissionView>(),
  /** The operator checked a possible double charge against the statement: it leaves the unsettled list. */
  'labels:acknowledge-double-charge': channel(z.strictObject({ shipmentId: id })).returns<UnsettledPurchaseView[]>(),
  /**
   * Stops the wait of a purchase the server answered busy (429/5xx): the purchase is held as
   * maybe bought (never "nothing charged") and settled by the next try or start. False when
   * nothing was waiting.
   */
  'labels:stop-waiting': channel(z.strictObject({ shipmentId: id })).returns<{ stopped: boolean }>(),
  /**
   * Prints a label again from the print history (works offline): by shipment or label id. A label
   * a copy of which came out (or was sent) less than a minute ago is refused (`station-refused`,
   * said printing.printedMomentsAgo / sentMomentsAgo: asksAnotherCopy) until the page sends the
   * operator's `anotherCopy` answer; a second request seconds after a reprint on the same printer
   * answers that reprint's job, printing nothing more.
   */
  'labels:reprint': channel(
    z.strictObject({ id, printerId: printerIdSchema.optional(), anotherCopy: anotherCopySchema }),
  ).returns<PrintJobView>(),
  /**
   * Cancels the copy of a label a reprint was refused for (`printing.stillInQueue`): the one held
   * on that printer (the label's own unless given). A CUPS job only once CUPS confirms it gone;
   * then a reprint there prints exactly one label. Answers the cancelled job.
   */
  'labels:cancel-held-copy': channel(
    z.strictObject({ id, printerId: printerIdSchema.optional() }),
  ).returns<PrintJobView>(),
  /** The label file for the preview (the page may not fetch the temporary URL itself). */
  'labels:file': channel(z.strictObject({ labelId: id })).returns<{ contentType: PrintContentType; base64: string }>(),
  /**
   * Saves the label file (PDF, or ZPL as the carrier made it) in the station's folder
   * `<data>/etiquetas`, by shipment or label id; its bytes come back too, for the page's download.
   */
  'labels:save-file': channel(z.strictObject({ id })).returns<SavedLabelFileView>(),
  /** Opens the folder labels are saved in (the desk's file manager); says whether it opened. */
  'labels:open-folder': channel(none).returns<{ folder: string; opened: boolean }>(),
  // The DACE: the server's three calls (none spends money), and generated and printed in one go.
  'dace:generate': channel(
    z.strictObject({ shipmentId: id, tipoDace: tipoDaceSchema.optional() }),
  ).returns<DaceResponse>(),
  'dace:get': channel(z.strictObject({ shipmentId: id })).returns<DaceResponse>(),
  'dace:download': channel(z.strictObject({ shipmentId: id })).returns<DaceDownloadResponse>(),
  'dace:generate-and-print': channel(
    z.strictObject({ shipmentId: id, tipoDace: tipoDaceSchema }),
  ).returns<DacePrintView>(),
};
