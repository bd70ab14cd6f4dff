// Scale numbers become whole grams in integer arithmetic: kg and g exactly, lb and oz through
// their exact definitions (1 lb = 453.59237 g, 1 oz = 28.349523125 g), rounded to the nearest
// gram with halves away from zero; Brazilian commas and points both read as decimals.
import { describe, expect, it } from 'vitest';
import { parseScaleNumber, toGrams } from '../../../electron/main/scale';

const n = (mantissa: number, exponent: number) => ({ mantissa: BigInt(mantissa), exponent });

describe('weights convert exactly to whole grams', () => {
  it('reads kg and g without a floating-point slip', () => {
    expect(toGrams(n(1234, -3), 'kg')).toBe(1234); // 1.234 kg (1.234 * 1000 is 1233.9999… in floats)
    expect(toGrams(n(4353, -3), 'kg')).toBe(4353);
    expect(toGrams(n(30, 0), 'kg')).toBe(30_000);
    expect(toGrams(n(20, 0), 'g')).toBe(20);
    expect(toGrams(n(125, -1), 'g')).toBe(13); // 12.5 g: half away from zero
    expect(toGrams(n(1499, 0), 'mg')).toBe(1);
    expect(toGrams(n(1500, 0), 'mg')).toBe(2);
  });

  it('converts pounds and ounces by their exact definitions', () => {
    expect(toGrams(n(1, 0), 'lb')).toBe(454); // 453.59237
    expect(toGrams(n(10, 0), 'lb')).toBe(4536); // 4535.9237
    expect(toGrams(n(1, 0), 'oz')).toBe(28); // 28.349523125
    expect(toGrams(n(16, 0), 'oz')).toBe(454); // one pound
    expect(toGrams(n(6452, -1), 'oz')).toBe(18_291); // 645.2 oz = 18291.1123…
    expect(toGrams(n(1, -1), 'oz')).toBe(3); // 0.1 oz = 2.8349…
    // 1000 lb is 453592.37 g: no drift however large the number.
    expect(toGrams(n(1000, 0), 'lb')).toBe(453_592);
  });

  it('rounds negative numbers the same way (their magnitude), so below-zero readings stay honest', () => {
    expect(toGrams(n(-125, -1), 'g')).toBe(-13);
    expect(toGrams(n(-1, 0), 'oz')).toBe(-28);
  });

  it('reads the numbers scales print, comma or point, and refuses anything else', () => {
    expect(parseScaleNumber('1,234')).toEqual(n(1234, -3));
    expect(parseScaleNumber('1.234')).toEqual(n(1234, -3));
    expect(parseScaleNumber(' 0001.230 ')).toEqual(n(1230, -3));
    expect(parseScaleNumber('-0.005')).toEqual(n(-5, -3));
    expect(parseScaleNumber('12')).toEqual(n(12, 0));
    for (const bad of ['', '1.234.5', '1,2,3', 'abc', '1.', '.5', '1 234', '1e3'])
      expect(parseScaleNumber(bad)).toBeNull();
  });
});
