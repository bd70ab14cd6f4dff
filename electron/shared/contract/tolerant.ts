// The tolerant reader: what the server sends is accepted in every form the spec allows, and
// nothing it forbids. The spec says "ISO 8601 date-time" and "uuid" and leaves most shapes
// open, so a real server may write -0300, a space, a lower-case z, no offset at all, or ids of
// any UUID version; the app must not lose a saved address, a quote or a label over that.
// Strictness stays where money is decided (labelId, chargeAlreadyCaptured, amounts: labels.ts)
// and on every request the app sends.
import { z } from 'zod';
import { formatIssues, type Locale } from './messages';

/**
 * The zone a date-time without an offset is read in: the server's. The spec does not name it;
 * the service is Brazilian and Brasília time has been UTC-03:00 all year since 2019 (no more
 * daylight saving), so "2025-03-10T14:30:00" from the server is 17:30Z.
 */
export const SERVER_UTC_OFFSET_MINUTES = -180;

// ISO 8601 extended date and time: T, t or a space between them (RFC 3339 allows the last two),
// seconds and a fraction (dot or comma) optional, then Z/z, an offset in extended (-03:00),
// basic (-0300) or hours-only (-03) form, or nothing (the server's zone).
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,12}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

// Date.UTC reads a year 0-99 as 1900-1999. The Gregorian calendar repeats itself every 400 years
// (146,097 days, leap days included), so such a year is read 400 years later and the instant
// brought back by one cycle: the year is the one written. Other years are read as they are.
const GREGORIAN_CYCLE_MS = 146_097 * 86_400_000;

/**
 * The instant (ms since the epoch) a server date-time names, or undefined when the text is not
 * an ISO 8601 date-time. Without an offset it is the server's local time
 * (SERVER_UTC_OFFSET_MINUTES). Fractions finer than a millisecond are cut, never rounded up.
 */
