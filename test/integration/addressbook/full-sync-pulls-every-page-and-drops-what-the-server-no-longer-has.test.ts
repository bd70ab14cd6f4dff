// A full sync of 1,000 recipients: every page (pageSize 100) lands locally, a second sync
// changes nothing, a record created elsewhere arrives, and records gone from the server go.
import { expect, it } from 'vitest';
import type { AddressBookStatus } from '../../../electron/shared/addressbook';
import { recipientBody } from './support/bodies';
import { useAddressBookDesk } from './support/address-book-desk';
import { openService } from './support/sandbox-session';
import { serverRecipientCount, serverRecipients } from './support/server-view';

const statuses: AddressBookStatus[] = [];
const desk = useAddressBookDesk({
  seedRecipients: 1000,
  service: (dataDir, login) => {
    const service = openService(dataDir, login.api);
    service.onStatus((status) => statuses.push(status));
    return service;
  },
});

it('pulls every page of 1,000 recipients and the senders, and says so in its status', async () => {
  const onServer = await serverRecipients(desk.login.api);
  expect(onServer.length).toBeGreaterThanOrEqual(1000);
  const report = await desk.book.syncNow();
  expect(report.failure).toBeNull();
  const recipients = report.pulls.find((pull) => pull.kind === 'recipient')!;
  expect(recipients).toMatchObject({ pages: Math.ceil(onServer.length / 100), seen: onServer.length, complete: true });
  expect(desk.book.list('recipient', 1, 100).total).toBe(onServer.length);
  for (const record of [onServer[0]!, onServer[499]!, onServer.at(-1)!]) {
    expect(desk.book.get('recipient', record.id)).toMatchObject({ state: 'synced', record });
  }
  expect(desk.book.list('sender').entries.filter((e) => e.kind === 'sender' && e.isDefault)).toHaveLength(1);
  expect(statuses.map((s) => s.state)).toContain('running');
  expect(statuses.at(-1)).toMatchObject({
    state: 'idle',
    lastSyncAt: expect.any(String),
    offlineSince: null,
    outboxCount: 0,
  });
});

it('changes nothing on a second sync, and brings in a recipient created at another desk', async () => {
  const again = await desk.book.syncNow();
  expect(again.pulls.map((pull) => pull.changed)).toEqual([0, 0]);
  const elsewhere = await desk.login.api.createRecipient(recipientBody('Criado Noutra Mesa'));
  const third = await desk.book.syncNow();
  expect(third.pulls.find((pull) => pull.kind === 'recipient')?.changed).toBe(1);
  expect(desk.book.search('recipient', 'noutra mesa').entries.map((e) => e.serverId)).toEqual([elsewhere.id]);
});

it('removes what the server no longer has after a complete pull', async () => {
  await desk.sandbox.admin.reset(); // back to the seed: the 1,000 and the one above are gone
  const left = await serverRecipientCount(desk.login.api);
  const report = await desk.book.syncNow();
  expect(report.pulls.find((pull) => pull.kind === 'recipient')).toMatchObject({
    complete: true,
    deleted: expect.any(Number),
  });
  expect(desk.book.list('recipient').total).toBe(left);
  expect(desk.book.search('recipient', 'noutra mesa').entries).toEqual([]);
});
