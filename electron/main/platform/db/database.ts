// A thin, synchronous layer over node:sqlite: one prepared-statement cache and one kind of
// transaction, for every SQLite file of the station (open.ts opens them all the same way).
// Synchronous on purpose: a transaction cannot interleave with other work of this process, and
// BEGIN IMMEDIATE takes the write lock up front, so a second process waits instead of racing.
import { closeSync, fdatasync, fsync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

export type Param = SQLInputValue;
export type Synchronous = 'NORMAL' | 'FULL';

export class Db {
  private readonly statements = new Map<string, StatementSync>();
  private depth = 0;
  /**
   * Transactions that failed and were rolled back so far: a cache of what the file holds (the
   * address book's vocabulary) is dropped when this changes, as a rollback undid some of it.
   */
  rollbacks = 0;
  /** Whether the folder's entry for the WAL has been made durable once (see flushed()). */
  private folderSynced = false;
  /** The WAL and the file, kept open for flushed() once it was first asked. */
  private walFd: number | undefined;
  private fileFd: number | undefined;

  /**
   * @param synchronous the file's usual commit durability: NORMAL survives a killed process (WAL),
   *   FULL also a power cut (the WAL is fsynced at each commit).
   */
  constructor(
    readonly raw: DatabaseSync,
    readonly file: string,
    private readonly synchronous: Synchronous,
  ) {}

  /** The statement for this SQL, prepared once: preparing on every call costs more than the query. */
  prepare(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.raw.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  get<T>(sql: string, ...params: Param[]): T | undefined {
    return this.prepare(sql).get(...params) as T | undefined;
  }

  all<T>(sql: string, ...params: Param[]): T[] {
    return this.prepare(sql).all(...params) as T[];
  }

  run(sql: string, ...params: Param[]): number {
    return Number(this.prepare(sql).run(...params).changes);
  }

  /** Runs an INSERT; returns the new rowid. (RETURNING through get() costs ~6× more here.) */
  insert(sql: string, ...params: Param[]): number {
    return Number(this.prepare(sql).run(...params).lastInsertRowid);
  }

  exec(sql: string): void {
    this.raw.exec(sql);
  }

  /**
   * Runs fn in BEGIN IMMEDIATE … COMMIT; nested calls join the outer transaction.
   * durable: the commit is fsynced before returning (synchronous=FULL), whatever the file's usual
   * mode. Used for what must survive a power cut: an operator's typing (the outbox), a batch's
   * intent to buy.
   */
  tx<T>(fn: () => T, options: { durable?: boolean } = {}): T {
    if (this.depth > 0) return fn();
    const raise = options.durable && this.synchronous !== 'FULL';
    if (raise) this.raw.exec('PRAGMA synchronous = FULL');
    // Prepared once like any statement: exec() compiles its SQL again at every call, and a label
    // takes half a dozen transactions on its way (a cold compile is tens of µs).
    this.prepare('BEGIN IMMEDIATE').run();
    this.depth++;
    try {
      const result = fn();
      this.prepare('COMMIT').run();
      return result;
    } catch (error) {
      this.rollbacks++;
      if (this.raw.isTransaction) this.raw.exec('ROLLBACK');
      throw error;
    } finally {
      this.depth--;
      if (raise) this.raw.exec(`PRAGMA synchronous = ${this.synchronous}`);
    }
  }

  /**
   * Resolves once every commit made so far is on the disk, as a synchronous=FULL commit would
   * be, without holding this thread: the WAL (where WAL mode writes each commit) is fdatasynced
   * on libuv's thread pool, with its folder once (a WAL SQLite has just created is not durable
   * until its folder entry is). For a durable write whose fsync can run beside other work that
   * must not wait for it (the audit's witness of a purchase, written while workflow.db fsyncs
   * its own intent); the caller awaits it before acting on the write. The WAL stays open here
   * while the connection does (SQLite keeps that file until its last connection closes), so the
   * fdatasync is asked for at once, not after an open on the thread pool.
   */
  flushed(): Promise<void> {
    return new Promise((resolve, reject) => {
      let fd: number;
      try {
        fd = this.walFd ??= openSync(`${this.file}-wal`, 'r');
      } catch (error) {
        // No WAL (nothing written yet): the commits are in the file itself.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return reject(error);
        return fdatasync((this.fileFd ??= openSync(this.file, 'r')), (failed) => (failed ? reject(failed) : resolve()));
      }
      fdatasync(fd, (failed) => {
        if (failed) return reject(failed);
        if (this.folderSynced) return resolve();
        let folder: number;
        try {
          folder = openSync(dirname(this.file), 'r');
        } catch (error) {
          return reject(error);
        }
        fsync(folder, (folderFailed) => {
          closeSync(folder);
          if (folderFailed) return reject(folderFailed);
          this.folderSynced = true;
          resolve();
        });
      });
    });
  }

  /**
   * Runs fn with commits at synchronous=NORMAL on a FULL file: for writes that only save work on
   * the next start (a later FULL commit makes them durable too).
   */
  relaxed<T>(fn: () => T): T {
    if (this.synchronous === 'NORMAL') return fn();
    this.raw.exec('PRAGMA synchronous = NORMAL');
    try {
      return fn();
    } finally {
      this.raw.exec('PRAGMA synchronous = FULL');
    }
  }

  /**
   * Runs fn with this connection waiting at most `ms` for another connection's write lock (SQLite's
   * busy timeout), then sets the usual wait back: for a write that must not hold this thread for
   * long. A lock still held after `ms` fails the write as SQLITE_BUSY (see isBusy).
   */
  waitingAtMost<T>(ms: number, fn: () => T): T {
    const usual = this.get<{ timeout: number }>('PRAGMA busy_timeout')?.timeout ?? 0;
    // Prepared once each (a pair of timeouts per connection): a label takes a few of these writes.
    this.prepare(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(ms))}`).run();
    try {
      return fn();
    } finally {
      if (this.raw.isOpen) this.prepare(`PRAGMA busy_timeout = ${usual}`).run();
    }
  }

  get isOpen(): boolean {
    return this.raw.isOpen;
  }

  close(): void {
    this.statements.clear();
    if (this.raw.isOpen) this.raw.close();
    for (const fd of [this.walFd, this.fileFd]) if (fd !== undefined) closeSync(fd);
    this.walFd = this.fileFd = undefined;
  }
}

/** A write refused because another connection held the file's lock past the busy timeout. */
export function isBusy(error: unknown): boolean {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  return code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && (errcode & 0xff) === 5;
}
