// A thin layer over node:sqlite: cached prepared statements, typed rows, and the one kind of
// transaction the sandbox needs. Everything here is synchronous on purpose: a synchronous
// transaction cannot interleave with another request of this process, and BEGIN IMMEDIATE takes
// the write lock up front, so a second process on the same data dir waits instead of racing.
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

export type Row = Record<string, unknown>;

export class Sql {
  private readonly statements = new Map<string, StatementSync>();
  private depth = 0;
  private checkpoints: NodeJS.Timeout | undefined;

  constructor(readonly db: DatabaseSync) {}

  private statement(query: string): StatementSync {
    let statement = this.statements.get(query);
    if (!statement) {
      statement = this.db.prepare(query);
      this.statements.set(query, statement);
    }
    return statement;
  }

  get<T = Row>(query: string, ...params: SQLInputValue[]): T | undefined {
    return this.statement(query).get(...params) as T | undefined;
  }

  all<T = Row>(query: string, ...params: SQLInputValue[]): T[] {
    return this.statement(query).all(...params) as T[];
  }

  run(query: string, ...params: SQLInputValue[]): number {
    return Number(this.statement(query).run(...params).changes);
  }

  exec(script: string): void {
    this.db.exec(script);
  }

  /** Runs fn inside BEGIN IMMEDIATE … COMMIT (nested calls join the outer transaction). */
  immediate<T>(fn: () => T): T {
    if (this.depth > 0) return fn();
    this.db.exec('BEGIN IMMEDIATE');
    this.depth++;
    try {
      const result = fn();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    } finally {
      this.depth--;
    }
  }

  /**
   * Moves WAL checkpoints off the request path: SQLite's automatic checkpoint runs inside a
   * commit and fsyncs, tripling that request's write cost; one passive checkpoint a second does
   * the same work once for thousands of commits.
   */
  checkpointEvery(ms: number): void {
    this.db.exec('PRAGMA wal_autocheckpoint = 0');
    this.checkpoints = setInterval(() => {
      if (this.db.isOpen && this.depth === 0) this.db.exec('PRAGMA wal_checkpoint(PASSIVE)');
    }, ms);
    this.checkpoints.unref();
  }

  close(): void {
    clearInterval(this.checkpoints);
    this.statements.clear();
    if (!this.db.isOpen) return;
    // Fold the WAL back into the database file so the data dir is one self-contained file.
    this.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    this.db.close();
  }
}
