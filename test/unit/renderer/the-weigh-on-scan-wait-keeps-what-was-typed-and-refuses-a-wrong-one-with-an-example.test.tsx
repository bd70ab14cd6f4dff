// Issue 29, item 3, in Settings → the scale: the longest wait of weigh on scan shows what was
// typed. Typing "120" passes through "1" (too short a wait) without the field jumping back to the
// saved value; what is out of range or not a whole number is refused with an example and never
// saved; a right value is saved once the field is left, never the values typed on the way.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsSchema, type SettingsView } from '../../../electron/shared/ipc';
import { ScaleSettings } from '../../../renderer/src/features/scale/ScaleSettings';
import { renderDesk } from './support/render';
import { installStation } from './support/station';

const view = (patch: object = {}): SettingsView => ({
  settings: { ...settingsSchema.parse({}), ...patch },
  activeApiBaseUrl: 'http://127.0.0.1:1',
  training: true,
  restartRequired: false,
  notices: [],
});

function scaleSettings(language: 'pt-BR' | 'en' = 'pt-BR') {
  const station = installStation({
    'scale.status': () => ({ config: { kind: 'none' }, state: { kind: 'none', messageKey: 'scale.none' } }),
    'scale.devices': () => [],
    'settings.update': (patch) => view({ language, ...patch }),
  });
  renderDesk(<ScaleSettings />, { state: { settingsView: view({ language }) }, language });
  return station;
}

describe('the weigh-on-scan wait', () => {
  it('shows each key as typed and saves 120 when left, not 1 or 12 on the way', async () => {
    const station = scaleSettings();
    const wait = screen.getByTestId('weigh-timeout') as HTMLInputElement;
    expect(wait.value).toBe('15');
    const user = userEvent.setup();
    await user.clear(wait);
    await user.type(wait, '1');
    expect(wait.value).toBe('1');
    expect(screen.queryByText('Um número inteiro de 3 a 120 segundos')).not.toBeNull();
    expect(screen.queryByText('Ex.: 15')).not.toBeNull();
    await user.type(wait, '20');
    expect(wait.value).toBe('120');
    expect(wait.getAttribute('aria-invalid')).toBeNull();
    expect(station.callsTo('settings.update')).toEqual([]);
    await user.tab();
    await waitFor(() => expect(station.callsTo('settings.update')).toEqual([{ weighTimeoutS: 120 }]));
  });

  it('refuses 1,5 and 300 in English too, as typed, and saves nothing', async () => {
    const station = scaleSettings('en');
    const wait = screen.getByTestId('weigh-timeout') as HTMLInputElement;
    const user = userEvent.setup();
    for (const typed of ['1,5', '300']) {
      await user.clear(wait);
      await user.type(wait, `${typed}{Enter}`);
      await user.tab();
      expect(wait.value).toBe(typed);
      expect(wait.getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByText('A whole number of seconds from 3 to 120')).not.toBeNull();
      expect(screen.queryByText('e.g. 15')).not.toBeNull();
    }
    expect(station.callsTo('settings.update')).toEqual([]);
  });
});
