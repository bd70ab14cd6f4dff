// Presets on the ship screen: the keys 1–9 put a saved box on the parcel form (format, sizes,
// usual weight) and leave the weight selected for the scale's reading; a digit typed into a field
// stays a digit; Alt+digit still changes screens; and one key (F9) sends the preset's id with the
// weight the operator typed over it. A preset's key acts once it cannot be a scanner's (WEDGE.maxGapMs
// later: a-scan-fired-with-no-field-focused-goes-to-the-scan-and-applies-no-preset.test.tsx).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PresetView } from '../../../electron/shared/desk';
import { verbatim } from '../../../electron/shared/messages';
import { Shell } from '../../../renderer/src/app/Shell';
import { WEDGE } from '../../../renderer/src/lib/wedge';
import { LOGGED_IN, RECIPIENT, SENDER } from './support/fixtures';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

const preset = (key: number, name: string, extra: Partial<PresetView>): PresetView => ({
  id: `00000000-0000-4000-8000-00000000010${key}`,
  key,
  name,
  format: '2',
  lengthCm: 20,
  widthCm: 15,
  heightCm: 10,
  thicknessCm: null,
  diameterCm: null,
  weightKg: 1.2,
  updatedAt: '2026-11-21T12:00:00.000Z',
  ...extra,
});
const PRESETS = [
  preset(1, 'Caixa P', {}),
  preset(2, 'Tubo', { format: '3', widthCm: null, heightCm: null, lengthCm: 60, diameterCm: 8, weightKg: 0.75 }),
];

function desk() {
  const station = installStation({
    'desk.presets': () => PRESETS,
    'desk.rule': () => ({ rule: { kind: 'cheapest' }, isDefault: true }),
    'addressbook.search': () => ({ entries: [], lastSyncAt: null, offlineSince: null }),
    'desk.oneKeyShip': () => ({ ok: false, error: { kind: 'offline', said: verbatim('no server in this test') } }),
  });
  renderDesk(<Shell session={LOGGED_IN} />, {
    state: { session: LOGGED_IN, senders: [SENDER], sender: SENDER, recipient: RECIPIENT, presets: PRESETS },
  });
  return station;
}

const field = (name: string) =>
  screen.getByTestId('parcel-panel').querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
/** The wait before a preset's key acts (no scanner's key followed it). */
const presetWait = () => act(() => new Promise((resolve) => setTimeout(resolve, WEDGE.maxGapMs + 20)));
/** A preset's key pressed outside a field, and the wait before it acts. */
const pressPreset = async (key: string) => {
  await userEvent.setup().keyboard(key);
  await presetWait();
};

describe('preset keys on the ship screen', () => {
  it('lists each preset with its key', () => {
    desk();
    const bar = screen.getByTestId('preset-bar');
    expect(bar.textContent).toBe('1Caixa P20 × 15 × 10 cm · 1,2 kg2Tubo60 × 8 cm · 0,75 kg');
    expect(screen.getByTestId('preset-2').getAttribute('aria-keyshortcuts')).toBe('2');
  });

  it('fills format, sizes and the usual weight from a key pressed outside a text field, weight selected', async () => {
    desk();
    await pressPreset('2');
    expect(useStore.getState().parcel).toMatchObject({
      format: '3',
      length: '60',
      diameter: '8',
      weight: '0,75',
      width: '',
      height: '',
    });
    expect(useStore.getState().appliedPresetId).toBe(PRESETS[1]!.id);
    expect(screen.getByTestId('preset-2').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('weight')));
    expect([field('weight').selectionStart, field('weight').selectionEnd]).toEqual([0, 4]);
  });

  it('leaves a digit typed into a field alone, and keeps Alt+digit for the screens', async () => {
    desk();
    const user = userEvent.setup();
    await user.type(field('length'), '1');
    await presetWait();
    expect(useStore.getState().parcel.length).toBe('1');
    expect(useStore.getState().appliedPresetId).toBeNull();
    await user.keyboard('{Alt>}2{/Alt}');
    expect(useStore.getState().screen).toBe('labels');
    expect(useStore.getState().appliedPresetId).toBeNull();
  });

  it('says so when no preset has that key', async () => {
    desk();
    await pressPreset('7');
    expect(useStore.getState().appliedPresetId).toBeNull();
    expect(useStore.getState().announcement?.text).toBe('Nenhum pacote na tecla 7.');
  });

  it('sends the preset by id with the weight typed over it when F9 ships by the rule', async () => {
    const station = desk();
    const user = userEvent.setup();
    await pressPreset('1');
    // The weight is left focused and selected: the operator's keys replace the usual 1,2.
    await waitFor(() => expect(document.activeElement).toBe(field('weight')));
    await user.keyboard('1,35');
    await user.type(screen.getByLabelText('Chave de acesso da NF-e'), '35240511222333000181550010000123451102938471');
    await user.keyboard('{F9}');
    await waitFor(() => expect(station.callsTo('desk.oneKeyShip')).toHaveLength(1));
    expect(station.callsTo('desk.oneKeyShip')[0]).toEqual({
      recipientKey: RECIPIENT.key,
      senderKey: SENDER.key,
      presetId: PRESETS[0]!.id,
      weightKg: 1.35,
      invoice: { type: 'NFE', chaveNFe: '35240511222333000181550010000123451102938471' },
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // A dimension edited by hand makes it a typed parcel again.
    useStore.setState({ oneKey: { status: 'idle' } });
    await user.clear(field('height'));
    await user.type(field('height'), '12');
    await user.keyboard('{F9}');
    await waitFor(() => expect(station.callsTo('desk.oneKeyShip')).toHaveLength(2));
    expect(station.callsTo('desk.oneKeyShip')[1]).toMatchObject({
      parcel: { format: '2', lengthCm: 20, widthCm: 15, heightCm: 12, weightKg: 1.35 },
    });
    expect(station.callsTo('desk.oneKeyShip')[1]).not.toHaveProperty('presetId');
  });
});
