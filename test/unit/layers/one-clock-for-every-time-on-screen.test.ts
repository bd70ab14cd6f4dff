// Issue 17, point 13 (en): every time of day on a screen is on the 24-hour clock, in pt-BR and in
// English. One module formats them (renderer/src/lib/format.ts); no other renderer file formats a
// date or a time itself, so no screen can drift back to "2:05 PM" beside another's "14:05".
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from '../../../renderer/src/lib/format';

const RENDERER = join(process.cwd(), 'renderer/src');
const FORMATTER = 'lib/format.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

// A local afternoon time and one past midnight, wherever the test runs.
const afternoon = new Date(2026, 10, 26, 14, 5, 9).toISOString();
const pastMidnight = new Date(2026, 10, 27, 0, 7, 3).toISOString();

describe('one clock for every time on screen', () => {
  it('shows times of day on the 24-hour clock in both languages', () => {
    for (const locale of ['pt-BR', 'en'] as const) {
      expect(formatTime(afternoon, locale)).toBe('14:05');
      expect(formatTime(pastMidnight, locale)).toBe('00:07');
      expect(formatTime(afternoon, locale, { seconds: true })).toBe('14:05:09');
      expect(formatDateTime(afternoon, locale)).toMatch(/\b14:05$/);
      expect(formatDateTime(pastMidnight, locale)).toMatch(/\b00:07$/);
      expect(formatDateTime(afternoon, locale)).not.toMatch(/AM|PM/i);
    }
    expect(formatDateTime(afternoon, 'pt-BR')).toMatch(/^26\/11\/2026,? 14:05$/);
    expect(formatDateTime(afternoon, 'en')).toBe('2026-11-26, 14:05');
  });

  it('is the only renderer module that formats a date or a time', () => {
    const own = sources(RENDERER)
      .filter((path) => relative(RENDERER, path) !== FORMATTER)
      .filter((path) => /Intl\.DateTimeFormat|toLocale(Time|Date)?String\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(RENDERER, path));
    expect(own).toEqual([]);
  });
});
