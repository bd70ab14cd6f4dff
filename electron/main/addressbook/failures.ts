// Failures as values the operator (and the outbox) can act on.
import type { AddressKind } from '../../shared/addressbook';
import type { ErrorKind } from '../../shared/ipc';
import { said, type Quoted, type Said } from '../../shared/messages';
import { Failure as StationFailure } from '../ipc';

/**
 * A failure of the address book, thrown as the app's Failure so the IPC registry hands the
 * renderer its kind, message, messages and field (anything else becomes "internal").
 */
export class AddressBookError extends StationFailure {
  override name = 'AddressBookError';

  constructor(kind: ErrorKind, message: Said, quoted?: Quoted, field?: string) {
    super(kind, message, { quoted, field });
  }
}

/** A sync stopped because its address book was closed (logout, loja switch): not an error. */
export class SyncCancelled extends Error {
  override name = 'SyncCancelled';
}

export interface Failure {
  kind: string;
  /** What the station says about it (a key the page translates). */
  said: Said;
  /** What to fix, line by line: the server's own words, or the request checks that refused it before sending. */
  messages: string[];
  /**
   * Whether the request reached the server, when the API client knows (the app's ApiError
   * does): 'not-sent' (never left this computer), 'unknown' (may have been processed),
   * 'answered'. Decides more than the kind: a dropped connection is "offline" either way.
   */
  delivery?: 'answered' | 'not-sent' | 'unknown';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads `kind`, `message` and `messages` off whatever an API call rejected with. */
export function failureOf(error: unknown): Failure {
  const kind = isObject(error) && typeof error.kind === 'string' ? error.kind : 'internal';
  const message = error instanceof StationFailure ? error.said : said('common.internal');
  // The station's Failure quotes the server (or its own request checks); another client of the
  // AddressBookApi interface may reject with a plain `messages` list of the server's words.
  const quoted =
    error instanceof StationFailure
      ? error.quoted?.source === 'server' || error.quoted?.source === 'checks'
        ? error.quoted.lines
        : []
      : isObject(error) && Array.isArray(error.messages)
        ? error.messages.filter((m): m is string => typeof m === 'string')
        : [];
  const delivery =
    isObject(error) && ['answered', 'not-sent', 'unknown'].includes(error.delivery as string)
      ? (error.delivery as Failure['delivery'])
      : undefined;
  return { kind, said: message, messages: quoted, ...(delivery ? { delivery } : {}) };
}

/** The server could not be reached (or stopped answering): the desk is offline. */
export const NETWORK_KINDS: ReadonlySet<string> = new Set(['offline', 'timeout', 'unknown-outcome']);

/**
 * What a failed create means for the record:
 * - not-sent: the request never reached the server (connection refused): send again as is.
 * - unknown: it may have been created (timeout, connection lost after sending, a 5xx, an
 *   answer we could not read): search the server for it before sending again, or we would
 *   create it twice.
 * - rejected: the server refused this record (400, 422…): the operator must correct it.
 * - blocked: not about the record (logged out, no access to the loja): wait, send later.
 */
export type SendVerdict = 'not-sent' | 'unknown' | 'rejected' | 'blocked';

const VERDICTS: Record<string, SendVerdict> = {
  offline: 'not-sent',
  timeout: 'unknown',
  'unknown-outcome': 'unknown',
  server: 'unknown',
  contract: 'unknown',
  internal: 'unknown',
  validation: 'rejected',
  rejected: 'rejected',
  'not-found': 'rejected',
  unauthorized: 'blocked',
  forbidden: 'blocked',
  'loja-required': 'blocked',
};

/**
 * The delivery, when known, wins: a connection dropped after sending is "offline" to the
 * client, yet the record may exist. Unknown kinds count as "unknown outcome": a search before
 * resending is cheap, a twin recipient is not.
 */
export function verdictOf(failure: Pick<Failure, 'kind' | 'delivery'>): SendVerdict {
  const byKind = VERDICTS[failure.kind] ?? 'unknown';
  if (failure.delivery === 'unknown') return 'unknown';
  if (failure.delivery === 'not-sent') return byKind === 'rejected' || byKind === 'blocked' ? byKind : 'not-sent';
  return byKind;
}

export const notFound = (kind: AddressKind, key: string): AddressBookError =>
  new AddressBookError('not-found', said('addressbook.notFound'), { source: 'system', lines: [`${kind} ${key}`] });
