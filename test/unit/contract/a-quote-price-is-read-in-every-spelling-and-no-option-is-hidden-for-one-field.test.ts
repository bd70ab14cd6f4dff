// Issue 28.4: the spec leaves every quote option field but its three ids "not shown", so a real
// server may write the price as cents, as reais (a number or a decimal string) and the currency
// in any case. Each spelling is read to the same cents; an option is never hidden because one
// field is spelled another way; an option whose price truly cannot be read is shown unpriced, and
// the rate rule never picks it.
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../../electron/main/desk/rules/pick-option';
import { quoteResponseSchema, reaisToCents } from '../../../electron/shared/contract';
import { quoteOption, quoteResponse } from './fixtures';
import { parsed } from './helpers';

const { priceCents: _cents, currency: _currency, ...unpricedOption } = quoteOption();

/** The one option a quote answer holds with these fields in place of the fixture's price. */
const read = (fields: Record<string, unknown>) => {
  const quote = parsed(quoteResponseSchema, {
    ...quoteResponse(),
    shippingOptions: [{ ...unpricedOption, ...fields }],
  });
  expect(quote.shippingOptions).toHaveLength(1);
  expect(quote.skipped).toBeUndefined();
  return { option: quote.shippingOptions[0]!, partlyRead: quote.partlyRead };
};

describe('a quote option priced in every spelling a server may use', () => {
  it.each<[string, Record<string, unknown>]>([
    ['cents as a whole number', { priceCents: 2590 }],
    ['cents as digits in text', { priceCents: '2590' }],
    ['reais as a number', { price: 25.9 }],
    ['reais with leading zeros', { price: '0025.90' }],
    ['reais as a decimal string with a dot', { price: '25.90' }],
    ['reais as a decimal string with a comma', { price: '25,90' }],
    ['reais with one decimal', { price: '25.9' }],
    ['reais written R$ 25,90', { price: 'R$ 25,90' }],
    ['both: priceCents wins over price', { priceCents: 2590, price: '99.99' }],
  ])('%s reads 2590 cents', (_spelling, fields) => {
    const { option, partlyRead } = read({ ...fields, currency: 'BRL' });
    expect(option.priceCents).toBe(2590);
    expect(option).not.toHaveProperty('price');
    expect(partlyRead).toBeUndefined();
  });

  it.each([
    ['1.234,56', 123_456],
    ['1,234.56', 123_456],
    ['1234.56', 123_456],
    ['R$ 1.234,56', 123_456],
    ['34', 3_400],
  ])('reais as %j read %i cents (thousands grouped either way)', (price, cents) => {
    expect(read({ price }).option.priceCents).toBe(cents);
  });

  it.each(['BRL', 'brl', 'Brl', ' BRL ', 'R$'])(
    'currency %j reads BRL, and the option is priced in reais',
    (currency) => {
      const { option } = read({ priceCents: 2590, currency });
      expect(option.currency).toBe('BRL');
      expect(pickOption({ kind: 'cheapest' }, { shippingOptions: [option], issues: [] })).toMatchObject({
        ok: true,
        value: { option: { priceCents: 2590 } },
      });
    },
  );

  it('another currency in any case keeps its code', () => {
    expect(read({ priceCents: 4100, currency: 'usd' }).option).toMatchObject({ priceCents: 4100, currency: 'USD' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a fraction of a cent in reais', { price: 25.999 }],
    ['three digits after one separator (thousands or decimals?)', { price: '1.234' }],
    ['words', { price: 'a combinar' }],
    ['a negative price', { price: -5 }],
    ['cents with a fraction', { priceCents: 25.9 }],
    ['a decimal string in a field of cents', { priceCents: '25,90' }],
    ['a price in a currency that is no code', { priceCents: 2590, currency: 'reais' }],
  ])('%s: the option is still shown, unpriced, and never picked by the rule', (_case, fields) => {
    const { option, partlyRead } = read(fields);
    expect(option).toEqual(unpricedOption);
    expect(option.priceCents).toBeUndefined();
    expect(option.currency).toBeUndefined();
    expect(partlyRead?.map((item) => item.index)).toEqual([0]);
    expect(pickOption({ kind: 'cheapest' }, { shippingOptions: [option], issues: [] })).toMatchObject({ ok: false });
  });

  it('a display field spelled another way is left out, never the option', () => {
    const { option, partlyRead } = read({ priceCents: 2590, currency: 'BRL', deliveryDaysMax: 'três', carrierName: 7 });
    expect(option).toMatchObject({ priceCents: 2590, currency: 'BRL', deliveryDaysMin: 1 });
    expect(option).not.toHaveProperty('deliveryDaysMax');
    expect(option).not.toHaveProperty('carrierName');
    expect(partlyRead?.[0]?.issues.join(' ')).toMatch(/deliveryDaysMax/);
  });

  it('the options keep the order the server sent, the unpriced among the priced', () => {
    const quote = parsed(quoteResponseSchema, {
      ...quoteResponse(),
      shippingOptions: [
        { ...quoteOption(), serviceName: 'A', priceCents: '3400' },
        { ...quoteOption(), serviceName: 'B', price: 'sob consulta' },
        { ...quoteOption(), serviceName: 'C', price: 41.5, priceCents: undefined, currency: 'brl' },
      ],
    });
    expect(quote.shippingOptions.map((o) => [o.serviceName, o.priceCents])).toEqual([
      ['A', 3400],
      ['B', undefined],
      ['C', 4150],
    ]);
    expect(pickOption({ kind: 'cheapest' }, quote)).toMatchObject({
      ok: true,
      value: { option: { serviceName: 'A' } },
    });
  });
});

describe('reaisToCents', () => {
  it('is exact to the cent with integer arithmetic, and refuses what is not a price', () => {
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(19.99)).toBe(1999);
    expect(reaisToCents('0,05')).toBe(5);
    expect(reaisToCents(Number.NaN)).toBeUndefined();
    expect(reaisToCents('1.23.4')).toBeUndefined();
    expect(reaisToCents('25.900')).toBeUndefined();
    expect(reaisToCents('')).toBeUndefined();
  });
});
