// The loja's package presets (at most 9, keys 1–9 = their order) and the one on the parcel form.
// Applying a preset fills format, dimensions and the usual weight; the weight stays editable
// (the scale's reading wins), and any other edit makes the form a hand-typed parcel again.
import type { PresetInput, PresetView } from '../../../../electron/shared/desk';
import type { Result, StationError } from '../../bridge';
import { busyCall } from '../../lib/busyCall';
import { station } from '../../bridge/station';
import type { SliceCreator } from '../../app/store';
import { currentLanguage } from '../../i18n';
import type { ParcelForm } from '../quote/state';
import { presetToForm } from './presetForm';

/** The fields a preset writes, in the order the parcel form shows them. */
const PRESET_FIELDS = ['format', 'length', 'width', 'height', 'thickness', 'diameter', 'weight'] as const;
export type PresetField = (typeof PRESET_FIELDS)[number];

/**
 * The last preset put on the form and the parcel it replaced: what the screen shows it changed,
 * and what Ctrl+Z puts back. A key pressed by mistake must cost one key to take back, not a
 * retyped box.
 */
export interface PresetUndo {
  key: number;
  name: string;
  before: ParcelForm;
  beforeAppliedId: string | null;
  after: ParcelForm;
  changes: Array<{ field: PresetField; from: string; to: string }>;
}

/** The preset's box is still on the form as it left it (the weight may have been typed since). */
export function presetUndoable(state: { presetUndo: PresetUndo | null; parcel: ParcelForm }): PresetUndo | null {
  const undo = state.presetUndo;
  if (!undo) return null;
  const same = PRESET_FIELDS.every((f) => f === 'weight' || state.parcel[f] === undo.after[f]);
  return same ? undo : null;
}

export interface PresetsSlice {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetPresets(): void;
  presets: PresetView[];
  presetsError: StationError | null;
  /** The preset whose box is on the parcel form (it may have been edited since: see presetStillOnForm). */
  appliedPresetId: string | null;
  loadPresets(): Promise<void>;
  savePreset(input: PresetInput): Promise<Result<PresetView[]>>;
  deletePreset(id: string): Promise<Result<PresetView[]>>;
  /** Moves a preset one place up (-1) or down (+1); the keys follow the new order. */
  movePreset(id: string, delta: -1 | 1): Promise<Result<PresetView[]>>;
  /** Puts preset `key` (1–9) on the parcel form; null when there is no such key. */
  applyPreset(key: number): PresetView | null;
  presetUndo: PresetUndo | null;
  /** Puts back the parcel the last preset replaced; false when there is nothing to undo. */
  undoPreset(): PresetUndo | null;
}

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetPresets). */
export const presetsForLoja = () =>
  ({
    presets: [],
    presetsError: null,
  }) satisfies Partial<PresetsSlice>;

/** The preset applied to the parcel on the bench: none for a new shipment. */
export const presetForShipment = () => ({ appliedPresetId: null }) satisfies Pick<PresetsSlice, 'appliedPresetId'>;

export const createPresetsSlice: SliceCreator<PresetsSlice> = (set, get) => {
  const keep = (result: Result<PresetView[]>): Result<PresetView[]> => {
    if (result.ok) set({ presets: result.value, presetsError: null });
    return result;
  };
  return {
    ...presetsForLoja(),
    resetPresets: () => set({ ...presetsForLoja(), presetUndo: null }),
    ...presetForShipment(),
    presetUndo: null,

    async loadPresets() {
      const presets = await busyCall(set, { error: 'presetsError' }, () => station().desk.presets());
      if (presets) set({ presets });
    },

    savePreset: async (input) => keep(await station().desk.savePreset(input)),
    deletePreset: async (id) => keep(await station().desk.deletePreset({ id })),

    async movePreset(id, delta) {
      const ids = get().presets.map((p) => p.id);
      const from = ids.indexOf(id);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= ids.length) return { ok: true, value: get().presets };
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      return keep(await station().desk.reorderPresets({ ids }));
    },

    applyPreset(key) {
      const preset = get().presets.find((p) => p.key === key);
      if (!preset) return null;
      const before = get().parcel;
      const beforeAppliedId = get().appliedPresetId;
      get().setParcel(presetToForm(preset, currentLanguage()));
      const after = get().parcel;
      const changes = PRESET_FIELDS.filter((f) => before[f] !== after[f]).map((field) => ({
        field,
        from: before[field],
        to: after[field],
      }));
      set({
        appliedPresetId: preset.id,
        presetUndo: { key: preset.key, name: preset.name, before, beforeAppliedId, after, changes },
      });
      return preset;
    },

    undoPreset() {
      const undo = presetUndoable(get());
      if (!undo) return null;
      const back = Object.fromEntries(PRESET_FIELDS.map((f) => [f, undo.before[f]])) as Partial<ParcelForm>;
      get().setParcel(back);
      set({ appliedPresetId: undo.beforeAppliedId, presetUndo: null });
      return undo;
    },
  };
};
