// Numbered migrations tracked in PRAGMA user_version, one list per database file. A migration
// never changes once released: a desk may open a file written by any earlier version. Each one
// runs in its own durable transaction together with its user_version bump.
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
  for (const migration of migrations) {
    if (migration.version <= found) continue;
    db.tx(
      () => {
        // Checked again under the write lock: another process may have just migrated the file.
        if (userVersion(db) >= migration.version) return;
        migration.up(db);
        db.exec(`PRAGMA user_version = ${migration.version}`);
      },
      { durable: true },
    );
  }
  return found;
}
