// The one HTTP client of the station: ky (the design card's), on the platform's fetch, for the
// API and for the label and DACE files. Each rule lives in ky's own options where ky has one:
//
// - Time (`timeout`, 20 s by default): an attempt's headers must come within it, and ky's body
//   shortcut (.text(), .bytes()) gives reading the body the same time again; a stalled body ends
//   as a timeout and is never sent again (the answer came). ky clears each timer as soon as what it
//   bounds has come, so no timer stays armed behind an answer. `totalTimeout` is not set: the
//   station has no rule for a call's total time (attempts and waits are capped below), and a total
//   that ran out while ky reads an error body turns the server's answer (HTTPError: delivery
//   'answered', say a 402 on the emit, nothing charged) into a TimeoutError ('unknown').
// - Sending again (`retry`, per call, from what a second copy of the call costs: `Again` below).
//   The wait before the next attempt is what Retry-After asks on a 429/503 (seconds or an HTTP
//   date, capped by `maxRetryAfter`, 5 s: longer would hold the desk without a word), otherwise
//   0.3 s, 0.6 s, … capped by `backoffLimit` (2 s). A POST is sent again only where the answer
//   proves it was not taken, a 429/503 with Retry-After (`shouldRetry`, classify.ts notTaken), or
//   where its Again says so (a shipment: once, after a gateway's page or a connection dropped
//   before its answer, shipment-again.ts); the emit never is (the emit loop decides, and shows
//   the wait).
//   A caller that sends many calls at once (the address book's sync) is told of each 429/503 as
//   ky decides to wait (`onThrottled`, from `shouldRetry`, before the wait), so it sends no new
//   call while the server asked for quiet.
// - Headers (hook beforeRequest): Accept-Language, the operator's language first, on every API
//   call; the bearer token and X-Tenant-Id on the calls that carry credentials (client.ts reads
//   them from the session and hands them in with the call). A file's address gets none.
// - Bodies (hook afterResponse): every 2xx body is counted while read and cut at its limit
//   (limits.ts): 10 MiB for an API answer, 25 MiB for a file.
// - The log (hook beforeRetry): every retry, with why (a status, and whether a gateway's page
//   answered, a timeout, the network), never a body; then one line per call (api.ok / api.failed).
// - Failures: ky's errors and the station's own refusals become ApiErrors in one place,
//   classify.ts apiErrorOf (kind, the server's words, and the delivery the money rules read).
// - A file's temporary address is followed through its redirects by redirects.ts, which checks
//   each hop before it is asked (ky and fetch cannot).
// - Connections (link.ts): ky's `fetch` is the platform's on the link's pool, which keeps two
//   connections to the server open while the operator works. A call returns only after its
//   connection went back to the pool (see `released`).
// Every 2xx API body is parsed with its contract schema; a body that does not fit becomes a
// `contract` error naming the field. Its options and a call's spec: http-types.ts.
import type { KyInstance, RetryOptions } from 'ky';
import type { z } from 'zod';
import { parseOrIssues, partlyReadItemsOf, skippedItemsOf, type Locale } from '../../shared/contract';
import { said } from '../../shared/messages';
import { apiErrorOf, causeCodes, isGatewayPage, notTaken, retryAfterMs, type CallSite } from './classify';
import { ApiError } from './errors';
import { isHTTPError, isNetworkError, isTimeoutError, loadKy } from './ky';
import { limitedBody } from './limits';
import { createLink } from './link';
import { shipmentGoesAgain } from './shipment-again';
import { FOLLOWED, followRedirects, systemLookup } from './redirects';
import type { Again, Credentials, Http, HttpOptions, Throttled } from './http-types';

/** How long after the client is made ky is loaded and its clients made without waiting for a call. */
const PREPARE_AFTER_MS = 2_000;

/** The most an API answer may hold (lists of 100, a thermal DACE's data: far less). */
export const ANSWER_LIMIT_BYTES = 10 * 2 ** 20;
/** The most a label or DACE file may hold. */
export const FILE_LIMIT_BYTES = 25 * 2 ** 20;

/** The operator's language first, the other one after it (a protocol header, not a sentence). */
const LOCALES: readonly Locale[] = ['pt-BR', 'en'];
const acceptLanguage = (locale: Locale) => `${locale}, ${LOCALES.find((other) => other !== locale)};q=0.5`;

