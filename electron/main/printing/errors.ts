// Printing fails as values, each with a kind the operator can act on, what the station says
// (a key the page translates) and the words of the tool that failed (lp, the spooler, the
// socket) kept verbatim as `detail`.
import { saidSchema, verbatim, type Said } from '../../shared/messages';

export type PrintErrorKind =
  /** The printer or the print service does not answer, is paused or refuses jobs: check it, it will be retried. */
  | 'printer-unavailable'
  /** No printer by that name: the routing points at a printer that is gone. */
  | 'printer-not-found'
  /** The print command failed for another reason. */
  | 'print-failed'
  /** The app stopped while bytes were on their way: only the operator can tell if it came out. */
  | 'outcome-unknown'
  /** This document cannot go to this printer this way (e.g. a Windows printer on Linux). */
  | 'unsupported'
  /** A raw printer (network, raw queue) has no profile: the operator sets one in the settings. */
  | 'not-configured'
  /** The printer the operator typed is not a valid host:port. */
  | 'invalid-printer'
  /** No print job with that id. */
  | 'job-not-found'
  /** The job is too old: its bytes were dropped from history, so it cannot be printed again offline. */
  | 'bytes-expired'
  /** The job is in a state that does not allow this action (e.g. resending a job that printed). */
  | 'job-state';

export interface PrintError {
  kind: PrintErrorKind;
  message: Said;
  /** The failing tool's own words (lp's stderr, the socket error code), for support. */
  detail?: string;
  /** Whose words `detail` are: the printer's or its print tool's (the default), or the system's (the disk, the queue's file). */
  detailFrom?: 'system';
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: PrintError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (kind: PrintErrorKind, message: Said, detail?: string): { ok: false; error: PrintError } => ({
  ok: false,
  error: detail === undefined || detail === '' ? { kind, message } : { kind, message, detail },
});

/** Whether the queue should try again later rather than give up at once. */
export function isRetryable(error: PrintError): boolean {
  return error.kind === 'printer-unavailable' || error.kind === 'print-failed';
}

const KINDS: ReadonlySet<string> = new Set<PrintErrorKind>([
  'printer-unavailable',
  'printer-not-found',
  'print-failed',
  'outcome-unknown',
  'unsupported',
  'not-configured',
  'invalid-printer',
  'job-not-found',
  'bytes-expired',
  'job-state',
]);

/**
 * A PrintError read back from the queue's file: its message a Said, or the sentence an older
 * version stored (kept verbatim); anything unreadable is a print failure that says so.
 */
export function readPrintError(stored: string): PrintError {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    value = undefined;
  }
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const kind =
    typeof record.kind === 'string' && KINDS.has(record.kind) ? (record.kind as PrintErrorKind) : 'print-failed';
  const said = saidSchema.safeParse(record.message);
  const message = said.success
    ? said.data
    : verbatim(typeof record.message === 'string' ? record.message : stored.slice(0, 500));
  const detail = typeof record.detail === 'string' && record.detail ? record.detail : undefined;
  if (!detail) return { kind, message };
  return record.detailFrom === 'system' ? { kind, message, detail, detailFrom: 'system' } : { kind, message, detail };
}
