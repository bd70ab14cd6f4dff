// From what the server (or the network) did to an ApiError with a kind the operator can act on.
// The server's own words are kept verbatim in `messages`.
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
import { said } from '../../shared/messages';
import { fromServer } from '../ipc';
import { ApiError } from './errors';

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

/** "destAddress.zip: must be 8 digits" → "destAddress.zip", when a message starts with a path. */
function fieldOf(texts: readonly string[]): string | undefined {
  const match = /^([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*|\[\d+\])*)\s*:/.exec(texts[0] ?? '');
  return match?.[1];
}

export function errorFromResponse(status: number, data: unknown, site: CallSite, retryAfterMs?: number): ApiError {
  const texts = textsOf(data);
  const kind = kindOfStatus(status, site.path, texts);
  const message =
    status === 409 && /\/shipments\/?$/.test(site.path)
      ? said('api.orderAlreadyShipped')
      : status === 429 || status === 503
        ? said('api.busy', { status })
        : status >= 500
          ? said('api.serverDown', { status })
          : said('api.refused', { status });
  const field = kind === 'validation' ? fieldOf(texts) : undefined;
  return new ApiError(kind, message, {
    status,
    quoted: fromServer(texts),
    ...(field ? { field } : {}),
    delivery: 'answered',
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

/** Every `code` along an error's cause chain (fetch's TypeError → undici error). */
export function causeCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

export function errorFromNetwork(error: unknown, site: CallSite, timedOut: boolean): ApiError {
  const codes = causeCodes(error);
  if (timedOut) {
    return new ApiError('timeout', said('api.timeout', { method: site.method, path: site.path }), {
      delivery: 'unknown',
      ...site,
      cause: error,
    });
  }
  const neverSent = codes.some((code) => NEVER_SENT.has(code));
  // The system's code names the cause (ECONNREFUSED, ENOTFOUND); without one, fetch's own words
  // ("fetch failed") are English and say nothing more, so the station says it in the operator's
  // language (the cause stays in the log).
  const reason = codes[codes.length - 1] ?? said('api.noConnection');
  return new ApiError('offline', said('api.offline', { reason }), {
    delivery: neverSent ? 'not-sent' : 'unknown',
    ...site,
    cause: error,
  });
}
