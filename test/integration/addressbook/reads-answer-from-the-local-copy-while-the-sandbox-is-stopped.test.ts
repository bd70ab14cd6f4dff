// With the server stopped, lists, search and get answer from this desk's copy and say since
// when the server has been unreachable; when it is back, the next sync clears that.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressBook, AddressBookService } from '../../../electron/main/addressbook';
import { IDS } from '../../support/sandbox';
import { restartableSandbox, type RestartableSandbox } from './support/restartable-sandbox';
import { loginToSandbox, openService, tempDir, type TempDir } from './support/sandbox-session';

let sandbox: RestartableSandbox;
let dir: TempDir;
let service: AddressBookService;
let book: AddressBook;

beforeAll(async () => {
  sandbox = await restartableSandbox();
  await sandbox.admin.seedRecipients(IDS.demoLoja, 150);
  const login = await loginToSandbox(sandbox.url, { timeoutMs: 2_000 });
  dir = await tempDir();
  service = openService(dir.path, login.api);
  book = service.select(login.scope)!;
  expect((await book.syncNow()).failure).toBeNull();
});
afterAll(async () => {
  service.close();
  await sandbox.close();
  await dir.remove();
});

it('answers from the local copy with offlineSince while the server is stopped', async () => {
  const online = book.list('recipient', 2, 50);
  const someone = online.entries[0]!;
  await sandbox.stop();

  const report = await book.syncNow();
  expect(report.failure?.kind).toBe('offline');
  const status = book.status();
  expect(status).toMatchObject({ state: 'offline', offlineSince: expect.any(String), lastSyncAt: online.lastSyncAt });

  const offline = book.list('recipient', 2, 50);
  expect(offline.total).toBe(online.total);
  expect(offline.entries.map((e) => e.key)).toEqual(online.entries.map((e) => e.key));
  expect(offline.offlineSince).toBe(status.offlineSince);
  const found = book.search('recipient', someone.summary.name);
  expect(found.offlineSince).toBe(status.offlineSince);
  expect(found.entries.map((e) => e.key)).toContain(someone.key);
  expect(book.get('recipient', someone.key).summary).toEqual(someone.summary);
  expect(book.search('sender', 'expedicao paulista').entries[0]).toMatchObject({ kind: 'sender', isDefault: true });
});

it('clears offlineSince once the server answers again', async () => {
  await sandbox.start();
  const report = await book.syncNow();
  expect(report.failure).toBeNull();
  expect(book.status()).toMatchObject({ state: 'idle', offlineSince: null });
  expect(book.list('recipient').offlineSince).toBeNull();
});
