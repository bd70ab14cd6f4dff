// Typed while the server is stopped: shown at once as pending; when the server is back the
// background retry sends the outbox in the order it was typed, each exactly once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { AddressBookService, type AddressBook } from '../../../electron/main/addressbook';
import { until } from '../../support/until';
import { recipientBody } from './support/bodies';
import { restartableSandbox, type RestartableSandbox } from './support/restartable-sandbox';
import { loginToSandbox, tempDir, type SandboxLogin, type TempDir } from './support/sandbox-session';
import { serverRecipientCount, serverRecipients } from './support/server-view';

let sandbox: RestartableSandbox;
let login: SandboxLogin;
let dir: TempDir;
let service: AddressBookService;
let book: AddressBook;

beforeAll(async () => {
  sandbox = await restartableSandbox();
  login = await loginToSandbox(sandbox.url, { timeoutMs: 2_000 });
  dir = await tempDir();
  // The app's background loop, with retries quick enough for a test.
  service = new AddressBookService({
    dataDir: dir.path,
    apiFor: () => login.api,
    background: { intervalMs: 60_000, retryMinMs: 100, retryMaxMs: 300 },
  });
  book = service.select(login.scope)!;
  await book.syncNow();
});
afterAll(async () => {
  service.close();
  await sandbox.close();
  await dir.remove();
});

it('keeps offline recipients pending, then sends each exactly once and in order', async () => {
  await sandbox.stop();
  await book.syncNow(); // learns it is offline
  const typed = ['Offline Primeira', 'Offline Segunda', 'Offline Terceira'].map((name) =>
    recipientBody(name, { cpfCnpj: generateCpf() }),
  );
  const keys: string[] = [];
  for (const body of typed) {
    const created = await book.create('recipient', body);
    expect(created).toMatchObject({ queued: true, entry: { state: 'pending', serverId: null } });
    keys.push(created.entry.key);
  }
  expect(book.search('recipient', 'offline').entries.map((e) => e.state)).toEqual(['pending', 'pending', 'pending']);
  expect(book.status()).toMatchObject({ state: 'offline', outboxCount: 3 });

  await sandbox.start();
  await until(() => book.status().outboxCount === 0, { what: 'the outbox to empty' });

  for (const [i, body] of typed.entries()) {
    expect(await serverRecipientCount(login.api, body.cpfCnpj)).toBe(1);
    expect(book.get('recipient', keys[i]!)).toMatchObject({ state: 'synced', serverId: expect.any(String) });
  }
  const created = (await serverRecipients(login.api, 'offline')).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  expect(created.map((r) => r.name)).toEqual(typed.map((b) => b.name));

  await book.syncNow();
  expect(
    book
      .search('recipient', 'offline')
      .entries.map((e) => [e.summary.name, e.state])
      .sort(),
  ).toEqual(typed.map((b) => [b.name, 'synced']).sort());
  expect(book.status()).toMatchObject({ state: 'idle', offlineSince: null, outboxCount: 0 });
});

it('sends a recipient typed right after the connection dropped, with no sync in between, once the server returns', async () => {
  // The last sync went well, so the regular sync is a minute away: the failed send itself must
  // bring the retry forward.
  await book.syncNow();
  expect(book.status()).toMatchObject({ state: 'idle', outboxCount: 0 });
  await sandbox.stop();
  const body = recipientBody('Offline Sem Sync', { cpfCnpj: generateCpf() });
  const created = await book.create('recipient', body);
  // A new outbox item, not an earlier one whose id it might have reused.
  expect(created).toMatchObject({ queued: true, entry: { state: 'pending', summary: { name: 'Offline Sem Sync' } } });

  await sandbox.start();
  await until(() => book.status().outboxCount === 0, { what: 'the outbox to empty' });
  expect(await serverRecipientCount(login.api, body.cpfCnpj)).toBe(1);
  expect(book.get('recipient', created.entry.key)).toMatchObject({ state: 'synced' });
});
