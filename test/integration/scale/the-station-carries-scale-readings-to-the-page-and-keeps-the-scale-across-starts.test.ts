// The scale as wired into the station: its channels answer over the same registry the shells
// call (inputs parsed, no scale being a normal state), each reading reaches the page as a
// 'scale-reading' event, the choice is kept in settings.json, and the next start connects to the
// same scale by itself. A Toledo simulator on a real pty pair is the scale.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStation, type Station } from '../../../electron/main/app/station';
import { createMemoryVault } from '../../../electron/main/session/vault/secret-vault';
import type { Result, SettingsView } from '../../../electron/shared/ipc';
import type { ScaleState, ScaleStatusView } from '../../../electron/shared/scale';
import { startScaleSimulator, type ScaleSimulator } from '../../support/scale-simulator';
import { startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { FAST, isReading, watch } from '../../support/scale-watch';
import { spoken } from '../../support/said';

let sandbox: TestSandbox | undefined;
let sim: ScaleSimulator | undefined;
let dataDir: string | undefined;
const stations: Station[] = [];
afterEach(async () => {
  for (const station of stations.splice(0)) await station.close();
  await sim?.close();
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function open(): Promise<{ station: Station; page: ReturnType<typeof watch> }> {
  const station = await createStation({
    dataDir: dataDir!,
    apiBaseUrl: sandbox!.url,
    vault: createMemoryVault(),
    scale: { timing: FAST },
  });
  stations.push(station);
  // What the page sees: the renderer events, as the shells forward them.
  const page = watch({
    subscribe: (listener: (state: ScaleState) => void) =>
      station.events.subscribe((name, payload) => {
        if (name === 'scale-reading') listener(payload as ScaleState);
      }),
    current: () => station.scale.current(),
  });
  return { station, page };
}

const value = <T>(result: Result<unknown>): T => {
  if (!result.ok) throw new Error(`${result.error.kind}: ${spoken(result.error)}`);
  return result.value as T;
};

describe('the station and its scale', () => {
  it('answers the scale channels, sends each reading to the page, and reconnects to the saved scale at the next start', async () => {
    sandbox = await startTestSandbox();
    sim = await startScaleSimulator({ protocol: 'toledo', display: { grams: 2345 } });
    dataDir = await mkdtemp(join(tmpdir(), 'station-scale-'));
    const { station, page } = await open();
    const { registry } = station;

    expect(value<ScaleStatusView>(await registry.invoke('scale:status', undefined))).toEqual({
      config: { kind: 'none' },
      state: { kind: 'none', messageKey: 'scale.none' },
    });
    const refused = await registry.invoke('scale:configure', { kind: 'serial', path: '', protocol: 'mettler' });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation' } });
    // The page may point the scale at a serial device only, never at any file main could open.
    const notADevice = await registry.invoke('scale:configure', {
      kind: 'serial',
      path: '/etc/passwd',
      protocol: 'toledo',
    });
    expect(notADevice).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        field: 'path',
        quoted: { lines: [expect.stringMatching(/^path: deve ser uma porta serial/)] },
      },
    });

    const configured = value<ScaleStatusView>(
      await registry.invoke('scale:configure', { kind: 'serial', path: sim.devicePath, protocol: 'toledo' }),
    );
    expect(configured.config).toEqual({
      kind: 'serial',
      path: sim.devicePath,
      protocol: 'toledo',
      baud: 9600,
      decimals: 3,
    });
    await page.until(isReading(2345));
    expect(value<ScaleState>(await registry.invoke('scale:current', undefined))).toMatchObject({
      kind: 'reading',
      grams: 2345,
      stable: true,
    });
    const settings = value<SettingsView>(await registry.invoke('settings:get', undefined));
    expect(settings.settings.scale).toEqual(configured.config);
    expect(Array.isArray(value(await registry.invoke('scale:devices', undefined)))).toBe(true);

    await station.close();
    stations.splice(0);
    sim.show({ grams: 3456 });
    const next = await open();
    await next.page.until(isReading(3456));
    expect(next.station.settings.get().scale).toEqual(configured.config);
  });
});
