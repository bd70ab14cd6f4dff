// The one way main fails: a Failure carries a kind the operator can act on, what the station
// says about it as a key with parameters (the page translates it), and, apart, someone else's
// words verbatim (the server's, the printer's). Anything else that escapes a handler is a bug
// and becomes `internal`. The Error's own message is the English rendering, for logs.
import type { ErrorKind, StationError } from '../../shared/ipc';
import { said, type Quoted, type Said } from '../../shared/messages';
import { translate } from '../i18n';

export interface FailureDetails {
  quoted?: Quoted | undefined;
  field?: string | undefined;
  cause?: unknown;
}

export class Failure extends Error {
  override name = 'Failure';
  readonly kind: ErrorKind;
  readonly said: Said;
  readonly quoted: Quoted | undefined;
  readonly field: string | undefined;

  constructor(kind: ErrorKind, message: Said, details: FailureDetails = {}) {
    super(translate(message, 'en'), details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.said = message;
    this.quoted = details.quoted && details.quoted.lines.length > 0 ? details.quoted : undefined;
    this.field = details.field;
  }
}

/** The serialisable error an IPC result carries. Internal errors never show their details. */
export function toStationError(error: unknown): StationError {
  if (error instanceof Failure) {
    return {
      kind: error.kind,
      said: error.said,
      ...(error.quoted ? { quoted: error.quoted } : {}),
      ...(error.field ? { field: error.field } : {}),
    };
  }
  return { kind: 'internal', said: said('common.internal') };
}

/** The server's own words, when there are any. */
export const fromServer = (lines: readonly string[] | undefined): Quoted | undefined =>
  lines && lines.length ? { source: 'server', lines: [...lines] } : undefined;
