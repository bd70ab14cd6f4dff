// One frame of text → what it says, for each serial format the station reads (the manuals are
// cited in electron/main/scale/frames.ts): a weight in grams with its stability, or a problem;
// never a weight from a frame that could have lost digits.
import { describe, expect, it } from 'vitest';
import { readContinuousFrame, readToledoFrame } from '../../../electron/main/scale';

const weight = (grams: number, stable: boolean | null) => ({ kind: 'weight', grams, stable });
const problem = (kind: string) => expect.objectContaining({ kind: 'problem', problem: kind });

describe('Toledo answers to ENQ (PRIX 3 Plus §2.7: [STX] PPPPP|IIIII|NNNNN|SSSSS [ETX])', () => {
  it('reads five digits as grams (kg with three implied decimals), stable', () => {
    expect(readToledoFrame('\x0201234')).toEqual(weight(1234, true));
    expect(readToledoFrame('\x0215000')).toEqual(weight(15_000, true));
    expect(readToledoFrame('\x02000005')).toEqual(weight(5, true)); // six-digit firmware
    expect(readToledoFrame('\x0201.234')).toEqual(weight(1234, true)); // the point in place
  });

  it('reads the digits with the decimals the scale is set to (kg)', () => {
    expect(readToledoFrame('\x0201234', 2)).toEqual(weight(12_340, true));
    expect(readToledoFrame('\x0200150', 1)).toEqual(weight(15_000, true));
    expect(readContinuousFrame('\x0201234', 2)).toEqual(weight(12_340, true));
    expect(readToledoFrame('\x0201234', 0)).toEqual(problem('garbled')); // 1234 kg: no desk scale
  });

  it('says unstable, negative, overload and zero, never a weight', () => {
    expect(readToledoFrame('\x02IIIII')).toEqual(problem('unstable'));
    expect(readToledoFrame('\x02NNNNN')).toEqual(problem('negative'));
    expect(readToledoFrame('\x02SSSSS')).toEqual(problem('overload'));
    expect(readToledoFrame('\x0200000')).toEqual(problem('zero'));
  });

  it('drops line noise before the STX, and refuses an answer without its STX or with noise inside', () => {
    expect(readToledoFrame('\xff\x00\x0201234')).toEqual(weight(1234, true));
    expect(readToledoFrame('01234')).toEqual(problem('garbled')); // its head may be missing
    expect(readToledoFrame('\x0201\x0034')).toEqual(problem('garbled'));
    expect(readToledoFrame('\x02012')).toEqual(problem('garbled'));
    expect(readToledoFrame('\x02')).toEqual(problem('garbled'));
    expect(readToledoFrame('\x02I1I1I')).toEqual(problem('garbled'));
  });

  it('ignores an empty line', () => {
    expect(readToledoFrame('')).toBeNull();
    expect(readToledoFrame('  ')).toBeNull();
  });

  it('keeps what was received, visibly, for support', () => {
    expect(readToledoFrame('\xff\x02AB')).toEqual({ kind: 'problem', problem: 'garbled', detail: '<ff><02>AB' });
  });
});

