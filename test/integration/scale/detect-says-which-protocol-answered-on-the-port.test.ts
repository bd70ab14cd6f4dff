// "Detect" on a real pty pair: a Toledo scale is found by its answer to ENQ, a continuous one by
// what it sends unasked, a silent port says so for every attempt, a port that does not exist is
// named as disconnected, and the desk's own scale on that port steps aside and comes back.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../electron/main/log';
import { createScaleService, type ScaleService } from '../../../electron/main/scale';
import { openSettings } from '../../../electron/main/settings';
import { startScaleSimulator, type ScaleSimulator } from '../../support/scale-simulator';
import { FAST, isReading, watch } from '../../support/scale-watch';

let dir: string;
let scale: ScaleService;
const sims: ScaleSimulator[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'scale-detect-'));
  scale = createScaleService({
    settings: openSettings(join(dir, 'settings.json'), silentLogger()),
    logger: silentLogger(),
    timing: FAST,
  });
});
afterEach(async () => {
  await scale.close();
  for (const sim of sims.splice(0)) await sim.close();
  await rm(dir, { recursive: true, force: true });
});

async function simulator(...args: Parameters<typeof startScaleSimulator>) {
  const sim = await startScaleSimulator(...args);
  sims.push(sim);
  return sim;
}

describe('detect', () => {
  it('finds a Toledo scale by its answer to ENQ, after listening for a stream first', async () => {
    const sim = await simulator({ protocol: 'toledo', display: { grams: 1500 } });
    const result = await scale.detect({ path: sim.appPath });
    expect(result).toMatchObject({
      path: sim.appPath,
      found: { protocol: 'toledo', baud: 9600, state: { kind: 'reading', grams: 1500, stable: true } },
      problem: null,
    });
    expect(result.tried).toEqual([
      { protocol: 'continuous', baud: 9600, heard: 'nothing' },
      { protocol: 'toledo', baud: 9600, heard: 'answered' },
    ]);
  });

  it('finds a continuous scale by what it sends unasked', async () => {
    const sim = await simulator({ protocol: 'continuous', format: 'status-line', intervalMs: 50 });
    const result = await scale.detect({ path: sim.appPath, bauds: [4800] });
    expect(result.found).toMatchObject({ protocol: 'continuous', baud: 4800, state: { grams: 1234 } });
    expect(result.tried).toEqual([{ protocol: 'continuous', baud: 4800, heard: 'answered' }]);
    expect(sim.enquiries).toBe(0);
  });

  it('says what it heard at each baud when nothing answers', async () => {
    const sim = await simulator({ protocol: 'continuous' });
    sim.pauseStream();
    const result = await scale.detect({ path: sim.appPath, bauds: [9600, 2400] });
    expect(result.found).toBeNull();
    expect(result.problem).toBeNull();
    expect(result.tried).toEqual([
      { protocol: 'continuous', baud: 9600, heard: 'nothing' },
      { protocol: 'toledo', baud: 9600, heard: 'nothing' },
      { protocol: 'continuous', baud: 2400, heard: 'nothing' },
      { protocol: 'toledo', baud: 2400, heard: 'nothing' },
    ]);
    expect(sim.enquiries).toBe(2);
  });

  it('names a port that does not exist as disconnected', async () => {
    const result = await scale.detect({ path: join(dir, 'no-such-port') });
    expect(result).toMatchObject({ found: null, tried: [], problem: { problem: 'disconnected' } });
  });

  it('lets the desk scale on that port step aside and reconnects it afterwards', async () => {
    const sim = await simulator({ protocol: 'toledo', display: { grams: 800 } });
    const log = watch(scale);
    await scale.configure({ kind: 'serial', path: sim.appPath, protocol: 'toledo', baud: 9600 });
    await log.until(isReading(800));
    const result = await scale.detect({ path: sim.appPath });
    expect(result.found).toMatchObject({ protocol: 'toledo' });
    sim.show({ grams: 900 });
    await log.until(isReading(900));
  });
});
