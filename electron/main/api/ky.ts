// ky (the design card's HTTP client), loaded with the station's first call, once the operator is
// logged in (http.warm), or a moment after its start (http.ts), not while it starts: importing ky builds a Request to probe the platform, and
// that loads Node's fetch (~50 ms of CPU) which a start to the login never uses (startup.bench).
// Its type guards answer false until ky is loaded: no error can be ky's before ky is.
import type * as Ky from 'ky';
import type { HTTPError, NetworkError, TimeoutError } from 'ky';

let loaded: typeof Ky | undefined;
let loading: Promise<typeof Ky> | undefined;

/** ky, imported once. */
export function loadKy(): Promise<typeof Ky> {
  return (loading ??= import('ky').then((ky) => (loaded = ky)));
}

export const isHTTPError = (error: unknown): error is HTTPError => loaded?.isHTTPError(error) ?? false;
export const isNetworkError = (error: unknown): error is NetworkError => loaded?.isNetworkError(error) ?? false;
export const isTimeoutError = (error: unknown): error is TimeoutError => loaded?.isTimeoutError(error) ?? false;
