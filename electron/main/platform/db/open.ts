// Every SQLite file of the station is opened here, the same way: created 0600 (with its WAL and
// shared-memory files) in a 0700 folder, WAL, a busy timeout for a second process, foreign keys,
// its usual durability, one statement cache (Db), and numbered migrations. A file written by a
// newer app is refused before anything is written to it (not even the WAL switch), and so is a
// file that is not a SQLite database at all, and a file or folder this computer's user cannot
// write (its mode, a read-only disk): each is named in words for the operator.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { said, translate, type Said } from '../../../shared/messages';
import { setUpConnection } from './connection';
import { Db, type Synchronous } from './database';
import { isNotWritable } from './not-writable';
import { latestVersion, migrate, type Migration } from './migrate';

export interface OpenOptions {
  /** The file's usual commit durability (see Db). */
  synchronous: Synchronous;
  migrations: readonly Migration[];
  /** How long a write waits for another process's lock. */
  busyTimeoutMs?: number;
}

/**
 * Why a database file could not be opened, with the file named. Its message says it in both
 * languages: it stops the start-up before any setting, and so any language, is read.
 */
export class DatabaseRefused extends Error {
  override name = 'DatabaseRefused';
  readonly said: Said;
  constructor(
    readonly reason: 'newer' | 'not-sqlite' | 'not-writable' | 'unreadable',
    readonly file: string,
    readonly version: number | null = null,
    /** The system's own words (EACCES…, SQLite's), kept for the log and the details. */
    readonly detail?: string,
  ) {
    const message =
      reason === 'newer'
        ? said('station.databaseNewer', { file, version: version ?? '?' })
        : reason === 'not-sqlite'
          ? said('station.databaseNotSqlite', { file })
          : reason === 'unreadable'
            ? said('station.databaseUnreadable', { file, detail: detail ?? '' })
            : said('station.databaseNotWritable', { file, detail: detail ?? '' });
    super(`${translate(message, 'pt-BR')} / ${translate(message, 'en')}`);
    this.said = message;
  }
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** True when the file exists with content that does not start like a SQLite database. */
export function isForeignFile(file: string): boolean {
  if (!existsSync(file) || statSync(file).size === 0) return false;
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(SQLITE_HEADER.length);
    const read = readSync(fd, head, 0, head.length, 0);
    return read < head.length || !head.equals(SQLITE_HEADER);
  } finally {
    closeSync(fd);
  }
}

/** The user_version of an existing file, read without writing anything to it. */
function versionOf(file: string): number {
  const probe = new DatabaseSync(file, { readOnly: true });
  try {
    const row = probe.prepare('PRAGMA user_version').get() as { user_version: number } | undefined;
    return row?.user_version ?? 0;
  } finally {
    probe.close();
  }
}

export function openDatabase(file: string, options: OpenOptions): Db {
  try {
    return openWritable(file, options);
  } catch (error) {
    if (isNotWritable(error)) throw new DatabaseRefused('not-writable', file, null, (error as Error).message);
    throw error;
  }
}

function openWritable(file: string, options: OpenOptions): Db {
  const folder = dirname(file);
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (isForeignFile(file)) throw new DatabaseRefused('not-sqlite', file);
  const latest = latestVersion(options.migrations);
  if (existsSync(file) && statSync(file).size > 0) {
    const found = versionOf(file);
    // Written by a newer app: opening it for writing would risk rows the newer schema cannot read.
    if (found > latest) throw new DatabaseRefused('newer', file, found);
  }
  // Created 0600 before SQLite opens it: SQLite gives the -wal and -shm files the same mode.
  closeSync(openSync(file, 'a', 0o600));
  const raw = new DatabaseSync(file);
  const db = new Db(raw, file, options.synchronous);
  try {
    setUpConnection(raw, options);
    migrate(db, options.migrations);
  } catch (error) {
    db.close();
    throw error;
  }
  keepPrivate(file);
  return db;
}

/** The database and its WAL/shared-memory files readable by this user only, whatever made them. */
export function keepPrivate(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (!existsSync(path)) continue;
    if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  }
}
