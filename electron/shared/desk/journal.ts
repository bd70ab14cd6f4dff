// This desk's shipments as they cross IPC (its journal), with the proof of weight (issue 18): the
// weight a label was bought with, and where it came from.
import type { TipoDace } from '../contract';

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
