// The settings' channels: read them, and change what the operator may change.
import type { SettingsView } from '../../shared/ipc';
import type { Said } from '../../shared/messages';
import type { HandlerMap } from '../ipc';
import type { SettingsStore } from './settings-store';

export interface SettingsHandlerDeps {
  settings: SettingsStore;
  /** The base URL this run talks to, and whether it is the training sandbox. */
  active: { apiBaseUrl: string; training: boolean; configured: string | null };
  /** What the operator must know about this start (a damaged database moved aside, …), in their language. */
  notices?: () => Said[];
}

export function settingsView({ settings, active, notices }: SettingsHandlerDeps): SettingsView {
  const current = settings.get();
  return {
    settings: current,
    activeApiBaseUrl: active.apiBaseUrl,
    training: active.training,
    // Switching server mid-run would mix two servers' sessions and lojas: it waits for a restart.
    restartRequired: current.apiBaseUrl !== active.configured,
    notices: notices?.() ?? [],
  };
}

export function settingsHandlers(deps: SettingsHandlerDeps): HandlerMap<'settings:get' | 'settings:update'> {
  return {
    'settings:get': async () => settingsView(deps),
    'settings:update': async (patch) => {
      deps.settings.update(patch);
      return settingsView(deps);
    },
  };
}
