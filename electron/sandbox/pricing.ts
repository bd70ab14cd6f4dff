// Deterministic freight prices: the same parcel and route always cost the same, so tests and
// training exercises can state the price they expect. All arithmetic is in integer cents.
import { ADDITIONAL_SERVICES, zoneOf, type Service } from './catalog';
import type { QuoteFacts } from './quote-facts';

export interface PricedOption {
  service: Service;
  priceCents: number;
  freightCents: number;
  insuranceCents: number;
  additionalServicesCents: number;
  billableWeightKg: number;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
}

export interface Exclusion {
  code: 'WEIGHT_LIMIT' | 'SIZE_LIMIT';
  message: string;
}

/** Cubic weight (kg) at the usual 6000 cm³/kg: a light but bulky parcel pays for its space. */
export function cubicWeightKg(facts: QuoteFacts): number {
  const { lengthCm: l, widthCm: w, heightCm: h, thicknessCm: t, diameterCm: d } = facts;
  if (facts.format === '3') return (l * (d ?? 0) * (d ?? 0)) / 6000;
  return (l * (w ?? 0) * (h ?? t ?? 0)) / 6000;
}

function sides(facts: QuoteFacts): { longest: number; sum: number } {
  const { lengthCm: l, widthCm: w, heightCm: h, thicknessCm: t, diameterCm: d } = facts;
  if (facts.format === '3') return { longest: Math.max(l, d ?? 0), sum: l + 2 * (d ?? 0) };
  const all = [l, w ?? 0, h ?? t ?? 0];
  return { longest: Math.max(...all), sum: all.reduce((a, b) => a + b, 0) };
}

/** Distance steps: CEP regions apart (first digit) at home, the destination's zone abroad. */
export function distanceSteps(facts: QuoteFacts, international: boolean): number {
  if (international) return zoneOf(facts.destinationCountry);
  const region = (cep: string) => Number(cep[0] ?? 0);
  return Math.abs(region(facts.originPostal) - region(facts.destinationPostal));
}

const round2 = (kg: number) => Math.round(kg * 100) / 100;

export function exclusionOf(service: Service, facts: QuoteFacts): Exclusion | null {
  const billable = Math.max(facts.weightKg, cubicWeightKg(facts));
  const { maxWeightKg, maxSideCm, maxSumCm } = service.limits;
  const label = `${service.carrier.name} ${service.name}`;
  if (billable > maxWeightKg) {
    return {
      code: 'WEIGHT_LIMIT',
      message: `${label} accepts up to ${maxWeightKg} kg; this parcel weighs ${round2(billable)} kg (greater of real and cubic weight)`,
    };
  }
  const { longest, sum } = sides(facts);
  if (longest > maxSideCm) {
    return {
      code: 'SIZE_LIMIT',
      message: `${label} accepts sides up to ${maxSideCm} cm; this parcel has a ${round2(longest)} cm side`,
    };
  }
  if (sum > maxSumCm) {
    return {
      code: 'SIZE_LIMIT',
      message: `${label} accepts up to ${maxSumCm} cm adding the dimensions; this parcel adds up to ${round2(sum)} cm`,
    };
  }
  return null;
}

export function priceOf(service: Service, facts: QuoteFacts): PricedOption {
  const billableWeightKg = Math.max(facts.weightKg, cubicWeightKg(facts));
  // Billed per started half kilogram (at least one bracket); the epsilon keeps 1.0 kg from
  // becoming three brackets through float error.
  const halfKgBrackets = Math.max(1, Math.ceil(billableWeightKg * 2 - 1e-9));
  const steps = distanceSteps(facts, service.international);
  const { baseCents, perHalfKgCents, perStepCents, insuranceBp } = service.tariff;
  const freightCents = baseCents + halfKgBrackets * perHalfKgCents + steps * perStepCents;
  // Insurance is a share of the declared value, rounded to the nearest cent (carriers charge
  // whole cents); no declared value, no insurance.
  const insuranceCents = Math.round((facts.declaredValueCents * insuranceBp) / 10_000);
  const additionalServicesCents = facts.additionalServices
    .map((code) => ADDITIONAL_SERVICES[code]?.cents ?? 0)
    .reduce((a, b) => a + b, 0);
  const extraDays = Math.ceil(steps * service.days.perStep);
  return {
    service,
    priceCents: freightCents + insuranceCents + additionalServicesCents,
    freightCents,
    insuranceCents,
    additionalServicesCents,
    billableWeightKg: round2(billableWeightKg),
    deliveryDaysMin: service.days.min + extraDays,
    deliveryDaysMax: service.days.max + extraDays,
  };
}
