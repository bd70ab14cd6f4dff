// Issue 13, item 5 (and 14.6, 15): every SQLite file of the station is opened by one layer: WAL,
// 0600 for the file and its WAL and shared memory even in a folder that already exists, numbered
// migrations in user_version; a file written by a newer app is refused and never modified; a
// file that is not SQLite is named; damage is found by quick_check and moved aside, not lost.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../electron/shared/messages';
import {
  checkIntegrity,
  DatabaseRefused,
  isNotWritable,
  moveAside,
  openDatabase,
  userVersion,
  type Migration,
} from '../../../electron/main/platform';
import { JobStore } from '../../../electron/main/printing/queue/job-store';
import { EmissionStore } from '../../../electron/main/workflow/emission-store';
import { openDeskDb } from '../../../electron/main/desk/db';
import { AddressBookService } from '../../../electron/main/addressbook';

const folder = () => mkdtempSync(join(tmpdir(), 'storage-'));
const mode = (path: string) => statSync(path).mode & 0o777;
const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const TWO: Migration[] = [
  { version: 1, name: 'notes', up: (db) => db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)') },
  { version: 2, name: 'note time', up: (db) => db.exec('ALTER TABLE notes ADD COLUMN at INTEGER') },
];

describe('one storage layer', () => {
  it('creates every file 0600 (database, WAL and shared memory), each in WAL, even in a folder that already exists', async () => {
    const dir = folder(); // exists already, with the default umask
    const opened = [
      new EmissionStore(dir),
      new JobStore(dir, Date.now),
      openDeskDb(dir),
      // The address book's API is never called here: only its file is opened.
      new AddressBookService({ dataDir: dir, apiFor: () => ({}) as never, background: false }),
      openDatabase(join(dir, 'notes.db'), { synchronous: 'NORMAL', migrations: TWO }),
    ];
    const files = readdirSync(dir).filter((name) => /\.(db|sqlite)(-wal|-shm)?$/.test(name));
    // workflow.db, print-queue.sqlite, desk.db, addressbook.db and notes.db, each in WAL.
    expect(files.filter((name) => name.endsWith('-wal')).sort()).toEqual([
      'addressbook.db-wal',
      'desk.db-wal',
      'notes.db-wal',
      'print-queue.sqlite-wal',
      'workflow.db-wal',
    ]);
    for (const name of files) expect([name, mode(join(dir, name))]).toEqual([name, 0o600]);
    for (const db of opened) await db.close();
  });

  it('numbers migrations in user_version and runs only the ones a file lacks', () => {
    const file = join(folder(), 'notes.db');
    const first = openDatabase(file, { synchronous: 'NORMAL', migrations: TWO.slice(0, 1) });
    first.run('INSERT INTO notes (text) VALUES (?)', 'kept');
    expect(userVersion(first)).toBe(1);
    first.close();
    const again = openDatabase(file, { synchronous: 'NORMAL', migrations: TWO });
    expect(userVersion(again)).toBe(2);
    expect(again.get<{ text: string; at: number | null }>('SELECT text, at FROM notes')).toEqual({
      text: 'kept',
      at: null,
    });
    again.close();
  });

  it('refuses a file written by a newer app and leaves it exactly as it was (no WAL, same bytes)', () => {
    const dir = folder();
    const file = join(dir, 'workflow.db');
    const newer = new DatabaseSync(file);
    newer.exec('CREATE TABLE future (x); PRAGMA user_version = 9;');
    newer.close();
    const before = { sha: sha(file), mtime: statSync(file).mtimeMs };
    let thrown: unknown;
    try {
      new EmissionStore(dir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DatabaseRefused);
    expect((thrown as DatabaseRefused).reason).toBe('newer');
    expect((thrown as Error).message).toContain('versão mais nova');
    expect(sha(file)).toBe(before.sha);
    expect(statSync(file).mtimeMs).toBe(before.mtime);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('names a file that is not a database at all, and leaves it alone', () => {
    const dir = folder();
    const file = join(dir, 'desk.db');
    writeFileSync(file, 'this is a note someone saved over the database\n');
    expect(() => openDeskDb(dir)).toThrow(DatabaseRefused);
    expect(readFileSync(file, 'utf8')).toContain('someone saved over');
  });

  it('names a file this user cannot write in words, in both languages, instead of the system error alone', () => {
    // A folder no user may create files in, root included (sysfs): the start a desk meets when
    // its data folder or print queue was made read-only (the faults bench's read-only-print-queue).
    const file = join('/sys', `station-storage-test-${process.pid}`, 'print-queue.sqlite');
    let thrown: unknown;
    try {
      openDatabase(file, { synchronous: 'FULL', migrations: TWO });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DatabaseRefused);
    const refused = thrown as DatabaseRefused;
    expect(refused.reason).toBe('not-writable');
    expect(refused.detail).toMatch(/^E(ACCES|PERM|ROFS)\b/);
    expect(translate(refused.said, 'pt-BR')).toContain(`O arquivo ${file} (ou a pasta dele) não pode ser gravado`);
    expect(refused.message).toContain(`This computer's user cannot write ${file}`);
  });

  it("tells SQLite's own read-only refusal from any other error", () => {
    const file = join(folder(), 'notes.db');
    new DatabaseSync(file).close();
    /** What `sql` throws on a connection to the file (read-only or not), the connection closed after. */
    const thrownBy = (sql: string, readOnly: boolean): unknown => {
      const db = new DatabaseSync(file, { readOnly });
      try {
        db.exec(sql);
        return undefined;
      } catch (error) {
        return error;
      } finally {
        db.close();
      }
    };
    expect(isNotWritable(thrownBy('CREATE TABLE t (x)', true))).toBe(true);
    const syntax = thrownBy('CREATE TABLEX t (x)', false);
    expect(syntax).toBeInstanceOf(Error);
    expect(isNotWritable(syntax)).toBe(false);
  });

  it('opens a workflow.db from before numbered migrations (no queued_by column) with its purchases', () => {
    const dir = folder();
    const old = new DatabaseSync(join(dir, 'workflow.db'));
    old.exec(`CREATE TABLE emissions (shipment_id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, state TEXT NOT NULL,
      request TEXT NOT NULL, dace TEXT, provider_job_id TEXT, label_id TEXT, tracking_code TEXT, transaction_id TEXT,
      price_cents INTEGER, charge_already_captured INTEGER, content_type TEXT, print_job_id TEXT, dace_job_id TEXT,
      last_error TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
    old.exec(`INSERT INTO emissions (shipment_id, tenant_id, state, request, created_at, updated_at)
      VALUES ('5a000000-0000-4000-8000-000000000001', 't', 'emitting', '{"paymentMethod":"wallet"}', 1, 1)`);
    old.close();
    const store = new EmissionStore(dir);
    expect(store.get('5a000000-0000-4000-8000-000000000001')).toMatchObject({
      state: 'emitting',
      queuedBy: 'workflow',
    });
    store.close();
  });

  it('finds damage with quick_check and moves the file aside with its WAL, never deleting it', () => {
    const dir = folder();
    const file = join(dir, 'print-queue.sqlite');
    const store = new JobStore(dir, Date.now);
    store.close();
    expect(checkIntegrity(file)).toEqual({ ok: true, value: 'sound' });
    expect(checkIntegrity(join(dir, 'none.db'))).toEqual({ ok: true, value: 'missing' });
    // Zero a page in the middle of the file: the header survives, the b-tree does not.
    const bytes = readFileSync(file);
    bytes.fill(0x5a, 4096, Math.min(bytes.length, 8192));
    writeFileSync(file, bytes);
    const damaged = checkIntegrity(file);
    expect(damaged.ok).toBe(false);
    writeFileSync(join(dir, 'garbage.db'), 'x'.repeat(5000));
    expect(checkIntegrity(join(dir, 'garbage.db'))).toMatchObject({ ok: false, error: { problem: 'not-sqlite' } });
    const aside = moveAside(file, new Date('2026-11-25T05:00:00Z'));
    expect(existsSync(file)).toBe(false);
    expect(existsSync(aside)).toBe(true);
    expect(aside).toContain('print-queue.sqlite.damaged-2026-11-25T05-00-00-000Z');
  });

  it('flushes what was committed at NORMAL to the disk off the main thread, with a WAL or without one', async () => {
    const file = join(folder(), 'notes.db');
    const db = openDatabase(file, { synchronous: 'NORMAL', migrations: TWO });
    db.run('INSERT INTO notes (text) VALUES (?)', 'flushed');
    expect(existsSync(`${file}-wal`)).toBe(true);
    await expect(db.flushed()).resolves.toBeUndefined();
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    await expect(db.flushed()).resolves.toBeUndefined();
    db.close();
    const again = openDatabase(file, { synchronous: 'NORMAL', migrations: TWO });
    expect(again.get<{ text: string }>('SELECT text FROM notes')).toEqual({ text: 'flushed' });
    again.close();
  });
});
