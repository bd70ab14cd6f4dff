// Scan-to-print and one-key ship: what a scan answers, the one-key ship input (quote → rule →
// create → buy and print) and its answers, the quote asked ahead, the confirm step.
import { z } from 'zod';
import {
  invoiceSchema,
  parcelProductSchema,
  parcelSchema,
  shipmentAddressSchema,
  tipoDaceSchema,
  type QuoteOption,
  typed,
} from '../contract';
import { anotherCopySchema, type EmissionView } from '../workflow';
import type { PrintJobView } from '../printing';
import type { StationError } from '../station-error';
import type { Said } from '../messages';
import { cents, entryKey, id, kg, printerId } from './fields';
import { MAX_PRESETS } from './presets';
import { rateRuleSchema, type PickRefusal, type RateRule } from './rules';
import type { JournalEntryView, WeightProofView } from './journal';

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

/** What the ship screen's purchase is, for the station's refusals asked before its shipment is created. */
export const checkBeforeCreateSchema = z.strictObject({
  externalRef: typed().trim().max(100).optional(),
  allowSameRef: z.boolean().optional(),
  confirmPrinterDown: z.boolean().optional(),
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
