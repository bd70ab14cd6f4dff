// The one HTTP client of the station (its transport, through send.ts). Every call has a timeout. GETs are retried with
// backoff on network errors, timeouts, 429 and 5xx, waiting what Retry-After asks (seconds or an
// HTTP date, capped). A POST is retried only when the server said it did not process it: a 429
// or 503 that carries Retry-After (RFC 9110 15.5.29/15.6.4: "come back later"); any other POST
// failure is never retried here, because a POST that reached the server may have bought a label
// (the emission workflow decides, knowing whether the request was delivered: see
// ApiError.delivery). Every 2xx body is parsed with its contract schema; a body that does not
// fit becomes a `contract` error naming the field.
import type { z } from 'zod';
import { parseOrIssues, skippedItemsOf, type Locale } from '../../shared/contract';
import { said } from '../../shared/messages';
import type { Logger } from '../log';
import type { After } from '../platform';
import { errorFromNetwork, errorFromResponse, type CallSite } from './classify';
import { ApiError } from './errors';
import { HttpStatusError, isTimeout, send, type RetryRule } from './send';
import { undiciTransport, type HttpRequest, type HttpResponse, type Transport } from './transport';

export interface HttpOptions {
  baseUrl: string;
  logger: Logger;
  /** Per attempt, in ms (default 20 s). */
  timeoutMs?: number;
  /**
   * Retries (default 2), the cap of the backoff between them (default 2 s) and of a wait the
   * server asks with Retry-After (default 5 s: longer would hold the desk without a word).
   */
  retry?: { limit?: number; backoffLimitMs?: number; maxRetryAfterMs?: number };
  /** How requests reach the server (default: transport.ts); a test's may be the platform's fetch or wrap this one. */
  transport?: Transport;
  /** The timer each attempt's time and the wait between attempts run on (default: setTimeout; a test's clock). */
  after?: After;
  /** The operator's language: of the station's own check lines (a request refused before it is sent, an answer that breaks the contract). */
  locale?: () => Locale;
}

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestSpec<S extends z.ZodType> {
  method: 'get' | 'post';
  /** Path under the base URL, starting with /api/v1/. */
  path: string;
  /** The body and the contract schema it must pass before it is sent. */
  body?: { schema: z.ZodType; value: unknown };
  query?: Query;
  headers?: Record<string, string>;
  /** The contract schema of the 2xx body. */
  schema: S;
  timeoutMs?: number;
  /**
   * The caller waits out a 429/503 itself, where the operator sees the wait and can stop it (the
   * emit loop): no silent retry here; the ApiError carries what Retry-After asked (retryAfterMs).
   */
  waitsItself?: boolean;
}

export interface Http {
  readonly baseUrl: string;
  /** The operator's language, for the station's own check lines. */
  readonly locale: () => Locale;
  request<S extends z.ZodType>(spec: RequestSpec<S>): Promise<z.output<S>>;
  /** Fetches a temporary file address (no credentials are sent with it). */
  getBytes(url: string, options?: { maxBytes?: number }): Promise<{ bytes: Uint8Array; contentType: string }>;
}

/** The operator's language first, the other one after it (a protocol header, not a sentence). */
const LOCALES: readonly Locale[] = ['pt-BR', 'en'];
const acceptLanguage = (locale: Locale) => `${locale}, ${LOCALES.find((other) => other !== locale)};q=0.5`;

