// The desk's settings (settings.json in the data folder) and their two channels.
export { openSettings, type SettingsLoss, type SettingsStore } from './settings-store';
export { settingsHandlers, settingsView, type SettingsHandlerDeps } from './handlers';
