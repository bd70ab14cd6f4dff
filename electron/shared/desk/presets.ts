// Package presets (issue 8): per loja, at most 9, keys 1–9 on the ship screen follow their order.
// The channel input (zod) and the JSON view that crosses IPC.
import { z } from 'zod';
import { ruleIssues, typed } from '../contract';
import { cm, id, kg } from './fields';

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
