// Migrations only move forward: a file written by a newer app version is left untouched, and
// a fresh file gets every migration in one go.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, expect, it } from 'vitest';
import { AddressBookService, DATABASE_FILE } from '../../../electron/main/addressbook';
import { SCHEMA_VERSION } from '../../../electron/main/addressbook/migrations';
import { tempDir, type TempDir } from '../../integration/addressbook/support/sandbox-session';

let dir: TempDir | undefined;
afterEach(() => dir?.remove());

const open = (dataDir: string) => new AddressBookService({ dataDir, apiFor: () => ({}) as never, background: false });
const versionOf = (file: string) => {
  const db = new DatabaseSync(file);
  try {
    return (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
  } finally {
    db.close();
  }
};

it('creates a new database at the current version, in WAL mode', async () => {
  dir = await tempDir();
  const service = open(dir.path);
  expect(service.db.get<{ journal_mode: string }>('PRAGMA journal_mode')?.journal_mode).toBe('wal');
  await service.close();
  expect(versionOf(join(dir.path, DATABASE_FILE))).toBe(SCHEMA_VERSION);
});

it('refuses a database from a newer version and leaves it as it was', async () => {
  dir = await tempDir();
  const file = join(dir.path, DATABASE_FILE);
  const newer = new DatabaseSync(file);
  newer.exec(`CREATE TABLE from_the_future (x); PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
  newer.close();
  expect(() => open(dir!.path)).toThrow(/version/);
  expect(versionOf(file)).toBe(SCHEMA_VERSION + 1);
});
