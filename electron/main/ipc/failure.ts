// The one way main fails: a Failure carries a kind the operator can act on, what the station
// says about it as a key with parameters (the page translates it), and, apart, someone else's
// words verbatim (the server's, the printer's). Anything else that escapes a handler is a bug
// and becomes `internal`. The Error's own message is the English rendering, for logs.
import { z } from 'zod';
import { ERROR_KINDS, type ErrorKind, type StationError } from '../../shared/ipc';
import { said, saidSchema, verbatim, type Quoted, type Said } from '../../shared/messages';
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

const quotedSchema = z.object({
  source: z.enum(['server', 'printer', 'system', 'checks']),
  lines: z.array(z.string()),
});
const storedSchema = z.object({
  kind: z.string(),
  said: saidSchema.optional(),
  quoted: quotedSchema.optional(),
  field: z.string().optional(),
  // What an older version stored: its sentence, and the server's lines.
  message: z.string().optional(),
  messages: z.array(z.string()).optional(),
});

/**
 * A StationError read back from a journal: what this version wrote, or what an older one did
 * (a sentence, kept verbatim, and the server's lines). Unreadable text is an internal error.
 */
export function readStationError(stored: string): StationError {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { kind: 'internal', said: verbatim(stored.slice(0, 500)) };
  }
  const parsed = storedSchema.safeParse(value);
  if (!parsed.success) return { kind: 'internal', said: said('common.internal') };
  const { kind, field } = parsed.data;
  const lines = parsed.data.messages?.filter((line) => line !== parsed.data.message) ?? [];
  const quoted = parsed.data.quoted ?? fromServer(lines);
  return {
    kind: (ERROR_KINDS as readonly string[]).includes(kind) ? (kind as ErrorKind) : 'internal',
    said: parsed.data.said ?? verbatim(parsed.data.message ?? ''),
    ...(quoted ? { quoted } : {}),
    ...(field ? { field } : {}),
  };
}
