// A desk with a scale, for one test file: a Toledo scale simulator on a real pty pair as the desk
// scale, the desk fixture with a network printer, the preset on key 1 saved, and the scale
// configured. Whatever a test opens is closed after it (the desk first, then the scale).
import { afterEach } from 'vitest';
import { startScaleSimulator, type ScaleSimulator } from '../../../support/scale-simulator';
import { FAST, watch, type StateLog } from '../../../support/scale-watch';
import { startDeskFixture, type DeskFixture } from './desk-fixture';
import { BOX } from './parties';

export interface WeighingDesk {
  f: DeskFixture;
  sim: ScaleSimulator;
  /** The station's scale state, as it changes. */
  scale: StateLog;
}

export function useWeighingDesks(): {
  /** A desk whose scale shows `display`. */
  withScale(display: Parameters<ScaleSimulator['show']>[0]): Promise<WeighingDesk>;
  /** The same desk with no scale configured. */
  withoutScale(): Promise<DeskFixture>;
} {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const open of opened.splice(0).reverse()) await open.close();
  });
  return {
    async withScale(display) {
      const sim = await startScaleSimulator({ protocol: 'toledo', display });
      opened.push(sim);
      // A machine under load may miss a 300 ms answer, which a Toledo scale means as 0,000 (a new parcel).
      const f = await startDeskFixture({ printer: 'network', scale: { timing: { ...FAST, answerTimeoutMs: 1_500 } } });
      opened.push(f);
      await f.call('desk:preset-save', BOX);
      await f.call('scale:configure', { kind: 'serial', path: sim.devicePath, protocol: 'toledo' });
      return { f, sim, scale: watch(f.station.scale) };
    },
    async withoutScale() {
      const f = await startDeskFixture({ printer: 'network' });
      opened.push(f);
      await f.call('desk:preset-save', BOX);
      return f;
    },
  };
}
