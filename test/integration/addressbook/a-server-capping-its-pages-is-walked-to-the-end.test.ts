// Issue 14.5: address-book paging follows the page size the server echoes. A server that caps
// its pages at 50 (the spec allows any size up to what was asked) numbers its pages in its own
// size: the sync walks all of them, completes, and so can delete what the server dropped.
// Real sandbox (personality capped-pages), real SQLite.
import { expect, it } from 'vitest';
import { useAddressBookDesk } from './support/address-book-desk';
import { serverRecipients } from './support/server-view';

const desk = useAddressBookDesk({ seedRecipients: 230 });

it('pulls every record from a server whose pages hold at most 50, in pages of 50', async () => {
  const onServer = await serverRecipients(desk.login.api);
  expect(onServer.length).toBeGreaterThanOrEqual(230);
  await desk.sandbox.admin.personality({ profile: 'capped-pages' });
  const report = await desk.book.syncNow();
  expect(report.failure).toBeNull();
  const recipients = report.pulls.find((pull) => pull.kind === 'recipient')!;
  expect(recipients).toMatchObject({ pages: Math.ceil(onServer.length / 50), seen: onServer.length, complete: true });
  expect(desk.book.list('recipient', 1, 100).total).toBe(onServer.length);
  expect(desk.book.get('recipient', onServer.at(-1)!.id)).toMatchObject({ state: 'synced' });
});
