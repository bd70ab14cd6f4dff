// The rate rule's pick (pure): cheapest, fastest, or a preferred service under a price ceiling,
// and a ceiling is never exceeded: no fitting option means no pick, not a dearer one.
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../../electron/main/desk/rules/pick-option';
import type { QuoteOption } from '../../../electron/shared/contract';
import { spoken } from '../../support/said';

const C1 = 'ca000000-0000-4000-8000-000000000001';
const C2 = 'ca000000-0000-4000-8000-000000000002';
const option = (
  n: number,
  priceCents: number | undefined,
  days: [number, number] | undefined,
  extra: Partial<QuoteOption> = {},
): QuoteOption => ({
  quoteId: `0000000${n}-0000-4000-8000-000000000000`,
  carrierId: n === 3 ? C2 : C1,
  serviceLevelId: `5e000000-0000-4000-8000-00000000000${n}`,
  carrierName: n === 3 ? 'Jadlog' : 'Correios',
  serviceName: ['', 'PAC', 'SEDEX', '.Package', 'Mini'][n] ?? `S${n}`,
  ...(priceCents === undefined ? {} : { priceCents }),
  currency: 'BRL',
  ...(days ? { deliveryDaysMin: days[0], deliveryDaysMax: days[1] } : {}),
  ...extra,
});
const PAC = option(1, 3_400, [4, 7]);
const SEDEX = option(2, 5_470, [1, 3]);
const PACKAGE = option(3, 3_810, [3, 5]);
const quote = (...shippingOptions: QuoteOption[]) => ({ shippingOptions, issues: [] });

/** Carrier C1's SEDEX and nothing else, up to `maxPriceCents`. */
const preferSedex = (maxPriceCents: number) => ({
  kind: 'preferred' as const,
  carrierId: C1,
  serviceLevelId: SEDEX.serviceLevelId,
  maxPriceCents,
  fallback: 'refuse' as const,
});

