// Typed while the server is stopped: shown at once as pending; when the server is back the
// background retry sends the outbox in the order it was typed, each exactly once.
import { expect, it } from 'vitest';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { AddressBookService } from '../../../electron/main/addressbook';
import { until } from '../../support/until';
import { recipientBody } from './support/bodies';
import { restartableSandbox } from './support/restartable-sandbox';
import { useAddressBookDesk } from './support/address-book-desk';
import { serverRecipientCount, serverRecipients } from './support/server-view';

const desk = useAddressBookDesk({
  sandbox: restartableSandbox,
  timeoutMs: 2_000,
  // The app's background loop, with retries quick enough for a test.
  service: (dataDir, login) =>
    new AddressBookService({
      dataDir,
      apiFor: () => login.api,
      background: { intervalMs: 60_000, retryMinMs: 100, retryMaxMs: 300 },
    }),
  syncFirst: true,
});

it('keeps offline recipients pending, then sends each exactly once and in order', async () => {
  await desk.sandbox.stop();
  await desk.book.syncNow(); // learns it is offline
  const typed = ['Offline Primeira', 'Offline Segunda', 'Offline Terceira'].map((name) =>
    recipientBody(name, { cpfCnpj: generateCpf() }),
  );
  const keys: string[] = [];
  for (const body of typed) {
    const created = await desk.book.create('recipient', body);
    expect(created).toMatchObject({ queued: true, entry: { state: 'pending', serverId: null } });
    keys.push(created.entry.key);
  }
  expect(desk.book.search('recipient', 'offline').entries.map((e) => e.state)).toEqual([
    'pending',
    'pending',
    'pending',
  ]);
  expect(desk.book.status()).toMatchObject({ state: 'offline', outboxCount: 3 });

  await desk.sandbox.start();
  await until(() => desk.book.status().outboxCount === 0, { what: 'the outbox to empty' });

  for (const [i, body] of typed.entries()) {
    expect(await serverRecipientCount(desk.login.api, body.cpfCnpj)).toBe(1);
    expect(desk.book.get('recipient', keys[i]!)).toMatchObject({ state: 'synced', serverId: expect.any(String) });
  }
  const created = (await serverRecipients(desk.login.api, 'offline')).sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
  expect(created.map((r) => r.name)).toEqual(typed.map((b) => b.name));

  await desk.book.syncNow();
  expect(
    desk.book
      .search('recipient', 'offline')
      .entries.map((e) => [e.summary.name, e.state])
      .sort(),
  ).toEqual(typed.map((b) => [b.name, 'synced']).sort());
  expect(desk.book.status()).toMatchObject({ state: 'idle', offlineSince: null, outboxCount: 0 });
});

it('sends a recipient typed right after the connection dropped, with no sync in between, once the server returns', async () => {
  // The last sync went well, so the regular sync is a minute away: the failed send itself must
  // bring the retry forward.
  await desk.book.syncNow();
  expect(desk.book.status()).toMatchObject({ state: 'idle', outboxCount: 0 });
  await desk.sandbox.stop();
  const body = recipientBody('Offline Sem Sync', { cpfCnpj: generateCpf() });
  const created = await desk.book.create('recipient', body);
  // A new outbox item, not an earlier one whose id it might have reused.
  expect(created).toMatchObject({ queued: true, entry: { state: 'pending', summary: { name: 'Offline Sem Sync' } } });

  await desk.sandbox.start();
  await until(() => desk.book.status().outboxCount === 0, { what: 'the outbox to empty' });
  expect(await serverRecipientCount(desk.login.api, body.cpfCnpj)).toBe(1);
  expect(desk.book.get('recipient', created.entry.key)).toMatchObject({ state: 'synced' });
});
