// Issue 30, item 8: the first screen carries only itself. The station (ship screen, header,
// shortcuts) is a chunk of its own that the splash waits for; the other screens load when first
// opened, saying "Carregando…" meanwhile, and the shortcut that opens one works on its first press.
// English is a chunk of its own too (out/renderer/assets/en-*.js): the settings read at start wait
// for its words, so a desk set to it starts in it.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsSchema, type SettingsView } from '../../../electron/shared/ipc';
import { App } from '../../../renderer/src/App';
import { i18n } from '../../../renderer/src/i18n';
import { LOGGED_IN, RECIPIENT, SENDER } from './support/fixtures';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

const altDigit = (digit: string) => userEvent.setup().keyboard(`{Alt>}${digit}{/Alt}`);
/** A chunk's first load in the test runner compiles it: slow on a loaded machine. */
const LOADED = { timeout: 15_000 };
const viewIn = (language: 'pt-BR' | 'en'): SettingsView => ({
  settings: settingsSchema.parse({ language }),
  activeApiBaseUrl: 'https://api.example.com',
  training: false,
  restartRequired: false,
  notices: [],
});
const screenShown = () => document.querySelector('main.screen')?.getAttribute('data-screen');

describe('the first screen carries only itself', () => {
  it(
    'opens the station once its chunk is in, and a screen on the first press of its shortcut',
    { timeout: 60_000 },
    async () => {
      installStation({
        'desk.rule': () => ({ rule: { kind: 'cheapest' }, isDefault: true }),
        'desk.presets': () => [],
        'addressbook.search': () => ({ entries: [], lastSyncAt: null, offlineSince: null }),
      });
      renderDesk(<App />, {
        // A routed label printer: no first-day guide in front of the ship screen.
        state: {
          session: LOGGED_IN,
          senders: [SENDER],
          sender: SENDER,
          recipient: RECIPIENT,
          firstDay: 'closed',
          settingsView: viewIn('pt-BR'),
        },
      });
      // The station is not in the first script: the splash says so until its chunk is there.
      expect(screen.queryByText('Abrindo a estação…')).not.toBeNull();
      expect(screen.queryByTestId('one-key')).toBeNull();
      await waitFor(() => expect(screen.queryByTestId('one-key')).not.toBeNull(), LOADED);
      expect(screenShown()).toBe('ship');

      // Alt+6 once: the batch screen, loading in the operator's words until its chunk is there.
      await altDigit('6');
      expect(useStore.getState().screen).toBe('batch');
      expect(screen.queryByText('Carregando…')).not.toBeNull();
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lote' })).not.toBeNull(), LOADED);
      expect(screenShown()).toBe('batch');
      expect(screen.queryByText('Carregando…')).toBeNull();

      // Alt+5 once: Settings, the same way (its chunk may come before a fallback is drawn).
      await altDigit('5');
      expect(useStore.getState().screen).toBe('settings');
      await waitFor(() => expect(screen.queryByTestId('settings-tab-station')).not.toBeNull(), LOADED);
      expect(screenShown()).toBe('settings');
    },
  );

  it('starts a desk set to English in English once its words are loaded', async () => {
    installStation({ 'settings.get': () => viewIn('en') });
    renderDesk(<App />, { state: { session: null } });
    expect(i18n.language).toBe('pt-BR');
    await act(() => useStore.getState().loadSettings());
    expect(i18n.language).toBe('en');
    expect(screen.queryByText('Opening the station…')).not.toBeNull();
  });
});
