// The desk's rules for a weight from the scale (ScaleWeigher), driven by the real ReadingTracker
// with a hand-set clock (no device: the frames are what a scale would send): only a fresh stable
// weight is taken; a weight already bought with is not taken again until the scale settles anew;
// right before buying, the reading must still be the one on the scale; and a purchase made with
// a weight taken by Alt+W names the scale as its source, any other weight is typed.
import { describe, expect, it } from 'vitest';
import { ScaleWeigher } from '../../../electron/main/desk/weigh/scale-weigher';
import { ReadingTracker } from '../../../electron/main/scale';
import type { ScaleReading, ScaleState } from '../../../electron/shared/scale';

function desk() {
  let now = Date.parse('2026-03-02T10:00:00Z');
  const tracker = new ReadingTracker({ id: 'serial:/dev/ttyUSB0:toledo', name: 'Toledo' }, { now: () => now });
  let state: ScaleState = tracker.current();
  const listeners = new Set<(s: ScaleState) => void>();
  const timers = new Set<{ due: number; fire(): void }>();
  const weigher = new ScaleWeigher(
    { current: () => state, subscribe: (l) => (listeners.add(l), () => listeners.delete(l)) },
    {
      now: () => now,
      after: (ms, fire) => {
        const timer = { due: now + ms, fire };
        timers.add(timer);
        return () => timers.delete(timer);
      },
    },
  );
  return {
    weigher,
    frame(grams: number | 'unstable', afterMs = 100) {
      now += afterMs;
      state =
        grams === 'unstable' ? tracker.problem('unstable') : tracker.frame({ kind: 'weight', grams, stable: true });
      for (const l of listeners) l(state);
    },
    /** Time passes: the weigher's timers that fall due fire. */
    wait(ms: number) {
      now += ms;
      for (const timer of [...timers])
        if (timer.due <= now) {
          timers.delete(timer);
          timer.fire();
        }
    },
  };
}

describe('a weight from the scale', () => {
  it('is taken only stable and fresh, and not twice for one resting parcel', () => {
    const d = desk();
    expect(d.weigher.take()).toEqual({ ok: false, messageKey: 'scale.waiting' });
    d.frame('unstable');
    expect(d.weigher.take()).toEqual({ ok: false, messageKey: 'scale.unstable' });
    d.frame(1834);
    const taken = d.weigher.take();
    expect(taken).toMatchObject({ ok: true, grams: 1834 });
    d.weigher.used((taken as { reading: ScaleReading }).reading);
    d.frame(1834);
    expect(d.weigher.take()).toEqual({ ok: false, messageKey: 'scale.already-used' });
    d.wait(3_500);
    expect(d.weigher.take()).toEqual({ ok: false, messageKey: 'scale.stale' });
    // The next parcel: the scale moves, then settles on it.
    d.frame('unstable');
    d.frame(1834);
    expect(d.weigher.take()).toMatchObject({ ok: true, grams: 1834 });
  });

  it('is refused right before buying when the parcel changed, moved, was bought with, or the scale went quiet', () => {
    const d = desk();
    d.frame(950);
    const reading = (d.weigher.take() as { reading: ScaleReading }).reading;
    d.frame(950);
    expect(d.weigher.stillOnScale(reading)).toBeNull();
    d.frame(1200);
    expect(d.weigher.stillOnScale(reading)).toEqual({
      key: 'scale.weightChanged',
      params: { was: 950, now: 1200 },
    });
    d.frame('unstable');
    expect(d.weigher.stillOnScale(reading)).toEqual({ key: 'scale.unstable' });

    d.frame(950);
    const second = (d.weigher.take() as { reading: ScaleReading }).reading;
    d.wait(3_100);
    expect(d.weigher.stillOnScale(second)).toEqual({ key: 'scale.stale' });
    d.frame(950);
    d.weigher.used(second);
    expect(d.weigher.stillOnScale(second)).toEqual({ key: 'scale.already-used' });
  });

  it('names the scale as the source of a weight taken with Alt+W, and any other weight as typed', () => {
    const d = desk();
    d.frame(2345);
    d.weigher.take();
    expect(d.weigher.originOf(2.345, 'typed')).toMatchObject({ source: 'scale', reading: { grams: 2345 } });
    expect(d.weigher.originOf(2.3, 'typed')).toEqual({ source: 'typed' });
    expect(d.weigher.originOf(undefined, 'preset')).toEqual({ source: 'preset' });
  });

  it('waits for a stable weight, and says why when none came in time', async () => {
    const d = desk();
    d.frame('unstable');
    const waited = d.weigher.waitForWeight(1_500);
    d.wait(1_499);
    d.frame('unstable', 0);
    d.wait(1);
    await expect(waited).rejects.toMatchObject({
      kind: 'scale',
      said: { key: 'scale.weighTimeout', params: { seconds: 2, reason: { key: 'scale.unstable' } } },
    });
    const arriving = d.weigher.waitForWeight(1_000);
    d.frame(640);
    await expect(arriving).resolves.toMatchObject({ ok: true, grams: 640 });
  });
});
