// The heaviest and largest parcel each carrier takes, so the desk can refuse a weight or a size
// no carrier of the loja would quote (a scanner's code typed into the weight, 120 kg for 12,0)
// before asking the server. The contract gives no limits (spec 2.8: a quote option's other
// fields are "not shown"), so these are the carriers' published limits for the services the
// station knows, the same figures the training server quotes with (electron/sandbox/catalog.ts;
// test/unit/contract/carrier-limits-agree-with-the-training-catalogue.test.ts keeps them equal):
//
// - Correios PAC and SEDEX: 30 kg, no side over 100 cm, sides adding up to 200 cm at most
//   (Correios, "Limites de dimensões e peso" of the national parcel services; a roll counts
//   length + 2 × diameter).
// - Correios Exporta Fácil: 30 kg, 105 cm, 200 cm (Correios, international parcel limits).
// - Jadlog .Package: 50 kg, 120 cm, 250 cm, as the training catalogue has them; Jadlog agrees
//   its limits per contract, so a loja's may differ: the server's answer still decides.
// - DHL Express Worldwide: 70 kg and 120 cm, the largest piece DHL Express carries without
//   asking first (its "non-standard" pieces need a booking); 300 cm added.
//
// Refusing is only ever done against the largest limit among the loja's carriers, so a parcel
// any one of them takes is never refused here; a carrier this table does not know leaves the
// decision to the server.

export type Route = 'national' | 'international';

export interface ParcelLimits {
  /** Heaviest parcel, kg. */
  maxWeightKg: number;
  /** Longest side, cm. */
  maxSideCm: number;
  /** Length + width + height (a roll: length + 2 × diameter), cm. */
  maxSumCm: number;
}

interface CarrierLimits {
  name: string;
  /** How the server names it: its slug, and the ids the training server gives it. */
  slug: string;
  ids: readonly string[];
  limits: Partial<Record<Route, ParcelLimits>>;
}

export const CARRIER_LIMITS: readonly CarrierLimits[] = [
  {
    name: 'Correios',
    slug: 'correios',
    ids: ['ca000000-0000-4000-8000-000000000001'],
    limits: {
      national: { maxWeightKg: 30, maxSideCm: 100, maxSumCm: 200 },
      international: { maxWeightKg: 30, maxSideCm: 105, maxSumCm: 200 },
    },
  },
  {
    name: 'Jadlog',
    slug: 'jadlog',
    ids: ['ca000000-0000-4000-8000-000000000002'],
    limits: { national: { maxWeightKg: 50, maxSideCm: 120, maxSumCm: 250 } },
  },
  {
    name: 'DHL Express',
    slug: 'dhl',
    ids: ['ca000000-0000-4000-8000-000000000003'],
    limits: { international: { maxWeightKg: 70, maxSideCm: 120, maxSumCm: 300 } },
  },
];

/** A carrier as a quote names it (an option, or an option the server left out for a limit). */
export interface CarrierRef {
  carrierId?: string | undefined;
  carrierSlug?: string | undefined;
  carrierName?: string | undefined;
}

const fold = (text: string | undefined) => (text ?? '').trim().toLowerCase();

/** The table's carrier a quote names, by id, slug or name; undefined for one it does not know. */
export function carrierOf(ref: CarrierRef): CarrierLimits | undefined {
  return CARRIER_LIMITS.find(
    (c) =>
      (ref.carrierId !== undefined && c.ids.includes(fold(ref.carrierId))) ||
      fold(ref.carrierSlug) === c.slug ||
      fold(ref.carrierName) === fold(c.name),
  );
}

/** Each limit, and the carrier that takes the most. */
export interface LargestLimits extends ParcelLimits {
  carrier: Record<keyof ParcelLimits, string>;
}

/**
 * The largest limits among `carriers` (the loja's on this route, as its quotes named them); when
 * none is known yet, among every carrier of the table that serves the route. null when one of
 * the loja's carriers has no limits in the table for the route: they are unknown, so nothing is
 * refused here.
 */