export function createHttp(options: HttpOptions): Http {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const locale = options.locale ?? (() => 'pt-BR' as const);
  const logger = options.logger;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const transport = options.transport ?? undiciTransport;
  const limit = options.retry?.limit ?? 2;
  const maxRetryAfterMs = options.retry?.maxRetryAfterMs ?? 5_000;
  const backoffLimitMs = options.retry?.backoffLimitMs ?? 2_000;
  // A GET is sent again after a dropped connection, a timeout, a 429 or a 5xx.
  const getRule: RetryRule = {
    limit,
    statusCodes: new Set([429, 500, 502, 503, 504]),
    onNetworkError: true,
    onTimeout: true,
    maxRetryAfterMs,
    backoffLimitMs,
  };
  // A POST only when the server answered that it did not process it: a 429/503 with Retry-After;
  // never after a dropped or timed-out POST.
  const postRule: RetryRule = {
    limit,
    statusCodes: new Set([429, 503]),
    onNetworkError: false,
    onTimeout: false,
    mayRetry: postMayRetry,
    maxRetryAfterMs,
    backoffLimitMs,
  };
  const noRetry: RetryRule = { ...getRule, limit: 0 };

  /** One exchange: sent (again as the rule allows), and its 2xx answer read by `read`, within each attempt's time. */
  const exchange = <T>(
    url: string,
    init: Omit<HttpRequest, 'signal'>,
    rule: RetryRule,
    read: (response: HttpResponse) => Promise<T>,
    ms = timeoutMs,
  ) =>
    send(
      url,
      init,
      {
        transport,
        ...(options.after ? { after: options.after } : {}),
        timeoutMs: ms,
        rule,
        retryAfterMs: (response) => retryAfterMs(response),
        onRetry: (retryCount, error) =>
          logger.warn('api retry', { method: init.method ?? 'GET', path: new URL(url).pathname, retryCount, error }),
      },
      read,
    );

  const fail = (error: unknown, site: CallSite): ApiError => {
    if (error instanceof ApiError) return error;
    if (error instanceof HttpStatusError)
      return errorFromResponse(error.response.status, error.data, site, retryAfterMs(error.response));
    return errorFromNetwork(error, site, isTimeout(error));
  };

  const log = (site: CallSite, started: number, error?: ApiError) => {
    const fields = { method: site.method, path: site.path, ms: Math.round(performance.now() - started) };
    if (!error) logger.info('api ok', fields);
    else
      logger.warn('api failed', {
        ...fields,
        kind: error.kind,
        status: error.status,
        delivery: error.delivery,
        messages: error.quoted?.lines,
      });
  };

  return {
    baseUrl,
    locale,
    async request(spec) {
      const site = { method: spec.method.toUpperCase(), path: spec.path };
      const started = performance.now();
      try {
        let json: unknown;
        if (spec.body) {
          const checked = parseOrIssues(spec.body.schema, spec.body.value, locale());
          if (!checked.ok) {
            throw new ApiError('validation', said('api.invalidRequest'), {
              quoted: { source: 'checks', lines: checked.error.issues },
              ...(checked.error.field ? { field: checked.error.field } : {}),
              delivery: 'not-sent',
              ...site,
            });
          }
          json = checked.value;
        }
        const value = await exchange(
          urlOf(`${baseUrl}${spec.path}`, spec.query),
          {
            method: spec.method.toUpperCase(),
            // The server's own words come in the operator's language where it can (pt-BR by default).
            headers: {
              accept: 'application/json',
              'accept-language': acceptLanguage(locale()),
              ...(json === undefined ? {} : { 'content-type': 'application/json' }),
              ...spec.headers,
            },
            ...(json === undefined ? {} : { body: JSON.stringify(json) }),
          },
          spec.waitsItself ? noRetry : spec.method === 'post' ? postRule : getRule,
          async (response) => parseBody(spec.schema, await response.text(), site, locale()),
          spec.timeoutMs,
        );
        // A list item the contract could not read was left out of the page (tolerant reader);
        // the rest is used, and the log says which positions and why (field names, no values).
        const skipped = skippedItemsOf(value);
        if (skipped.length) logger.warn('api skipped list items', { ...site, skipped });
        log(site, started);
        return value;
      } catch (error) {
        const failure = fail(error, site);
        log(site, started, failure);
        throw failure;
      }
    },

    async getBytes(url, { maxBytes = 25 * 1024 * 1024 } = {}) {
      const target = new URL(url);
      const site = { method: 'GET', path: target.pathname };
      const started = performance.now();
      try {
        // The temporary address is signed by itself: no Authorization or tenant header goes
        // with it, since it may point at another host (a CDN).
        const tooLarge = () =>
          new ApiError('contract', said('api.fileTooLarge', { megabytes: Math.round(maxBytes / 2 ** 20) }), {
            delivery: 'answered',
            ...site,
          });
        const file = await exchange(
          target.href,
          { method: 'GET', headers: { accept: '*/*' }, follow: true },
          getRule,
          async (response) => {
            if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
            const bytes = new Uint8Array(await response.arrayBuffer());
            if (bytes.byteLength > maxBytes) throw tooLarge();
            return { bytes, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
          },
        );
        log(site, started);
        return file;
      } catch (error) {
        // No credential goes with a temporary address, so a 403 (S3's and GCS's expired
        // signature, with an XML body), a 404 or a 410 can only mean the address is no good any
        // more: ask for a fresh one. The storage's own body is never shown to the operator.
        const failure =
          error instanceof HttpStatusError && EXPIRED_LINK.has(error.response.status)
            ? new ApiError('link-expired', said('api.linkExpired', { status: error.response.status }), {
                status: error.response.status,
                delivery: 'answered',
                ...site,
              })
            : fail(error, site);
        log(site, started, failure);
        throw failure;
      }
    },
  };
}

function parseBody<S extends z.ZodType>(schema: S, text: string, site: CallSite, locale: Locale): z.output<S> {
  let data: unknown;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError('contract', said('api.notJson', { method: site.method, path: site.path }), {
      delivery: 'answered',
      ...site,
    });
  }
  const checked = parseOrIssues(schema, data, locale);
  if (checked.ok) return checked.value;
  // The check lines are the station's own words, in the operator's language (never zod's English).
  throw new ApiError('contract', said('api.breaksContract', { ...site, field: checked.error.field ?? '/' }), {
    quoted: { source: 'checks', lines: checked.error.issues.slice(0, 5) },
    ...(checked.error.field ? { field: checked.error.field } : {}),
    delivery: 'answered',
    ...site,
  });
}

/** The address with its query (values left out are not sent). */
function urlOf(address: string, query: Query | undefined): string {
  if (!query) return address;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, String(value));
  const search = params.toString();
  return search ? `${address}?${search}` : address;
}

/** Answers to a temporary file address that mean it expired (see getBytes). */
const EXPIRED_LINK: ReadonlySet<number> = new Set([403, 404, 410]);

/**
 * Whether a POST the server answered may be sent again: only a 429 or 503 that says when to come
 * back (Retry-After). Such an answer means the request was not processed; a 503 without it may
 * come from a server that did process it and failed after, so it is not sent again.
 */
/** What a 429/503's Retry-After asks, in ms (delay-seconds or an HTTP-date); undefined without one. */
export function retryAfterMs(response: HttpResponse, now = Date.now()): number | undefined {
  if (response.status !== 429 && response.status !== 503) return undefined;
  const header = response.headers.get('retry-after')?.trim();
  if (!header) return undefined;
  if (/^\d+$/.test(header)) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function postMayRetry(response: HttpResponse): boolean {
  return (response.status === 429 || response.status === 503) && response.headers.get('retry-after') !== null;
}