export function dateTimeInstant(value: string): number | undefined {
  const m = DATE_TIME.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  // A leap second (:60) is the last instant of its minute.
  const second = Math.min(Number(m[6] ?? 0), 59);
  const leap = Number(m[6] ?? 0) === 60;
  const early = year < 100;
  const readYear = early ? year + 400 : year;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(readYear, month)) return undefined;
  if (hour > 23 || minute > 59 || Number(m[6] ?? 0) > 60) return undefined;
  const ms = leap ? 999 : Number(((m[7] ?? '') + '000').slice(0, 3));
  let offsetMinutes = SERVER_UTC_OFFSET_MINUTES;
  if (m[8]) offsetMinutes = 0;
  else if (m[9]) {
    const hours = Number(m[10]);
    const minutes = Number(m[11] ?? 0);
    if (hours > 23 || minutes > 59) return undefined;
    offsetMinutes = (m[9] === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  const instant = Date.UTC(readYear, month - 1, day, hour, minute, second, ms) - offsetMinutes * 60_000;
  return early ? instant - GREGORIAN_CYCLE_MS : instant;
}

/**
 * The canonical form of a server date-time (see serverDateTime), or undefined when the text is
 * not one. Most servers already write the canonical form, and a big loja's first sync reads
 * ~200,000 of them (createdAt, updatedAt): such a text is its own canonical form when the
 * platform's parser reads it and prints it back unchanged, which costs a fraction of
 * dateTimeInstant's reading (its parts, the days of the month, the offset). Both read the year
 * as written, 0000-9999 (Date.parse reads an ISO year of four digits as it stands), so any year
 * takes the short way; this answer must be the one dateTimeInstant gives. The last text read is
 * remembered: the check and the transform of serverDateTime read the same text one after the
 * other.
 */
export function canonicalDateTime(value: string): string | undefined {
  if (value === lastRead.value) return lastRead.canonical;
  let canonical: string | undefined;
  if (value.length === 24 && value.charCodeAt(23) === 90 /* Z */) {
    const ms = Date.parse(value);
    if (!Number.isNaN(ms) && new Date(ms).toISOString() === value) canonical = value;
  }
  if (canonical === undefined) {
    const instant = dateTimeInstant(value);
    canonical = instant === undefined ? undefined : new Date(instant).toISOString();
  }
  lastRead = { value, canonical };
  return canonical;
}
let lastRead: { value: string | undefined; canonical: string | undefined } = { value: undefined, canonical: undefined };

/**
 * A server date-time, handed on as the one canonical form (UTC, "2025-03-10T17:30:00.000Z"), so
 * every reader after the contract compares and sorts the same way whatever the server wrote.
 */
export const serverDateTime = () =>
  z
    .string()
    .superRefine((value, ctx) => {
      if (canonicalDateTime(value) === undefined)
        ctx.addIssue({ code: 'invalid_format', format: 'datetime', input: value });
    })
    .transform((value) => canonicalDateTime(value) as string);

/**
 * Any UUID syntax (8-4-4-4-12 hex digits), whatever its version or variant: the spec says
 * "uuid", not "RFC 9562 version 4", and an id is only ever echoed back, never interpreted.
 */
export const anyUuid = () => z.guid();

/**
 * An optional text shown to the operator (a store's name, a carrier's name): null or "" means
 * "not given", not "broken", and reads as absent.
 */
export const displayText = () =>
  z
    .string()
    .nullish()
    .transform((value) => value || undefined)
    .optional();

/** An optional number shown to the operator (delivery days): null reads as absent. */
export const displayNumber = (schema: z.ZodNumber) =>
  schema
    .nullish()
    .transform((value) => value ?? undefined)
    .optional();

export interface SkippedItem {
  /** Position in the list as the server sent it. */
  index: number;
  /** Why it was left out, one English line per violation (for the log, not the operator). */
  issues: string[];
}

export interface ParsedItems<T> {
  items: T[];
  skipped: SkippedItem[];
}

/**
 * Parses a list one item at a time: one record the app cannot read is reported and left out,
 * and the rest of the page is still used (an address book must not go blank over one bad row).
 */
export function parseListItems<S extends z.ZodType>(
  schema: S,
  raw: readonly unknown[],
  locale: Locale = 'en',
): ParsedItems<z.output<S>> {
  const items: Array<z.output<S>> = [];
  const skipped: SkippedItem[] = [];
  raw.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) items.push(result.data);
    else skipped.push({ index, issues: formatIssues(result.error, locale) });
  });
  return { items, skipped };
}

/** The paging fields of the address-book lists (4.3 senders, 4.4 recipients). */
export const LIST_PAGING = {
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
};

/**
 * A page of a list endpoint whose `data` items are read one by one: the page parses when its
 * paging fields do; bad items land in `skipped`.
 */
export function listPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(z.unknown()), ...LIST_PAGING }).transform(({ data, ...paging }) => {
    const { items, skipped } = parseListItems(item, data);
    return { ...paging, data: items, ...reported(skipped) };
  });
}

/**
 * `{ skipped }` when something was left out, else nothing: a clean page parses to exactly what
 * the server sent.
 */
export const reported = (skipped: SkippedItem[]): { skipped?: SkippedItem[] } => (skipped.length ? { skipped } : {});

/** The items a parsed value reports it left out (for the log at the call site). */
export function skippedItemsOf(value: unknown): SkippedItem[] {
  if (typeof value !== 'object' || value === null) return [];
  const skipped = (value as { skipped?: unknown }).skipped;
  return Array.isArray(skipped) ? (skipped as SkippedItem[]) : [];
}

/** The items a parsed value reports it kept without some of their fields (a quote's partlyRead). */
export function partlyReadItemsOf(value: unknown): SkippedItem[] {
  if (typeof value !== 'object' || value === null) return [];
  const partlyRead = (value as { partlyRead?: unknown }).partlyRead;
  return Array.isArray(partlyRead) ? (partlyRead as SkippedItem[]) : [];
}
