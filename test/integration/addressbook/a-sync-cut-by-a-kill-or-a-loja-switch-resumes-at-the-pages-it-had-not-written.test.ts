// Issue 31.2: a big loja's first sync cut short (the desk killed with SIGKILL mid-sync, the
// operator switching loja, the server gone from the network) resumes where it stopped: the restarted sync asks only for the pages
// the cut one had not written (its checkpoint, saved with the records), writes only the records
// it had not, and ends matching the server. Real sandbox over HTTP, real SQLite files, a real
// desk process killed at a page.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AddressBookService, DATABASE_FILE, type AddressBookApi } from '../../../electron/main/addressbook';
import { Bits } from '../../../electron/main/addressbook/bits';
import { IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { fetchAddressBookApi } from './support/fetch-api';
import { runDeskAndKill } from './support/kill';
import { restartableSandbox } from './support/restartable-sandbox';
import { loginToSandbox, openService, tempDir, type SandboxLogin, type TempDir } from './support/sandbox-session';
import { serverRecipients } from './support/server-view';

const PAGES = 30;
let sandbox: TestSandbox;
let login: SandboxLogin;
const dirs: TempDir[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const existing = (await (await loginToSandbox(sandbox.url)).api.listRecipients({ page: 1, pageSize: 1 })).total;
  await sandbox.admin.seedRecipients(IDS.demoLoja, PAGES * 100 - existing);
  login = await loginToSandbox(sandbox.url);
});
afterAll(async () => {
  await sandbox.close();
  await Promise.all(dirs.map((dir) => dir.remove()));
});

async function freshDir(): Promise<string> {
  const dir = await tempDir('addressbook-resume-');
  dirs.push(dir);
  return dir.path;
}

/** What the cut sync left in the file: its recipients, and the pages its checkpoint says are written. */
function leftBehind(dataDir: string): { recipients: number; pagesDone: number[] } {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
  try {
    const recipients = (db.prepare('SELECT COUNT(*) AS n FROM recipients').get() as { n: number }).n;
    const row = db.prepare(`SELECT pages_done FROM sync_pass WHERE kind = 'recipient'`).get() as
      { pages_done: Uint8Array } | undefined;
    const done = new Bits(row?.pages_done ?? null);
    return { recipients, pagesDone: [...Array(PAGES + 1).keys()].filter((page) => done.has(page)) };
  } finally {
    db.close();
  }
}

/** The app's client, noting which recipient pages the sync asks. */
function askedPages(api: AddressBookApi) {
  const pages: number[] = [];
  const counted: AddressBookApi = {
    ...api,
    listRecipients: (params, watch) => {
      pages.push(params.page);
      return api.listRecipients(params, watch);
    },
  };
  return { pages, api: counted };
}

it('asks after a SIGKILL only for the pages the killed sync had not written, and matches the server', async () => {
  const dataDir = await freshDir();
  await sandbox.admin.faults({ latencyMs: 15 });
  const run = await runDeskAndKill({
    url: sandbox.url,
    dataDir,
    syncConcurrency: 4,
    pauseAt: 'after-page:20',
    killOn: 'paused after-page:20',
  });
  await sandbox.admin.faults({ latencyMs: 0 });
  expect(run.killed).toBe(true);
  const cut = leftBehind(dataDir);
  // Pages written before the kill (they came 4 at a time), and their records, are in the file.
  expect(cut.pagesDone.length).toBeGreaterThanOrEqual(10);
  expect(cut.pagesDone).not.toContain(20);
  expect(cut.recipients).toBeGreaterThanOrEqual(cut.pagesDone.length * 100);

  const asked = askedPages(login.api);
  const service = openService(dataDir, asked.api, 4);
  try {
    const book = service.select(login.scope)!;
    const report = await book.syncNow();
    expect(report.failure).toBeNull();
    const pull = report.pulls.find((p) => p.kind === 'recipient')!;
    expect(pull).toMatchObject({ complete: true, passes: 1, resumedPages: cut.pagesDone.length, seen: PAGES * 100 });
    // Only what was missing: no written page asked again, and only the records not written yet written now.
    expect(asked.pages.filter((page) => cut.pagesDone.includes(page))).toEqual([]);
    expect(asked.pages).toHaveLength(PAGES - cut.pagesDone.length);
    expect(pull.changed).toBe(PAGES * 100 - cut.recipients);
    const onServer = await serverRecipients(login.api);
    expect(book.list('recipient').total).toBe(onServer.length);
    for (const record of [onServer[0]!, onServer[1_999]!, onServer.at(-1)!]) {
      expect(book.get('recipient', record.id).state).toBe('synced');
    }
  } finally {
    await service.close();
  }
});

