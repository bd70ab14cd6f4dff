// Server personalities. The spec leaves many answers "not shown" (what a second emit answers,
// how PENDING ends, the status of each failure, the form of date-times and ids, rate limits,
// what sits in front of the server). The app must keep the operator's money safe under every
// answer the spec allows, so each of those answers is a switch here, and named profiles group
// them. The `default` profile is the sandbox as it always was: every switch at its first value.
import { z } from 'zod';

const throttleSchema = z.strictObject({
  /** 429 Too Many Requests or 503 Service Unavailable, both with Retry-After. */
  status: z.union([z.literal(429), z.literal(503)]),
  /** How many matching calls are answered so before the server answers normally again. */
  calls: z.number().int().min(1),
  /** Retry-After as delay-seconds or as an HTTP-date (RFC 9110 10.2.3). */
  retryAfter: z.enum(['seconds', 'http-date']),
  seconds: z.number().int().min(0).max(3600),
  /** Only paths containing this text (e.g. "/download", "/files/labels/"); "" matches every call. */
  match: z.string(),
});

const proxySchema = z.strictObject({
  /** How many matching calls a proxy in front answers with its own HTML 502 page. */
  calls: z.number().int().min(1),
  match: z.string(),
  /**
   * true: the server did the work (a label bought) and the proxy lost its answer; false: the
   * request never reached the server.
   */
  processed: z.boolean(),
});

export const personalitySchema = z.strictObject({
  /**
   * A second emit for a shipment whose label was already answered READY (spec 2.11 and 3: not
   * shown). idempotent: READY again, same labelId, chargeAlreadyCaptured true.
   */
  reemit: z.enum(['idempotent', 'conflict-already-emitted', 'conflict-in-progress', 'unprocessable', 'charge-again']),
  /** Every emission answers 202 PENDING first (national ones too). */
  asyncEmission: z.boolean(),
  /**
   * How PENDING ends (spec 3: not shown). ready-on-repost: a re-POST answers 202 until the label
   * is ready, then READY; conflict-until-done: 409 until ready, then READY; ready-on-later-repost:
   * the first re-POST after the label is ready still answers 202, READY only on the next.
   */
  pendingEnd: z.enum(['ready-on-repost', 'conflict-until-done', 'ready-on-later-repost']),
  /** Spec 7.3: statuses per failure condition are not shown. */
  insufficientBalanceStatus: z.union([z.literal(402), z.literal(422), z.literal(400)]),
  expiredQuoteStatus: z.union([z.literal(422), z.literal(400), z.literal(409), z.literal(410)]),
  quoteMismatchStatus: z.union([z.literal(422), z.literal(400), z.literal(409)]),
  /** An expired temporary URL: 410 (ErrorResponse), 403 with an S3-like XML body, or 404. */
  expiredUrl: z.enum(['gone-410', 'forbidden-403-xml', 'not-found-404']),
  throttle: throttleSchema.nullable(),
  /** How date-times are written (spec: "ISO 8601 date-time"); see wire-style.ts. */
  timestamps: z.enum(['utc', 'offset', 'basic-offset', 'no-offset', 'space', 'fractions', 'lowercase', 'mixed']),
  /** The UUID version of every id the server hands out (spec: "uuid"). */
  uuids: z.enum(['v4', 'v1', 'v7', 'nil-like']),
  /** Extra fields and nulls wherever the spec leaves a shape open; see loose-shapes.ts. */
  looseShapes: z.boolean(),
  /** Lists answer at most this many items and echo it as pageSize/limit (spec allows up to 100). */
  maxPageSize: z.number().int().min(1).max(100).nullable(),
  proxy502: proxySchema.nullable(),
  /** A second shipment with an externalRef already used in the store: accepted, or 409. */
  duplicateExternalRef: z.enum(['accept', 'conflict']),
  /**
   * What the `document` of a DACE response carries (spec 2.12: its fields are not shown). full:
   * the latest DACE's id and tipoDace with the DC-e's fiscal data; untyped: no tipoDace;
   * fiscal-only: neither id nor tipoDace, the DC-e's fiscal data alone.
   */
  daceDocument: z.enum(['full', 'untyped', 'fiscal-only']),
  /**
   * The label file's format (spec 2.11: not shown): pdf, or zpl as a carrier that sends its
   * labels as ZPL II for thermal printers does (documents/label-zpl.ts).
   */
  labelFile: z.enum(['pdf', 'zpl']),
});

export type Personality = z.infer<typeof personalitySchema>;
export type Throttle = z.infer<typeof throttleSchema>;
export type Proxy502 = z.infer<typeof proxySchema>;

export const DEFAULT_PERSONALITY: Personality = {
  reemit: 'idempotent',
  asyncEmission: false,
  pendingEnd: 'ready-on-repost',
  insufficientBalanceStatus: 402,
  expiredQuoteStatus: 422,
  quoteMismatchStatus: 422,
  expiredUrl: 'gone-410',
  throttle: null,
  timestamps: 'utc',
  uuids: 'v4',
  looseShapes: false,
  maxPageSize: null,
  proxy502: null,
  duplicateExternalRef: 'accept',
  daceDocument: 'full',
  labelFile: 'pdf',
};

