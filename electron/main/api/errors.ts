// API failures as values. Besides the kind, an ApiError says whether the request reached the
// server, which is what decides if a POST may be sent again:
//   answered  the server replied (any status, or a 2xx the contract rejects: it DID act);
//   not-sent  the connection was never made (refused, no route, DNS, TLS): safe to send again;
//   unknown   the request may have been processed (connection dropped or timed out after
//             sending). For emit, resolve by calling emit again (idempotent per shipment); for
//             a create, look the record up before sending again.
import type { ErrorKind } from '../../shared/ipc';
import type { Quoted, Said } from '../../shared/messages';
import { Failure } from '../ipc';

export type Delivery = 'answered' | 'not-sent' | 'unknown';

export interface ApiErrorDetails {
  status?: number;
  /** The server's own words, when it answered with any. */
  quoted?: Quoted | undefined;
  field?: string;
  delivery: Delivery;
  method: string;
  path: string;
  /** A 429/503 said when to come back (Retry-After), in ms. */
  retryAfterMs?: number;
  /** A gateway in front of the server answered with a page of its own (classify.ts isGatewayPage). */
  gateway?: boolean;
  cause?: unknown;
}

export class ApiError extends Failure {
  override name = 'ApiError';
  readonly status: number | undefined;
  readonly delivery: Delivery;
  readonly method: string;
  readonly path: string;
  readonly retryAfterMs: number | undefined;
  /** The answer was a gateway's page (a proxy's 502/503/504), not the server's: see classify.ts. */
  readonly gateway: boolean;

  constructor(kind: ErrorKind, message: Said, details: ApiErrorDetails) {
    super(kind, message, details);
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.gateway = details.gateway ?? false;
    this.delivery = details.delivery;
    this.method = details.method;
    this.path = details.path;
  }
}

/** The request may or may not have been processed: never blindly resend a money POST. */
export const isOutcomeUnknown = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.delivery === 'unknown';

/** The request never left this computer: sending it again cannot duplicate anything. */
export const wasNeverSent = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.delivery === 'not-sent';
