// Desk speed (issue 8): scan-to-print, package presets, rate rules, one-key ship, CSV batches,
// the day's summary and the audit log. Channel inputs (zod) and the plain JSON views that cross
// IPC; spread into the channel map in ipc.ts. Imports only zod and relative files.
import { z } from 'zod';
import { channel, noInput } from './channel';
import { draftChannels } from './draft';
import {
  invoiceSchema,
  parcelProductSchema,
  parcelSchema,
  ruleIssues,
  shipmentAddressSchema,
  tipoDaceSchema,
  type QuoteOption,
  type TipoDace,
  anyUuid,
  typed,
} from './contract';
import { anotherCopySchema, type EmissionView } from './workflow';
import type { PrintJobView } from './printing';
import type { StationError } from './station-error';
import type { Result } from './result';
import type { Said } from './messages';
import type { LabelFitLine } from './label-fields';
import type { WeightTake } from './scale';

// Ids the server hands out, in any UUID syntax (the tolerant reader's rule, contract/tolerant.ts).
const id = anyUuid();
const none = noInput;
const cents = z.number().int().nonnegative();
/** Sizes a packing desk can meet; anything beyond is a typing slip (cm, kg). */
const cm = z.number().positive().max(300);
const kg = z.number().positive().max(100);
/** A desk-local calendar day. */
export const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' });
/** An address-book entry key (server id, or local-<n> while pending). */
const entryKey = z.string().trim().min(1).max(64);
const printerId = z.string().trim().min(3).max(300);

// ---------------------------------------------------------------------------------------------
// Presets (per loja, at most 9, keys 1–9 follow the order)

export const MAX_PRESETS = 9;
export const presetFormatSchema = z.enum(['1', '2', '3']);

export const presetInputSchema = z
  .strictObject({
    /** Absent: a new preset (appended). */
    id: id.optional(),
    name: typed().trim().min(1).max(40),
    format: presetFormatSchema,
    lengthCm: cm,
    widthCm: cm.optional(),
    heightCm: cm.optional(),
    thicknessCm: cm.optional(),
    diameterCm: cm.optional(),
    /** The usual weight; the operator may type the scale's reading over it. */
    weightKg: kg,
  })
  .superRefine((p, ctx) => {
    const missing = ruleIssues(ctx);
    if ((p.format === '1' || p.format === '2') && p.widthCm === undefined) missing('widthCm', 'parcelWidth');
    if (p.format === '2' && p.heightCm === undefined && p.thicknessCm === undefined)
      missing('heightCm', 'parcelHeightOrThickness');
    if (p.format === '3' && p.diameterCm === undefined) missing('diameterCm', 'parcelDiameter');
  });
export type PresetInput = z.infer<typeof presetInputSchema>;

export interface PresetView {
  id: string;
  /** The key that picks it on the ship screen (1–9): its position. */
  key: number;
  name: string;
  format: '1' | '2' | '3';
  lengthCm: number;
  widthCm: number | null;
  heightCm: number | null;
  thicknessCm: number | null;
  diameterCm: number | null;
  weightKg: number;
  updatedAt: string;
}

// ---------------------------------------------------------------------------------------------
// Rate rules (per loja). A price ceiling is never exceeded: see electron/main/desk/rules.

export const rateRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('cheapest'), maxPriceCents: cents.optional() }),
  z.strictObject({ kind: z.literal('fastest'), maxPriceCents: cents.optional() }),
  z.strictObject({
    kind: z.literal('preferred'),
    carrierId: id,
    serviceLevelId: id,
    /** How the operator named it ("Correios PAC"), for screens and the audit. */
    serviceLabel: typed().trim().max(80).optional(),
    maxPriceCents: cents,
    /** Preferred service missing or over the ceiling: refuse (default), or the cheapest option within the ceiling. */
    fallback: z.enum(['refuse', 'cheapest']).default('refuse'),
  }),
]);
export type RateRule = z.infer<typeof rateRuleSchema>;

export interface RuleView {
  rule: RateRule;
  /** True when the loja has no rule saved and the default (cheapest, no ceiling) applies. */
  isDefault: boolean;
}

