// Presets between their three forms: the parcel form on the ship screen (text fields), the
// editor in settings (text fields, checked with the same schema main uses) and the saved view.
import type { PresetInput, PresetView } from '../../../../electron/shared/desk';
import { checks } from '../../lib/checks';
import type { Language } from '../../i18n';
import { formatDecimal, parseDecimal } from '../../lib/numbers';
import { DIMENSIONS, emptyMeasures, type Dimension, type ParcelForm, type ParcelMeasures } from '../quote/state';

const CM: Record<Dimension, 'lengthCm' | 'widthCm' | 'heightCm' | 'thicknessCm' | 'diameterCm'> = {
  length: 'lengthCm',
  width: 'widthCm',
  height: 'heightCm',
  thickness: 'thicknessCm',
  diameter: 'diameterCm',
};

/** A box saved with a thickness instead of a height fills the box's height field (the form has no other). */
function dimensionOf(preset: PresetView, key: Dimension): number | null {
  if (key === 'height' && preset.format === '2') return preset.heightCm ?? preset.thicknessCm;
  return preset[CM[key]];
}

/** The parcel form's fields for a preset, in the language's decimal style ("1,2" in pt-BR). */
export function presetToForm(preset: PresetView, language: Language = 'pt-BR'): Partial<ParcelForm> {
  const text = (n: number | null) => (n === null ? '' : formatDecimal(n, language));
  const form: Partial<ParcelForm> = {
    format: preset.format,
    length: '',
    width: '',
    height: '',
    thickness: '',
    diameter: '',
  };
  for (const { key } of DIMENSIONS[preset.format]) form[key] = text(dimensionOf(preset, key));
  form.weight = text(preset.weightKg);
  return form;
}

/** True while the form still holds the preset's box (its weight may differ: that is the scale). */
export function presetStillOnForm(preset: PresetView, parcel: ParcelForm): boolean {
  if (parcel.format !== preset.format) return false;
  return DIMENSIONS[preset.format].every(({ key }) => {
    const typed = parcel[key].trim() === '' ? null : parseDecimal(parcel[key]);
    return typed === dimensionOf(preset, key);
  });
}

/** "Caixa 20 × 15 × 10 cm · 1,2 kg": what a chip or a list line says about a preset. */
export function presetMeasures(preset: PresetView, language: Language): string {
  const dims = DIMENSIONS[preset.format]
    .map(({ key }) => dimensionOf(preset, key))
    .filter((n): n is number => n !== null)
    .map((n) => formatDecimal(n, language));
  return `${dims.join(' × ')} cm · ${formatDecimal(preset.weightKg, language)} kg`;
}

// ---- the editor in settings ----------------------------------------------------------------

export interface PresetDraft extends ParcelMeasures {
  id?: string;
  name: string;
}
export type DraftField = keyof Omit<PresetDraft, 'id'>;

export const emptyDraft = (): PresetDraft => ({ name: '', ...emptyMeasures });

export function draftOf(preset: PresetView, language: Language): PresetDraft {
  const text = (n: number | null) => (n === null ? '' : formatDecimal(n, language));
  return {
    id: preset.id,
    name: preset.name,
    format: preset.format,
    length: text(preset.lengthCm),
    width: text(preset.widthCm),
    height: text(preset.format === '2' ? (preset.heightCm ?? preset.thicknessCm) : preset.heightCm),
    thickness: text(preset.thicknessCm),
    diameter: text(preset.diameterCm),
    weight: text(preset.weightKg),
  };
}

const FIELD_OF: Record<string, DraftField> = {
  name: 'name',
  format: 'format',
  lengthCm: 'length',
  widthCm: 'width',
  heightCm: 'height',
  thicknessCm: 'thickness',
  diameterCm: 'diameter',
  weightKg: 'weight',
};

export type DraftCheck = { ok: true; value: PresetInput } | { ok: false; errors: Partial<Record<DraftField, string>> };

/**
 * The draft checked by presetInputSchema itself (main checks it again), so the editor says
 * exactly what main would refuse; each line lands on the field it names.
 */
export function checkDraft(
  draft: PresetDraft,
  language: Language,
  words: { required: string; number: string },
): DraftCheck {
  const errors: Partial<Record<DraftField, string>> = {};
  // A field left empty is said the way the parcel form says it (the schema would name API fields).
  const number = (field: DraftField, text: string, optional = false): number | undefined => {
    if (text.trim() === '') {
      if (!optional) errors[field] = words.required;
      return undefined;
    }
    const value = parseDecimal(text);
    if (value === null) errors[field] = words.number;
    return value ?? undefined;
  };
  const input: Record<string, unknown> = {
    name: draft.name,
    format: draft.format,
    weightKg: number('weight', draft.weight),
  };
  if (draft.id) input.id = draft.id;
  // Only the dimensions the format uses are sent: a stale height on an envelope would be refused.
  for (const { key, optional } of DIMENSIONS[draft.format]) input[CM[key]] = number(key, draft[key], optional);
  const { parseOrIssues, presetInputSchema } = checks();
  const parsed = parseOrIssues(presetInputSchema, input, language);
  if (!parsed.ok) {
    for (const line of parsed.error.issues) {
      const at = line.indexOf(': ');
      const field = at > 0 ? FIELD_OF[line.slice(0, at)] : undefined;
      const key = field ?? 'name';
      errors[key] ??= at > 0 && field ? line.slice(at + 2) : line;
    }
  }
  if (Object.keys(errors).length || !parsed.ok) return { ok: false, errors };
  return { ok: true, value: parsed.value };
}
