// Issue 28.6: at a desk a pseudo-terminal (/dev/pts/N) is another program's terminal (a shell,
// an SSH session): taken as a Toledo scale, the station would write ENQ into it and read what it
// prints as weights. Only a development or test build takes one (SHIPPING_STATION_DEV=1, which
// the test scripts set; electron/main/app/development.ts), where a socat pair stands in for the
// scale. Elsewhere scale:configure and scale:detect refuse it, naming the field, in both
// languages, and the pty is never opened. A Toledo simulator on a real socat pair is the scale.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_ENV, isDevelopmentBuild } from '../../../electron/main/app/development';
import { createStation, type Station, type StationOptions } from '../../../electron/main/app/station';
import { createMemoryVault } from '../../../electron/main/session/vault/secret-vault';
import { translate } from '../../../electron/shared/messages/translate';
import type { Said } from '../../../electron/shared/messages';
import { startScaleSimulator, type ScaleSimulator } from '../../support/scale-simulator';
import { startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { FAST, isReading, watch } from '../../support/scale-watch';

let sandbox: TestSandbox | undefined;
let sim: ScaleSimulator | undefined;
const stations: Station[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const station of stations.splice(0)) await station.close();
  await sim?.close();
  await sandbox?.close();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function open(options: Pick<StationOptions, 'development'> = {}): Promise<Station> {
  sandbox ??= await startTestSandbox();
  const dataDir = await mkdtemp(join(tmpdir(), 'pty-scale-'));
  dirs.push(dataDir);
  const station = await createStation({
    dataDir,
    apiBaseUrl: sandbox.url,
    vault: createMemoryVault(),
    scale: { timing: FAST },
    ...options,
  });
  stations.push(station);
  return station;
}

describe('a pseudo-terminal as the desk scale', () => {
  it('is refused by a desk build on configure and detect, and never opened', async () => {
    sim = await startScaleSimulator({ protocol: 'toledo', display: { grams: 1500 } });
    expect(sim.devicePath).toMatch(/^\/dev\/pts\/\d+$/);
    const station = await open({ development: false });
    for (const [channel, input] of [
      ['scale:configure', { kind: 'serial', path: sim.devicePath, protocol: 'toledo' }],
      ['scale:detect', { path: sim.devicePath }],
    ] as const) {
      const refused = await station.registry.invoke(channel, input);
      expect(refused, channel).toMatchObject({
        ok: false,
        error: { kind: 'validation', field: 'path', said: { key: 'scale.pseudoTerminalOnlyInDevelopment' } },
      });
      const said = (refused.ok ? undefined : refused.error.said) as Said;
      expect(translate(said, 'pt-BR')).toMatch(
        /^Um pseudoterminal \(\/dev\/pts\/…\) só é aceito como balança numa versão de desenvolvimento/,
      );
      expect(translate(said, 'en')).toMatch(
        /^A pseudo-terminal \(\/dev\/pts\/…\) is taken as a scale only by a development build/,
      );
    }
    expect(station.scale.status().config).toEqual({ kind: 'none' });
    expect(sim.enquiries).toBe(0);
  });

  it('is refused when the environment does not say development, and taken when it does', async () => {
    const saved = process.env[DEVELOPMENT_ENV];
    expect(saved).toBe('1'); // the test scripts' setting (vitest.config.ts, scripts/test.sh)
    expect(isDevelopmentBuild({})).toBe(false);
    expect(isDevelopmentBuild({ [DEVELOPMENT_ENV]: '0' })).toBe(false);
    sim = await startScaleSimulator({ protocol: 'toledo', display: { grams: 1500 } });
    delete process.env[DEVELOPMENT_ENV];
    let desk: Station;
    try {
      desk = await open();
    } finally {
      process.env[DEVELOPMENT_ENV] = saved;
    }
    expect(
      await desk.registry.invoke('scale:configure', { kind: 'serial', path: sim.devicePath, protocol: 'toledo' }),
    ).toMatchObject({ ok: false, error: { said: { key: 'scale.pseudoTerminalOnlyInDevelopment' } } });

    const dev = await open();
    const page = watch({
      subscribe: (listener) => dev.scale.subscribe(listener),
      current: () => dev.scale.current(),
    });
    const configured = await dev.registry.invoke('scale:configure', {
      kind: 'serial',
      path: sim.devicePath,
      protocol: 'toledo',
    });
    expect(configured.ok).toBe(true);
    expect(await page.until(isReading(1500))).toMatchObject({ kind: 'reading', grams: 1500 });
  });
});
