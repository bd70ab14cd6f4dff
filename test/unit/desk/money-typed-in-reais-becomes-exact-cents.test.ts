// Money and measures as a spreadsheet in Brazil (or elsewhere) types them become exact cents
// and numbers; anything ambiguous or malformed is refused rather than guessed.
import { describe, expect, it } from 'vitest';
import { parseDecimal, parseReaisToCents, reais } from '../../../electron/main/desk/money';

describe('reais typed in a CSV', () => {
  it.each([
    ['100', 10_000],
    ['100,5', 10_050],
    ['100,50', 10_050],
    ['1.234,56', 123_456],
    ['R$ 1.234,56', 123_456],
    ['100.5', 10_050],
    ['0,01', 1],
    ['0.1', 10],
    ['12345678,99', 1_234_567_899],
    // A dot before exactly three digits groups thousands, as a price tag writes it (issue 17).
    ['1.234', 123_400],
    ['2.500', 250_000],
  ])('%s → %i cents', (text, cents) => expect(parseReaisToCents(text)).toBe(cents));

  it.each(['', 'abc', '1,234,56', '1,234.56', '10,999', '-5', '1.2.3', '1,2.3', '2.5000'])('refuses %j', (text) =>
    expect(parseReaisToCents(text)).toBeNull(),
  );

  it('decimals take a comma or a dot, and print back as R$', () => {
    expect(parseDecimal('1,2')).toBe(1.2);
    expect(parseDecimal('0.35')).toBe(0.35);
    expect(parseDecimal('1,2,3')).toBeNull();
    expect(reais(123_456)).toBe('R$ 1.234,56');
  });
});
