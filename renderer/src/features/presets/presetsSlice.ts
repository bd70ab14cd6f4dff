// The loja's package presets (at most 9, keys 1–9 = their order) and the one on the parcel form.
// Applying a preset fills format, dimensions and the usual weight; the weight stays editable
// (the scale's reading wins), and any other edit makes the form a hand-typed parcel again.
import type { PresetInput, PresetView } from '../../../../electron/shared/desk';
import type { Result, StationError } from '../../bridge';
import { station } from '../../app/station';
import type { SliceCreator } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { presetToForm } from './presetForm';

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
}

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetPresets). */
export const presetsForLoja = () =>
  ({
    presets: [],
    presetsError: null,
  }) satisfies Partial<PresetsSlice>;

export const createPresetsSlice: SliceCreator<PresetsSlice> = (set, get) => {
  const keep = (result: Result<PresetView[]>): Result<PresetView[]> => {
    if (result.ok) set({ presets: result.value, presetsError: null });
    return result;
  };
  return {
    ...presetsForLoja(),
    resetPresets: () => set(presetsForLoja()),
    appliedPresetId: null,

    async loadPresets() {
      const result = await station().desk.presets();
      set(result.ok ? { presets: result.value, presetsError: null } : { presetsError: result.error });
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
      get().setParcel(presetToForm(preset, currentLanguage()));
      set({ appliedPresetId: preset.id });
      return preset;
    },
  };
};
