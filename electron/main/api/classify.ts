// The one place where what happened to a request becomes an ApiError with a kind the operator can
// act on and the delivery the money rules read (errors.ts): `apiErrorOf` takes whatever ky threw
// (HTTPError, TimeoutError, NetworkError around fetch's TypeError) or the station's own refusals on
// the way (a body over its limit, a redirect refused) and answers the ApiError. The server's own
// words are kept verbatim in `quoted`; a gateway's page never is.
//
// 422 is one status for several business refusals, and the spec shows no stable error codes
// (7.3, 7.4), so the kind is read from the path and the message:
//   quote-expired   message says expired / expirou / expirada / vencid(a|o)
//   quote-mismatch  message says differ(s) / does not match / mismatch / diverge / não confere /
//                   diferente; or any other 422 on POST /shipments (creation refuses only for
//                   expiry or mismatch, and both are fixed by quoting again)
//   not-eligible    any 422 under /fiscal-documents/, or a message naming DACE / eligible /
//                   elegível / indisponível
//   rejected        anything else (an unknown coupon, …)
import { errorResponseSchema, errorTexts } from '../../shared/contract';
import type { ErrorKind } from '../../shared/ipc';
import { isStationMessageKey, said, type Said } from '../../shared/messages';
import { fromServer } from '../ipc';
import { ApiError } from './errors';
import { isHTTPError, isNetworkError, isTimeoutError } from './ky';
import { BodyTooLarge } from './limits';
import { RedirectRefused } from './redirects';

export interface CallSite {
  method: string;
  path: string;
}

const EXPIRED = /expired|expir(ou|ad[ao])|vencid[ao]/i;
const MISMATCH = /differ|does not match|doesn't match|mismatch|diverg|não confere|nao confere|diferente/i;
const NOT_ELIGIBLE = /\bDACE\b|eligib|eleg[ií]ve|indispon[ií]vel|not available/i;

export function kindOf422(path: string, texts: readonly string[]): ErrorKind {
  const all = texts.join('\n');
  if (path.includes('/fiscal-documents/')) return 'not-eligible';
  if (EXPIRED.test(all)) return 'quote-expired';
  if (MISMATCH.test(all)) return 'quote-mismatch';
  if (NOT_ELIGIBLE.test(all)) return 'not-eligible';
  if (/\/shipments\/?$/.test(path)) return 'quote-mismatch';
  return 'rejected';
}

export function kindOfStatus(status: number, path: string, texts: readonly string[]): ErrorKind {
  switch (status) {
    case 400:
    case 413:
    case 415:
      return 'validation';
    case 401:
      return 'unauthorized';
    case 402:
      return 'insufficient-balance';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 408:
      return 'timeout';
    case 410:
      return 'link-expired';
    case 422:
      return kindOf422(path, texts);
    default:
      return status >= 500 || status === 429 ? 'server' : 'rejected';
  }
}

/** A proxy's or a web server's error page: never shown raw to the operator. */
const HTML = /^\s*<(?:!doctype|html|head|body|\?xml|[a-z]+[\s>])/i;

/** The server's texts from an error body; tolerant, since an error body may break the contract. */
export function textsOf(data: unknown): string[] {
  const parsed = errorResponseSchema.safeParse(data);
  if (parsed.success) return errorTexts(parsed.data);
  if (typeof data === 'string') return data.trim() && !HTML.test(data) ? [data.trim().slice(0, 500)] : [];
  if (typeof data === 'object' && data !== null) {
    const { message, messages, error } = data as Record<string, unknown>;
    const list = [message, messages].flat().filter((item): item is string => typeof item === 'string');
    if (list.length) return list;
    if (typeof error === 'string') return [error];
  }
  return [];
}

/** The statuses a gateway in front of the server answers with a page of its own. */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * A gateway's page, not the server's answer: a 502/503/504 whose body is not JSON (an HTML page,
 * a line of text, nothing). The server answers every failure with the JSON error of spec 2.14
 * ("any non-listed status returns the error response"); a proxy or load balancer in front of it
 * (nginx, an ALB, a CDN) answers with its own page, and then the server may never have seen the
 * request, or may have, with its answer lost on the way back. `data` is the body as ky read it:
 * parsed JSON when the answer said JSON and it parsed, else its text.
 */
export function isGatewayPage(status: number, data: unknown): boolean {
  return GATEWAY_STATUSES.has(status) && (typeof data !== 'object' || data === null);
}