/** One call as ky's hooks see it (through `context`): where it goes, what it carries, how often it was sent. */
class Call {
  attempts = 1;
  constructor(
    readonly site: CallSite,
    readonly maxBytes: number,
    readonly api: boolean,
    readonly credentials?: Credentials,
    readonly onThrottled?: Throttled,
  ) {}
}

/** Tells the call's caller of a 429/503 that ky is about to wait on (HTTPError carries the call's context). */
function tellThrottled(error: Error): void {
  if (!isHTTPError(error)) return;
  const { status } = error.response;
  if (status !== 429 && status !== 503) return;
  const call = (error.options as { context?: Record<string, unknown> }).context?.['call'];
  if (call instanceof Call) call.onThrottled?.(retryAfterMs(error.response));
}

const callOf = (options: { context: Record<string, unknown> }): Call => {
  const call = options.context['call'];
  if (!(call instanceof Call)) throw new Error('a request without its call');
  return call;
};

/** Why an attempt is sent again, for the log: its status (and whether a gateway answered), a timeout, the network. */
function whyAgain(error: Error): Record<string, unknown> {
  if (isHTTPError(error)) {
    const { status } = error.response;
    return { status, ...(isGatewayPage(status, error.data) ? { gateway: true } : {}) };
  }
  if (isTimeoutError(error)) return { timeout: true };
  if (isNetworkError(error)) return { network: causeCodes(error).at(-1) ?? 'failed' };
  return { error: error.name };
}

