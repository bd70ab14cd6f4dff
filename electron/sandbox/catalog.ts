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

const correiosLimits: Limits = { maxWeightKg: 30, maxSideCm: 100, maxSumCm: 200 };

export const SERVICES: readonly Service[] = [
  {
    id: '5e000000-0000-4000-8000-000000000001',
    carrier: CARRIERS.correios,
    code: 'PAC',
    name: 'PAC',
    international: false,
    limits: correiosLimits,
    tariff: { baseCents: 1_890, perHalfKgCents: 310, perStepCents: 240, insuranceBp: 100 },
    days: { min: 4, max: 7, perStep: 0.5 },
    trackingPrefix: 'PX',
  },
  {
    id: '5e000000-0000-4000-8000-000000000002',
    carrier: CARRIERS.correios,
    code: 'SEDEX',
    name: 'SEDEX',
    international: false,
    limits: correiosLimits,
    tariff: { baseCents: 2_990, perHalfKgCents: 520, perStepCents: 410, insuranceBp: 100 },
    days: { min: 1, max: 2, perStep: 0.34 },
    trackingPrefix: 'SX',
  },
  {
    id: '5e000000-0000-4000-8000-000000000003',
    carrier: CARRIERS.jadlog,
    code: 'JADLOG_PACKAGE',
    name: '.Package',
    international: false,
    limits: { maxWeightKg: 50, maxSideCm: 120, maxSumCm: 250 },
    tariff: { baseCents: 2_290, perHalfKgCents: 280, perStepCents: 300, insuranceBp: 80 },
    days: { min: 3, max: 5, perStep: 0.5 },
    trackingPrefix: 'JD',
  },
  {
    id: '5e000000-0000-4000-8000-000000000004',
    carrier: CARRIERS.correios,
    code: 'EXPORTA_STANDARD',
    name: 'Exporta Fácil Standard',
    international: true,
    limits: { maxWeightKg: 30, maxSideCm: 105, maxSumCm: 200 },
    tariff: { baseCents: 8_990, perHalfKgCents: 1_450, perStepCents: 2_500, insuranceBp: 150 },
    days: { min: 10, max: 20, perStep: 2 },
    trackingPrefix: 'RX',
  },
  {
    id: '5e000000-0000-4000-8000-000000000005',
    carrier: CARRIERS.correios,
    code: 'EXPORTA_PREMIUM',
    name: 'Exporta Fácil Premium',
    international: true,
    limits: { maxWeightKg: 30, maxSideCm: 105, maxSumCm: 200 },
    tariff: { baseCents: 14_990, perHalfKgCents: 2_100, perStepCents: 3_900, insuranceBp: 150 },
    days: { min: 5, max: 8, perStep: 1 },
    trackingPrefix: 'EX',
  },
  {
    id: '5e000000-0000-4000-8000-000000000006',
    carrier: CARRIERS.dhl,
    code: 'DHL_EXPRESS_WORLDWIDE',
    name: 'Express Worldwide',
    international: true,
    limits: { maxWeightKg: 70, maxSideCm: 120, maxSumCm: 300 },
    tariff: { baseCents: 24_990, perHalfKgCents: 2_600, perStepCents: 4_500, insuranceBp: 120 },
    days: { min: 2, max: 4, perStep: 0.5 },
    trackingPrefix: 'DX',
  },
];

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
