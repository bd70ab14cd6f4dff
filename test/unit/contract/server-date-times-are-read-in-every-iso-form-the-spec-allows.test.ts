import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalDateTime,
  dateTimeInstant,
  errorResponseSchema,
  SERVER_UTC_OFFSET_MINUTES,
  senderResponseSchema,
} from '../../../electron/shared/contract';
import { errorResponse, senderResponse } from './fixtures';
import { issuesOf, parsed } from './helpers';

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** One instant written the ways a server may write it (all ISO 8601 / RFC 3339 forms). */
function render(ms: number, style: string, offsetMinutes: number): string {
  const shifted = new Date(ms + offsetMinutes * 60_000);
  const date = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
  const millis = pad(shifted.getUTCMilliseconds(), 3);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hh = pad(Math.trunc(Math.abs(offsetMinutes) / 60));
  const mm = pad(Math.abs(offsetMinutes) % 60);
  switch (style) {
    case 'extended':
      return `${date}T${time}.${millis}${sign}${hh}:${mm}`;
    case 'basic':
      return `${date}T${time}.${millis}${sign}${hh}${mm}`;
    case 'space':
      return `${date} ${time}.${millis}${sign}${hh}:${mm}`;
    case 'lower':
      return `${date}t${time}.${millis}${sign}${hh}:${mm}`.toLowerCase();
    case 'micro':
      return `${date}T${time}.${millis}456${sign}${hh}:${mm}`;
    case 'comma':
      return `${date}T${time},${millis}${sign}${hh}:${mm}`;
    default:
      throw new Error(style);
  }
}

const instants = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) });
const offsets = fc.integer({ min: -14 * 60, max: 14 * 60 });

