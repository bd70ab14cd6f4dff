// Proof of weight as the desk stores it (desk.db migration 2): the grams sent to the carrier,
// where they came from, the scale's device and the time of the frame that was used, and the
// parcel's dimensions. The journal holds it per shipment; the audit copies it into each charge.
import type { Parcel } from '../../../shared/contract';
import type { WeightProofView, WeightSource } from '../../../shared/desk';
import type { ScaleReading } from '../../../shared/scale';
import type { Param } from '../db';

export interface WeightRecord {
  grams: number;
  source: WeightSource;
  device: string | null;
  deviceId: string | null;
  /** ms since the epoch */
  readAt: number | null;
  dimensions: string | null;
}

/** Where a parcel's weight came from: a scale reading, or a source without a device. */
export type WeightOrigin = { source: 'scale'; reading: ScaleReading } | { source: Exclude<WeightSource, 'scale'> };

/** kg as the API takes it → whole grams (0.3 kg is 300 g, not 299.99…). */
export const gramsOf = (kg: number): number => Math.round(kg * 1000);

const cm = (value: number | undefined): string | null => (value === undefined ? null : String(value));

/** "20x15x10 cm" (box), "32x23 cm" or "32x23x2 cm" (envelope), "30x⌀10 cm" (cylinder). */
export function dimensionsOf(parcel: Parcel): string | null {
  const parts =
    parcel.format === '3'
      ? [cm(parcel.lengthCm), parcel.diameterCm === undefined ? null : `⌀${parcel.diameterCm}`]
      : [cm(parcel.lengthCm), cm(parcel.widthCm), cm(parcel.heightCm ?? parcel.thicknessCm)];
  const known = parts.filter((p): p is string => p !== null);
  return known.length ? `${known.join('x')} cm` : null;
}

export function weightRecordOf(parcel: Parcel, origin: WeightOrigin): WeightRecord {
  const scale = origin.source === 'scale' ? origin.reading : null;
  return {
    grams: gramsOf(parcel.weightKg),
    source: origin.source,
    device: scale?.device.name ?? null,
    deviceId: scale?.device.id ?? null,
    readAt: scale ? Date.parse(scale.at) : null,
    dimensions: dimensionsOf(parcel),
  };
}

/** The six columns both tables share, in the order of WEIGHT_SQL. */
export const WEIGHT_SQL = 'weight_grams, weight_source, scale_device, scale_device_id, scale_read_at, dimensions';

export const weightParams = (w: WeightRecord | null | undefined): Param[] => [
  w?.grams ?? null,
  w?.source ?? null,
  w?.device ?? null,
  w?.deviceId ?? null,
  w?.readAt ?? null,
  w?.dimensions ?? null,
];

export interface WeightRow {
  weight_grams: number | null;
  weight_source: WeightSource | null;
  scale_device: string | null;
  scale_device_id: string | null;
  scale_read_at: number | null;
  dimensions: string | null;
}

export function weightOfRow(row: WeightRow): WeightRecord | null {
  if (row.weight_grams === null || row.weight_source === null) return null;
  return {
    grams: row.weight_grams,
    source: row.weight_source,
    device: row.scale_device,
    deviceId: row.scale_device_id,
    readAt: row.scale_read_at,
    dimensions: row.dimensions,
  };
}

export function toWeightView(w: WeightRecord | null): WeightProofView | null {
  return w === null
    ? null
    : {
        grams: w.grams,
        source: w.source,
        device: w.device,
        deviceId: w.deviceId,
        readAt: w.readAt === null ? null : new Date(w.readAt).toISOString(),
        dimensions: w.dimensions,
      };
}

/** A stored row's proof of weight as the screens show it (none when the row has no weight). */
export const weightViewOfRow = (row: WeightRow): WeightProofView | null => toWeightView(weightOfRow(row));
