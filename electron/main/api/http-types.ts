// The HTTP client's face (http.ts builds it): its options, a call's spec (path, body, contract
// schema, credentials, when it may be sent again) and what a caller holds. Types only.
import type { z } from 'zod';
import type { Locale } from '../../shared/contract';
import type { Logger } from '../log';
import type { Link } from './link';
import type { Lookup } from './redirects';

export interface HttpOptions {
  baseUrl: string;
  logger: Logger;
  /** Per attempt, in ms (default 20 s): ky's `timeout`. */
  timeoutMs?: number;
  /**
   * Retries (default 2), the cap of the backoff between them (default 2 s) and of a wait the
   * server asks with Retry-After (default 5 s).
   */
  retry?: { limit?: number; backoffLimitMs?: number; maxRetryAfterMs?: number };
  /**
   * How requests reach the network: under the link's pool (default: the platform's fetch). ky hands
   * it the Request it built; a test's wrapper may count, hold or refuse them.
   */
  fetch?: typeof fetch;
  /** A certificate authority to trust besides the system's (PEM; link.ts). */
  ca?: string;
  /** The addresses a host resolves to, for the redirect checks (default: the system's resolver). */
  lookup?: Lookup;
  /** The operator's language: of the station's own check lines (a request refused before it is sent, an answer that breaks the contract). */
  locale?: () => Locale;
}

type Query = Record<string, string | number | boolean | undefined>;

/**
 * When ky may send a call again, by what a second copy of it costs:
 *   free       nothing: every GET, and the POSTs that move no money and whose second copy changes
 *              nothing anyone keeps (login, refresh, quotes, DACE generation). Sent again after a
 *              dropped connection, a timeout, a 429 or a 5xx (a gateway's page among them).
 *              A refresh the server did rotate behind a gateway's page is then refused: the session
 *              ends, as it would at the next 401 without the retry.
 *   not-taken  a record the server keeps (a sender, a recipient): only when the answer proves it
 *              was not taken (a 429/503 with Retry-After). Anything else is its caller's to
 *              settle: the address book looks a record up before it sends it again.
 *   shipment   as not-taken, and once more after a gateway's 502/503 page or a connection closed
 *              or reset before its answer began (the kept-connection race): see shipment-again.ts.
 *   never      the emit, which spends money: never here. The emit loop decides, knowing whether
 *              the POST left (ApiError.delivery), and shows the operator every wait.
 */
export type Again = 'free' | 'not-taken' | 'shipment' | 'never';

/** The station's credentials for one call (client.ts reads them from the session). */
export interface Credentials {
  accessToken: string;
  tenantId: string;
}

export interface RequestSpec<S extends z.ZodType> {
  method: 'get' | 'post';
  /** Path under the base URL, starting with /api/v1/. */
  path: string;
  /** The body and the contract schema it must pass before it is sent. */
  body?: { schema: z.ZodType; value: unknown };
  query?: Query;
  /** The bearer token and loja this call carries (none: login and refresh). */
  credentials?: Credentials;
  /** The contract schema of the 2xx body. */
  schema: S;
  timeoutMs?: number;
  /** When ky may send it again (default: free for a GET, not-taken for a POST). */
  again?: Again;
  /** Told when the server answers 429/503 and ky will send it again: the wait it asked (ms), if it said. */
  onThrottled?: Throttled;
}

/** A server that answered 429/503 asked for quiet: `waitMs` is its Retry-After, undefined when it gave none. */
export type Throttled = (waitMs: number | undefined) => void;

export interface Http {
  readonly baseUrl: string;
  /** The connections to the server (warm after login, rest after logout). */
  readonly link: Link;
  /**
   * Makes ready what the operator's first call needs, once logged in: ky and its clients (loaded
   * with the first call otherwise) and the link's kept connections. The first label after a start
   * then pays neither a handshake nor the loading of its HTTP client.
   */
  warm(origin: string): void;
  /** The operator's language, for the station's own check lines. */
  readonly locale: () => Locale;
  request<S extends z.ZodType>(spec: RequestSpec<S>): Promise<z.output<S>>;
  /** Fetches a temporary file address (no credentials are sent with it, through any redirect). */
  getBytes(url: string, options?: { maxBytes?: number }): Promise<{ bytes: Uint8Array; contentType: string }>;
}
