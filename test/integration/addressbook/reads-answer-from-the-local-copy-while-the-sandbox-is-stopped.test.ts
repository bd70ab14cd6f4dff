// With the server stopped, lists, search and get answer from this desk's copy and say since
// when the server has been unreachable; when it is back, the next sync clears that.
import { beforeAll, expect, it } from 'vitest';
import { restartableSandbox } from './support/restartable-sandbox';
import { useAddressBookDesk } from './support/address-book-desk';

const desk = useAddressBookDesk({ sandbox: restartableSandbox, seedRecipients: 150, timeoutMs: 2_000 });
beforeAll(async () => {
  expect((await desk.book.syncNow()).failure).toBeNull();
});

it('answers from the local copy with offlineSince while the server is stopped', async () => {
  const online = desk.book.list('recipient', 2, 50);
  const someone = online.entries[0]!;
  await desk.sandbox.stop();

  const report = await desk.book.syncNow();
  expect(report.failure?.kind).toBe('offline');
  const status = desk.book.status();
  expect(status).toMatchObject({ state: 'offline', offlineSince: expect.any(String), lastSyncAt: online.lastSyncAt });

  const offline = desk.book.list('recipient', 2, 50);
  expect(offline.total).toBe(online.total);
  expect(offline.entries.map((e) => e.key)).toEqual(online.entries.map((e) => e.key));
  expect(offline.offlineSince).toBe(status.offlineSince);
  const found = desk.book.search('recipient', someone.summary.name);
  expect(found.offlineSince).toBe(status.offlineSince);
  expect(found.entries.map((e) => e.key)).toContain(someone.key);
  expect(desk.book.get('recipient', someone.key).summary).toEqual(someone.summary);
  expect(desk.book.search('sender', 'expedicao paulista').entries[0]).toMatchObject({
    kind: 'sender',
    isDefault: true,
  });
});

it('clears offlineSince once the server answers again', async () => {
  await desk.sandbox.start();
  const report = await desk.book.syncNow();
  expect(report.failure).toBeNull();
  expect(desk.book.status()).toMatchObject({ state: 'idle', offlineSince: null });
  expect(desk.book.list('recipient').offlineSince).toBeNull();
});
