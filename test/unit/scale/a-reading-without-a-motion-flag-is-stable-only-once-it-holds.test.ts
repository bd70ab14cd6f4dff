// Frames become readings with their device and time: a frame that says it is stable is believed,
// one that cannot tell is stable only once the same weight held SETTLE_MS, a change of weight
// starts over, stableSince stays on the first stable frame of a weight, and a problem drops it.
import { describe, expect, it } from 'vitest';
import { ReadingTracker } from '../../../electron/main/scale';

const device = { id: 'serial:/dev/ttyUSB0:continuous', name: '/dev/ttyUSB0 (contínuo)' };

function tracker() {
  let now = Date.parse('2026-03-02T10:00:00.000Z');
  const t = new ReadingTracker(device, { settleMs: 500, now: () => now });
  return { t, advance: (ms: number) => (now += ms) };
}

describe('readings', () => {
  it('believes a frame that says it is stable, and keeps stableSince while the weight holds', () => {
    const { t, advance } = tracker();
    expect(t.current()).toMatchObject({ kind: 'waiting', messageKey: 'scale.waiting', device });
    const first = t.frame({ kind: 'weight', grams: 1234, stable: true });
    expect(first).toEqual({
      kind: 'reading',
      grams: 1234,
      stable: true,
      stableSince: '2026-03-02T10:00:00.000Z',
      device,
      at: '2026-03-02T10:00:00.000Z',
    });
    advance(200);
    expect(t.frame({ kind: 'weight', grams: 1234, stable: true })).toMatchObject({
      stableSince: '2026-03-02T10:00:00.000Z',
      at: '2026-03-02T10:00:00.200Z',
    });
    advance(200);
    expect(t.frame({ kind: 'weight', grams: 1240, stable: true })).toMatchObject({
      stableSince: '2026-03-02T10:00:00.400Z',
    });
  });

  it('calls a weight without a motion flag stable only once it held, and starts over when it moves', () => {
    const { t, advance } = tracker();
    expect(t.frame({ kind: 'weight', grams: 1234, stable: null })).toMatchObject({ stable: false, stableSince: null });
    advance(300);
    expect(t.frame({ kind: 'weight', grams: 1234, stable: null })).toMatchObject({ stable: false });
    advance(100);
    expect(t.frame({ kind: 'weight', grams: 1236, stable: null })).toMatchObject({ stable: false });
    advance(400);
    expect(t.frame({ kind: 'weight', grams: 1236, stable: null })).toMatchObject({ stable: false });
    advance(100);
    expect(t.frame({ kind: 'weight', grams: 1236, stable: null })).toMatchObject({
      stable: true,
      stableSince: '2026-03-02T10:00:00.900Z',
    });
  });

  it('drops the weight at a problem: the next weight starts a new run', () => {
    const { t, advance } = tracker();
    t.frame({ kind: 'weight', grams: 500, stable: null });
    advance(400);
    expect(t.frame({ kind: 'problem', problem: 'garbled', detail: '<ff>' })).toEqual({
      kind: 'problem',
      problem: 'garbled',
      messageKey: 'scale.garbled',
      device,
      at: '2026-03-02T10:00:00.400Z',
      detail: '<ff>',
    });
    advance(200);
    expect(t.frame({ kind: 'weight', grams: 500, stable: null })).toMatchObject({ stable: false });
  });
});
