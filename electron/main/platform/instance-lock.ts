// One station process per data folder. Two processes on one folder would each resume, retry and
// print the other's jobs (a label printed twice, a purchase resumed twice), so the second one to
// start must refuse, and say which process holds the folder.
//
// The lock is an OS file lock, taken through SQLite (built into Node, no native module): a
// connection in EXCLUSIVE locking mode keeps the POSIX/Windows lock it takes at its first write
// until it closes, and the OS drops it when the process dies, even by SIGKILL or a power cut, so
// a crashed station never leaves a stale lock behind. Who holds it is written next to it
// (station.lock.owner) for the refusal message; that file is only a note, never the lock.
//
// The lock is the first file a start writes: a data folder (or a lock file) this computer's user
// cannot write stops the start here, a refusal of its own ('not-writable'), said as the storage
// layer says it (DatabaseRefused), the system's words kept as the detail.
//
// Taking the lock loads neither the catalogues nor zod: the browser host takes it before it serves
// the page, and the words of a refusal (and the check of the holder's note) are loaded when there
// is one (describeLockRefusal), as the host says its own refusals (startup.bench, issue 30 item 8).
import { mkdirSync, writeFileSync, closeSync, openSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { failed, ok, type Result } from '../../shared/result';
import { isNotWritable } from './db/not-writable';

export const LOCK_FILE = 'station.lock';
/** Who holds the lock, written beside it for the refusal's words: only ever a note, never the lock. */
export const OWNER_FILE = 'station.lock.owner';

export interface DataFolderLock {
  readonly dataDir: string;
  release(): void;
}

/**
 * Why the folder is not this process's: another process holds it (its note is read when the
 * refusal is said), or this computer's user cannot write it (`detail`: the system's words).
 */
export type LockRefusal =
  { reason: 'held'; dataDir: string } | { reason: 'not-writable'; dataDir: string; file: string; detail: string };

export type LockOutcome = Result<DataFolderLock, LockRefusal>;

/** Takes the data folder for this process, or says why not. Never waits. */
export function lockDataFolder(dataDir: string, shell: string, now: () => Date = () => new Date()): LockOutcome {
  try {
    return takeLock(dataDir, shell, now);
  } catch (error) {
    if (!isNotWritable(error)) throw error;
    return failed({
      reason: 'not-writable',
      dataDir,
      file: join(dataDir, LOCK_FILE),
      detail: (error as Error).message,
    });
  }
}

/** What the process holding the folder wrote about itself (OWNER_FILE). */
export interface LockHolder {
  pid: number;
  host: string;
  shell: string;
  startedAt: string;
}

function takeLock(dataDir: string, shell: string, now: () => Date): LockOutcome {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, LOCK_FILE);
  // Created 0600 before SQLite opens it: the lock file says nothing secret, but every file of the
  // station's folder is the operator's alone.
  closeSync(openSync(file, 'a', 0o600));
  const db = new DatabaseSync(file);
  try {
    db.exec('PRAGMA busy_timeout = 0; PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = DELETE;');
    // The first write takes the exclusive lock; EXCLUSIVE locking mode keeps it after COMMIT.
    db.exec('BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS held (at TEXT); DELETE FROM held; COMMIT;');
  } catch (error) {
    db.close();
    if (!isBusy(error)) throw error;
    return failed({ reason: 'held', dataDir });
  }
  const holder: LockHolder = { pid: process.pid, host: hostname(), shell, startedAt: now().toISOString() };
  writeFileSync(join(dataDir, OWNER_FILE), `${JSON.stringify(holder)}\n`, { mode: 0o600 });
  let released = false;
  return ok({
    dataDir,
    release() {
      if (released) return;
      released = true;
      db.close();
    },
  });
}

function isBusy(error: unknown): boolean {
  return (
    error instanceof Error &&
    /database is locked|SQLITE_BUSY/i.test(`${error.message} ${String((error as { code?: unknown }).code)}`)
  );
}

/** The refusal in words, both languages (lock-refusal.ts, loaded now: see the top of this file). */
export async function describeLockRefusal(refused: LockRefusal): Promise<string> {
  const { lockRefusalInWords } = await import('./lock-refusal');
  return lockRefusalInWords(refused);
}