export type PickRefusal = 'no-options' | 'preferred-unavailable' | 'over-ceiling';
/** The option a rule picks, and why, in the operator's words. */
export interface Picked {
  option: QuoteOption;
  why: Said;
}
/** Why a rule picks nothing (no dearer option is ever taken instead). */
export interface PickRefused {
  reason: PickRefusal;
  message: Said;
}
export type PickResult = Result<Picked, PickRefused>;

// ---------------------------------------------------------------------------------------------
// Proof of weight (issue 18): the weight a label was bought with, and where it came from

/** scale: a stable reading taken from the desk scale; typed: by hand; preset: the preset's usual weight; csv: a batch file's column. */
export type WeightSource = 'scale' | 'typed' | 'preset' | 'csv';

export interface WeightProofView {
  /** The weight sent to the carrier, in whole grams. */
  grams: number;
  source: WeightSource;
  /** The scale's name and id ("/dev/ttyUSB0 (Toledo ENQ)", "serial:/dev/ttyUSB0:toledo"); null unless source is scale. */
  device: string | null;
  deviceId: string | null;
  /** When the scale sent the frame that was used (ISO 8601); null unless source is scale. */
  readAt: string | null;
  /** The parcel's dimensions as sent ("20x15x10 cm"; "30x⌀10 cm" for a cylinder). */
  dimensions: string | null;
}

// ---------------------------------------------------------------------------------------------
// Journal: this desk's shipments

export type JournalStatus = 'created' | 'bought' | 'failed';
export type JournalSource = 'manual' | 'one-key' | 'batch';

export interface JournalEntryView {
  shipmentId: string;
  externalRef: string | null;
  carrierId: string | null;
  serviceLevelId: string | null;
  carrierName: string | null;
  serviceName: string | null;
  /** The quoted price; `priceCents` is what the wallet paid, once bought. */
  quotedPriceCents: number | null;
  priceCents: number | null;
  recipientName: string | null;
  recipientCity: string | null;
  recipientState: string | null;
  trackingCode: string | null;
  labelId: string | null;
  /** The DACE asked for or printed with it, if any. */
  dace: TipoDace | null;
  status: JournalStatus;
  source: JournalSource;
  createdAt: string;
  boughtAt: string | null;
  /** The weight the shipment was created with and where it came from (null: created before issue 18, or elsewhere). */
  weight: WeightProofView | null;
  /** The desk that bought it, in the whole warehouse's day. */
  desk?: string;
}

// ---------------------------------------------------------------------------------------------
// Scan (keyboard-wedge scanner: characters, then Enter)

export type ScanResult =
  | {
      kind: 'reprinted';
      matchedBy: 'externalRef' | 'trackingCode';
      shipment: JournalEntryView;
      label: PrintJobView;
      /** null: the shipment has no DACE; with-label: it prints inside the label's job (one roll). */
      dace:
        | { status: 'reprinted'; job: PrintJobView }
        | { status: 'with-label' }
        | { status: 'failed'; error: StationError }
        | null;
    }
  /** Known order, label not bought yet: offer labels.emitAndPrint({ shipmentId }). */
  | { kind: 'not-bought'; matchedBy: 'externalRef' | 'trackingCode'; shipment: JournalEntryView }
  /** Unknown: start a shipment with this externalRef filled in. */
  | { kind: 'new-order'; externalRef: string; looksLikeTrackingCode: boolean }
  /**
   * Weigh on scan (settings.weighOnScan, with the ship screen's shipment sent along): the order was
   * weighed on the scale and shipped by the loja's rule; `ship` says how far it went.
   */
  | { kind: 'weighed'; externalRef: string; weight: WeightProofView; ship: ShipResult }
  /** The same text within the repeat window (2 s): nothing printed again. */
  | { kind: 'repeat-ignored'; text: string; windowMs: number };

// ---------------------------------------------------------------------------------------------
// One-key ship: quote → rule → create → buy and print

