// From one frame of text to what it says: a weight, or a problem. Pure functions, one per
// serial protocol; the bytes are split into frames by ./framer.ts and the frame becomes a
// reading with its device and time in ./readings.ts.
//
// The formats, from the manufacturers' manuals:
//
// Toledo (request/answer). Toledo do Brasil, "PRIX 3 Plus — Manual del Usuario", §2.7.3–2.7.4
// (protocols Prt3 and Prt5): 8 data bits, no parity, 1 stop bit; the computer sends ENQ (05h)
// and the scale answers
//     [STX][PPPPP][ETX]   stable weight: 5 ASCII digits, no decimal point ("el punto debe
//                         ser tratado vía software": kg with 3 decimals on the 15 kg / 5 g
//                         and 30 kg / 10 g checkout scales, i.e. grams; a scale set to fewer
//                         decimals is configured so, `decimals`, else it would read 10× light)
//     [STX][IIIII][ETX]   unstable
//     [STX][NNNNN][ETX]   negative
//     [STX][SSSSS][ETX]   over capacity
// and, in Prt5, sends nothing at all while the pan reads 0,000 (see ./serial-scale.ts). The
// same vocabulary is documented for the Prix III line (MOIM-PRIX III) and is what the ACBr
// project's Toledo driver reads ("Protocolo B", ACBrBALToledo.pas).
//
// Continuous (the scale sends on its own, several times a second):
//   - Filizola, and Toledo indicators set to stream: the same [STX] PPPPP|IIIII|NNNNN|SSSSS
//     [ETX] frames, unasked (ACBr's ACBrBALFilizola.pas reads them so).
//   - Mettler Toledo's "continuous output" (Toledo indicators and many others speak it):
//     [STX] SWA SWB SWC wwwwww tttttt [CR] [CHK], weight and tare as 6 digits without a point
//     (METTLER TOLEDO WILDCAT technical manual, appendix 2 "Continuous Mode Output"). Status
//     word A bits 0–2 place the decimal point (2 = none, 3 = one decimal, … 6 = four; 0 and 1
//     multiply by 100 and 10), status word B says bit 1 negative, bit 2 over capacity, bit 3 in
//     motion, bit 4 kg (else lb) (Rice Lake 920i installation manual §10.7.1, "Toledo 8142
//     indicator"; Liden LUW2001 manual, appendix 1 "Continuous output MT format").
//   - Toledo Prix 3 Plus's streaming protocol (manual §2.7): [STX] 6 characters "including the
//     minus sign and the decimal point" [CR], e.g. STX "-0.500" CR: no motion flag.
//   - The status-first line of most generic indicators, e.g. Dini Argeo 3590, technical manual
//     §5.4 "Standard": "HH,KK,PPPPPPPP,UM" CR LF with HH = ST (stable), US (unstable),
//     OL (overload), UL (underload), KK = GS (gross) or NT (net), UM = kg, g, t, lb.
//   - Urano (UDC/POP): "* PESO: 5,10kg", the asterisk marking a stable weight (as ACBr's
//     ACBrBALUrano.pas reads it).
//   - Generic weight lines: "P  1,234kg", "PB: 1,234 kg", "  12.5 lb".
// A frame that says nothing about motion gets `stable: null`, and ./readings.ts calls it stable
// only once the same weight has held for a while.
/* eslint-disable no-control-regex -- frames are made of control bytes (STX, ETX, NUL noise) */
import type { ScaleProblemKind } from '../../shared/scale';
import { MAX_GRAMS, parseScaleNumber, toGrams, unitOf, type ScaleNumber, type WeightUnit } from './grams';

export const STX = '\x02';
export const ETX = '\x03';
export const ENQ = 0x05;

/** What one frame says. */
export type ScaleFrame =
  /** stable: true/false when the frame says so, null when it cannot tell. */
  | { kind: 'weight'; grams: number; stable: boolean | null }
  | { kind: 'problem'; problem: ScaleProblemKind; detail?: string };

const problem = (kind: ScaleProblemKind, detail?: string): ScaleFrame => ({ kind: 'problem', problem: kind, detail });

/**
 * A weight as a frame: zero and below zero are problems, never weights; a weight beyond any
 * scale a desk uses is a misread frame.
 */
export function weightFrame(grams: number, stable: boolean | null, raw: string): ScaleFrame {
  if (grams < 0) return problem('negative', raw);
  if (grams === 0) return problem('zero', raw);
  if (!Number.isSafeInteger(grams) || grams > MAX_GRAMS) return problem('garbled', raw);
  return { kind: 'weight', grams, stable };
}

/** The frame's text: what follows its last STX (bytes before it are line noise), ends trimmed. */
function textOf(raw: string): { text: string; framed: boolean } {
  const start = raw.lastIndexOf(STX);
  // Only spaces and the frame's own end characters are trimmed: a control byte inside the
  // frame means it was damaged, and dropping it could change the weight.
  const text = raw.slice(start + 1).replace(/^[\s\x00]+|[\s\x00]+$/g, '');
  return { text, framed: start >= 0 };
}

/** Printable for a log or a support detail: control bytes shown as <hex>. */
export function visible(raw: string): string {
  return raw.replace(/[^\x20-\x7e]/g, (c) => `<${c.charCodeAt(0).toString(16).padStart(2, '0')}>`).slice(0, 80);
}

/** Decimals implied in digits sent without a point (kg): 3, so the digits are grams. */
export const IMPLIED_DECIMALS = 3;

