// What startSandbox() and the CLI accept. Durations in seconds unless the name says ms.
import type { Faults } from './faults';
import { personalityOf, type Personality } from './personality';

export interface SandboxOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Folder for sandbox.sqlite. Default: a fresh temporary folder, removed on close(). */
  dataDir?: string;
  /**
   * The address clients reach it at when a proxy or load balancer stands in front (say
   * https://localhost:8443): download URLs are signed for it. Default: its own
   * http://127.0.0.1:PORT.
   */
  publicUrl?: string;
  /** Access token lifetime (default 900). */
  accessTtl?: number;
  /** Refresh token lifetime (default 30 days). The spec does not give one. */
  refreshTtl?: number;
  /** Quote validity (default 900). */
  quoteTtl?: number;
  /** Lifetime of a signed download URL (default 300). */
  downloadTtl?: number;
  /** How long an asynchronous emission takes, in sandbox-clock ms (default 3000). */
  pendingMs?: number;
  /** Every emission answers 202 PENDING first, national ones too (default false). */
  asyncEmission?: boolean;
  latencyMs?: number;
  failRate?: number;
  dropRate?: number;
  dropAfterRate?: number;
  /** Log every request to stderr (Fastify's logger). Default false. */
  log?: boolean;
  /**
   * Error messages follow Accept-Language, pt-BR unless English is preferred (speaks.ts): the
   * training server does. Default false: the test server speaks English, as the spec's examples.
   */
  localized?: boolean;
  /** A named server personality (personality.ts PROFILES); default 'default'. */
  profile?: string;
  /** Switches changed on top of the profile. */
  personality?: Partial<Personality>;
}

export interface ResolvedOptions {
  port: number;
  /** SandboxOptions.publicUrl without a trailing slash; undefined: its own address. */
  publicUrl: string | undefined;
  accessTtlMs: number;
  refreshTtlMs: number;
  quoteTtlMs: number;
  downloadTtlMs: number;
  pendingMs: number;
  faults: Faults;
  log: boolean;
  /** Error messages follow Accept-Language (SandboxOptions.localized). */
  localized: boolean;
  profile: string;
  /** asyncEmission lives here: whether emissions answer PENDING first is a server personality. */
  personality: Personality;
}

const nonNegative = (name: string, value: number | undefined, fallback: number): number => {
  const v = value ?? fallback;
  if (!Number.isFinite(v) || v < 0) throw new RangeError(`${name} must be a number >= 0 (got ${String(value)})`);
  return v;
};

const rate = (name: string, value: number | undefined): number => {
  const v = nonNegative(name, value, 0);
  if (v > 1) throw new RangeError(`${name} must be between 0 and 1 (got ${v})`);
  return v;
};

function publicUrlOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search)
    throw new RangeError(`publicUrl must be an http(s) origin such as https://localhost:8443 (got "${value}")`);
  return url.origin;
}

export function resolveOptions(options: SandboxOptions): ResolvedOptions {
  return {
    port: nonNegative('port', options.port, 0),
    publicUrl: publicUrlOf(options.publicUrl),
    localized: options.localized ?? false,
    accessTtlMs: nonNegative('accessTtl', options.accessTtl, 900) * 1000,
    refreshTtlMs: nonNegative('refreshTtl', options.refreshTtl, 30 * 24 * 3600) * 1000,
    quoteTtlMs: nonNegative('quoteTtl', options.quoteTtl, 900) * 1000,
    downloadTtlMs: nonNegative('downloadTtl', options.downloadTtl, 300) * 1000,
    pendingMs: nonNegative('pendingMs', options.pendingMs, 3000),
    faults: {
      latencyMs: nonNegative('latencyMs', options.latencyMs, 0),
      failRate: rate('failRate', options.failRate),
      dropRate: rate('dropRate', options.dropRate),
      dropAfterRate: rate('dropAfterRate', options.dropAfterRate),
    },
    log: options.log ?? false,
    profile: options.profile ?? 'default',
    personality: personalityOf(options.profile ?? 'default', {
      ...(options.asyncEmission === undefined ? {} : { asyncEmission: options.asyncEmission }),
      ...options.personality,
    }),
  };
}