export const oneKeyShipInputSchema = z
  .strictObject({
    externalRef: typed().trim().min(1).max(100).optional(),
    /** Sender: an address-book key, a full address, or neither (the loja's default sender). */
    senderKey: entryKey.optional(),
    sender: shipmentAddressSchema.optional(),
    recipientKey: entryKey.optional(),
    recipient: shipmentAddressSchema.optional(),
    /** The parcel: a preset (by id or by its key 1–9), or a full parcel. */
    presetId: id.optional(),
    presetKey: z.number().int().min(1).max(MAX_PRESETS).optional(),
    parcel: parcelSchema.optional(),
    /** The scale's reading, over the preset's usual weight. */
    weightKg: kg.optional(),
    declaredValueCents: cents.optional(),
    contentDescription: typed().max(200).optional(),
    products: z.array(parcelProductSchema).max(100).optional(),
    invoice: invoiceSchema.optional(),
    tipoDace: tipoDaceSchema.optional(),
    pickupRequested: z.boolean().optional(),
    couponCode: typed().trim().min(1).max(60).optional(),
    /** The printer is down and the operator chose to buy anyway (strict mode). */
    confirmPrinterDown: z.boolean().optional(),
    /** Stop after picking: answer the rule and the option, buy only on desk:confirm-ship. */
    confirm: z.boolean().default(false),
    /** This call only: a rule other than the loja's. */
    rule: rateRuleSchema.optional(),
    /** Ship although this desk already bought a label for this externalRef (a second parcel). */
    allowSameRef: z.boolean().default(false),
    /** Take over an order another desk claimed and left silent past the timeout (the operator's choice). */
    takeOver: z.boolean().optional(),
    /** Lenient warehouse mode: buy although the warehouse journal cannot be reached (the operator's word). */
    warehouseDownConfirmed: z.boolean().optional(),
    /**
     * The page's own id for this request: every emission-progress event of the purchase it starts
     * carries it, so a screen follows only its own purchase (never a batch row's, or a resume's).
     */
    requestId: z.uuid().optional(),
  })
  .superRefine((input, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const parcels = [input.presetId, input.presetKey, input.parcel].filter((v) => v !== undefined).length;
    if (parcels !== 1) add('presetKey', 'choose one: presetId, presetKey or parcel');
    if ((input.recipient === undefined) === (input.recipientKey === undefined))
      add('recipientKey', 'choose one: recipientKey or recipient');
    if (input.sender !== undefined && input.senderKey !== undefined)
      add('senderKey', 'choose one: senderKey or sender');
  });
export type OneKeyShipInput = z.infer<typeof oneKeyShipInputSchema>;

/** What desk:quote-ahead answers: the quote is there (how many options, for how long). */
export interface QuoteAheadView {
  options: number;
  validForMs: number;
}

export const scanInputSchema = z.strictObject({
  text: typed().max(200),
  /** Reprint on another printer than the routed one. */
  printerId: printerId.optional(),
  /**
   * Weigh on scan: the shipment on the ship screen (recipient, preset or parcel, invoice, …). A new
   * order is then weighed on the scale (its weight replaces any weight here) and shipped by the
   * loja's rule; the scanned text is its externalRef. Ignored while settings.weighOnScan is off.
   */
  ship: oneKeyShipInputSchema.optional(),
  /**
   * The operator's "print another copy" to the label of this order, which came out moments ago: the
   * scan that asked first (labels:reprint's refusal, asksAnotherCopy) is sent again with it.
   */
  anotherCopy: anotherCopySchema,
});

export type ScanInput = z.infer<typeof scanInputSchema>;

export const confirmShipInputSchema = z.strictObject({
  confirmationId: id,
  /** The operator chose another option of the same quote instead of the rule's pick. */
  serviceLevelId: id.optional(),
  /**
   * The page's own id for this request: every emission-progress event of the purchase it starts
   * carries it, so a screen follows only its own purchase (never a batch row's, or a resume's).
   */
  requestId: z.uuid().optional(),
});