it('resumes a sync cut by a loja switch when the operator comes back to that loja', async () => {
  const dataDir = await freshDir();
  const demo = askedPages(login.api);
  // The other loja's book, through the same session (its list is small).
  const other = fetchAddressBookApi(sandbox.url, login.accessToken, IDS.demoLowBalanceLoja);
  const service = new AddressBookService({
    dataDir,
    apiFor: (scope) => (scope.tenantId === IDS.demoLoja ? demo.api : other),
    background: false,
    syncConcurrency: 4,
  });
  try {
    await sandbox.admin.faults({ latencyMs: 15 });
    const book = service.select(login.scope)!;
    const first = book.syncNow();
    // The operator switches loja once 12 pages were asked and 3 written (the writer thread may
    // still be starting when the first pages come: they wait for it).
    while (demo.pages.length < 12 || book.list('recipient').total < 300)
      await new Promise((resolve) => setTimeout(resolve, 5));
    service.select({ server: login.scope.server, tenantId: IDS.demoLowBalanceLoja });
    const cut = await first;
    expect(cut.failure).toMatchObject({ kind: 'internal' }); // a cancelled sync: no error shown
    expect(book.status().problem).toBeUndefined();
    const askedBefore = [...demo.pages];
    demo.pages.length = 0;

    const back = service.select(login.scope)!;
    const written = back.list('recipient').total;
    expect(written).toBeGreaterThan(0);
    const report = await back.syncNow();
    expect(report.failure).toBeNull();
    const pull = report.pulls.find((p) => p.kind === 'recipient')!;
    expect(pull.complete).toBe(true);
    expect(pull.resumedPages).toBeGreaterThan(0);
    expect(demo.pages.length).toBe(PAGES - pull.resumedPages);
    // Every page written before the switch is resumed, not asked again.
    expect(pull.resumedPages).toBeGreaterThanOrEqual(Math.floor(written / 100));
    expect(askedBefore.length + demo.pages.length).toBeLessThan(PAGES + askedBefore.length);
    expect(back.list('recipient').total).toBe(PAGES * 100);
  } finally {
    await sandbox.admin.faults({ latencyMs: 0 });
    await service.close();
  }
});

it('resumes after the server went away mid-sync, asking only for the pages it had not written', async () => {
  const server = await restartableSandbox();
  const dataDir = await freshDir();
  try {
    const first = await loginToSandbox(server.url);
    const existing = (await first.api.listRecipients({ page: 1, pageSize: 1 })).total;
    await server.admin.seedRecipients(IDS.demoLoja, PAGES * 100 - existing);
    const asked = askedPages(first.api);
    let gone = false;
    // The network goes when page 12 is asked: that call and those on their way fail.
    const api: AddressBookApi = {
      ...asked.api,
      listRecipients: async (params, watch) => {
        if (params.page === 12 && !gone) {
          gone = true;
          await server.stop();
        }
        return asked.api.listRecipients(params, watch);
      },
    };
    const service = openService(dataDir, api, 4);
    try {
      const book = service.select(first.scope)!;
      const cut = await book.syncNow();
      expect(cut.failure).toMatchObject({ kind: 'offline' });
      expect(book.status().offlineSince).not.toBeNull();
      const written = book.list('recipient').total;
      expect(written).toBeGreaterThanOrEqual(500);

      await server.start();
      asked.pages.length = 0;
      const report = await book.syncNow();
      expect(report.failure).toBeNull();
      const pull = report.pulls.find((p) => p.kind === 'recipient')!;
      expect(pull).toMatchObject({ complete: true, passes: 1, seen: PAGES * 100 });
      expect(pull.resumedPages).toBeGreaterThanOrEqual(5);
      expect(asked.pages).toHaveLength(PAGES - pull.resumedPages);
      expect(pull.changed).toBe(PAGES * 100 - written);
      expect(book.list('recipient').total).toBe(PAGES * 100);
    } finally {
      await service.close();
    }
  } finally {
    await server.close();
  }
});