describe('server date-times', () => {
  it('name the same instant whatever ISO form, offset or fraction the server writes', () => {
    fc.assert(
      fc.property(
        instants,
        offsets,
        fc.constantFrom('extended', 'basic', 'space', 'lower', 'micro', 'comma'),
        (ms, offset, style) => {
          expect(dateTimeInstant(render(ms, style, offset))).toBe(ms);
        },
      ),
    );
  });

  it('read UTC in Z or z, and a time without offset in the server zone (Brasília, UTC-03:00)', () => {
    expect(SERVER_UTC_OFFSET_MINUTES).toBe(-180);
    expect(dateTimeInstant('2025-03-10T17:30:00Z')).toBe(Date.UTC(2025, 2, 10, 17, 30));
    expect(dateTimeInstant('2025-03-10t17:30:00z')).toBe(Date.UTC(2025, 2, 10, 17, 30));
    expect(dateTimeInstant('2025-03-10T14:30:00')).toBe(Date.UTC(2025, 2, 10, 17, 30));
    expect(dateTimeInstant('2025-03-10 14:30')).toBe(Date.UTC(2025, 2, 10, 17, 30));
    expect(dateTimeInstant('2025-03-10T14:30:00-03')).toBe(Date.UTC(2025, 2, 10, 17, 30));
    expect(dateTimeInstant('2025-03-10T14:30:00.5-0300')).toBe(Date.UTC(2025, 2, 10, 17, 30, 0, 500));
    expect(dateTimeInstant('2016-12-31T23:59:60Z')).toBe(Date.UTC(2016, 11, 31, 23, 59, 59, 999));
  });

  it('refuse what is not a date-time: a bare date, a slip of the calendar or clock, free text', () => {
    for (const text of [
      'hoje',
      '2025-03-10',
      '10/03/2025 14:30',
      '2025-13-01T00:00:00Z',
      '2025-02-29T00:00:00Z',
      '2025-03-10T24:00:00Z',
      '2025-03-10T14:60:00Z',
      '2025-03-10T14:30:00+24:00',
      '2025-03-10T14:30:00Z junk',
      '2025-03-10T14:30:00ZZ',
      '',
    ]) {
      expect(dateTimeInstant(text), text).toBeUndefined();
    }
    expect(dateTimeInstant('2024-02-29T00:00:00Z')).toBe(Date.UTC(2024, 1, 29));
  });

  it('keep the year as written, 0000-0099 included (Date.UTC would read those as 1900-1999)', () => {
    // The instant by setUTCFullYear, which takes the year as given, not by Date.UTC.
    const utc = (year: number, month: number, day: number, hour = 0, minute = 0) => {
      const date = new Date(0);
      date.setUTCFullYear(year, month - 1, day);
      date.setUTCHours(hour, minute, 0, 0);
      return date.getTime();
    };
    for (const year of [0, 1, 24, 99, 100, 999, 1999]) {
      const written = pad(year, 4);
      expect(dateTimeInstant(`${written}-03-01T10:00:00Z`), written).toBe(utc(year, 3, 1, 10));
      expect(dateTimeInstant(`${written}-03-01T07:00:00-03:00`), written).toBe(utc(year, 3, 1, 10));
      expect(dateTimeInstant(`${written}-03-01 07:00`), written).toBe(utc(year, 3, 1, 10));
      // Canonical text (the short way) and other spellings (the long way) reach the same text.
      expect(canonicalDateTime(`${written}-03-01T10:00:00.000Z`), written).toBe(`${written}-03-01T10:00:00.000Z`);
      expect(canonicalDateTime(`${written}-03-01T07:00:00-0300`), written).toBe(`${written}-03-01T10:00:00.000Z`);
    }
    expect(new Date(dateTimeInstant('0024-03-01T10:00:00Z') as number).getUTCFullYear()).toBe(24);
    // The leap years are the year's own: 0000 is one (divisible by 400), 1900 is not.
    expect(dateTimeInstant('0000-02-29T00:00:00Z')).toBe(utc(0, 2, 29));
    expect(canonicalDateTime('0000-02-29T00:00:00.000Z')).toBe('0000-02-29T00:00:00.000Z');
    expect(dateTimeInstant('0001-02-29T00:00:00Z')).toBeUndefined();
    expect(dateTimeInstant('1900-02-29T00:00:00Z')).toBeUndefined();
    // Before the first instant of year 0 is year -1, in the platform's expanded ISO form.
    expect(canonicalDateTime('0000-01-01T00:30:00+01:00')).toBe('-000001-12-31T23:30:00.000Z');
  });

  it('reach the app in one canonical UTC form, so comparisons and sorting never depend on the server', () => {
    const sender = parsed(senderResponseSchema, {
      ...senderResponse(),
      createdAt: '2025-03-10 14:30:00-0300',
      updatedAt: '2025-03-10T14:30:00',
    });
    expect(sender.createdAt).toBe('2025-03-10T17:30:00.000Z');
    expect(sender.updatedAt).toBe('2025-03-10T17:30:00.000Z');
    const error = parsed(errorResponseSchema, { ...errorResponse(), timestamp: '2025-03-10t17:30:00.123456z' });
    expect(error.timestamp).toBe('2025-03-10T17:30:00.123Z');
    expect(issuesOf(errorResponseSchema, { ...errorResponse(), timestamp: '2025-03-10' })).toEqual([
      'timestamp: must be an ISO 8601 date-time, e.g. 2025-01-31T14:00:00-03:00',
    ]);
  });

  it('in the canonical form already, are handed on as the long reading would hand them on, and nothing else passes', () => {
    // canonicalDateTime takes a short way for text already canonical (Date.parse and back); it
    // must answer what reading the parts answers, for every text: a valid date, a day past the
    // month's end, an hour 24, a leap second, a year before 1000 (read as written).
    const longWay = (text: string) => {
      const instant = dateTimeInstant(text);
      return instant === undefined ? undefined : new Date(instant).toISOString();
    };
    const texts = fc.tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
      fc.integer({ min: 0, max: 25 }),
      fc.integer({ min: 0, max: 60 }),
      fc.integer({ min: 0, max: 61 }),
      fc.integer({ min: 0, max: 999 }),
    );
    fc.assert(
      fc.property(texts, ([year, month, day, hour, minute, second, ms]) => {
        const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}.${pad(ms, 3)}Z`;
        expect(canonicalDateTime(text), text).toBe(longWay(text));
      }),
      { numRuns: 20_000 },
    );
    for (const text of ['2016-12-31T23:59:60.000Z', '0050-01-01T00:00:00.000Z', '2023-02-29T00:00:00.000Z']) {
      expect(canonicalDateTime(text), text).toBe(longWay(text));
    }
    expect(canonicalDateTime('0050-01-01T00:00:00.000Z')).toBe('0050-01-01T00:00:00.000Z');
    expect(canonicalDateTime('2025-03-10T17:30:00.000Z')).toBe('2025-03-10T17:30:00.000Z');
    expect(canonicalDateTime('2025-02-30T17:30:00.000Z')).toBeUndefined();
  });
});
