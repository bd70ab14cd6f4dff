// Printing fails as values of the station's one failure shape (a StationError: a kind, what the
// station says as a key the page translates, and someone else's words verbatim under `quoted`),
// with print kinds of its own, because the print queue stores them and decides on their kind
// whether to try again. The failing tool's words (lp's stderr, the socket error code) are quoted
// as the printer's; the disk's or the queue file's as the system's.
import type { z } from 'zod';
import { formatIssues } from '../../shared/contract';
import type { StationError } from '../../shared/station-error';
import { failed } from '../../shared/result';
import type { Said } from '../../shared/messages';

export type PrintErrorKind =
  /** The printer or the print service does not answer, is paused or refuses jobs: check it, it will be retried. */
  | 'printer-unavailable'
  /** No printer by that name: the routing points at a printer that is gone. */
  | 'printer-not-found'
  /** No printer is chosen for this kind of document on this computer: the operator chooses one. */
  | 'no-printer'
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

/**
 * A printing failure: the station's failure shape with a print kind (printFailure() maps it for the
 * page). A printing result is the station's one Result with it: `Result<T, PrintError>`, a
 * failure `failed(printError(…))` (electron/shared/result.ts).
 */
export type PrintError = StationError<PrintErrorKind>;

/** Whose words a detail is: the printer's or its print tool's (the default), or the system's. */
export type DetailFrom = 'printer' | 'system';

/** A PrintError: what the station says, and the failing tool's own words (for support), if any. */
export function printError(
  kind: PrintErrorKind,
  message: Said,
  detail?: string,
  from: DetailFrom = 'printer',
): PrintError {
  return detail === undefined || detail === ''
    ? { kind, said: message }
    : { kind, said: message, quoted: { source: from, lines: [detail] } };
}

/** `cause` said in another sentence: its tool's words kept, quoted as they were (the printer's or the system's). */
export const resaid = (kind: PrintErrorKind, message: Said, cause: PrintError): PrintError =>
  cause.quoted ? { kind, said: message, quoted: cause.quoted } : { kind, said: message };

/**
 * A value the station's own schema refused (a target, a document, a profile): the rules it
 * broke as the station's check lines, never quoted as the printer's words.
 */
export const refused = (kind: PrintErrorKind, message: Said, error: z.ZodError): { ok: false; error: PrintError } =>
  failed({ kind, said: message, quoted: { source: 'checks', lines: formatIssues(error) } });

/** The failing tool's own words, when it said any. */
export const detailOf = (error: PrintError): string | undefined =>
  error.quoted?.lines.length ? error.quoted.lines.join('\n') : undefined;

/** Whether the queue should try again later rather than give up at once. */
export function isRetryable(error: PrintError): boolean {
  return error.kind === 'printer-unavailable' || error.kind === 'print-failed';
}

/** Every print kind, for reading a stored PrintError back (readStationError, the ipc domain's). */
export const PRINT_ERROR_KINDS: readonly PrintErrorKind[] = [
  'printer-unavailable',
  'printer-not-found',
  'no-printer',
  'print-failed',
  'outcome-unknown',
  'unsupported',
  'not-configured',
  'invalid-printer',
  'job-not-found',
  'bytes-expired',
  'job-state',
];
