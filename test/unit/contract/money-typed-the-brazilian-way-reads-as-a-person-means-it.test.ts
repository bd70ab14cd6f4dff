// Issue 17, point 5: one money grammar for every form, the batch and main. "2.500" is two
// thousand five hundred reais (the renderer read it as R$ 2,50 and main refused it); what a
// person could mean two ways is refused with an example; any amount written back by formatBRL
// (or typed the common ways) reads as the same cents.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, MAX_MONEY_CENTS, parseMoney, parseMoneyToCents } from '../../../electron/shared/money';
import { parseBRL } from '../../../renderer/src/lib/format';
import { parseReaisToCents } from '../../../electron/main/desk/money';

describe('money typed at a Brazilian desk', () => {
  it.each([
    ['2.500', 250_000],
    ['2.500,00', 250_000],
    ['2500', 250_000],
    ['2,5', 250],
    ['2,50', 250],
    ['R$ 1.234,56', 123_456],
    ['R$\u00a01.234,56', 123_456],
    ['1.234.567,89', 123_456_789],
    ['2.5', 250],
    ['0,01', 1],
  ])('%j reads as %i cents in the form, the batch and main alike', (text, cents) => {
    expect(parseMoneyToCents(text)).toBe(cents);
    expect(parseBRL(text)).toBe(cents);
    expect(parseReaisToCents(text)).toBe(cents);
  });

  it.each([
    ['2,500', 'ambiguous'],
    ['1,234.56', 'ambiguous'],
    ['1.23.4', 'ambiguous'],
    ['2.5000', 'too-many-decimals'],
    ['-5', 'negative'],
    ['', 'empty'],
    ['dez reais', 'not-a-number'],
    ['99.999.999.999', 'too-large'],
  ])('refuses %j (%s) and shows how to write it', (text, problem) => {
    expect(parseMoney(text)).toEqual({ ok: false, error: { problem, example: 'R$ 1.234,56' } });
  });

  it('reads back every amount it writes (format → parse)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MONEY_CENTS }), (cents) => {
        expect(parseMoneyToCents(formatBRL(cents))).toBe(cents);
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads the plain ways a person types a sum (whole, comma decimals, grouped) as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 99 }), (reais, centavos) => {
        const cents = reais * 100 + centavos;
        const two = String(centavos).padStart(2, '0');
        expect(parseMoneyToCents(`${reais},${two}`)).toBe(cents);
        if (centavos === 0) expect(parseMoneyToCents(String(reais))).toBe(cents);
        const grouped = reais.toLocaleString('pt-BR');
        expect(parseMoneyToCents(`${grouped},${two}`)).toBe(cents);
      }),
      { numRuns: 2_000 },
    );
  });
});
