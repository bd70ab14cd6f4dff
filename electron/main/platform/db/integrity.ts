// Checking a database file before it is trusted, and moving a damaged one aside (never deleting
// it: a support person may still recover rows from it). What to do with a damaged file is the
// caller's decision: an address book is rebuilt from the server, a purchase journal or a print
// queue is never silently replaced.
import { existsSync, renameSync, statSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { failed, ok, type Result } from '../../../shared/result';
import { isNotWritable } from './not-writable';
import { DatabaseRefused, isForeignFile } from './open';

/** What is wrong with a file, and SQLite's (or the check's) own words about it, for the log. */
export interface Damage {
  problem: 'not-sqlite' | 'damaged';
  detail: string;
}

/** A sound file, or nothing to check (missing, empty: a new file is created); or its damage. */
export type Integrity = Result<'sound' | 'missing' | 'empty', Damage>;

/** How long the check waits for another program's lock on the file before it gives up. */
export const CHECK_BUSY_TIMEOUT_MS = 2_000;

/** SQLite's primary result codes that mean the bytes are bad: SQLITE_CORRUPT (11), SQLITE_NOTADB (26). */
const DAMAGE_CODES = new Set([11, 26]);

/**
 * PRAGMA quick_check on a read-only connection: never writes to the file it checks. Only what
 * SQLite says of the bytes is damage (quick_check's findings, SQLITE_CORRUPT, SQLITE_NOTADB): the
 * caller moves a damaged file aside and starts a fresh one, so a file that merely could not be read
 * now (another program holding its lock, a folder this user cannot write, the disk failing) is
 * never taken for damaged. A purchase journal moved aside for a lock would start the desk on an
 * empty one, its unsettled purchases out of sight. Those stop the start in words instead
 * (DatabaseRefused), the file left where it was, as it was.
 */
export function checkIntegrity(file: string): Integrity {
  if (!existsSync(file)) return ok('missing');
  if (statSync(file).size === 0) return ok('empty');
  if (isForeignFile(file)) return failed({ problem: 'not-sqlite', detail: 'no SQLite header' });
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file, { readOnly: true, timeout: CHECK_BUSY_TIMEOUT_MS });
    const rows = db.prepare('PRAGMA quick_check').all() as Array<{ quick_check: string }>;
    const problems = rows.map((row) => row.quick_check).filter((line) => line !== 'ok');
    return problems.length === 0
      ? ok('sound')
      : failed({ problem: 'damaged', detail: problems.slice(0, 5).join('; ') });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (isDamage(error)) return failed({ problem: 'damaged', detail });
    throw new DatabaseRefused(isNotWritable(error) ? 'not-writable' : 'unreadable', file, null, detail);
  } finally {
    db?.close();
  }
}

function isDamage(error: unknown): boolean {
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  return code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && DAMAGE_CODES.has(errcode & 0xff);
}

/** Renames the file (and its -wal/-shm) to `<file>.damaged-<stamp>`; answers where it went. */
export function moveAside(file: string, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const aside = `${file}.damaged-${stamp}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(`${file}${suffix}`)) renameSync(`${file}${suffix}`, `${aside}${suffix}`);
  }
  return aside;
}
