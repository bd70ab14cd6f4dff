// Issue 14.5: address-book paging follows the page size the server echoes. A server that caps
// its pages at 50 (the spec allows any size up to what was asked) numbers its pages in its own
// size: the sync walks all of them, completes, and so can delete what the server dropped.
// Real sandbox (personality capped-pages), real SQLite.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressBook, AddressBookService } from '../../../electron/main/addressbook';
import { IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { loginToSandbox, openService, tempDir, type SandboxLogin, type TempDir } from './support/sandbox-session';
import { serverRecipients } from './support/server-view';

let sandbox: TestSandbox;
let login: SandboxLogin;
let dir: TempDir;
let service: AddressBookService;
let book: AddressBook;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  await sandbox.admin.seedRecipients(IDS.demoLoja, 230);
  login = await loginToSandbox(sandbox.url);
  dir = await tempDir();
  service = openService(dir.path, login.api);
  book = service.select(login.scope)!;
});
afterAll(async () => {
  service.close();
  await sandbox.close();
  await dir.remove();
});

it('pulls every record from a server whose pages hold at most 50, in pages of 50', async () => {
  const onServer = await serverRecipients(login.api);
  expect(onServer.length).toBeGreaterThanOrEqual(230);
  await sandbox.admin.personality({ profile: 'capped-pages' });
  const report = await book.syncNow();
  expect(report.failure).toBeNull();
  const recipients = report.pulls.find((pull) => pull.kind === 'recipient')!;
  expect(recipients).toMatchObject({ pages: Math.ceil(onServer.length / 50), seen: onServer.length, complete: true });
  expect(book.list('recipient', 1, 100).total).toBe(onServer.length);
  expect(book.get('recipient', onServer.at(-1)!.id)).toMatchObject({ state: 'synced' });
});
