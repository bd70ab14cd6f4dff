// What one-key ship is given (OneKeyDeps), the buy options a press carries to the workflow, and
// what a press waiting for the operator's confirmation keeps (Pending).
import type { Locale, QuoteOption } from '../../../shared/contract';
import type { RateRule } from '../../../shared/desk';
import type { EmissionView } from '../../../shared/workflow';
import type { ScaleReading } from '../../../shared/scale';
import type { ApiClient } from '../../api';
import type { NewShipment } from '../journal/journal-store';
import type { PresetStore } from '../presets/preset-store';
import type { RuleStore } from '../rules/rule-store';
import type { DeskScope } from '../scope';
import type { Parties } from './parties';
import type { PurchaseGate } from './purchase-gate';
import type { ShipPlan } from './plan';
import type { QuoteApi } from './quote';
import type { ScaleWeigher } from '../weigh/scale-weigher';
import type { WeightOrigin } from '../weigh/weight-record';

/** Where the parcel's weight came from; `recheck`: a scale reading to confirm right before buying. */
export interface Weighing {
  origin: WeightOrigin;
  recheck: ScaleReading | null;
}

export interface BuyOptions {
  pickupRequested?: boolean;
  couponCode?: string;
  confirmPrinterDown?: boolean;
  /** The page's id for this purchase: its progress events carry it (see EmitAndPrintOptions). */
  requestId?: string;
  /** Another parcel of an order already bought, on purpose (the workflow's claim lets it through). */
  allowSameRef?: boolean;
  /** Take over an order a silent desk claimed, past the timeout (the operator's choice). */
  takeOver?: boolean;
  /** Lenient warehouse mode: buy without the warehouse journal (the operator's word). */
  warehouseDownConfirmed?: boolean;
}

export interface OneKeyDeps {
  api: QuoteApi & Pick<ApiClient, 'createShipment'>;
  scope(): DeskScope | null;
  presets: PresetStore;
  rules: RuleStore;
  /**
   * The shipment it created goes into the journal, or is held in memory while desk.db's write lock
   * is held elsewhere, its order still claimed (DeskService.shipmentCreated): never a long wait.
   */
  journalCreated(scope: DeskScope, shipment: NewShipment): void;
  /** One purchase per order reference: bought, or maybe charged and not settled yet. */
  purchases: PurchaseGate;
  parties(): Parties;
  emitAndPrint(shipmentId: string, options: BuyOptions & { dace?: ShipPlan['tipoDace'] }): Promise<EmissionView>;
  /** The workflow's printer check (a label printer routed; strict mode's answering), before a shipment is created. */
  checkPrinter(options: Pick<BuyOptions, 'confirmPrinterDown'>): Promise<void>;
  locale(): Locale;
  /**
   * The warehouse journal's early claim of the order, made while it quotes (a refusal comes
   * before any shipment is created), and given back when this press ends without using it.
   */
  claimEarly?(scope: DeskScope, ref: string, options: { secondParcel: boolean; takeOver: boolean }): Promise<void>;
  dropEarly?(scope: DeskScope, ref: string): void;
  /** The desk scale's side: the source of a weight, the re-check before buying, a reading used. */
  weigher: Pick<ScaleWeigher, 'originOf' | 'stillOnScale' | 'used'>;
  now?: () => number;
}

export interface Pending {
  scope: DeskScope;
  plan: ShipPlan;
  rule: RateRule;
  option: QuoteOption;
  options: QuoteOption[];
  quoteExpiresAt: number;
  buy: BuyOptions;
  createdAt: number;
  /** The operator asked for a second parcel of the same order. */
  allowSameRef: boolean;
  weighing: Weighing;
}
