// Scales that send their weight on their own, several times a second, on a real pty pair:
// Filizola frames, Mettler Toledo continuous output, status-first lines, Urano lines and generic "P  1,234kg" lines all read as
// whole grams; a line without a motion flag is stable only once it held; overload and negative
// are problems; garbage bytes, a split frame, silence and an unplug never change the weight.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../electron/main/log';
import { createScaleService, type ScaleService } from '../../../electron/main/scale';
import { openSettings } from '../../../electron/main/settings';
import type { ScaleState } from '../../../electron/shared/scale';
import {
  startScaleSimulator,
  type ContinuousFormat,
  type ScaleSimulator,
  type SimDisplay,
} from '../../support/scale-simulator';
import { FAST, isProblem, isReading, watch } from '../../support/scale-watch';

const open: Array<{ close(): Promise<void> }> = [];
let dir: string | undefined;
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function setUp(format: ContinuousFormat, display: SimDisplay = { grams: 1234 }) {
  dir = await mkdtemp(join(tmpdir(), 'scale-continuous-'));
  const sim: ScaleSimulator = await startScaleSimulator({ protocol: 'continuous', format, intervalMs: 50, display });
  open.push(sim);
  const scale: ScaleService = createScaleService({
    settings: openSettings(join(dir, 'settings.json'), silentLogger()),
    logger: silentLogger(),
    timing: FAST,
  });
  open.push(scale);
  const log = watch(scale);
  await scale.configure({ kind: 'serial', path: sim.appPath, protocol: 'continuous', baud: 9600 });
  return { sim, scale, log };
}

describe('a continuous scale on a serial line', () => {
  it.each<[ContinuousFormat, string]>([
    ['filizola', 'Filizola frames ([STX] 01234 [ETX])'],
    ['mettler', 'Mettler Toledo continuous output ([STX] SWA SWB SWC 001234 000000 [CR] [CHK])'],
    ['status-line', 'status-first lines (ST,GS,   1.234,kg)'],
    ['urano', 'Urano lines (* PESO: 1,234kg)'],
    ['generic', 'generic lines (P  1,234kg)'],
  ])('reads %s as stable whole grams: %s', async (format) => {
    const { sim, log } = await setUp(format);
    const reading = await log.until(isReading(1234));
    expect(reading).toMatchObject({ device: { id: `serial:${sim.appPath}:continuous` } });
    sim.show({ grams: 56_780 });
    await log.until(isReading(56_780));
    expect(new Set(log.grams())).toEqual(new Set([1234, 56_780]));
  });

  it('calls a line without a motion flag stable only once the same weight held', async () => {
    const { log } = await setUp('generic');
    const stable = await log.until(isReading(1234, true));
    const first = log.states.find((s) => s.kind === 'reading');
    // The first frame of a weight is never stable on its own.
    expect(first).toMatchObject({ grams: 1234, stable: false, stableSince: null });
    if (stable.kind !== 'reading' || first?.kind !== 'reading') throw new Error('not readings');
    expect(Date.parse(stable.at) - Date.parse(first.at)).toBeGreaterThanOrEqual(FAST.settleMs);
  });

  it('believes a status line that says the scale is in motion, weight and all', async () => {
    const { sim, log } = await setUp('status-line');
    await log.until(isReading(1234));
    sim.show({ grams: 1500, stable: false });
    expect(await log.until(isReading(1500, false))).toMatchObject({ stableSince: null });
  });

  it('reads the Mettler Toledo status words: motion, over capacity and negative', async () => {
    const { sim, log } = await setUp('mettler');
    await log.until(isReading(1234));
    sim.show({ grams: 2000, stable: false });
    await log.until(isReading(2000, false));
    for (const status of ['overload', 'negative', 'zero'] as const) {
      sim.show({ status });
      await log.until(isProblem(status));
    }
    expect(new Set(log.grams())).toEqual(new Set([1234, 2000]));
  });

  it('says overload and negative, and zero for an empty pan, never as a weight', async () => {
    const { sim, log } = await setUp('status-line');
    await log.until(isReading(1234));
    for (const status of ['overload', 'negative', 'zero'] as const) {
      sim.show({ status });
      expect(await log.until(isProblem(status))).toMatchObject({ messageKey: `scale.${status}` });
    }
    expect(new Set(log.grams())).toEqual(new Set([1234]));
  });

  it('reports garbage between frames as garbled and reads on; a frame after noise on its line still reads', async () => {
    const { sim, log } = await setUp('filizola');
    await log.until(isReading(1234));
    sim.pauseStream();
    await sim.writeRaw(Buffer.from([0x00, 0xff, 0x13, 0x37, 0x0a]));
    expect(await log.until(isProblem('garbled'))).toMatchObject({ messageKey: 'scale.garbled' });
    // Line noise right before a frame's STX is outside the frame: the frame reads.
    await sim.writeRaw(Buffer.concat([Buffer.from([0xfe, 0x7f]), Buffer.from('\x0202222\x03', 'latin1')]));
    await log.until(isReading(2222));
    expect(new Set(log.grams())).toEqual(new Set([1234, 2222]));
  });

  it('joins a frame split across writes into one reading', async () => {
    const { sim, log } = await setUp('status-line');
    await log.until(isReading(1234));
    sim.pauseStream();
    const before = log.states.length;
    await sim.writeRaw('ST,GS,   7.');
    // Not a wait for the app: the gap is the input (a line that stalls mid-frame), long enough for
    // the app to read the first half on its own before the rest arrives.
    await new Promise((resolve) => setTimeout(resolve, 120));
    await sim.writeRaw('654,kg\r\n');
    await log.until(isReading(7654));
    // Nothing was read from the first half alone: one reading, and no garbled frame.
    const after = log.states.slice(before);
    expect(after.filter((s) => s.kind === 'reading')).toHaveLength(1);
    expect(after.filter((s) => s.kind === 'problem' && s.problem === 'garbled')).toEqual([]);
  });

  it('says no answer when the stream stops, and reads again when it resumes', async () => {
    const { sim, log } = await setUp('filizola');
    await log.until(isReading(1234));
    sim.pauseStream();
    const silent = await log.until(isProblem('no-answer'));
    expect(silent).toMatchObject({ messageKey: 'scale.no-answer' });
    sim.resumeStream();
    await log.until(isReading(1234));
  });

  it('says disconnected when unplugged mid-frame and reads again once plugged back', async () => {
    const { sim, scale, log } = await setUp('urano');
    await log.until(isReading(1234));
    sim.pauseStream();
    await sim.writeRaw('* PESO: 9,'); // half a frame, then the cable goes
    await sim.unplug();
    await log.until(isProblem('disconnected'));
    const afterUnplug = log.states.slice(log.states.findIndex(isProblem('disconnected')));
    expect(afterUnplug.every((s: ScaleState) => s.kind !== 'reading')).toBe(true);
    expect(new Set(log.grams())).toEqual(new Set([1234]));

    sim.show({ grams: 3210 });
    await sim.plugBack();
    sim.resumeStream();
    await log.until(isReading(3210));
    expect(scale.current()).toMatchObject({ kind: 'reading', grams: 3210 });
  });
});
