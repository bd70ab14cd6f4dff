// A USB HID point-of-sale scale's input report → a frame. Pure: the bytes come from node-hid
// (./hid-scale.ts) or from a test.
//
// USB-IF, "HID Point of Sale Usage Tables" 1.02 (2001), §4 "Scale Page (0x8D)": the Scale Data
// Report (report ID 3) carries the Scale Status, the Weight Unit, a Data Scaling exponent and
// the Data Weight. As Dymo (M5, M10, M25), Mettler Toledo and Stamps.com-style postal scales
// send it:
//     byte 0  report ID       3
//     byte 1  status          1 fault, 2 stable at center of zero, 3 in motion, 4 weight stable,
//                             5 under zero, 6 over weight limit, 7 requires calibration,
//                             8 requires re-zeroing (the Scale Status usages 0x70–0x77, in order)
//     byte 2  weight unit     1 mg, 2 g, 3 kg, 4 carat, 5 tael, 6 grain, 7 pennyweight,
//                             8 metric ton, 9 avoirdupois ton, 10 troy ounce, 11 ounce,
//                             12 pound (the Weight Unit usages 0x50–0x5B, in order)
//     byte 3  exponent        signed: the weight is data × 10^exponent (e.g. 0xFF = ÷10)
//     byte 4–5 data weight    unsigned, little-endian
// e.g. a Dymo M10 reading 20 g sends 03 04 02 00 14 00; 645.2 oz sends 03 04 0B FF 34 19.
//
// Only units a parcel is weighed in are converted (mg, g, kg, oz, lb): the jewellers' and
// apothecaries' units are refused as unknown, and the tael has no single value to convert to.
import { toGrams, type WeightUnit } from './grams';
import { weightFrame, type ScaleFrame } from './frames';

export const HID_SCALE_USAGE_PAGE = 0x8d;
export const SCALE_DATA_REPORT = 3;

const UNITS: Record<number, WeightUnit> = { 1: 'mg', 2: 'g', 3: 'kg', 11: 'oz', 12: 'lb' };
const UNIT_NAMES: Record<number, string> = {
  4: 'carat',
  5: 'tael',
  6: 'grain',
  7: 'pennyweight',
  8: 'metric ton',
  9: 'avoirdupois ton',
  10: 'troy ounce',
};

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');

/** The frame a scale data report says; null for any other report (attributes, control, …). */
export function readHidReport(report: Uint8Array): ScaleFrame | null {
  if (report[0] !== SCALE_DATA_REPORT) return null;
  const detail = hex(report);
  if (report.length < 6) return { kind: 'problem', problem: 'garbled', detail };
  const status = report[1]!;
  const unitCode = report[2]!;
  const exponent = (report[3]! << 24) >> 24; // signed byte
  const data = report[4]! | (report[5]! << 8);

  switch (status) {
    case 1:
      return { kind: 'problem', problem: 'fault', detail };
    case 2:
      return { kind: 'problem', problem: 'zero', detail };
    case 5:
      return { kind: 'problem', problem: 'negative', detail };
    case 6:
      return { kind: 'problem', problem: 'overload', detail };
    case 7:
      return { kind: 'problem', problem: 'fault', detail: `requires calibration: ${detail}` };
    case 8:
      return { kind: 'problem', problem: 'needs-zeroing', detail };
    case 3:
    case 4:
      break;
    default:
      return { kind: 'problem', problem: 'garbled', detail };
  }
  const unit = UNITS[unitCode];
  if (!unit) {
    const name = UNIT_NAMES[unitCode];
    return name
      ? { kind: 'problem', problem: 'unknown-unit', detail: `${name}: ${detail}` }
      : { kind: 'problem', problem: 'garbled', detail };
  }
  // In motion with nothing on the pan yet is still "in motion", not "zero".
  if (status === 3 && data === 0) return { kind: 'problem', problem: 'unstable', detail };
  return weightFrame(toGrams({ mantissa: BigInt(data), exponent }, unit), status === 4, detail);
}
