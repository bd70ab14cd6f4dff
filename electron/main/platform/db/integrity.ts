// Checking a database file before it is trusted, and moving a damaged one aside (never deleting
// it: a support person may still recover rows from it). What to do with a damaged file is the
// caller's decision: an address book is rebuilt from the server, a purchase journal or a print
// queue is never silently replaced.
import { existsSync, renameSync, statSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { failed, ok, type Result } from '../../../shared/result';
import { isForeignFile } from './open';

/** What is wrong with a file, and SQLite's (or the check's) own words about it, for the log. */
export interface Damage {
  problem: 'not-sqlite' | 'damaged';
  detail: string;
}

/** A sound file, or nothing to check (missing, empty: a new file is created); or its damage. */
export type Integrity = Result<'sound' | 'missing' | 'empty', Damage>;

/** PRAGMA quick_check on a read-only connection: never writes to the file it checks. */
export function checkIntegrity(file: string): Integrity {
  if (!existsSync(file)) return ok('missing');
  if (statSync(file).size === 0) return ok('empty');
  if (isForeignFile(file)) return failed({ problem: 'not-sqlite', detail: 'no SQLite header' });
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file, { readOnly: true });
    const rows = db.prepare('PRAGMA quick_check').all() as Array<{ quick_check: string }>;
    const problems = rows.map((row) => row.quick_check).filter((line) => line !== 'ok');
    return problems.length === 0
      ? ok('sound')
      : failed({ problem: 'damaged', detail: problems.slice(0, 5).join('; ') });
  } catch (error) {
    return failed({ problem: 'damaged', detail: error instanceof Error ? error.message : String(error) });
  } finally {
    db?.close();
  }
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
