// Settings as main keeps them (a JSON file in the data folder); the language is applied here.
import type { SettingsView, StationError } from '../../bridge';
import type { SettingsPatch } from '../../../../electron/shared/ipc';
import { station } from '../../app/station';
import type { SliceCreator } from '../../app/store';
import { setLanguage } from '../../i18n';

export interface SettingsSlice {
  settingsView: SettingsView | null;
  settingsBusy: boolean;
  settingsError: StationError | null;
  /** Set after a save, so the screen can say it was kept. */
  settingsSavedAt: number | null;
  loadSettings(): Promise<void>;
  updateSettings(patch: SettingsPatch): Promise<boolean>;
}

export const createSettingsSlice: SliceCreator<SettingsSlice> = (set) => ({
  settingsView: null,
  settingsBusy: false,
  settingsError: null,
  settingsSavedAt: null,

  async loadSettings() {
    const result = await station().settings.get();
    if (!result.ok) return set({ settingsError: result.error });
    setLanguage(result.value.settings.language);
    set({ settingsView: result.value, settingsError: null });
  },

  async updateSettings(patch) {
    set({ settingsBusy: true, settingsError: null });
    const result = await station().settings.update(patch);
    if (!result.ok) {
      set({ settingsBusy: false, settingsError: result.error });
      return false;
    }
    setLanguage(result.value.settings.language);
    set({ settingsBusy: false, settingsView: result.value, settingsSavedAt: Date.now() });
    return true;
  },
});
