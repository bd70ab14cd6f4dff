// A thin, synchronous layer over node:sqlite: cached statements and one kind of transaction.
// Synchronous on purpose: a transaction cannot interleave with other work of this process, and
// BEGIN IMMEDIATE takes the write lock up front, so a second process waits instead of racing.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

export type Param = SQLInputValue;

export class Db {
  private readonly statements = new Map<string, StatementSync>();
  private depth = 0;

  constructor(readonly raw: DatabaseSync) {}

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.raw.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  get<T>(sql: string, ...params: Param[]): T | undefined {
    return this.statement(sql).get(...params) as T | undefined;
  }

  all<T>(sql: string, ...params: Param[]): T[] {
    return this.statement(sql).all(...params) as T[];
  }

  run(sql: string, ...params: Param[]): number {
    return Number(this.statement(sql).run(...params).changes);
  }

  /** Runs an INSERT; returns the new rowid. (RETURNING through get() costs ~6× more here.) */
  insert(sql: string, ...params: Param[]): number {
    return Number(this.statement(sql).run(...params).lastInsertRowid);
  }

  exec(sql: string): void {
    this.raw.exec(sql);
  }

  /**
   * Runs fn in BEGIN IMMEDIATE … COMMIT; nested calls join the outer transaction.
   * durable: the commit is fsynced before returning (synchronous=FULL). Used for what an
   * operator typed (the outbox): WAL with synchronous=NORMAL already survives a killed process,
   * but only FULL also survives a power cut, and a desk loses power more often than a server.
   */
  tx<T>(fn: () => T, options: { durable?: boolean } = {}): T {
    if (this.depth > 0) return fn();
    if (options.durable) this.raw.exec('PRAGMA synchronous = FULL');
    this.raw.exec('BEGIN IMMEDIATE');
    this.depth++;
    try {
      const result = fn();
      this.raw.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.raw.isTransaction) this.raw.exec('ROLLBACK');
      throw error;
    } finally {
      this.depth--;
      if (options.durable) this.raw.exec('PRAGMA synchronous = NORMAL');
    }
  }

  close(): void {
    this.statements.clear();
    if (this.raw.isOpen) this.raw.close();
  }
}

/** Opens (creating if needed) a database file in WAL mode; migrations are the caller's. */
export function openDb(file: string): Db {
  const raw = new DatabaseSync(file);
  // Another process (a second window, a test's child) may hold the write lock for a moment.
  raw.exec('PRAGMA busy_timeout = 5000');
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = NORMAL');
  raw.exec('PRAGMA foreign_keys = ON');
  return new Db(raw);
}
