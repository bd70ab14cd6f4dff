// Settings' status lines ("Test page sent." by the label printer, "Settings saved." at the
// bottom) said what the first-day guide had done minutes before, when Settings was first opened,
// and again after going elsewhere and back (an operator walkthrough found both; nothing had been
// printed or saved then). A line now says what the operator just did on the screen: none carried
// in, and none kept once the screen is left. The whole shell, with the guide's two calls made as
// the guide makes them (the store's updateSettings and testPrint) and main's answers scripted at
// window.station.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsSchema, type SettingsView } from '../../../electron/shared/ipc';
import { Shell } from '../../../renderer/src/app/Shell';
import { LOGGED_IN, printJobView } from './support/fixtures';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

const PRINTER = 'network:127.0.0.1:9100';

const view = (strictMode: boolean, language: 'pt-BR' | 'en'): SettingsView => {
  const base = settingsSchema.parse({});
  return {
    settings: { ...base, language, strictMode, printers: { ...base.printers, label: PRINTER } },
    activeApiBaseUrl: 'http://127.0.0.1:4000',
    training: true,
    restartRequired: false,
    notices: [],
  };
};

const WORDS = {
  'pt-BR': {
    ship: 'Enviar',
    settings: 'Configurações',
    test: 'Página de teste',
    sent: 'Página de teste enviada.',
    saved: 'Configurações salvas.',
    strict: /Modo estrito/,
  },
  en: {
    ship: 'Ship',
    settings: 'Settings',
    test: 'Test page',
    sent: 'Test page sent.',
    saved: 'Settings saved.',
    strict: /Strict mode/,
  },
} as const;

describe('Settings', () => {
  it.each(['pt-BR', 'en'] as const)(
    'says only what the operator just did there, and forgets it once left (%s)',
    async (language) => {
      const words = WORDS[language];
      let strict = false;
      installStation({
        'printers.list': () => [
          { id: PRINTER, name: '127.0.0.1:9100', description: '', isDefault: false, connection: 'network' },
        ],
        'printers.profile': () => ({ printerId: PRINTER, profile: null, needsProfile: false }),
        'printers.test': () => printJobView({ jobId: 't', kind: 'test' }),
        'settings.update': (patch) => {
          strict = patch.strictMode ?? strict;
          return view(strict, language);
        },
      });
      renderDesk(<Shell session={LOGGED_IN} />, {
        language,
        state: { session: LOGGED_IN, settingsView: view(false, language), firstDay: 'closed' },
      });
      // The first-day guide routed the label printer and printed its test label, as it does.
      await useStore.getState().updateSettings({ printers: { label: PRINTER } });
      await useStore.getState().testPrint('label', PRINTER);

      const user = userEvent.setup();
      const nav = screen.getByRole('navigation');
      const openSettings = async () => {
        await user.click(navButton(nav, words.settings));
        await screen.findByTestId('test-print-label');
      };
      await openSettings();
      // Cleared as the screen opens (its first frame may still hold the old line; then it is gone).
      await waitFor(() => expect(screen.queryByText(words.sent)).toBeNull());
      expect(screen.queryByText(words.saved)).toBeNull();

      // What the operator does here is said here.
      await user.click(screen.getByTestId('test-print-label'));
      await screen.findByText(words.sent);
      await user.click(screen.getByRole('checkbox', { name: words.strict }));
      await screen.findByText(words.saved);

      // Elsewhere and back: both lines are gone, and nothing new was asked of main.
      await user.click(navButton(nav, words.ship));
      await openSettings();
      // Cleared as the screen opens (its first frame may still hold the old line; then it is gone).
      await waitFor(() => expect(screen.queryByText(words.sent)).toBeNull());
      expect(screen.queryByText(words.saved)).toBeNull();
    },
  );
});

/** The nav's button for a screen. */
function navButton(nav: HTMLElement, name: string): HTMLElement {
  const button = [...nav.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!button) throw new Error(`no ${name} in the nav`);
  return button;
}
