// What can still be read from a damaged database file, copied into its fresh replacement: every
// table the two share, the columns they share, row by row where the file lets us. A damaged
// page loses the rows on it, not the rest; nothing is written to the damaged file.
import { DatabaseSync } from 'node:sqlite';
import type { Db } from './database';

export interface Salvaged {
  table: string;
  rows: number;
  /** Rows the damaged file would not give back. */
  lost: boolean;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function salvageInto(target: Db, damagedFile: string): Salvaged[] {
  let old: DatabaseSync;
  try {
    old = new DatabaseSync(damagedFile, { readOnly: true });
  } catch {
    return [];
  }
  const report: Salvaged[] = [];
  try {
    const tables =
      safeAll<{ name: string }>(
        old,
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
      ) ?? [];
    for (const { name } of tables) {
      const targetColumns = new Set(
        target.all<{ name: string }>(`PRAGMA table_info(${quote(name)})`).map((c) => c.name),
      );
      if (targetColumns.size === 0) continue; // a table the new schema does not have (FTS shadow tables, …)
      const columns = (safeAll<{ name: string }>(old, `PRAGMA table_info(${quote(name)})`) ?? [])
        .map((c) => c.name)
        .filter((c) => targetColumns.has(c));
      if (columns.length === 0) continue;
      const list = columns.map(quote).join(', ');
      const insert = `INSERT OR IGNORE INTO ${quote(name)} (${list}) VALUES (${columns.map(() => '?').join(', ')})`;
      let rows = 0;
      let lost = false;
      target.tx(
        () => {
          try {
            const statement = old.prepare(`SELECT ${list} FROM ${quote(name)}`);
            for (const row of statement.iterate() as Iterable<Record<string, never>>) {
              rows += target.run(insert, ...columns.map((c) => row[c] ?? null));
            }
          } catch {
            lost = true; // the rest of this table sits on damaged pages; what was read is kept
          }
        },
        { durable: true },
      );
      report.push({ table: name, rows, lost });
    }
  } finally {
    old.close();
  }
  return report;
}

function safeAll<T>(db: DatabaseSync, sql: string): T[] | undefined {
  try {
    return db.prepare(sql).all() as T[];
  } catch {
    return undefined;
  }
}