export function createHttp(options: HttpOptions): Http {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const locale = options.locale ?? (() => 'pt-BR' as const);
  const logger = options.logger;
  const lookup = options.lookup ?? systemLookup;
  const limit = options.retry?.limit ?? 2;
  const maxRetryAfter = options.retry?.maxRetryAfterMs ?? 5_000;
  const backoffLimit = options.retry?.backoffLimitMs ?? 2_000;

  const link = createLink({
    logger,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.ca ? { ca: options.ca } : {}),
  });
  // ky's clients are made with the first call, or a moment after the station starts (ky.ts): the
  // login's first request finds them made, and the start does not wait for them.
  const makeClients = async (): Promise<{ api: KyInstance; files: KyInstance }> => {
    const { default: ky } = await loadKy();
    const client: KyInstance = ky.create({
      timeout: options.timeoutMs ?? 20_000,
      fetch: link.fetch,
      hooks: {
        beforeRequest: [
          ({ request, options: sent }) => {
            const call = callOf(sent);
            if (!call.api) return;
            // The server's own words come in the operator's language where it can (pt-BR by default).
            request.headers.set('accept-language', acceptLanguage(locale()));
            if (call.credentials) {
              request.headers.set('authorization', `Bearer ${call.credentials.accessToken}`);
              request.headers.set('x-tenant-id', call.credentials.tenantId);
            }
          },
        ],
        afterResponse: [({ response, options: sent }) => limitedBody(response, callOf(sent).maxBytes)],
        beforeRetry: [
          ({ options: sent, error, retryCount }) => {
            const call = callOf(sent);
            call.attempts = retryCount + 1;
            logger.warn('api retry', { ...call.site, retryCount, ...whyAgain(error) });
          },
        ],
      },
    });
    return {
      api: client.extend({ prefix: baseUrl, headers: { accept: 'application/json' } }),
      // A file's address is asked hop by hop (redirects.ts): a followed redirect is an answer to
      // read, any other status from 300 up an HTTPError.
      files: client.extend({
        redirect: 'manual',
        throwHttpErrors: (status) => status >= 300 && !FOLLOWED.has(status),
        headers: { accept: '*/*' },
      }),
    };
  };
  let clients: Promise<{ api: KyInstance; files: KyInstance }> | undefined;
  const kyClients = () => (clients ??= makeClients());
  setTimeout(() => void kyClients(), PREPARE_AFTER_MS).unref();

  const retryFor = (again: Again): RetryOptions => {
    if (again === 'never') return { limit: 0 };
    const waits = { limit, maxRetryAfter, backoffLimit, afterStatusCodes: [429, 503] };
    if (again === 'free')
      return {
        ...waits,
        methods: ['get', 'post'],
        statusCodes: [429, 500, 502, 503, 504],
        retryOnTimeout: true,
        // undefined: ky's own rules decide (and wait what Retry-After asks); this only tells the caller.
        shouldRetry: ({ error }) => {
          tellThrottled(error);
          return undefined;
        },
      };
    return {
      ...waits,
      methods: ['post'],
      statusCodes: [429, 503],
      retryOnTimeout: false,
      // undefined lets ky wait what Retry-After asks; false stops; true sends again after the backoff.
      shouldRetry: ({ error, retryCount }) => {
        if (notTaken(error)) return undefined;
        return again === 'shipment' && shipmentGoesAgain(error, retryCount);
      },
    };
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
        ...(error.gateway ? { gateway: true } : {}),
        messages: error.quoted?.lines,
      });
  };

  return {
    baseUrl,
    link,
    locale,
    warm(origin) {
      void kyClients();
      link.warm(origin);
    },
    async request(spec) {
      const site = { method: spec.method.toUpperCase(), path: spec.path };
      const call = new Call(site, ANSWER_LIMIT_BYTES, true, spec.credentials, spec.onThrottled);
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
        const { api } = await kyClients();
        const text = await api(spec.path, {
          method: spec.method,
          ...(json === undefined ? {} : { json }),
          ...(spec.query ? { searchParams: spec.query } : {}),
          retry: retryFor(spec.again ?? (spec.method === 'get' ? 'free' : 'not-taken')),
          ...(spec.timeoutMs ? { timeout: spec.timeoutMs } : {}),
          context: { call },
        }).text();
        await released();
        const value = parseBody(spec.schema, text, site, locale());
        // A list item the contract could not read was left out of the page (tolerant reader);
        // the rest is used, and the log says which positions and why (field names, no values).
        const skipped = skippedItemsOf(value);
        if (skipped.length) logger.warn('api skipped list items', { ...site, skipped });
        // A quote option kept without a field it spelled in a way the app cannot read (an unpriced one).
        const partlyRead = partlyReadItemsOf(value);
        if (partlyRead.length) logger.warn('api read list items in part', { ...site, partlyRead });
        log(site, started);
        return value;
      } catch (error) {
        const failure = apiErrorOf(error, { ...site, attempts: call.attempts });
        log(site, started, failure);
        throw failure;
      }
    },

    async getBytes(url, { maxBytes = FILE_LIMIT_BYTES } = {}) {
      const first = new URL(url);
      const site = { method: 'GET', path: first.pathname };
      const call = new Call(site, maxBytes, false);
      const started = performance.now();
      try {
        const { files } = await kyClients();
        const { exchange, response } = await followRedirects(
          first,
          (address) => files(address, { retry: retryFor('free'), context: { call } }),
          lookup,
        );
        // Read through ky's shortcut: within the attempt's time, and counted (afterResponse).
        const bytes = await exchange.bytes();
        await released();
        log(site, started);
        return { bytes, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
      } catch (error) {
        const failure = apiErrorOf(error, { ...site, file: true, attempts: call.attempts });
        log(site, started, failure);
        throw failure;
      }
    },
  };
}

/**
 * Resolves once a connection whose answer was just read is back in the pool. undici frees it a
 * turn of the event loop after the body's end: a call sent in the same turn (the label's download
 * right after its emit) finds it busy and opens a new one, two round trips more at a desk (seen
 * with test/support/desk-link.ts at 80 ms: 254 ms instead of 89 for the next call).
 */
const released = () => new Promise<void>((resolve) => setImmediate(resolve));

function parseBody<S extends z.ZodType>(schema: S, text: string, site: CallSite, locale: Locale): z.output<S> {
  let data: unknown;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Which call answered is for support, under "Detalhes" (issue 29.7).
    throw new ApiError('contract', said('api.notJson'), {
      quoted: { source: 'system', lines: [`${site.method} ${site.path}`] },
      delivery: 'answered',
      ...site,
    });
  }
  const checked = parseOrIssues(schema, data, locale);
  if (checked.ok) return checked.value;
  // The sentence says what it means for the operator; the call and what was wrong in its answer
  // (check lines in the operator's language, never zod's English) are for support, under
  // "Detalhes" (issue 29.7): nothing the operator can correct.
  throw new ApiError('contract', said('api.breaksContract'), {
    quoted: { source: 'system', lines: [`${site.method} ${site.path}`, ...checked.error.issues.slice(0, 5)] },
    ...(checked.error.field ? { field: checked.error.field } : {}),
    delivery: 'answered',
    ...site,
  });
}
