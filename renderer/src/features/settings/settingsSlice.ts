// Settings as main keeps them (a JSON file in the data folder); the language is applied here.
import type { SettingsView, StationError } from '../../bridge';
import type { SettingsPatch } from '../../../../electron/shared/ipc';
import { busyCall } from '../../lib/busyCall';
import { station } from '../../bridge/station';
import type { SliceCreator } from '../../app/store';
import { loadLanguage, setLanguage } from '../../i18n';

/** Settings has two pages: this station (server, printers, language) and the loja (rule, presets). */
export type SettingsTab = 'station' | 'loja';

export interface SettingsSlice {
  settingsView: SettingsView | null;
  settingsTab: SettingsTab;
  settingsBusy: boolean;
  settingsError: StationError | null;
  /** Set after a save, so the screen can say it was kept. */
  settingsSavedAt: number | null;
  loadSettings(): Promise<void>;
  updateSettings(patch: SettingsPatch): Promise<boolean>;
  /** Opens Settings on one of its pages. */
  openSettings(tab: SettingsTab): void;
  /**
   * Forgets what Settings said of the last save, test page or refusal: the screen clears it as it
   * opens and as it is left, so a line says only what the operator just did on it (the first-day
   * guide's routing and test page, or a save long ago, are not news when Settings opens later).
   */
  clearSettingsStatus(): void;
}

export const createSettingsSlice: SliceCreator<SettingsSlice> = (set, get) => ({
  settingsView: null,
  settingsTab: 'station',
  settingsBusy: false,
  settingsError: null,
  settingsSavedAt: null,

  async loadSettings() {
    const view = await busyCall(set, { error: 'settingsError' }, () => station().settings.get());
    if (!view) return;
    // English is loaded when first needed (i18n): a desk set to it starts in it once its words are
    // there; words that could not load (a local file: hardly ever) leave the desk in pt-BR. pt-BR's
    // first screen is in the first script, and the rest of it comes with the station's chunk (App's
    // loadStation), after the login is drawn (issue 30, item 8).
    if (view.settings.language !== 'pt-BR') await loadLanguage(view.settings.language).catch(() => undefined);
    setLanguage(view.settings.language);
    set({ settingsView: view, confirmMode: view.settings.confirmOneKey });
  },

  async updateSettings(patch) {
    const view = await busyCall(set, { busy: 'settingsBusy', error: 'settingsError' }, () =>
      station().settings.update(patch),
    );
    if (!view) return false;
    await loadLanguage(view.settings.language).catch(() => undefined);
    setLanguage(view.settings.language);
    set({ settingsView: view, settingsSavedAt: Date.now(), confirmMode: view.settings.confirmOneKey });
    return true;
  },

  openSettings(settingsTab) {
    set({ settingsTab });
    get().go('settings');
  },

  clearSettingsStatus() {
    set({ settingsSavedAt: null, settingsError: null, testPrints: {}, ruleSavedAt: null, warehouseSavedAt: null });
  },
});
