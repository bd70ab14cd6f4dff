// Weights in whole grams, converted exactly. A scale gives a decimal number (digits and a power
// of ten) in some unit; the conversion is done in integers (BigInt), never in floating point,
// so 1.234 kg is 1234 g and not 1233.9999. The pound is 0.45359237 kg by definition (the 1959
// international yard and pound agreement) and the ounce is 1/16 of it, 28.349523125 g: both
// factors are exact decimals, so every reading converts to an exact rational number of grams.
//
// Rounding: to the nearest gram, halves away from zero. The only readings that are not whole
// grams already are lb and oz ones (and mg), and their rounding error (under 0.5 g) is well below
// the division of any postal or shipping scale (1 g at best, usually 2–5 g or 0.1 oz = 2.83 g),
// so rounding never moves a reading across one of the scale's own steps. It is also well below
// the carriers' weight bands, so the declared weight is the weight the scale showed.

/** Units the station converts. Everything else a scale may send is refused as unknown. */
export type WeightUnit = 'mg' | 'g' | 'kg' | 'oz' | 'lb';

/** Grams per unit, as an exact fraction. */
const GRAMS_PER: Record<WeightUnit, { num: bigint; den: bigint }> = {
  mg: { num: 1n, den: 1000n },
  g: { num: 1n, den: 1n },
  kg: { num: 1000n, den: 1n },
  lb: { num: 45_359_237n, den: 100_000n }, // 453.59237 g
  oz: { num: 28_349_523_125n, den: 1_000_000_000n }, // 28.349523125 g
};

/** A decimal number as a scale sends it: mantissa × 10^exponent. */
export interface ScaleNumber {
  mantissa: bigint;
  exponent: number;
}

/** The heaviest reading taken as a weight (1 t); anything beyond is a misread frame, not a parcel. */
export const MAX_GRAMS = 1_000_000;

/** Exact grams of a number in a unit, rounded to the nearest gram (halves away from zero). */
export function toGrams({ mantissa, exponent }: ScaleNumber, unit: WeightUnit): number {
  const factor = GRAMS_PER[unit];
  const scale = 10n ** BigInt(Math.abs(exponent));
  const num = mantissa * factor.num * (exponent >= 0 ? scale : 1n);
  const den = factor.den * (exponent < 0 ? scale : 1n);
  const negative = num < 0n;
  const magnitude = negative ? -num : num;
  const rounded = (2n * magnitude + den) / (2n * den);
  return Number(negative ? -rounded : rounded);
}

/**
 * Reads a decimal as a scale prints it: "1,234", "1.234", "0001234", " 12.5". Both the comma
 * (Brazilian scales) and the point are decimal separators; scales never print thousands
 * separators. Returns null for anything else.
 */
export function parseScaleNumber(text: string): ScaleNumber | null {
  const match = /^([+-]?)(\d{1,9})(?:[.,](\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const mantissa = BigInt(whole + fraction);
  return { mantissa: sign === '-' ? -mantissa : mantissa, exponent: fraction.length > 0 ? -fraction.length : 0 };
}

/** The unit a scale printed ("kg", "KG", "lbs", "g"), or null when the station does not convert it. */
export function unitOf(text: string): WeightUnit | null {
  switch (text.trim().toLowerCase()) {
    case 'kg':
      return 'kg';
    case 'g':
    case 'gr':
      return 'g';
    case 'lb':
    case 'lbs':
      return 'lb';
    case 'oz':
      return 'oz';
    default:
      return null;
  }
}
