// A Toledo scale (ENQ → [STX] PPPPP [ETX]) on a real pseudo-terminal pair made by socat, with
// the station's real serialport code on the other end: stable answers are whole grams from the
// named port; unstable, negative, overload, zero, garbage and a scale that never answers are
// problems with their message keys, and none of them ever changes the weight; a split answer is
// joined; a scale unplugged mid-answer is 'disconnected' and reads again once it is back.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../electron/main/log';
import { createScaleService, type ScaleService } from '../../../electron/main/scale';
import { openSettings, type SettingsStore } from '../../../electron/main/settings';
import { startScaleSimulator, type ScaleSimulator } from '../../support/scale-simulator';
import { FAST, isProblem, isReading, watch } from '../../support/scale-watch';
import { until } from '../../support/until';

let dir: string;
let settings: SettingsStore;
let sim: ScaleSimulator;
let scale: ScaleService;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'scale-toledo-'));
  settings = openSettings(join(dir, 'settings.json'), silentLogger());
  sim = await startScaleSimulator({ protocol: 'toledo', display: { grams: 1234 } });
  scale = createScaleService({ settings, logger: silentLogger(), timing: FAST });
});
afterEach(async () => {
  await scale?.close();
  await sim?.close();
  await rm(dir, { recursive: true, force: true });
});

const toledo = () => ({
  kind: 'serial' as const,
  path: sim.appPath,
  protocol: 'toledo' as const,
  baud: 9600 as const,
  decimals: 3 as const,
});

describe('a Toledo scale on a serial line', () => {
  it('reads a stable answer as whole grams from the named port, and keeps the scale in settings', async () => {
    const log = watch(scale);
    const status = await scale.configure(toledo());
    expect(status.config).toEqual(toledo());
    expect(status.state.kind).toBe('waiting');

    const reading = await log.until(isReading(1234));
    expect(reading).toMatchObject({
      kind: 'reading',
      grams: 1234,
      stable: true,
      device: { id: `serial:${sim.appPath}:toledo`, name: `${sim.appPath} (Toledo ENQ)` },
    });
    if (reading.kind !== 'reading') throw new Error('not a reading');
    expect(Date.now() - Date.parse(reading.at)).toBeLessThan(2_000);
    expect(reading.stableSince).not.toBeNull();
    expect(sim.enquiries).toBeGreaterThan(0);

    const saved = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as { scale: unknown };
    expect(saved.scale).toEqual(toledo());
    expect(openSettings(join(dir, 'settings.json'), silentLogger()).get().scale).toEqual(toledo());
  });

  it('says unstable, negative and overload with their message keys and never changes the weight', async () => {
    const log = watch(scale);
    await scale.configure(toledo());
    await log.until(isReading(1234));

    for (const status of ['unstable', 'negative', 'overload'] as const) {
      sim.show({ status });
      const problem = await log.until(isProblem(status));
      expect(problem).toMatchObject({ kind: 'problem', problem: status, messageKey: `scale.${status}` });
    }
    sim.show({ grams: 2500 });
    await log.until(isReading(2500));
    expect(new Set(log.grams())).toEqual(new Set([1234, 2500]));
  });

  it('reads an empty pan (Prt5 stays silent at zero) as zero, and a scale that never answered as no answer', async () => {
    const log = watch(scale);
    await scale.configure(toledo());
    await log.until(isReading(1234));
    sim.show({ status: 'zero' });
    expect(await log.until(isProblem('zero'))).toMatchObject({ messageKey: 'scale.zero' });

    // Another port where nothing answers ENQ: a continuous simulator that is not streaming.
    const mute = await startScaleSimulator({ protocol: 'continuous' });
    mute.pauseStream();
    try {
      await scale.configure({ kind: 'serial', path: mute.appPath, protocol: 'toledo', baud: 9600 });
      expect(await log.until(isProblem('no-answer'))).toMatchObject({ messageKey: 'scale.no-answer' });
      expect(mute.enquiries).toBeGreaterThan(0);
    } finally {
      await scale.configure({ kind: 'none' });
      await mute.close();
    }
  });

  it('says garbled for garbage on the line, then reads the next good answer', async () => {
    const log = watch(scale);
    await scale.configure(toledo());
    await log.until(isReading(1234));
    await sim.writeRaw(Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x7f, 0x0d]));
    expect(await log.until(isProblem('garbled'))).toMatchObject({ messageKey: 'scale.garbled' });
    await log.until(isReading(1234));
    expect(new Set(log.grams())).toEqual(new Set([1234]));
  });

  it('reads the digits of a scale set to two decimals as configured, not ten times light', async () => {
    const log = watch(scale);
    sim.show({ grams: 1234 }); // the scale sends 01234, meaning 12,34 kg
    await scale.configure({ ...toledo(), decimals: 2 });
    await log.until(isReading(12_340));
    expect(log.grams()).not.toContain(1234);
  });

  it('joins an answer that arrives in two pieces', async () => {
    const log = watch(scale);
    sim.splitFrames(60);
    sim.show({ grams: 4321 });
    await scale.configure(toledo());
    await log.until(isReading(4321));
    // No half of it was ever read, as a weight or as a garbled frame.
    expect(log.states.filter((s) => s.kind === 'problem' && s.problem === 'garbled')).toEqual([]);
    expect(new Set(log.grams())).toEqual(new Set([4321]));
  });

  it('says disconnected when unplugged mid-answer, and reads again once plugged back', async () => {
    const log = watch(scale);
    await scale.configure(toledo());
    await log.until(isReading(1234));

    let halfway = false;
    sim.onHalfWritten = () => (halfway = true);
    sim.splitFrames(400); // the next answer stops halfway …
    await until(() => halfway, { what: 'the scale to send half an answer', timeoutMs: 5_000 });
    await sim.unplug(); // … and the cable is pulled before its end
    const gone = await log.until(isProblem('disconnected'));
    expect(gone).toMatchObject({ messageKey: 'scale.disconnected', device: { id: `serial:${sim.appPath}:toledo` } });
    expect(scale.current()).toMatchObject({ kind: 'problem', problem: 'disconnected' });

    sim.splitFrames(null);
    sim.show({ grams: 987 });
    await sim.plugBack();
    await log.until(isReading(987));
    expect(new Set(log.grams())).toEqual(new Set([1234, 987]));
  });
});
