// A printing failure (a value with its own kind, see errors.ts) as the station's Failure, for a
// caller that throws across IPC: its kind becomes one the operator can act on, its message may
// sit inside the caller's sentence (`context`, a key with a {{reason}}), and the failing tool's
// own words (lp's stderr, the socket code) are quoted as the printer's.
import type { ErrorKind } from '../../shared/ipc';
import { said, type SaidParam, type StationMessageKey } from '../../shared/messages';
import { Failure } from '../ipc';
import type { PrintError } from './errors';

export function printFailure(
  error: PrintError,
  context?: StationMessageKey,
  params: Record<string, SaidParam> = {},
): Failure {
  const kind: ErrorKind =
    error.kind === 'job-not-found' || error.kind === 'bytes-expired'
      ? 'not-found'
      : error.kind === 'invalid-printer'
        ? 'validation'
        : error.kind === 'job-state'
          ? // The print queue said no (already printed, still in its printer's queue): the
            // station's own rule, never shown as the server's refusal.
            'station-refused'
          : error.kind === 'no-printer'
            ? // None chosen: nothing to switch on or wait for, and no "buy anyway" (the page
              // offers it on printer-unavailable only): a label bought now could not print.
              'no-printer'
            : 'printer-unavailable';
  // The tool's words stay quoted as they were stored (the printer's, or the system's).
  const message = context ? said(context, { ...params, reason: error.said }) : error.said;
  return new Failure(kind, message, { quoted: error.quoted });
}
