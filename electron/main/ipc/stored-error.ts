// The one reader of a StationError stored as JSON (the purchase journal, batch rows, the print
// queue), generic over the kinds the store may hold. What this version writes reads back
// unchanged; what older versions wrote reads back as the same failure:
// - the workflow journal and batch rows: `{kind, message: sentence, messages: [server lines]}`,
//   the sentence kept verbatim and the server's other lines quoted as the server's;
// - the print queue before PrintError took this shape: `{kind, message: Said, detail,
//   detailFrom}`, its detail quoted as the printer's (or the system's, as detailFrom says);
// - the print queue's oldest rows: `{kind, message: sentence}`, kept verbatim.
// A kind this version does not know becomes the store's fallback kind; text that is not JSON is
// kept verbatim under it, and JSON that says nothing readable is an internal failure.
import { z } from 'zod';
import type { StationError } from '../../shared/ipc';
import { said, saidSchema, verbatim, type Quoted, type Said } from '../../shared/messages';

const quotedSchema = z.object({
  source: z.enum(['server', 'printer', 'system', 'checks']),
  lines: z.array(z.string()),
});

/** The fields any version wrote; each is checked as it is read. */
interface Stored {
  kind?: unknown;
  said?: unknown;
  quoted?: unknown;
  field?: unknown;
  // Older versions: a sentence or a Said, the server's lines, a tool's words and whose they were.
  message?: unknown;
  messages?: unknown;
  detail?: unknown;
  detailFrom?: unknown;
}

/** `readStationError(row.last_error, PRINT_ERROR_KINDS, 'print-failed')`. */
export function readStationError<K extends string>(
  stored: string,
  kinds: readonly K[],
  fallbackKind: K,
): StationError<K> {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { kind: fallbackKind, said: verbatim(stored.slice(0, 500)) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { kind: fallbackKind, said: said('common.internal') };
  const record: Stored = value;
  const kind = kinds.find((known) => known === record.kind) ?? fallbackKind;
  const quoted = quotedOf(record);
  return {
    kind,
    said: saidOf(record),
    ...(quoted ? { quoted } : {}),
    ...(typeof record.field === 'string' && record.field ? { field: record.field } : {}),
  };
}

function saidOf(record: Stored): Said {
  for (const candidate of [record.said, record.message]) {
    const read = saidSchema.safeParse(candidate);
    if (read.success) return read.data;
  }
  return typeof record.message === 'string' ? verbatim(record.message) : said('common.internal');
}

function quotedOf(record: Stored): Quoted | undefined {
  const current = quotedSchema.safeParse(record.quoted);
  if (current.success) return current.data.lines.length ? current.data : undefined;
  if (typeof record.detail === 'string' && record.detail)
    return { source: record.detailFrom === 'system' ? 'system' : 'printer', lines: [record.detail] };
  const lines = Array.isArray(record.messages)
    ? record.messages.filter((line): line is string => typeof line === 'string' && line !== record.message)
    : [];
  return lines.length ? { source: 'server', lines } : undefined;
}