/** Named profiles: the switches each one changes from the default. */
export const PROFILES = {
  default: {},
  'reemit-409': { reemit: 'conflict-already-emitted' },
  'reemit-409-in-progress': { reemit: 'conflict-in-progress' },
  'reemit-422': { reemit: 'unprocessable' },
  'reemit-charges-again': { reemit: 'charge-again' },
  'pending-409-until-done': { asyncEmission: true, pendingEnd: 'conflict-until-done' },
  'pending-ready-on-later-repost': { asyncEmission: true, pendingEnd: 'ready-on-later-repost' },
  'statuses-422': { insufficientBalanceStatus: 422, expiredQuoteStatus: 410, quoteMismatchStatus: 409 },
  'statuses-400': { insufficientBalanceStatus: 400, expiredQuoteStatus: 400, quoteMismatchStatus: 400 },
  'url-expiry-403-xml': { expiredUrl: 'forbidden-403-xml' },
  'url-expiry-404': { expiredUrl: 'not-found-404' },
  'throttled-429': { throttle: { status: 429, calls: 2, retryAfter: 'seconds', seconds: 1, match: '/download' } },
  'throttled-503-date': {
    throttle: { status: 503, calls: 2, retryAfter: 'http-date', seconds: 2, match: '/api/v1/labels/' },
  },
  'loose-timestamps': { timestamps: 'mixed' },
  'uuid-v1': { uuids: 'v1' },
  'uuid-v7': { uuids: 'v7' },
  'uuid-nil-like': { uuids: 'nil-like' },
  'loose-shapes': { looseShapes: true },
  'capped-pages': { maxPageSize: 50 },
  'proxy-502': { proxy502: { calls: 1, match: '/emit', processed: true } },
  'proxy-502-before': { proxy502: { calls: 1, match: '/emit', processed: false } },
  'externalref-409': { duplicateExternalRef: 'conflict' },
  'dace-untyped': { daceDocument: 'untyped' },
  'dace-fiscal-only': { daceDocument: 'fiscal-only' },
  'zpl-labels': { labelFile: 'zpl' },
} as const satisfies Record<string, Partial<Personality>>;

export type ProfileName = keyof typeof PROFILES;
export const PROFILE_NAMES = Object.keys(PROFILES) as ProfileName[];

export const isProfileName = (name: string): name is ProfileName => Object.hasOwn(PROFILES, name);

/** The personality of a profile with changes on top; refuses an unknown profile by name. */
export function personalityOf(profile: string, changes: Partial<Personality> = {}): Personality {
  if (!isProfileName(profile)) {
    throw new RangeError(`unknown profile "${profile}"; known: ${PROFILE_NAMES.join(', ')}`);
  }
  return personalitySchema.parse({ ...DEFAULT_PERSONALITY, ...PROFILES[profile], ...changes });
}

export interface PersonalityView {
  profile: string;
  switches: Personality;
  /** Calls still to be throttled / answered by the proxy. */
  throttleRemaining: number;
  proxyRemaining: number;
}

/**
 * The personality in force: set at start (options, CLI --profile), changed per test through
 * POST /__sandbox/personality, and back to the start-up one on reset. Counters of "the next N
 * calls" live here, in memory: a restarted sandbox starts them again.
 */
export class PersonalityState {
  private profile: string;
  private current: Personality;
  private throttleLeft: number;
  private proxyLeft: number;
  /** Once ids went out in another version, ids of that form are mapped back on every request. */
  private otherUuidsSeen: boolean;

  constructor(
    private readonly initialProfile: string,
    private readonly initial: Personality,
  ) {
    this.profile = initialProfile;
    this.current = initial;
    this.throttleLeft = initial.throttle?.calls ?? 0;
    this.proxyLeft = initial.proxy502?.calls ?? 0;
    this.otherUuidsSeen = initial.uuids !== 'v4';
  }

  get switches(): Personality {
    return this.current;
  }

  get mapsUuids(): boolean {
    return this.otherUuidsSeen;
  }

  view(): PersonalityView {
    return {
      profile: this.profile,
      switches: this.current,
      throttleRemaining: this.throttleLeft,
      proxyRemaining: this.proxyLeft,
    };
  }

  /** A profile (default: the one in force) with changes on top; counters start again. */
  set(profile: string | undefined, changes: Partial<Personality>): PersonalityView {
    const base = profile ?? this.profile;
    this.apply(base, personalityOf(base, profile === undefined ? { ...this.current, ...changes } : changes));
    return this.view();
  }

  reset(): void {
    this.apply(this.initialProfile, this.initial);
  }

  private apply(profile: string, personality: Personality): void {
    this.profile = profile;
    this.current = personality;
    this.throttleLeft = personality.throttle?.calls ?? 0;
    this.proxyLeft = personality.proxy502?.calls ?? 0;
    if (personality.uuids !== 'v4') this.otherUuidsSeen = true;
  }

  /** True (and one call fewer) when this path is to be throttled now. */
  takeThrottle(path: string): Throttle | undefined {
    const throttle = this.current.throttle;
    if (!throttle || this.throttleLeft <= 0 || !path.includes(throttle.match)) return undefined;
    this.throttleLeft--;
    return throttle;
  }

  takeProxy502(path: string): Proxy502 | undefined {
    const proxy = this.current.proxy502;
    if (!proxy || this.proxyLeft <= 0 || !path.includes(proxy.match)) return undefined;
    this.proxyLeft--;
    return proxy;
  }
}