/** "destAddress.zip: must be 8 digits" → "destAddress.zip", when a message starts with a path. */
function fieldOf(texts: readonly string[]): string | undefined {
  const match = /^([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*|\[\d+\])*)\s*:/.exec(texts[0] ?? '');
  return match?.[1];
}

/** A refusal in words by its kind ("Saldo insuficiente…"), never a bare "(402)"; the status is in the log. */
function refusal(kind: ErrorKind, status: number): Said {
  const words = `api.refusedFor.${kind}`;
  return isStationMessageKey(words) ? said(words) : said('api.refused', { status });
}

/**
 * An answered request: its status, its body and, for a 429/503, what Retry-After asked.
 * `attempts`: how many times the request was sent in all (said when a gateway answered every one).
 */
export function errorFromResponse(
  status: number,
  data: unknown,
  site: CallSite,
  retryAfterMs?: number,
  attempts = 1,
): ApiError {
  const gateway = isGatewayPage(status, data);
  // A gateway's words are not the server's: nothing of its page is quoted, and the kind is read
  // from the status alone.
  const texts = gateway ? [] : textsOf(data);
  const kind = kindOfStatus(status, site.path, texts);
  const message = gateway
    ? said('api.gatewayPage', { status, tried: attempts > 1 ? said('api.triedTimes', { count: attempts }) : '' })
    : status === 409 && /\/shipments\/?$/.test(site.path)
      ? // After a gateway's page or a dropped connection the station sent it again
        // (shipment-again.ts): the shipment the server holds may be this desk's own first try.
        said(attempts > 1 ? 'api.orderPerhapsOurs' : 'api.orderAlreadyShipped')
      : status === 429 || status === 503
        ? said('api.busy', { status })
        : status >= 500
          ? said('api.serverDown', { status })
          : refusal(kind, status);
  const field = kind === 'validation' ? fieldOf(texts) : undefined;
  return new ApiError(kind, message, {
    status,
    quoted: fromServer(texts),
    ...(field ? { field } : {}),
    delivery: 'answered',
    gateway,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    ...site,
  });
}

// Codes that mean the connection was never made, so the server cannot have seen the request.
const NEVER_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** An error's cause chain, itself first (ky's NetworkError → fetch's TypeError → the system's or undici's error). */
function causesOf(error: unknown): Cause[] {
  const causes: Cause[] = [];
  let current: unknown = error;
  while (current && causes.length < 6) {
    causes.push(current as Cause);
    current = (current as Cause).cause;
  }
  return causes;
}
type Cause = { code?: unknown; message?: unknown; cause?: unknown };

/** Every `code` along an error's cause chain (ky's NetworkError → fetch's TypeError → the system's error). */
export function causeCodes(error: unknown): string[] {
  return causesOf(error).flatMap(({ code }) => (typeof code === 'string' ? [code] : []));
}

/**
 * The connection was let go before an answer began: what a kept connection the server closed as
 * the request crossed it looks like (shipment-again.ts says what is sent again for it). ky throws a
 * NetworkError only where fetch gave no Response (no answer's status and headers had come; a body
 * cut short after them fails later, outside ky's retries), and the cause is the connection's end:
 *   UND_ERR_SOCKET "other side closed"  undici's SocketError: the server's FIN came first;
 *   UND_ERR_SOCKET "closed"             undici's SocketError: the socket closed without a word;
 *   ECONNRESET                          the system's: the server reset the connection (RST);
 *   EPIPE                               the system's: the request was written after the close.
 * undici's other SocketErrors ("bad response", "bad upgrade") mean bytes of an answer came. undici
 * tells no part of a status line apart from nothing: a server that began its answer's head and
 * dropped the connection within it reads the same.
 */
export function droppedBeforeAnswer(error: unknown): boolean {
  if (!isNetworkError(error)) return false;
  return causesOf(error).some(
    ({ code, message }) =>
      code === 'ECONNRESET' ||
      code === 'EPIPE' ||
      (code === 'UND_ERR_SOCKET' && (message === 'other side closed' || message === 'closed')),
  );
}