export type ShipResult =
  | {
      kind: 'confirm';
      confirmationId: string;
      /** asked: confirm mode; price-changed: the quote expired and the new price is higher than the one confirmed. */
      reason: 'asked' | 'price-changed';
      rule: RateRule;
      option: QuoteOption;
      why: Said;
      alternatives: QuoteOption[];
      /**
       * How long the quote behind it stays valid from when this answer was made, counted on the
       * server's clock (the desk's may be hours off); it is quoted again automatically after that.
       */
      validForMs: number;
      externalRef: string | null;
    }
  | {
      kind: 'shipped';
      shipmentId: string;
      externalRef: string | null;
      rule: RateRule;
      option: QuoteOption;
      requoted: boolean;
      emission: EmissionView;
    }
  | { kind: 'no-pick'; rule: RateRule; reason: PickRefusal; message: Said; options: QuoteOption[] }
  /** The shipment exists (free) but the label was not bought or not confirmed: see error; retry with labels.emitAndPrint. */
  | {
      kind: 'not-bought';
      shipmentId: string;
      externalRef: string | null;
      rule: RateRule;
      option: QuoteOption;
      error: StationError;
    };

// ---------------------------------------------------------------------------------------------
// Batch (CSV import → quote, create, buy, print in CSV order)

/**
 * `awaiting-weight`: a row without a weight in its file, on a desk with a scale, waits at the
 * desk for the operator to put the parcel on the scale and confirm the reading.
 */
export type BatchRowState = 'pending' | 'awaiting-weight' | 'quoting' | 'created' | 'emitting' | 'printed' | 'failed';
export type BatchState = 'ready' | 'running' | 'pausing' | 'paused' | 'finished';

export const batchImportInputSchema = z.strictObject({
  csv: z.string().min(1).max(5_000_000),
  fileName: typed().max(200).optional(),
  /** Sender of every row; the loja's default sender when absent. */
  senderKey: entryKey.optional(),
  /** A rule for this batch; the loja's rule when absent. */
  rule: rateRuleSchema.optional(),
});
const batchRef = z.strictObject({ batchId: id });
export const batchConfirmWeightInputSchema = z.strictObject({
  batchId: id,
  /** The 1-based data row waiting for its weight (BatchRowView.index). */
  index: z.number().int().min(1).max(100_000),
});
export const batchStartInputSchema = z.strictObject({
  batchId: id,
  /** Rows worked on at once (quote, create, buy, download); printing is always in CSV order. */
  concurrency: z.number().int().min(1).max(8).optional(),
  confirmPrinterDown: z.boolean().optional(),
});

export interface BatchRowView {
  /** 1-based data row of the CSV (the header is not counted); `line` is the CSV line. */
  index: number;
  line: number;
  externalRef: string | null;
  recipientName: string | null;
  recipientCity: string | null;
  state: BatchRowState;
  /** The row never passed validation; it is not sent and not retried. */
  invalid: boolean;
  /** The validation lines of an invalid row (its column and rule), in the operator's language. */
  messages: string[];
  /** Why the row failed (the page translates it), with the server's words when it refused. */
  error: StationError | null;
  /** A failed row whose label may have been bought (answer lost): retrying never charges twice. */
  mayBeCharged: boolean;
  shipmentId: string | null;
  carrierName: string | null;
  serviceName: string | null;
  priceCents: number | null;
  labelId: string | null;
  trackingCode: string | null;
  labelJobId: string | null;
  daceJobId: string | null;
  /** Why the row's DACE did not print (the label did); the page translates it. */
  daceError: Said | null;
  /** The row's address fields its label would cut (issue 29, item 4); it warns, the row still goes. */
  labelFit: LabelFitLine[];
}

export type BatchCounts = Record<BatchRowState, number>;

export interface BatchSummaryView {
  batchId: string;
  fileName: string | null;
  state: BatchState;
  rule: RateRule;
  concurrency: number;
  total: number;
  invalid: number;
  counts: BatchCounts;
  /** What the wallet paid for this batch's labels so far. */
  chargedCents: number;
  createdAt: string;
  updatedAt: string;
  /**
   * Why the station paused this batch by itself (its file refused a write: a full disk), until it
   * is resumed; absent otherwise.
   */
  halted?: StationError;
}
export interface BatchView extends BatchSummaryView {
  rows: BatchRowView[];
}

