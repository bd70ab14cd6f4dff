// CSV batches (CSV import → quote, create, buy, print in CSV order): the channel inputs, the row
// and batch views, the progress event, and the one list of a batch CSV's columns.
import { z } from 'zod';
import { typed } from '../contract';
import type { StationError } from '../station-error';
import type { Said } from '../messages';
import type { LabelFitLine } from '../label-fields';
import { entryKey, id } from './fields';
import { rateRuleSchema, type RateRule } from './rules';

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
