// Numbered migrations tracked in PRAGMA user_version, one list per database file. A migration
// never changes once released: a desk may open a file written by any earlier version. The ones a
// file lacks run in one durable transaction, each followed by its user_version bump: the file is
// at the version it was found at or at the latest, never between, and a new desk's first start
// makes each file with one commit (one fsync of its WAL) instead of one per migration
// (startup.bench: 8 for the address book, 7 for workflow.db).
import type { Db } from './database';

export interface Migration {
  version: number;
  name: string;
  up(db: Db): void;
}

export const userVersion = (db: Db): number =>
  db.get<{ user_version: number }>('PRAGMA user_version')?.user_version ?? 0;

/** The version the list brings a file to. */
export const latestVersion = (migrations: readonly Migration[]): number => migrations.at(-1)?.version ?? 0;

/** Brings the database to the list's latest version; returns the version it found. */
export function migrate(db: Db, migrations: readonly Migration[]): number {
  const found = userVersion(db);
  if (latestVersion(migrations) <= found) return found;
  db.tx(
    () => {
      // Read again under the write lock: another process may have just migrated the file.
      const locked = userVersion(db);
      for (const migration of migrations) {
        if (migration.version <= locked) continue;
        migration.up(db);
        db.exec(`PRAGMA user_version = ${migration.version}`);
      }
    },
    { durable: true },
  );
  return found;
}
