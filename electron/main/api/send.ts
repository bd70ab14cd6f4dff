// One HTTP exchange with a timeout per attempt and the station's retry rules, on the station's
// transport (transport.ts). It replaced ky (2.1.0), which built two Request objects per attempt
// and cloned each one (teeing a POST body) so a retry could send it again: 1.5 ms of a label's
// 18 ms floor, measured by test/bench/emit-and-print.bench.ts (ratio 1.26 with ky, 1.16–1.19
// with fetch alone, same runs). The rules are the ones http.ts states; this file only carries them out:
// - every attempt has its own timeout, which also bounds reading the body, and is cleared as soon
//   as the body is read (AbortSignal.timeout's timer would stay armed for the whole timeout and
//   then run its abort, a DOMException and all, for a request long finished: three per label);
// - a rule says which statuses are sent again, whether a dropped connection or a timeout is, and
//   whether an answered status may be (a POST only on a 429/503 that carries Retry-After);
// - the wait before the next attempt is what Retry-After asks on a 429/503 (capped), otherwise
//   0.3 s, 0.6 s, 1.2 s … capped by the rule's backoff limit.
// Both waits (an attempt's time, the pause before the next) run on an injected timer (`after`,
// setTimeout by default), so a test moves a clock past them instead of sleeping.
import { realAfter, type After } from '../platform';
import type { HttpRequest, HttpResponse, Transport } from './transport';

/** A 4xx/5xx answer: its response (status, headers; body already read) and the body as `data`. */
export class HttpStatusError extends Error {
  constructor(
    readonly response: HttpResponse,
    /** The body: parsed JSON when it says JSON and parses, else its text; undefined when empty or unreadable. */
    readonly data: unknown,
  ) {
    super(`HTTP ${response.status}`);
    this.name = 'HttpStatusError';
  }
}

/** No answer within the attempt's time. */
export class RequestTimeoutError extends Error {
  constructor(
    readonly ms: number,
    options?: { cause?: unknown },
  ) {
    super(`no answer within ${ms} ms`, options);
    this.name = 'RequestTimeoutError';
  }
}

export interface RetryRule {
  /** Attempts after the first. */
  limit: number;
  /** Answered statuses that are sent again. */
  statusCodes: ReadonlySet<number>;
  /** A dropped connection or a refused one (the request may or may not have arrived). */
  onNetworkError: boolean;
  onTimeout: boolean;
  /** Whether this answer may be sent again, beyond its status (default yes). */
  mayRetry?: (response: HttpResponse) => boolean;
  /** The longest Retry-After waited for; a longer one is waited for this long. */
  maxRetryAfterMs: number;
  backoffLimitMs: number;
}

export interface SendOptions {
  transport: Transport;
  timeoutMs: number;
  rule: RetryRule;
  /** Told before each new attempt (the log). */
  onRetry?: (attempt: number, error: unknown) => void;
  /** What a 429/503's Retry-After asks, in ms, or undefined (http.ts's reading of the header). */
  retryAfterMs: (response: HttpResponse) => number | undefined;
  /** The timer an attempt's time and the wait between attempts run on (default: setTimeout). */
  after?: After;
}

/**
 * Sends the request (again as the rule allows) and answers what `read` makes of its 2xx response
 * (its body read within the attempt's time), or throws the last failure.
 */
export async function send<T>(
  url: string,
  init: Omit<HttpRequest, 'signal'>,
  options: SendOptions,
  read: (response: HttpResponse) => Promise<T>,
): Promise<T> {
  const { rule } = options;
  const after = options.after ?? realAfter;
  for (let retries = 0; ; retries++) {
    let failure: unknown;
    let delay: number | undefined;
    const attempt = new AbortController();
    const cancelTimer = after(options.timeoutMs, () => attempt.abort(new RequestTimeoutError(options.timeoutMs)));
    let response: HttpResponse | undefined;
    try {
      response = await options.transport(url, { ...init, signal: attempt.signal });
      if (!response.ok) {
        failure = new HttpStatusError(response, await errorData(response));
        if (rule.statusCodes.has(response.status) && (rule.mayRetry?.(response) ?? true)) {
          const asked = options.retryAfterMs(response);
          delay = asked === undefined ? backoff(retries + 1, rule) : Math.min(rule.maxRetryAfterMs, asked);
        }
      }
    } catch (error) {
      const timedOut = attempt.signal.aborted || isTimeout(error);
      failure = timedOut ? new RequestTimeoutError(options.timeoutMs, { cause: error }) : error;
      if (timedOut ? rule.onTimeout : rule.onNetworkError) delay = backoff(retries + 1, rule);
    }
    if (response?.ok) {
      // The answer came: whatever reading it meets (cut, too slow, not the contract) is not sent again.
      try {
        return await read(response);
      } catch (error) {
        const timedOut = attempt.signal.aborted;
        // A body left unread (refused as too large, or cut) would hold its connection: let it go.
        attempt.abort();
        throw timedOut ? new RequestTimeoutError(options.timeoutMs, { cause: error }) : error;
      } finally {
        cancelTimer();
      }
    }
    cancelTimer();
    if (delay === undefined || retries >= rule.limit) throw failure;
    options.onRetry?.(retries + 1, failure);
    await new Promise<void>((resolve) => after(delay, resolve));
  }
}

/** The body of an error answer, as ky gave it: JSON when it says so and parses, else text, undefined when empty. */
async function errorData(response: HttpResponse): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined; // unreadable (cut, or the attempt's time ran out): the status still says enough
  }
  if (text === '') return undefined;
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const backoff = (retry: number, rule: RetryRule) => Math.min(rule.backoffLimitMs, 300 * 2 ** (retry - 1));

/** An attempt's time ran out (ours, or a DOMException named TimeoutError from a fetch given its own signal). */
export function isTimeout(error: unknown): boolean {
  return (
    error instanceof RequestTimeoutError ||
    (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError')
  );
}
