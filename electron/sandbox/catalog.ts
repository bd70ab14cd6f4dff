// The carriers and services the sandbox sells, with the limits and tariffs its deterministic
// prices come from. Ids are fixed: an app may remember a preferred service across restarts.

export interface Carrier {
  id: string;
  name: string;
  slug: string;
}

export interface Limits {
  /** Heaviest real or cubic weight accepted, kg. */
  maxWeightKg: number;
  /** Longest side, cm. */
  maxSideCm: number;
  /** Length + width + height (or length + 2 × diameter for a roll), cm. */
  maxSumCm: number;
}

/** All money in cents. */
export interface Tariff {
  baseCents: number;
  /** Per started half kilogram of billable weight: carriers bill in brackets, not by the gram. */
  perHalfKgCents: number;
  /** Per step of distance (CEP regions apart nationally; zone abroad). */
  perStepCents: number;
  /** Insurance on the declared value, in basis points (100 = 1 %). */
  insuranceBp: number;
}

export interface Service {
  id: string;
  carrier: Carrier;
  code: string;
  name: string;
  international: boolean;
  limits: Limits;
  tariff: Tariff;
  /** Delivery days at distance 0, and extra days per distance step (rounded up). */
  days: { min: number; max: number; perStep: number };
  /** Tracking code prefix (two letters, Correios style). */
  trackingPrefix: string;
}

export const CARRIERS = {
  correios: { id: 'ca000000-0000-4000-8000-000000000001', name: 'Correios', slug: 'correios' },
  jadlog: { id: 'ca000000-0000-4000-8000-000000000002', name: 'Jadlog', slug: 'jadlog' },
  dhl: { id: 'ca000000-0000-4000-8000-000000000003', name: 'DHL Express', slug: 'dhl' },
} as const satisfies Record<string, Carrier>;

/**
 * One row per service. Its number ends its id, which never changes (an app may remember it): a new
 * service takes the next number. Limits: heaviest kg, longest side cm, sum of sides cm. Tariff:
 * base, per started half kg, per distance step (cents), insurance (basis points). Days: min, max,
 * extra per distance step.
 */
type ServiceRow = [
  number: number,
  carrier: Carrier,
  code: string,
  name: string,
  scope: 'national' | 'international',
  limits: [maxWeightKg: number, maxSideCm: number, maxSumCm: number],
  tariff: [baseCents: number, perHalfKgCents: number, perStepCents: number, insuranceBp: number],
  days: [min: number, max: number, perStep: number],
  trackingPrefix: string,
];

const { correios, jadlog, dhl } = CARRIERS;

// prettier-ignore
const SERVICE_ROWS: readonly ServiceRow[] = [
  [1, correios, 'PAC', 'PAC', 'national', [30, 100, 200], [1_890, 310, 240, 100], [4, 7, 0.5], 'PX'],
  [2, correios, 'SEDEX', 'SEDEX', 'national', [30, 100, 200], [2_990, 520, 410, 100], [1, 2, 0.34], 'SX'],
  [3, jadlog, 'JADLOG_PACKAGE', '.Package', 'national', [50, 120, 250], [2_290, 280, 300, 80], [3, 5, 0.5], 'JD'],
  [4, correios, 'EXPORTA_STANDARD', 'Exporta Fácil Standard', 'international', [30, 105, 200], [8_990, 1_450, 2_500, 150], [10, 20, 2], 'RX'],
  [5, correios, 'EXPORTA_PREMIUM', 'Exporta Fácil Premium', 'international', [30, 105, 200], [14_990, 2_100, 3_900, 150], [5, 8, 1], 'EX'],
  [6, dhl, 'DHL_EXPRESS_WORLDWIDE', 'Express Worldwide', 'international', [70, 120, 300], [24_990, 2_600, 4_500, 120], [2, 4, 0.5], 'DX'],
];

function serviceOf(row: ServiceRow): Service {
  const [number, carrier, code, name, scope, limits, tariff, [min, max, perStep], trackingPrefix] = row;
  const [maxWeightKg, maxSideCm, maxSumCm] = limits;
  const [baseCents, perHalfKgCents, perStepCents, insuranceBp] = tariff;
  return {
    id: `5e000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    carrier,
    code,
    name,
    international: scope === 'international',
    limits: { maxWeightKg, maxSideCm, maxSumCm },
    tariff: { baseCents, perHalfKgCents, perStepCents, insuranceBp },
    days: { min, max, perStep },
    trackingPrefix,
  };
}

export const SERVICES: readonly Service[] = SERVICE_ROWS.map(serviceOf);

export const serviceById = (id: string): Service | undefined => SERVICES.find((s) => s.id === id);

/** Optional extras a quote may ask for (spec: additionalServices), priced per shipment. */
export const ADDITIONAL_SERVICES: Readonly<Record<string, { name: string; cents: number }>> = {
  AR: { name: 'Aviso de recebimento', cents: 790 },
  MP: { name: 'Mão própria', cents: 890 },
};

// Distance zones abroad, counted from Brazil: neighbours are cheapest.
const ZONES: Record<string, number> = {
  AR: 1,
  UY: 1,
  PY: 1,
  BO: 1,
  CL: 1,
  PE: 1,
  CO: 1,
  VE: 1,
  EC: 1,
  GY: 1,
  SR: 1,
  US: 2,
  CA: 2,
  MX: 2,
  PA: 2,
  CR: 2,
  CU: 2,
  DO: 2,
  GT: 2,
  PT: 3,
  ES: 3,
  FR: 3,
  DE: 3,
  IT: 3,
  GB: 3,
  IE: 3,
  NL: 3,
  BE: 3,
  CH: 3,
  AT: 3,
  SE: 3,
  NO: 3,
  DK: 3,
  PL: 3,
};

export const zoneOf = (country: string): number => ZONES[country] ?? 4;
