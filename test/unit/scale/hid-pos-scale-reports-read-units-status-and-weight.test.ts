// USB HID POS scale data reports (report ID 3: status, unit, signed exponent, weight LE), with
// bytes as the "HID Point of Sale Usage Tables" 1.02 §4 (Scale page 0x8D) lays them out and as
// Dymo postal scales send them: kg, g, lb and oz converted exactly; in motion, under zero, over
// the limit, zero and faults as problems; units the station will not convert refused.
import { describe, expect, it } from 'vitest';
import { readHidReport } from '../../../electron/main/scale';

const report = (...bytes: number[]) => new Uint8Array(bytes);
const weight = (grams: number, stable: boolean) => ({ kind: 'weight', grams, stable });
const problem = (kind: string) => expect.objectContaining({ kind: 'problem', problem: kind });

describe('HID POS scale reports', () => {
  it('reads a stable weight in each unit a parcel is weighed in', () => {
    expect(readHidReport(report(0x03, 0x04, 0x02, 0x00, 0x14, 0x00))).toEqual(weight(20, true)); // 20 g
    expect(readHidReport(report(0x03, 0x04, 0x03, 0xfd, 0xd2, 0x04))).toEqual(weight(1234, true)); // 1234 × 10^-3 kg
    expect(readHidReport(report(0x03, 0x04, 0x0b, 0xff, 0x34, 0x19))).toEqual(weight(18_291, true)); // 645.2 oz
    expect(readHidReport(report(0x03, 0x04, 0x0c, 0xfe, 0xe8, 0x03))).toEqual(weight(4536, true)); // 10.00 lb
    expect(readHidReport(report(0x03, 0x04, 0x01, 0x00, 0x88, 0x13))).toEqual(weight(5, true)); // 5000 mg
    expect(readHidReport(report(0x03, 0x04, 0x02, 0x01, 0x0c, 0x00))).toEqual(weight(120, true)); // 12 × 10^1 g
  });

  it('reads a weight in motion as unstable, with the weight', () => {
    expect(readHidReport(report(0x03, 0x03, 0x02, 0x00, 0xe8, 0x03))).toEqual(weight(1000, false));
    expect(readHidReport(report(0x03, 0x03, 0x02, 0x00, 0x00, 0x00))).toEqual(problem('unstable'));
  });

  it('says zero, under zero, over the limit, fault, calibration and re-zeroing as problems', () => {
    expect(readHidReport(report(0x03, 0x02, 0x02, 0x00, 0x00, 0x00))).toEqual(problem('zero'));
    expect(readHidReport(report(0x03, 0x05, 0x02, 0x00, 0x0a, 0x00))).toEqual(problem('negative'));
    expect(readHidReport(report(0x03, 0x06, 0x0c, 0xff, 0xff, 0xff))).toEqual(problem('overload'));
    expect(readHidReport(report(0x03, 0x01, 0x02, 0x00, 0x00, 0x00))).toEqual(problem('fault'));
    expect(readHidReport(report(0x03, 0x07, 0x02, 0x00, 0x00, 0x00))).toEqual(problem('fault'));
    expect(readHidReport(report(0x03, 0x08, 0x02, 0x00, 0x00, 0x00))).toEqual(problem('needs-zeroing'));
    // A stable zero in the weight field is still zero, never a weight.
    expect(readHidReport(report(0x03, 0x04, 0x02, 0x00, 0x00, 0x00))).toEqual(problem('zero'));
  });

  it('refuses units it will not convert, and says which', () => {
    expect(readHidReport(report(0x03, 0x04, 0x04, 0x00, 0x64, 0x00))).toEqual({
      kind: 'problem',
      problem: 'unknown-unit',
      detail: 'carat: 03 04 04 00 64 00',
    });
    expect(readHidReport(report(0x03, 0x04, 0x05, 0x00, 0x01, 0x00))).toEqual(problem('unknown-unit')); // tael
    expect(readHidReport(report(0x03, 0x04, 0x0a, 0x00, 0x01, 0x00))).toEqual(problem('unknown-unit')); // troy oz
    expect(readHidReport(report(0x03, 0x04, 0x0f, 0x00, 0x01, 0x00))).toEqual(problem('garbled')); // reserved
  });

  it('ignores other reports and refuses a short or unknown-status data report', () => {
    expect(readHidReport(report(0x01, 0x0a, 0x02))).toBeNull(); // attributes
    expect(readHidReport(report(0x04, 0x04))).toBeNull(); // status report
    expect(readHidReport(report(0x03, 0x04, 0x02))).toEqual(problem('garbled'));
    expect(readHidReport(report(0x03, 0x09, 0x02, 0x00, 0x01, 0x00))).toEqual(problem('garbled'));
  });
});
