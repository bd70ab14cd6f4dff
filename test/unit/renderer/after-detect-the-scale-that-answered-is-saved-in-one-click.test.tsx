// The scale in Settings: after Detect finds which protocol and baud answered on the port, its
// "Salvar balança" saves exactly that (port, protocol, baud) and connects, in one click, instead
// of only copying it into the form for a second save the operator may never press.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsSchema, type SettingsView } from '../../../electron/shared/ipc';
import type { ScaleConfig, ScaleProblem, ScaleReading } from '../../../electron/shared/scale';
import { ScaleSettings } from '../../../renderer/src/features/scale/ScaleSettings';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

const PORT = '/dev/ttyUSB0';
const READING: ScaleReading = {
  kind: 'reading',
  grams: 1250,
  stable: true,
  stableSince: '2026-11-26T12:00:00.000Z',
  device: { id: `serial:${PORT}:toledo`, name: `${PORT} (Toledo ENQ)` },
  at: '2026-11-26T12:00:00.100Z',
};

/** Set up with the wrong protocol, the scale says nothing. */
const SILENT: ScaleProblem = {
  kind: 'problem',
  problem: 'no-answer',
  messageKey: 'scale.no-answer',
  device: READING.device,
  at: READING.at,
};

const view = (scale: ScaleConfig): SettingsView => ({
  settings: { ...settingsSchema.parse({}), scale },
  activeApiBaseUrl: 'http://127.0.0.1:1',
  training: true,
  restartRequired: false,
  notices: [],
});

describe('the scale settings after Detect', () => {
  it('save the port, protocol and baud that answered in one click, and show the scale connected', async () => {
    // Set up by hand with the wrong protocol and baud: what Detect finds must win.
    const before: ScaleConfig = { kind: 'serial', path: PORT, protocol: 'continuous', baud: 9600, decimals: 3 };
    let saved: ScaleConfig = before;
    const station = installStation({
      'scale.status': () => ({ config: saved, state: SILENT }),
      'scale.devices': () => [
        { kind: 'serial', path: PORT, manufacturer: 'FTDI', vendorId: '0403', productId: '6001' },
      ],
      'scale.detect': ({ path }) => ({
        path,
        found: { protocol: 'toledo', baud: 4800, state: READING },
        tried: [
          { protocol: 'toledo', baud: 9600, heard: 'garbled' },
          { protocol: 'toledo', baud: 4800, heard: 'answered' },
        ],
        problem: null,
      }),
      'scale.configure': (config) => {
        saved = config as ScaleConfig;
        return { config: saved, state: READING };
      },
      'settings.get': () => view(saved),
    });
    renderDesk(<ScaleSettings />, { state: { settingsView: view(before) } });

    fireEvent.click(await screen.findByTestId('scale-detect'));
    const found = await screen.findByTestId('scale-detected');
    expect(found.textContent).toContain('Respondeu: Toledo (pergunta ENQ) a 4800 baud');
    expect(station.callsTo('scale.detect')).toEqual([{ path: PORT }]);

    fireEvent.click(screen.getByTestId('scale-detect-save'));
    await waitFor(() =>
      expect(station.callsTo('scale.configure')).toEqual([
        { kind: 'serial', path: PORT, protocol: 'toledo', baud: 4800, decimals: 3 },
      ]),
    );
    await waitFor(() => expect(useStore.getState().settingsView?.settings.scale).toMatchObject({ baud: 4800 }));
    expect(screen.getByTestId('scale-current').textContent).toContain('1,250 kg');
    // The form now shows what was saved.
    expect((screen.getByTestId('scale-protocol') as HTMLSelectElement).value).toBe('toledo');
    expect((screen.getByTestId('scale-baud') as HTMLSelectElement).value).toBe('4800');
  });
});
