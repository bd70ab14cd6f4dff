// Issue 29, item 2: a keyboard-wedge scanner types a whole code in a few milliseconds and ends
// with Enter. The detector (renderer/src/lib/wedge.ts) must catch that burst whatever field it
// lands in, give back the field's value from before it, and never take a person's typing, a
// held key or a short rollover for one.
import { describe, expect, it } from 'vitest';
import { WEDGE, WedgeDetector, type KeyFact } from '../../../renderer/src/lib/wedge';

/** Types `text` into `field` one key every `gapMs` from `start`, then Enter `enterGapMs` later. */
function typeInto(
  detector: WedgeDetector,
  field: object,
  text: string,
  gapMs: number,
  options: { start?: number; before?: string; enterGapMs?: number; extra?: Partial<KeyFact> } = {},
) {
  let time = options.start ?? 1000;
  let value = options.before ?? '';
  for (const key of text) {
    expect(detector.key(field, { key, time, ...options.extra }, value)).toBeNull();
    value += key;
    time += gapMs;
  }
  const enterAt = time - gapMs + (options.enterGapMs ?? gapMs);
  return { burst: detector.key(field, { key: 'Enter', time: enterAt }, value), value, time: enterAt };
}

describe('a keyboard-wedge scan', () => {
  it('is caught at its Enter when the keys come 5 ms apart, with the value the field had before', () => {
    const d = new WedgeDetector();
    const { burst } = typeInto(d, {}, '7891234567895', 5, { before: '1,2' });
    expect(burst).toEqual({ text: '7891234567895', valueBefore: '1,2', startTime: 1000 });
  });

  it('is caught from a slow scanner (25 ms a key) and with the Shift a scanner sends around capitals', () => {
    const d = new WedgeDetector();
    const field = {};
    let time = 0;
    for (const key of ['Shift', 'P', 'Shift', 'E', 'Shift', 'D', '-', '2', '0', '9', '3', '1']) {
      d.key(field, { key, time }, '');
      if (key !== 'Shift') time += 25;
    }
    expect(d.key(field, { key: 'Enter', time: time - 25 + 20 }, '')).toEqual({
      text: 'PED-20931',
      valueBefore: '',
      startTime: expect.any(Number),
    });
  });

  it('is caught as a busy page hands it over: gaps Chromium measured for a scanner at 5 ms a key', () => {
    const d = new WedgeDetector();
    const field = {};
    const gaps = [46, 30, 24, 39, 12, 23, 19, 27, 29, 46, 28, 25];
    let time = 0;
    [...'7891000100103'].forEach((key, i) => {
      d.key(field, { key, time }, i === 0 ? '100' : '');
      time += gaps[i] ?? 0;
    });
    expect(d.key(field, { key: 'Enter', time: time + 31 }, '')).toEqual({
      text: '7891000100103',
      valueBefore: '100',
      startTime: expect.any(Number),
    });
    // Measured on a machine three times oversubscribed: a code of 9 keys, 37–82 ms apart.
    const busy = [37, 54, 29, 38, 30, 41, 82, 51];
    time = 10_000;
    [...'PED-29001'].forEach((key, i) => {
      d.key(field, { key, time }, i === 0 ? '20' : '');
      time += busy[i] ?? 0;
    });
    expect(d.key(field, { key: 'Enter', time: time + 40 }, '')).toEqual({
      text: 'PED-29001',
      valueBefore: '20',
      startTime: expect.any(Number),
    });
  });

  it('keeps what the person typed before the scanner fired (a pause, then the burst)', () => {
    const d = new WedgeDetector();
    const field = {};
    expect(d.key(field, { key: '1', time: 1000 }, '')).toBeNull();
    expect(d.key(field, { key: '2', time: 1180 }, '1')).toBeNull();
    const scan = typeInto(d, field, 'ABC12345', 4, { start: 1700, before: '12' });
    expect(scan.burst).toEqual({ text: 'ABC12345', valueBefore: '12', startTime: expect.any(Number) });
  });

  it('is caught whole when the busy page holds a key back (after the first key, or mid-code)', () => {
    const d = new WedgeDetector();
    const field = {};
    const at = [0, 150, 155, 160, 165, 170, 320, 325, 330]; // two stalls of 150 ms
    [...'PED20931'].forEach((key, i) => d.key(field, { key, time: 5000 + at[i]! }, i === 0 ? '1,2' : 'x'));
    expect(d.key(field, { key: 'Enter', time: 5000 + 335 }, '')).toEqual({
      text: 'PED20931',
      valueBefore: '1,2',
      startTime: expect.any(Number),
    });
  });

  it('leaves in the field the key a person typed just before the scanner fired', () => {
    const d = new WedgeDetector();
    const field = {};
    d.key(field, { key: '1', time: 1000 }, '');
    d.key(field, { key: '2', time: 1150 }, '1');
    const scan = typeInto(d, field, '78912345', 5, { start: 1250, before: '12' });
    expect(scan.burst).toEqual({ text: '78912345', valueBefore: '12', startTime: expect.any(Number) });
  });

  it('leaves in the field a quick pair a person typed, mid-typing, before the scanner fired', () => {
    const d = new WedgeDetector();
    const field = {};
    d.key(field, { key: '1', time: 1000 }, '');
    d.key(field, { key: '2', time: 1150 }, '1');
    d.key(field, { key: '3', time: 1300 }, '12');
    d.key(field, { key: '4', time: 1370 }, '123'); // rolled over: 70 ms
    const scan = typeInto(d, field, '78912345', 5, { start: 1700, before: '1234' });
    expect(scan.burst).toEqual({ text: '78912345', valueBefore: '1234', startTime: expect.any(Number) });
  });

  it("takes the scanner's first keys whole when the page drew them slowly, after the pause before the scan", () => {
    const d = new WedgeDetector();
    const field = {};
    d.key(field, { key: 'P', time: 5000 }, '20');
    d.key(field, { key: 'E', time: 5070 }, '20P'); // the first key's render held the second back
    const scan = typeInto(d, field, 'D-29002', 12, { start: 5300, before: '20PE' });
    expect(scan.burst).toEqual({ text: 'PED-29002', valueBefore: '20', startTime: expect.any(Number) });
  });

  it('leaves typing alone, even the fastest typist (60 ms a key, twice as fast as most)', () => {
    const d = new WedgeDetector();
    expect(typeInto(d, {}, '01310100', 120).burst).toBeNull();
    expect(typeInto(d, {}, '01310100', 60).burst).toBeNull();
    expect(typeInto(d, {}, '0131', WEDGE.medianGapMs + 5).burst).toBeNull();
    expect(typeInto(d, {}, '01310100', WEDGE.longCodeMedianGapMs + 5).burst).toBeNull();
  });

  it('never counts a held key (its repeats) or fewer keys than a code has', () => {
    const d = new WedgeDetector();
    expect(typeInto(d, {}, '00000000', 5, { extra: { repeat: true } }).burst).toBeNull();
    expect(typeInto(d, {}, '123', 5).burst).toBeNull();
  });

  it('forgets the run on Backspace, an arrow, a shortcut or another field', () => {
    const d = new WedgeDetector();
    const field = {};
    for (const [i, key] of [...'1234'].entries()) d.key(field, { key, time: i * 5 }, '');
    d.key(field, { key: 'Backspace', time: 20 }, '1234');
    expect(d.key(field, { key: 'Enter', time: 25 }, '123')).toBeNull();

    for (const [i, key] of [...'5678'].entries()) d.key(field, { key, time: 100 + i * 5 }, '');
    expect(d.key({}, { key: 'Enter', time: 121 }, '')).toBeNull();

    for (const [i, key] of [...'5678'].entries()) d.key(field, { key, time: 200 + i * 5 }, '');
    expect(d.key(field, { key: 'Enter', time: 221, ctrlKey: true }, '5678')).toBeNull();
  });

  it('does not take an Enter pressed long after a fast run (the person looked, then pressed Enter)', () => {
    const d = new WedgeDetector();
    expect(typeInto(d, {}, '7891234567895', 5, { enterGapMs: 800 }).burst).toBeNull();
  });
});
