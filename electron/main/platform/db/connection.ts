// How a connection to a station database is set up (openDatabase, open.ts, does it for every file
// it opens), and a second connection to a file this process has opened already: a worker thread's
// own (the address book's sync writer), set up the same way, without what opening a file the first
// time needs (the checks before anything is written, the migrations).
import { DatabaseSync } from 'node:sqlite';
import { Db, type Synchronous } from './database';

export interface ConnectionOptions {
  /** The file's usual commit durability (see Db). */
  synchronous: Synchronous;
  /** How long a write waits for another connection's lock. */
  busyTimeoutMs?: number;
}

/** A busy timeout for a second connection or process, WAL, the file's durability, foreign keys. */
export function setUpConnection(raw: DatabaseSync, options: ConnectionOptions): void {
  raw.exec(`PRAGMA busy_timeout = ${options.busyTimeoutMs ?? 10_000}`);
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec(`PRAGMA synchronous = ${options.synchronous}`);
  raw.exec('PRAGMA foreign_keys = ON');
}

/** Another connection to `file`, which openDatabase opened (and migrated) in this process. */
export function openConnection(file: string, options: ConnectionOptions): Db {
  const raw = new DatabaseSync(file);
  try {
    setUpConnection(raw, options);
  } catch (error) {
    raw.close();
    throw error;
  }
  return new Db(raw, file, options.synchronous);
}