export function errorFromNetwork(error: unknown, site: CallSite, timedOut: boolean): ApiError {
  const codes = causeCodes(error);
  if (timedOut) {
    return new ApiError('timeout', said('api.timeout'), {
      quoted: { source: 'system', lines: [`${site.method} ${site.path}`] },
      delivery: 'unknown',
      ...site,
      cause: error,
    });
  }
  const neverSent = codes.some((code) => NEVER_SENT.has(code));
  // The operator reads what the failure means (issue 29.7); the system's code (ECONNREFUSED,
  // ENOTFOUND) is for support, under "Detalhes". Without one, fetch's own "fetch failed" says
  // nothing more, so only the call is named there (the cause stays in the log).
  return new ApiError('offline', offlineMeaning(codes[codes.length - 1]), {
    quoted: { source: 'system', lines: [...(codes.length ? [codes.join(' ← ')] : []), `${site.method} ${site.path}`] },
    delivery: neverSent ? 'not-sent' : 'unknown',
    ...site,
    cause: error,
  });
}

/** What a network failure's system code means for the operator, in a plain sentence. */
function offlineMeaning(code: string | undefined): Said {
  if (code === 'ECONNREFUSED') return said('api.offlineRefused');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return said('api.offlineNoName');
  if (code && /^(CERT_|ERR_TLS_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_VERIFY_)/.test(code))
    return said('api.offlineCertificate');
  if (code && ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'].includes(code)) return said('api.offlineDropped');
  if (code && ['ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'UND_ERR_CONNECT_TIMEOUT'].includes(code))
    return said('api.offlineNoRoute');
  return said('api.offline');
}

/** What a 429/503's Retry-After asks, in ms (delay-seconds or an HTTP-date); undefined without one. */
export function retryAfterMs(response: Pick<Response, 'status' | 'headers'>, now = Date.now()): number | undefined {
  if (response.status !== 429 && response.status !== 503) return undefined;
  const header = response.headers.get('retry-after')?.trim();
  if (!header) return undefined;
  if (/^\d+$/.test(header)) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The server said it did not take this request: a 429 or 503 that says when to come back
 * (Retry-After; RFC 9110 15.5.29/15.6.4). A 503 without it may come from a server that did
 * process the request and failed after, so it proves nothing.
 */
export function notTaken(error: unknown): boolean {
  return (
    isHTTPError(error) &&
    (error.response.status === 429 || error.response.status === 503) &&
    error.response.headers.has('retry-after')
  );
}

/** Answers to a temporary file address that mean it expired (no credential goes with one). */
const EXPIRED_LINK: ReadonlySet<number> = new Set([403, 404, 410]);

export interface Exchange extends CallSite {
  /** A file's temporary address, not an API call: 403/404/410 mean the address expired. */
  file?: boolean;
  /** How many times the request was sent in all. */
  attempts?: number;
}

/**
 * Whatever a call threw, as the ApiError the station reports: the one mapping of ky's errors and
 * the station's own refusals to failure kinds and delivery.
 */
export function apiErrorOf(error: unknown, exchange: Exchange): ApiError {
  const site = { method: exchange.method, path: exchange.path };
  if (error instanceof ApiError) return error;
  if (error instanceof BodyTooLarge) {
    // The answer came (a 2xx) and was cut at the limit: the server acted; its answer is not read.
    // Which call answered is for support, under "Detalhes" (issue 29.7); a file's temporary
    // address is no call of the service's, and is not shown.
    const megabytes = Math.max(1, Math.round(error.limit / 2 ** 20));
    if (exchange.file)
      return new ApiError('contract', said('api.fileTooLarge', { megabytes }), { delivery: 'answered', ...site });
    return new ApiError('contract', said('api.answerTooLarge', { megabytes }), {
      quoted: { source: 'system', lines: [`${site.method} ${site.path}`] },
      delivery: 'answered',
      ...site,
    });
  }
  if (error instanceof RedirectRefused) {
    return new ApiError('contract', said('api.redirectRefused', { reason: said(error.reason) }), {
      delivery: 'answered',
      ...site,
    });
  }
  if (isHTTPError(error)) {
    const { status } = error.response;
    // No credential goes with a temporary address, so a 403 (S3's and GCS's expired signature,
    // with an XML body), a 404 or a 410 can only mean the address is no good any more: ask for a
    // fresh one. The storage's own body is never shown to the operator.
    if (exchange.file && EXPIRED_LINK.has(status)) {
      return new ApiError('link-expired', said('api.linkExpired', { status }), {
        status,
        delivery: 'answered',
        ...site,
      });
    }
    return errorFromResponse(status, error.data, site, retryAfterMs(error.response), exchange.attempts);
  }
  // No answer within the attempt's time (its headers, or its body after them): whether it was
  // processed is unknown. Anything else is the network's (ky's NetworkError around fetch's
  // TypeError and the system's code) or a bug's: unknown unless the code proves nothing left.
  return errorFromNetwork(error, site, isTimeoutError(error));
}