export interface BatchImportResult {
  batch: BatchView;
  /** One entry per row that failed validation (also visible as invalid rows of the batch). */
  errors: Array<{ index: number; line: number; externalRef: string | null; messages: string[] }>;
}

/** The `batch-progress` event: after every row change (the row) and batch state change. */
export interface BatchProgress {
  batch: BatchSummaryView;
  row?: BatchRowView;
}

// ---------------------------------------------------------------------------------------------
// Day summary and audit

export interface DaySummaryView {
  day: string;
  tenantId: string;
  /** Labels bought that day (desk local time), in the order they were bought. */
  shipments: JournalEntryView[];
  carriers: Array<{ carrierName: string; serviceName: string; count: number; totalCents: number }>;
  count: number;
  totalCents: number;
  /** Shipments created that day whose label was not bought. */
  createdNotBought: number;
  /**
   * The whole warehouse's day (every desk's labels, from the shared journal), or, with the
   * journal out of reach, this desk's own claims and since when the warehouse view is stale.
   * Absent for this desk's own day.
   */
  warehouse?: { source: 'warehouse' | 'local'; staleSince: string | null };
}

/** A day of this desk alone (its journal), or of the whole warehouse (the shared journal). */
export const summaryWholeSchema = z.enum(['desk', 'warehouse']);

export type AuditKind = 'charge' | 'print' | 'reprint';
export const auditKindSchema = z.enum(['charge', 'print', 'reprint']);

export interface AuditEntryView {
  seq: number;
  at: string;
  kind: AuditKind;
  /**
   * charged / charge-confirmed (bought by an earlier call whose answer was lost) /
   * possible-double-charge (the server said it charged a purchase it may already have charged) /
   * bought-elsewhere (the server said the label was already paid for, and this desk had never
   * sent a purchase of it: another desk's charge, not a second one) /
   * printed / failed /
   * buy-again-anyway (the operator chose to send again the purchase of a label whose first answer
   * was lost, accepting a possible second charge) / double-charge-checked (the operator checked a
   * possible double charge against the statement).
   */
  outcome:
    | 'charged'
    | 'charge-confirmed'
    | 'possible-double-charge'
    | 'bought-elsewhere'
    | 'printed'
    | 'failed'
    | 'buy-again-anyway'
    | 'double-charge-checked';
  operator: string | null;
  workstation: string;
  tenantId: string | null;
  shipmentId: string | null;
  externalRef: string | null;
  trackingCode: string | null;
  labelId: string | null;
  priceCents: number | null;
  transactionId: string | null;
  jobId: string | null;
  printer: string | null;
  documentKind: string | null;
  detail: string | null;
  /** Charges: the weight the label was bought with, where it came from, and the dimensions (proof for a weight dispute). */
  weight: WeightProofView | null;
}

const auditFilter = { day: daySchema.optional(), kind: auditKindSchema.optional() };

