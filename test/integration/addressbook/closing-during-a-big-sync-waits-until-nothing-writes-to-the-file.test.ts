// Issue 31.2: a big pass's pages are written by a thread with its own connection to the book's
// file. Closing the address book (the station closing, the app quitting) while such a sync runs
// answers only once that sync has ended and its thread has closed: after it nothing writes to
// the file, whose pages are whole and whose checkpoint names what a resume must still fetch.
// Real sandbox over HTTP, real SQLite files, the real writer thread.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../../electron/main/addressbook';
import { IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { loginToSandbox, openService, tempDir, type SandboxLogin, type TempDir } from './support/sandbox-session';

const PAGES = 30;
let sandbox: TestSandbox;
let login: SandboxLogin;
let dir: TempDir;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const existing = (await (await loginToSandbox(sandbox.url)).api.listRecipients({ page: 1, pageSize: 1 })).total;
  await sandbox.admin.seedRecipients(IDS.demoLoja, PAGES * 100 - existing);
  login = await loginToSandbox(sandbox.url);
  dir = await tempDir('addressbook-close-');
});
afterAll(async () => {
  await sandbox.close();
  await dir.remove();
});

/** The file and its write-ahead log as they stand: any write changes one of them. */
function fileState(dataDir: string): string {
  const file = join(dataDir, DATABASE_FILE);
  return [file, `${file}-wal`]
    .map((path) => statSync(path, { throwIfNoEntry: false }))
    .map((stat) => (stat ? `${stat.size}@${stat.mtimeMs}` : 'none'))
    .join(' ');
}

it('answers a close during a big sync once the sync has ended, and nothing writes to the file after', async () => {
  await sandbox.admin.faults({ latencyMs: 20 });
  const service = openService(dir.path, login.api, 4);
  let ended = false;
  try {
    const book = service.select(login.scope)!;
    void book.syncNow().finally(() => {
      ended = true;
    });
    // A few pages in: the writer thread is writing (3,000 records is a big pass).
    for (let waited = 0; book.list('recipient').total < 500; waited += 10) {
      if (waited > 20_000) throw new Error('the sync wrote no pages');
      await sleep(10);
    }
    await service.close();
    expect(ended).toBe(true);
  } finally {
    await sandbox.admin.faults({ latencyMs: 0 });
  }

  const closed = fileState(dir.path);
  await sleep(400);
  expect(fileState(dir.path)).toBe(closed);

  // What the cut sync left is whole: every page its checkpoint calls written is in the file.
  const db = new DatabaseSync(join(dir.path, DATABASE_FILE), { readOnly: true });
  try {
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    const recipients = (db.prepare('SELECT COUNT(*) AS n FROM recipients').get() as { n: number }).n;
    expect(recipients).toBeGreaterThanOrEqual(500);
    expect(recipients).toBeLessThan(PAGES * 100);
  } finally {
    db.close();
  }
});
