// Spec 2.7, 2.8 and 4.5: validity rules, national and international services, deterministic
// prices from billable weight, CEP distance and declared value, limits explained in issues.
import { describe, expect, it } from 'vitest';
import { quoteResponseSchema } from '../../../electron/shared/contract';
import { CARRIERS } from '../../support/sandbox';
import { expectError, useLoggedInSandbox } from './client';
import { internationalQuote, nationalQuote } from './fixtures';

const live = useLoggedInSandbox({ quoteTtl: 600 });

const NATIONAL = '/api/v1/quotes/simulate';
const INTERNATIONAL = '/api/v1/quotes/simulate-international';

async function quote(body: Record<string, unknown>, path = NATIONAL) {
  const reply = await live.api.post(path, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return quoteResponseSchema.parse(reply.body);
}
const prices = (q: Awaited<ReturnType<typeof quote>>) =>
  Object.fromEntries(q.shippingOptions.map((o) => [o.serviceName, o.priceCents]));

describe('national', () => {
  it('offers at least three services, each with its own quoteId and stable ids', async () => {
    const q = await quote(nationalQuote());
    expect(q.shippingOptions.map((o) => `${o.carrierName} ${o.serviceName}`)).toEqual([
      'Correios PAC',
      'Correios SEDEX',
      'Jadlog .Package',
    ]);
    expect(new Set(q.shippingOptions.map((o) => o.quoteId)).size).toBe(3);
    for (const o of q.shippingOptions) {
      expect(o).toMatchObject({ currency: 'BRL' });
      expect(o.deliveryDaysMin).toBeLessThanOrEqual(o.deliveryDaysMax ?? 0);
    }
    const again = await quote(nationalQuote());
    expect(again.shippingOptions.map((o) => [o.carrierId, o.serviceLevelId])).toEqual(
      q.shippingOptions.map((o) => [o.carrierId, o.serviceLevelId]),
    );
    expect(q.shippingOptions[0]?.carrierId).toBe(CARRIERS.correios.id);
  });

  it('prices deterministically: 1.2 kg, 2 CEP regions apart, R$ 100 declared', async () => {
    // PAC: 1890 base + 3 half-kg brackets × 310 + 2 regions × 240 + 1 % of 10000 = 3400.
    expect(prices(await quote(nationalQuote()))).toEqual({ PAC: 3400, SEDEX: 5470, '.Package': 3810 });
  });

  it('charges the greater of real and cubic weight, the distance and the insurance', async () => {
    const base = prices(await quote(nationalQuote({ declaredValueCents: 0 })));
    // 60 × 50 × 40 / 6000 = 20 kg of cubic weight for a 1.2 kg parcel.
    const bulky = prices(
      await quote(nationalQuote({ declaredValueCents: 0, comprimento: 60, largura: 50, altura: 40 })),
    );
    expect(bulky.PAC).toBe((base.PAC ?? 0) + (40 - 3) * 310);
    const far = prices(await quote(nationalQuote({ declaredValueCents: 0, destinationCep: '69005010' })));
    expect(far.PAC).toBe((base.PAC ?? 0) + 4 * 240);
    const insured = prices(await quote(nationalQuote({ declaredValueCents: undefined, valorDeclarado: 250.5 })));
    expect(insured.PAC).toBe((base.PAC ?? 0) + 251);
  });

  it('leaves out a service whose limits exclude the parcel and says why in issues', async () => {
    const heavy = await quote(nationalQuote({ peso: 35 }));
    expect(heavy.shippingOptions.map((o) => o.serviceName)).toEqual(['.Package']);
    expect(heavy.issues?.map((i) => [i.serviceName, i.code])).toEqual([
      ['PAC', 'WEIGHT_LIMIT'],
      ['SEDEX', 'WEIGHT_LIMIT'],
    ]);
    expect(String(heavy.issues?.[0]?.message)).toMatch(/30 kg/);
    const long = await quote(nationalQuote({ comprimento: 110, largura: 10, altura: 10 }));
    expect(long.issues?.map((i) => i.code)).toEqual(['SIZE_LIMIT', 'SIZE_LIMIT']);
    const none = await quote(nationalQuote({ peso: 80 }));
    expect(none.shippingOptions).toEqual([]);
    expect(none.issues).toHaveLength(3);
  });

  it('narrows to the services, carrier or service level asked for', async () => {
    expect((await quote(nationalQuote({ services: ['sedex'] }))).shippingOptions.map((o) => o.serviceName)).toEqual([
      'SEDEX',
    ]);
    expect((await quote(nationalQuote({ carrierSlug: 'jadlog' }))).shippingOptions.map((o) => o.serviceName)).toEqual([
      '.Package',
    ]);
    const withAr = prices(await quote(nationalQuote({ additionalServices: ['AR'] })));
    expect(withAr.PAC).toBe(3400 + 790);
  });

  it('dates the quote and expires it after the quote TTL', async () => {
    const q = await quote(nationalQuote());
    expect(Date.parse(q.expiresAt) - Date.parse(q.quotedAt)).toBe(600_000);
  });

  it('sends a foreign destination to simulate-international with 400', async () => {
    const messages = expectError(await live.api.post(NATIONAL, internationalQuote()), 400, NATIONAL);
    expect(messages.join()).toMatch(/simulate-international/);
  });
});

describe('validity rules of 2.7 (400)', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['peso missing', { peso: undefined }, 'peso'],
    ['comprimento missing', { comprimento: undefined }, 'comprimento'],
    ['no origin postal code', { originCep: undefined }, 'originCep'],
    ['no destination postal code', { destinationCep: undefined }, 'destinationCep'],
    ['envelope without largura', { format: '1', largura: undefined, altura: undefined }, 'largura'],
    ['cylinder without diametro', { format: '3' }, 'diametro'],
    ['box without altura or espessura', { altura: undefined }, 'altura'],
    ['unknown format', { format: '4' }, 'format'],
  ];
  for (const [name, overrides, field] of cases) {
    it(`refuses ${name}`, async () => {
      const messages = expectError(await live.api.post(NATIONAL, nationalQuote(overrides)), 400, NATIONAL);
      expect(messages.some((m) => m.startsWith(field))).toBe(true);
    });
  }

  it('accepts each of the three valid cases, postal codes under either name', async () => {
    await quote(nationalQuote({ format: '1', altura: undefined, espessura: 1 }));
    await quote(nationalQuote({ format: '3', largura: undefined, altura: undefined, diametro: 10 }));
    await quote(
      nationalQuote({ altura: undefined, espessura: 5, originCep: undefined, originPostalCode: '01310-100' }),
    );
  });
});

describe('international', () => {
  it('offers at least two services for a foreign destination, priced by zone', async () => {
    const us = await quote(internationalQuote(), INTERNATIONAL);
    expect(us.shippingOptions.length).toBeGreaterThanOrEqual(2);
    const ar = await quote(
      internationalQuote({ destinationCountryCode: 'AR', destinationPostalCode: 'C1002' }),
      INTERNATIONAL,
    );
    expect(ar.shippingOptions[0]?.priceCents).toBeLessThan(us.shippingOptions[0]?.priceCents ?? 0);
  });

  it('refuses a Brazilian destination or a missing country with 400', async () => {
    expect(expectError(await live.api.post(INTERNATIONAL, nationalQuote()), 400, INTERNATIONAL).join()).toMatch(
      /destinationCountryCode/,
    );
    expectError(
      await live.api.post(INTERNATIONAL, internationalQuote({ destinationCountryCode: 'usa' })),
      400,
      INTERNATIONAL,
    );
  });
});
