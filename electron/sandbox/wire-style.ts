// How the server writes date-times and ids on the wire, as the personality says. The sandbox
// works in UTC milliseconds and v4 UUIDs inside; this layer rewrites every JSON answer of the
// API on its way out (whole-string values only: a URL that contains an id is left alone) and
// maps ids back on the way in, so a client that echoes a v1 or nil-like id finds its record.
import type { Personality } from './personality';

type TimestampStyle = Personality['timestamps'];
type UuidStyle = Personality['uuids'];

/** What iso() writes: the only date-time form the sandbox produces inside. */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Ids the sandbox gave out in another version: version nibble 1, 7 or 0 (variant 0-3 for 0). */
const MAPPED = /^[0-9a-f]{8}-[0-9a-f]{4}-(?:[17][0-9a-f]{3}-[89ab]|0[0-9a-f]{3}-[0-3])[0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The server's zone for offsets and zone-less times: Brasília, UTC-03:00 (no DST since 2019). */
const SERVER_OFFSET_MINUTES = -180;

const STYLES = ['offset', 'basic-offset', 'no-offset', 'space', 'fractions', 'lowercase'] as const;

function localParts(ms: number) {
  const local = new Date(ms + SERVER_OFFSET_MINUTES * 60_000).toISOString(); // "…T…sssZ" in local time
  return { date: local.slice(0, 10), time: local.slice(11, 19), millis: local.slice(20, 23) };
}

/** One ISO 8601 form of the instant written as UTC `iso`. */
export function writeTimestamp(iso: string, style: Exclude<TimestampStyle, 'mixed'>): string {
  const ms = Date.parse(iso);
  const { date, time, millis } = localParts(ms);
  switch (style) {
    case 'utc':
      return iso;
    case 'offset':
      return `${date}T${time}.${millis}-03:00`;
    case 'basic-offset':
      return `${date}T${time}-0300`;
    case 'no-offset':
      return `${date}T${time}`;
    case 'space':
      return `${date} ${time}-03:00`;
    case 'fractions':
      return `${iso.slice(0, 23)}${String(ms % 7).repeat(3)}Z`;
    case 'lowercase':
      return iso.toLowerCase();
  }
}

/** A v4 id written in another version; the mapping is one-to-one, so readId() undoes it. */
export function writeUuid(id: string, style: UuidStyle): string {
  if (style === 'v4' || !V4.test(id)) return id;
  const version = style === 'v1' ? '1' : style === 'v7' ? '7' : '0';
  const variant = style === 'nil-like' ? String('89ab'.indexOf(id[19] ?? '8')) : id[19];
  return `${id.slice(0, 14)}${version}${id.slice(15, 19)}${variant}${id.slice(20)}`;
}

export function readId(id: string): string {
  if (!MAPPED.test(id)) return id;
  const lower = id.toLowerCase();
  const variant = lower[14] === '0' ? ('89ab'[Number(lower[19])] ?? '8') : lower[19];
  return `${lower.slice(0, 14)}4${lower.slice(15, 19)}${variant}${lower.slice(20)}`;
}

/** Rewrites every date-time and id of a JSON value (a fresh value; the input is not changed). */
export function restyle(value: unknown, personality: Personality): unknown {
  let turn = 0;
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (personality.timestamps !== 'utc' && ISO_UTC.test(v)) {
        const style = personality.timestamps === 'mixed' ? STYLES[turn++ % STYLES.length]! : personality.timestamps;
        return writeTimestamp(v, style);
      }
      return personality.uuids === 'v4' ? v : writeUuid(v, personality.uuids);
    }
    if (Array.isArray(v)) return v.map(visit);
    if (v !== null && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([key, item]) => [key, visit(item)]));
    }
    return v;
  };
  return visit(value);
}

/** Maps ids given out in another version back to the sandbox's own, in place where it can. */
export function readIds(value: unknown): unknown {
  if (typeof value === 'string') return readId(value);
  if (Array.isArray(value)) return value.map(readIds);
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) (value as Record<string, unknown>)[key] = readIds(item);
  }
  return value;
}
