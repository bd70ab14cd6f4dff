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
// cannot write stops the start here, named in words (DatabaseRefused 'not-writable', as the
// storage layer says it), the system's words kept as the detail.
import { mkdirSync, readFileSync, writeFileSync, closeSync, openSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { said, translate } from '../../shared/messages';
import { failed, ok, type Result } from '../../shared/result';
import { DatabaseRefused, isNotWritable } from './db/open';

export const LOCK_FILE = 'station.lock';
const OWNER_FILE = 'station.lock.owner';

const holderSchema = z.object({
  pid: z.number().int(),
  host: z.string(),
  shell: z.string(),
  startedAt: z.string(),
});
export type LockHolder = z.infer<typeof holderSchema>;

export interface DataFolderLock {
  readonly dataDir: string;
  release(): void;
}

/** Another process holds the folder; `holder` is what it wrote about itself (null if unreadable). */
export interface LockRefusal {
  dataDir: string;
  holder: LockHolder | null;
}

export type LockOutcome = Result<DataFolderLock, LockRefusal>;

/** Takes the data folder for this process, or says who has it. Never waits. */
export function lockDataFolder(dataDir: string, shell: string, now: () => Date = () => new Date()): LockOutcome {
  try {
    return takeLock(dataDir, shell, now);
  } catch (error) {
    if (isNotWritable(error))
      throw new DatabaseRefused('not-writable', join(dataDir, LOCK_FILE), null, (error as Error).message);
    throw error;
  }
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
    return failed({ dataDir, holder: readHolder(join(dataDir, OWNER_FILE)) });
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

/** The refusal, in both languages (it is printed before any setting, and so any language, is read). */
export function describeLockRefusal(refused: LockRefusal): string {
  const who = refused.holder
    ? `${refused.holder.shell} pid ${refused.holder.pid} @ ${refused.holder.host}, ${refused.holder.startedAt}`
    : '?';
  const message = said('station.folderInUse', { dataDir: refused.dataDir, who });
  return [translate(message, 'pt-BR'), translate(message, 'en')].join('\n');
}

function isBusy(error: unknown): boolean {
  return (
    error instanceof Error &&
    /database is locked|SQLITE_BUSY/i.test(`${error.message} ${String((error as { code?: unknown }).code)}`)
  );
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = holderSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