describe('continuous streams', () => {
  it('reads Filizola / Toledo frames sent unasked', () => {
    expect(readContinuousFrame('\x0201234')).toEqual(weight(1234, true));
    expect(readContinuousFrame('\x02IIIII')).toEqual(problem('unstable'));
    expect(readContinuousFrame('\x0200000')).toEqual(problem('zero'));
    // Bare digits outside a frame may have lost their head: never a weight.
    expect(readContinuousFrame('01234')).toEqual(problem('garbled'));
  });

  it('reads Mettler Toledo continuous output by its status words (point, unit, motion, range, sign)', () => {
    // SWA '-' = 2Dh: three decimals; SWB '0' = 30h: kg, stable; SWC ' '; then weight and tare.
    expect(readContinuousFrame('\x02-0 001234000000')).toEqual(weight(1234, true));
    expect(readContinuousFrame('\x9f\x02-0 001234000000')).toEqual(weight(1234, true)); // the previous CHK
    expect(readContinuousFrame('\x02-8 001234000000')).toEqual(weight(1234, false)); // 38h: motion
    expect(readContinuousFrame('\x02-4 000000000000')).toEqual(problem('overload')); // 34h
    expect(readContinuousFrame('\x02-2 000005000000')).toEqual(problem('negative')); // 32h
    expect(readContinuousFrame('\x02+  000125000000')).toEqual(weight(5670, true)); // 2Bh: one decimal; 20h: lb
    expect(readContinuousFrame('\x02*0 000012000000')).toEqual(weight(12_000, true)); // 2Ah: no point, kg
    expect(readContinuousFrame('\xad\xb0\xa0001234000000'.replace(/^/, '\x02'))).toEqual(weight(1234, true)); // 7E1 parity
    expect(readContinuousFrame('\x02-0 00x234000000')).toEqual(problem('garbled'));
  });

  it('reads Toledo’s streamed [STX] six characters with sign and point (no motion flag)', () => {
    expect(readContinuousFrame('\x02 1.234')).toEqual(weight(1234, null));
    expect(readContinuousFrame('\x02-0.500')).toEqual(problem('negative'));
  });

  it('reads status-first lines (Dini Argeo §5.4: ST/US/OL/UL, GS/NT, weight, unit)', () => {
    expect(readContinuousFrame('ST,GS,   1.234,kg')).toEqual(weight(1234, true));
    expect(readContinuousFrame('US,NT,+0001.230kg')).toEqual(weight(1230, false));
    expect(readContinuousFrame('ST,GS,    2.50,lb')).toEqual(weight(1134, true)); // 1133.98…
    expect(readContinuousFrame('ST,GS,     250,g')).toEqual(weight(250, true));
    expect(readContinuousFrame('OL,GS,        ,kg')).toEqual(problem('overload'));
    expect(readContinuousFrame('UL,GS,  -0.005,kg')).toEqual(problem('negative'));
    expect(readContinuousFrame('ST,GS,  -0.005,kg')).toEqual(problem('negative'));
    expect(readContinuousFrame('ST,GS,   0.000,kg')).toEqual(problem('zero'));
    expect(readContinuousFrame('ST,GS,   1.000,t')).toEqual(problem('unknown-unit'));
    expect(readContinuousFrame('ST,GS,,kg')).toEqual(problem('garbled'));
  });

  it('reads Urano lines, the asterisk marking a stable weight', () => {
    expect(readContinuousFrame('* PESO: 5,10kg')).toEqual(weight(5100, true));
    expect(readContinuousFrame(' PESO: 5,10kg')).toEqual(weight(5100, null));
    expect(readContinuousFrame('* PESO: -0,005kg')).toEqual(problem('negative'));
  });

  it('reads generic lines with a label, a decimal and a unit, stability left to the tracker', () => {
    expect(readContinuousFrame('P  1,234kg')).toEqual(weight(1234, null));
    expect(readContinuousFrame('PB: 1,234 kg')).toEqual(weight(1234, null));
    expect(readContinuousFrame('  12.5 lb')).toEqual(weight(5670, null));
    expect(readContinuousFrame('W 16 oz')).toEqual(weight(454, null));
    expect(readContinuousFrame('1,234')).toEqual(weight(1234, null)); // Brazilian scales show kg
    expect(readContinuousFrame('P  1,234ct')).toEqual(problem('unknown-unit'));
    expect(readContinuousFrame('P  1234')).toEqual(problem('garbled')); // digits of no known scale
    expect(readContinuousFrame('\xff\xfeP  1,234kg')).toEqual(problem('garbled'));
  });

  it('refuses a weight no desk scale shows, and ignores empty lines and NUL padding', () => {
    expect(readContinuousFrame('P  99999,999kg')).toEqual(problem('garbled'));
    expect(readContinuousFrame('')).toBeNull();
    expect(readContinuousFrame('\x00\x00')).toBeNull();
    expect(readContinuousFrame('\x7f')).toEqual(problem('garbled'));
  });
});