/** The Toledo PPPPP / IIIII / NNNNN / SSSSS vocabulary (also Filizola's stream); null if it is not one. */
function fiveDigitVocabulary(text: string, raw: string, decimals: number): ScaleFrame | null {
  if (/^I+$/.test(text)) return problem('unstable', visible(raw));
  if (/^N+$/.test(text)) return problem('negative', visible(raw));
  if (/^S+$/.test(text)) return problem('overload', visible(raw));
  // The digits are kg with `decimals` implied decimals (3: whole grams). The vocabulary has a
  // motion flag of its own (IIIII), so digits are a stable weight.
  if (/^\d{5,6}$/.test(text)) return numberFrame({ mantissa: BigInt(text), exponent: -decimals }, 'kg', true, raw);
  return null;
}

/** Toledo's answer to ENQ. Only an STX-framed answer is read: without its STX, digits may have lost their head. */
export function readToledoFrame(raw: string, decimals: number = IMPLIED_DECIMALS): ScaleFrame | null {
  const { text, framed } = textOf(raw);
  if (text === '' && !/[^\s\x00]/.test(raw)) return null; // an empty line: nothing said
  if (!framed) return problem('garbled', visible(raw));
  const known = fiveDigitVocabulary(text, raw, decimals);
  if (known) return known;
  // Some Toledo firmware answers with the point in place ("01.234"): read it as kg.
  const number = /^[+-]?\d+[.,]\d+$/.test(text) ? parseScaleNumber(text) : null;
  if (number) return numberFrame(number, 'kg', true, raw);
  return problem('garbled', visible(raw));
}

/** One frame of a continuous stream, in any of the formats above; null for an empty line. */
export function readContinuousFrame(raw: string, decimals: number = IMPLIED_DECIMALS): ScaleFrame | null {
  const { text, framed } = textOf(raw);
  if (text === '') return /[^\s\x00]/.test(raw) ? problem('garbled', visible(raw)) : null;

  const mettler = framed ? mettlerContinuous(raw.slice(raw.lastIndexOf(STX) + 1), raw) : null;
  if (mettler) return mettler;

  // Bare digits mean grams only inside an STX frame: a line that lost its STX may have lost
  // digits too, and the weight would read smaller than the scale shows.
  if (framed) {
    const known = fiveDigitVocabulary(text, raw, decimals);
    if (known) return known;
  }

  // Status-first: "ST,GS,   1.234,kg", "US,NT,+0001.230kg", "OL,GS,", "UL,GS,-0.005,kg".
  const status = /^(ST|US|OL|UL)\s*,\s*(?:[A-Z]{2}\s*,\s*)?([+-]?\s*[\d.,]*?)\s*,?\s*([A-Za-z]*)$/.exec(text);
  if (status) {
    const [, flag, value = '', unit = ''] = status;
    if (flag === 'OL') return problem('overload', visible(raw));
    if (flag === 'UL') return problem('negative', visible(raw));
    return valueFrame(value.replace(/\s+/g, ''), unit, flag === 'ST', raw);
  }

  // Urano: "* PESO: 5,10kg" (the asterisk: stable).
  const urano = /^(\*)?\s*PESO\s*:?\s*([+-]?\s*\d+(?:[.,]\d+)?)\s*([A-Za-z]*)$/i.exec(text);
  if (urano) {
    const [, star, value = '', unit = ''] = urano;
    return valueFrame(value.replace(/\s+/g, ''), unit, star ? true : null, raw);
  }

  // Generic: an optional short label ("P", "PB:", "W"), a number, an optional unit.
  const generic = /^(?:[A-Za-z]{1,3}\s*:?\s+|[A-Za-z]{1,3}:\s*)?([+-]?\s*\d+(?:[.,]\d+)?)\s*([A-Za-z]*)$/.exec(text);
  if (generic) {
    const [, value = '', unit = ''] = generic;
    // Digits with neither a decimal point nor a unit say nothing certain about their scale.
    if (!/[.,]/.test(value) && unit === '') return problem('garbled', visible(raw));
    return valueFrame(value.replace(/\s+/g, ''), unit, null, raw);
  }
  return problem('garbled', visible(raw));
}

/**
 * Mettler Toledo continuous output: three status words (bit 5 set, bit 6 clear: 20h–3Fh; bit 7
 * is parity when the line is 7E1), the displayed weight and the tare. Null when it is not one.
 */
function mettlerContinuous(body: string, raw: string): ScaleFrame | null {
  if (!/^[\x20-\x3f\xa0-\xbf]{3}[ \d]{6}[ \d]{6}$/.test(body)) return null;
  const swa = body.charCodeAt(0) & 0x7f;
  const swb = body.charCodeAt(1) & 0x7f;
  if (swb & 0x04) return problem('overload', visible(raw));
  if (swb & 0x02) return problem('negative', visible(raw));
  const digits = body.slice(3, 9).trim();
  if (!/^\d+$/.test(digits)) return problem('garbled', visible(raw));
  const number = { mantissa: BigInt(digits), exponent: 2 - (swa & 0x07) };
  return numberFrame(number, swb & 0x10 ? 'kg' : 'lb', (swb & 0x08) === 0, raw);
}

/** A printed value and unit (kg when none is printed: Brazilian scales show kg). */
function valueFrame(value: string, unitText: string, stable: boolean | null, raw: string): ScaleFrame {
  const number = parseScaleNumber(value);
  if (!number) return problem('garbled', visible(raw));
  const unit = unitText === '' ? 'kg' : unitOf(unitText);
  if (!unit) return problem('unknown-unit', visible(raw));
  return numberFrame(number, unit, stable, raw);
}

function numberFrame(number: ScaleNumber, unit: WeightUnit, stable: boolean | null, raw: string): ScaleFrame {
  if (number.mantissa < 0n) return problem('negative', visible(raw));
  return weightFrame(toGrams(number, unit), stable, visible(raw));
}