export function largestLimits(route: Route, carriers: readonly CarrierRef[] = []): LargestLimits | null {
  const known = carriers.map(carrierOf);
  // A carrier of the loja whose limits on this route are not in the table: only the server knows.
  if (known.some((c) => !c?.limits[route])) return null;
  const pool = carriers.length ? (known as CarrierLimits[]) : CARRIER_LIMITS.filter((c) => c.limits[route]);
  if (!pool.length) return null;
  const largest = (key: keyof ParcelLimits) =>
    pool.reduce((best, c) => (c.limits[route]![key] > best.limits[route]![key] ? c : best));
  const weight = largest('maxWeightKg');
  const side = largest('maxSideCm');
  const sum = largest('maxSumCm');
  return {
    maxWeightKg: weight.limits[route]!.maxWeightKg,
    maxSideCm: side.limits[route]!.maxSideCm,
    maxSumCm: sum.limits[route]!.maxSumCm,
    carrier: { maxWeightKg: weight.name, maxSideCm: side.name, maxSumCm: sum.name },
  };
}

/** A side of a parcel, as the quote's dimensions name them. */
export type Side = 'length' | 'width' | 'height' | 'thickness' | 'diameter';

/** What the limits read of a parcel, kg and cm (the contract's Parcel names); a side not given is left out. */
export interface ParcelSize {
  format: '1' | '2' | '3';
  weightKg?: number | undefined;
  lengthCm?: number | undefined;
  widthCm?: number | undefined;
  heightCm?: number | undefined;
  thicknessCm?: number | undefined;
  diameterCm?: number | undefined;
}

/** The sides each format has, in the order the forms ask for them (length always first). */
const SIDES_OF: Record<ParcelSize['format'], readonly Side[]> = {
  '1': ['length', 'width', 'thickness'],
  '2': ['length', 'width', 'height'],
  '3': ['length', 'diameter'],
};

export type LimitProblem = 'overWeight' | 'overSide' | 'overSum';

/** A weight or a size beyond the limits: the field to change, why, and the words' parameters. */
export interface LimitRefusal {
  field: 'weight' | Side;
  problem: LimitProblem;
  params: { max: number; carrier: string; sum: number };
}

/** The parcel's sides (of its format, given and finite) and what they add up to (a roll's diameter twice). */
function sidesOf(parcel: ParcelSize): { sides: Array<readonly [Side, number]>; sum: number } {
  const sides = SIDES_OF[parcel.format].flatMap((side) => {
    const cm = parcel[`${side}Cm`];
    return cm === undefined || !Number.isFinite(cm) ? [] : [[side, cm] as const];
  });
  const sum = sides.reduce((total, [side, cm]) => total + (side === 'diameter' ? 2 * cm : cm), 0);
  return { sides, sum };
}

const LIMIT_OF: Record<LimitProblem, keyof ParcelLimits> = {
  overWeight: 'maxWeightKg',
  overSide: 'maxSideCm',
  overSum: 'maxSumCm',
};

/** The words of a limit refusal: the limit, the carrier that takes the most, the sides' sum (cm, one decimal). */
export function limitWords(problem: LimitProblem, parcel: ParcelSize, limits: LargestLimits): LimitRefusal['params'] {
  const key = LIMIT_OF[problem];
  return { max: limits[key], carrier: limits.carrier[key], sum: Math.round(sidesOf(parcel).sum * 10) / 10 };
}

/**
 * The rule of issue 29, item 2, for every way a parcel is shipped (the ship screen, F9, a batch
 * row in main): a weight or a size beyond the largest limit among the loja's carriers (`limits`),
 * on the field to change: the weight, the longest side, or the length for sides that add up to
 * too much (a roll: length + 2 × diameter). None when the limits are unknown.
 */
export function beyondLimits(parcel: ParcelSize, limits: LargestLimits | null): LimitRefusal[] {
  if (!limits) return [];
  const { sides, sum } = sidesOf(parcel);
  const refusal = (field: LimitRefusal['field'], problem: LimitProblem): LimitRefusal => ({
    field,
    problem,
    params: limitWords(problem, parcel, limits),
  });
  const refused: LimitRefusal[] = [];
  if (parcel.weightKg !== undefined && parcel.weightKg > limits.maxWeightKg)
    refused.push(refusal('weight', 'overWeight'));
  const longest = sides.reduce<readonly [Side, number] | null>((a, b) => (!a || b[1] > a[1] ? b : a), null);
  if (longest && longest[1] > limits.maxSideCm) refused.push(refusal(longest[0], 'overSide'));
  else if (sum > limits.maxSumCm) refused.push(refusal('length', 'overSum'));
  return refused;
}