export const deskChannels = {
  'desk:scan': channel(scanInputSchema).returns<ScanResult>(),

  'desk:presets': channel(none).returns<PresetView[]>(),
  'desk:preset-save': channel(presetInputSchema).returns<PresetView[]>(),
  'desk:preset-delete': channel(z.strictObject({ id })).returns<PresetView[]>(),
  /** The new order of every preset id (keys 1–9 follow it). */
  'desk:preset-reorder': channel(z.strictObject({ ids: z.array(id).max(MAX_PRESETS) })).returns<PresetView[]>(),

  'desk:rule-get': channel(none).returns<RuleView>(),
  'desk:rule-set': channel(rateRuleSchema).returns<RuleView>(),

  'desk:one-key-ship': channel(oneKeyShipInputSchema).returns<ShipResult>(),
  /**
   * The quote F9 will need, asked as soon as the ship screen has recipient, parcel and weight: the
   * key then finds it ready (main keeps it while it is good; see desk/ship/quote-ahead.ts).
   */
  'desk:quote-ahead': channel(oneKeyShipInputSchema).returns<QuoteAheadView>(),
  /**
   * Alt+W: the desk scale's current stable, fresh reading as the parcel's weight (or why not, in
   * the operator's words). Main remembers it, so the purchase made with it records the scale as
   * the weight's source (device and time) in the audit log.
   */
  'desk:take-weight': channel(none).returns<WeightTake>(),
  'desk:confirm-ship': channel(confirmShipInputSchema).returns<ShipResult>(),

  'desk:batch-import': channel(batchImportInputSchema).returns<BatchImportResult>(),
  'desk:batch-start': channel(batchStartInputSchema).returns<BatchView>(),
  'desk:batch-pause': channel(batchRef).returns<BatchView>(),
  'desk:batch-resume': channel(batchRef).returns<BatchView>(),
  'desk:batch-retry-failed': channel(batchRef).returns<BatchView>(),
  'desk:batch-status': channel(batchRef).returns<BatchView>(),
  /**
   * The row waiting for its weight takes the scale's current stable, fresh reading (the same rules
   * as Alt+W and weigh on scan), kept as that row's proof of weight; the batch then goes on.
   */
  'desk:batch-confirm-weight': channel(batchConfirmWeightInputSchema).returns<BatchView>(),
  'desk:batch-list': channel(none).returns<BatchSummaryView[]>(),
  /** Drops a batch that was never started (e.g. imported with errors, to import a fixed CSV). */
  'desk:batch-discard': channel(batchRef).returns<BatchSummaryView[]>(),

  'desk:journal-recent': channel(
    z.strictObject({ limit: z.number().int().min(1).max(500).default(50) }).default({ limit: 50 }),
  ).returns<JournalEntryView[]>(),
  'desk:day-summary': channel(
    z.strictObject({ day: daySchema.optional(), whole: summaryWholeSchema.default('desk') }).default({ whole: 'desk' }),
  ).returns<DaySummaryView>(),
  'desk:day-summary-pdf': channel(
    z
      .strictObject({
        day: daySchema.optional(),
        print: z.boolean().default(false),
        printerId: printerId.optional(),
        whole: summaryWholeSchema.default('desk'),
      })
      .default({ print: false, whole: 'desk' }),
  ).returns<{ fileName: string; base64: string; printJob: PrintJobView | null }>(),

  'desk:audit-list': channel(
    z
      .strictObject({
        ...auditFilter,
        page: z.number().int().min(1).default(1),
        pageSize: z.number().int().min(1).max(500).default(50),
      })
      .default({ page: 1, pageSize: 50 }),
  ).returns<{ entries: AuditEntryView[]; total: number; page: number; pageSize: number }>(),
  'desk:audit-csv': channel(z.strictObject(auditFilter).default({})).returns<{
    fileName: string;
    csv: string;
    rows: number;
  }>(),

  ...draftChannels,
};

/** A batch row's recipient typed in its columns (instead of an address-book recipientKey). */
export const BATCH_RECIPIENT_COLUMNS = [
  'name',
  'personName',
  'cpfCnpj',
  'phone',
  'email',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'state',
  'zip',
  'country',
] as const;
/** A batch row's parcel typed in its columns (instead of a preset). */
export const BATCH_DIMENSION_COLUMNS = [
  'format',
  'lengthCm',
  'widthCm',
  'heightCm',
  'thicknessCm',
  'diameterCm',
] as const;

/**
 * Every column of a batch CSV: the importer in main reads exactly these (an unknown header is
 * refused: a typo would drop data), and the page's template download writes them.
 */
export const BATCH_CSV_COLUMNS = [
  'externalRef',
  // the recipient: an address-book entry, or the fields
  'recipientKey',
  ...BATCH_RECIPIENT_COLUMNS,
  // the parcel: a preset name (weightKg may override its usual weight), or format + dimensions + weight
  'preset',
  ...BATCH_DIMENSION_COLUMNS,
  'weightKg',
  'declaredValue',
  'declaredValueCents',
  'contentDescription',
  // the fiscal document; products as "description|quantity|valueCents[|ncm]" separated by ";"
  'invoiceType',
  'chaveNFe',
  'invoiceNumero',
  'invoiceSerie',
  'invoiceValor',
  'invoiceDataEmissao',
  'products',
  'tipoDace',
] as const;
export type BatchCsvColumn = (typeof BATCH_CSV_COLUMNS)[number];