describe('pickOption', () => {
  it('cheapest picks the lowest price, the faster of two equal prices, and honours a ceiling', () => {
    expect(pickOption({ kind: 'cheapest' }, quote(SEDEX, PAC, PACKAGE))).toMatchObject({
      ok: true,
      value: { option: PAC },
    });
    const fastPac = option(4, 3_400, [2, 3]);
    expect(pickOption({ kind: 'cheapest' }, quote(PAC, fastPac))).toMatchObject({
      ok: true,
      value: { option: fastPac },
    });
    expect(pickOption({ kind: 'cheapest', maxPriceCents: 3_000 }, quote(SEDEX, PAC))).toMatchObject({
      ok: false,
      error: { reason: 'over-ceiling' },
    });
  });

  it('fastest picks the shortest promise within the ceiling, price breaking ties; unknown promises count as slowest', () => {
    expect(pickOption({ kind: 'fastest' }, quote(PAC, SEDEX, PACKAGE))).toMatchObject({
      ok: true,
      value: { option: SEDEX },
    });
    expect(pickOption({ kind: 'fastest', maxPriceCents: 4_000 }, quote(PAC, SEDEX, PACKAGE))).toMatchObject({
      ok: true,
      value: { option: PACKAGE },
    });
    const noPromise = option(4, 100, undefined);
    expect(pickOption({ kind: 'fastest' }, quote(noPromise, PAC))).toMatchObject({ ok: true, value: { option: PAC } });
    expect(pickOption({ kind: 'fastest', maxPriceCents: 1_000 }, quote(PAC, SEDEX))).toMatchObject({
      ok: false,
      error: { reason: 'over-ceiling' },
    });
  });

  it('preferred buys that service within its ceiling, and otherwise refuses unless told to fall back', () => {
    const rule = preferSedex(6_000);
    expect(pickOption(rule, quote(PAC, SEDEX))).toMatchObject({ ok: true, value: { option: SEDEX } });
    const over = pickOption({ ...rule, maxPriceCents: 5_000 }, quote(PAC, SEDEX));
    expect(over).toMatchObject({ ok: false, error: { reason: 'over-ceiling' } });
    if (!over.ok) expect(spoken(over.error.message)).toContain('R$ 54,70');
    expect(pickOption(rule, quote(PAC, PACKAGE))).toMatchObject({
      ok: false,
      error: { reason: 'preferred-unavailable' },
    });
    // Falling back stays within the ceiling.
    expect(
      pickOption({ ...rule, maxPriceCents: 5_000, fallback: 'cheapest' }, quote(SEDEX, PACKAGE, PAC)),
    ).toMatchObject({ ok: true, value: { option: PAC } });
    expect(
      pickOption({ ...rule, maxPriceCents: 3_000, fallback: 'cheapest' }, quote(SEDEX, PACKAGE, PAC)),
    ).toMatchObject({ ok: false, error: { reason: 'over-ceiling' } });
    // The same service level under another carrier is not the preferred one.
    expect(pickOption({ ...rule, carrierId: C2 }, quote(SEDEX))).toMatchObject({
      ok: false,
      error: { reason: 'preferred-unavailable' },
    });
  });

  it('never compares a ceiling with an unknown price or another currency', () => {
    const unpriced = option(1, undefined, [1, 1]);
    const dollars = option(2, 100, [1, 1], { currency: 'USD' });
    expect(pickOption({ kind: 'cheapest' }, quote(unpriced, dollars))).toMatchObject({
      ok: false,
      error: { reason: 'no-options' },
    });
    expect(pickOption({ kind: 'cheapest' }, quote(unpriced, dollars, PAC))).toMatchObject({
      ok: true,
      value: { option: PAC },
    });
  });

  it('explains the pick and the refusal in pt-BR by default and in English when asked, with the server words as they came', () => {
    const rule = preferSedex(5_000);
    const picked = pickOption({ kind: 'cheapest', maxPriceCents: 4_000 }, quote(SEDEX, PAC));
    expect(picked.ok).toBe(true);
    if (picked.ok) {
      expect(spoken(picked.value.why)).toBe('mais barata de 2 opções até R$ 40,00: Correios PAC R$ 34,00');
      expect(spoken(picked.value.why, 'en')).toBe('cheapest of 2 options within R$ 40,00: Correios PAC R$ 34,00');
    }
    const refused = pickOption(rule, quote(PAC, SEDEX));
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(spoken(refused.error.message)).toBe(
        'Correios SEDEX custa R$ 54,70, acima do teto de R$ 50,00; nada foi comprado. Escolha uma opção manualmente ou mude a regra.',
      );
      expect(spoken(refused.error.message, 'en')).toBe(
        'Correios SEDEX costs R$ 54,70, over the ceiling of R$ 50,00; nothing was bought. Pick an option by hand or change the rule.',
      );
    }
    const issues = [{ code: 'WEIGHT_LIMIT', message: 'PAC: 31 kg is over 30 kg' }];
    const none = pickOption({ kind: 'cheapest' }, { shippingOptions: [], issues });
    if (!none.ok)
      expect(spoken(none.error.message, 'en')).toBe(
        'No priced option was offered for this parcel and route: PAC: 31 kg is over 30 kg',
      );
    expect(none.ok).toBe(false);
  });

  it('with no option at all, says why in the server words when it gave any', () => {
    const result = pickOption(
      { kind: 'cheapest' },
      { shippingOptions: [], issues: [{ code: 'WEIGHT_LIMIT', message: 'PAC: 31 kg is over 30 kg' }] },
    );
    expect(result).toMatchObject({ ok: false, error: { reason: 'no-options' } });
    if (!result.ok)
      expect(spoken(result.error.message)).toBe(
        'Nenhuma opção com preço foi oferecida para este pacote e rota: PAC: 31 kg is over 30 kg',
      );
  });
});
