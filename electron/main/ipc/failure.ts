// The one error type that crosses into an IPC result. Services throw a Failure with a kind the
// operator can act on; anything else that escapes a handler is a bug and becomes `internal`.
import type { ErrorKind, StationError } from '../../shared/ipc';

export class Failure extends Error {
  override name = 'Failure';
  readonly kind: ErrorKind;
  readonly messages: string[] | undefined;
  readonly field: string | undefined;

  constructor(
    kind: ErrorKind,
    message: string,
    details: { messages?: string[]; field?: string; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.messages = details.messages;
    this.field = details.field;
  }
}

const INTERNAL_MESSAGE = 'Something went wrong inside the station; it has been written to the log.';

/** The serialisable error an IPC result carries. Internal errors never show their details. */
export function toStationError(error: unknown): StationError {
  if (error instanceof Failure) {
    return {
      kind: error.kind,
      message: error.message,
      ...(error.messages && error.messages.length > 0 ? { messages: error.messages } : {}),
      ...(error.field ? { field: error.field } : {}),
    };
  }
  return { kind: 'internal', message: INTERNAL_MESSAGE };
}
