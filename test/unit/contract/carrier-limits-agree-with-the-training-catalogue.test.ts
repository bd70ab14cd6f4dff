// Issue 29, item 2: weights and sizes beyond what any carrier of the loja takes are refused
// before quoting, with the limit. The contract gives no limits, so the station keeps the
// carriers' published ones (electron/shared/carrier-limits.ts); the training server quotes with
// its own copy (electron/sandbox/catalog.ts). They must say the same, or training would refuse
// what the desk lets through (or the other way round); and the largest among the loja's carriers
// is the one that counts.
import { describe, expect, it } from 'vitest';
import { CARRIER_LIMITS, carrierOf, largestLimits, type Route } from '../../../electron/shared/carrier-limits';
import { CARRIERS, SERVICES } from '../../../electron/sandbox/catalog';

describe("the station's carrier limits", () => {
  it.each(
    Object.values(CARRIERS).flatMap((c) => (['national', 'international'] as Route[]).map((r) => [c, r] as const)),
  )('are the training catalogue’s largest for %s on the %s route', (carrier, route) => {
    const services = SERVICES.filter(
      (s) => s.carrier.id === carrier.id && s.international === (route === 'international'),
    );
    const table = carrierOf({ carrierId: carrier.id });
    expect(table?.slug).toBe(carrier.slug);
    if (services.length === 0) return expect(table?.limits[route]).toBeUndefined();
    const max = (key: 'maxWeightKg' | 'maxSideCm' | 'maxSumCm') => Math.max(...services.map((s) => s.limits[key]));
    expect(table?.limits[route]).toEqual({
      maxWeightKg: max('maxWeightKg'),
      maxSideCm: max('maxSideCm'),
      maxSumCm: max('maxSumCm'),
    });
  });

  it('knows every carrier of the catalogue by id, slug and name', () => {
    expect(CARRIER_LIMITS.map((c) => c.slug).sort()).toEqual(
      Object.values(CARRIERS)
        .map((c) => c.slug)
        .sort(),
    );
    for (const c of Object.values(CARRIERS)) {
      expect(carrierOf({ carrierSlug: c.slug.toUpperCase() })?.name).toBe(c.name);
      expect(carrierOf({ carrierName: ` ${c.name.toLowerCase()} ` })?.slug).toBe(c.slug);
    }
  });

  it('before any quote: the largest of every carrier on the route, naming the carrier', () => {
    expect(largestLimits('national')).toEqual({
      maxWeightKg: 50,
      maxSideCm: 120,
      maxSumCm: 250,
      carrier: { maxWeightKg: 'Jadlog', maxSideCm: 'Jadlog', maxSumCm: 'Jadlog' },
    });
    expect(largestLimits('international')).toEqual({
      maxWeightKg: 70,
      maxSideCm: 120,
      maxSumCm: 300,
      carrier: { maxWeightKg: 'DHL Express', maxSideCm: 'DHL Express', maxSumCm: 'DHL Express' },
    });
  });

  it("once the loja's quotes named its carriers: the largest among those only", () => {
    expect(largestLimits('national', [{ carrierName: 'Correios' }])).toMatchObject({
      maxWeightKg: 30,
      maxSideCm: 100,
      maxSumCm: 200,
    });
    expect(largestLimits('international', [{ carrierSlug: 'correios' }])).toMatchObject({ maxSideCm: 105 });
  });

  it('refuses nothing when a carrier of the loja has no known limit on the route (the server decides)', () => {
    expect(largestLimits('national', [{ carrierName: 'Correios' }, { carrierName: 'Loggi' }])).toBeNull();
    expect(largestLimits('international', [{ carrierSlug: 'jadlog' }])).toBeNull();
  });
});
