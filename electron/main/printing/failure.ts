// A printing failure (a value with its own kind, see errors.ts) as the station's Failure, for a
// caller that throws across IPC: its kind becomes one the operator can act on, and the failing
// tool's own words (lp's stderr, the socket code) stay beside the message for support.
import type { ErrorKind } from '../../shared/ipc';
import { Failure } from '../ipc';
import type { PrintError } from './errors';

export function printFailure(error: PrintError, prefix = ''): Failure {
  const kind: ErrorKind =
    error.kind === 'job-not-found' || error.kind === 'bytes-expired'
      ? 'not-found'
      : error.kind === 'invalid-printer'
        ? 'validation'
        : error.kind === 'job-state'
          ? 'rejected'
          : 'printer-unavailable';
  const message = `${prefix}${error.message}`;
  return new Failure(kind, message, error.detail ? { messages: [error.message, error.detail] } : {});
}
