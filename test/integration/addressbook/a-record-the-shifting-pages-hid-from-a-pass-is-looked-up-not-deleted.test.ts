// Issue 31.2: the spec promises no order, so a list changed while a desk pages through it can hide
// a record that is still there from a pass whose count agrees with the server's total. Here, once
// page 5 of a second sync has come back, another system deletes a recipient of page 1 (already
// read: every later record moves up one place, and the first record of page 6 moves onto page 5,
// read already) and inserts one that lands on a later page (not read yet): the pass sees as many
// distinct records as the server counts, but not that one. It is still on the server, so the
// pass must not delete it: it is looked up (the spec's q=) before anything unseen is deleted. The
// deleted one, read before it went, leaves at the next sync. Real sandbox over HTTP, real SQLite.
import { expect, it } from 'vitest';
import type { AddressBookApi } from '../../../electron/main/addressbook';
import type { RecipientResponse } from '../../../electron/shared/contract';
import { IDS } from '../../support/sandbox';
import { useAddressBookDesk } from './support/address-book-desk';
import { recipientBody } from './support/bodies';
import { openService } from './support/sandbox-session';
import { serverRecipients } from './support/server-view';

/** Set by the test: the next sync's list changes once its page 5 has come back. */
let shiftNextSync = false;
const moved: { hidden?: RecipientResponse; deleted?: RecipientResponse; inserted?: string } = {};

const desk = useAddressBookDesk({
  seedRecipients: 1_500,
  syncFirst: true,
  service: (dataDir, login) => {
    let changed: Promise<void> | null = null;
    const api: AddressBookApi = {
      ...login.api,
      listRecipients: async (params, watch) => {
        const shifting = shiftNextSync && params.q === undefined;
        // Pages after 5 are read from the changed list (those asked meanwhile wait at the server's door).
        if (shifting && params.page > 5) await changed;
        const answer = await login.api.listRecipients(params, watch);
        if (shifting && params.page === 5 && !changed) {
          changed = changeTheList(login.api);
          await changed;
        }
        return answer;
      },
    };
    return openService(dataDir, api, 4);
  },
});

async function changeTheList(api: AddressBookApi): Promise<void> {
  const before = await serverRecipients(api);
  moved.hidden = before[500]; // the first of page 6: moves onto page 5
  moved.deleted = before[20];
  await desk.sandbox.admin.deleteRecipient(IDS.demoLoja, moved.deleted!.id);
  // A name that sorts among the last pages (not read yet): the pass sees it, and the count agrees.
  moved.inserted = (await api.createRecipient(recipientBody('Zzzz Inserido Depois'))).id;
  const after = await serverRecipients(api);
  // The setting this test is about: the hidden record is now on a page the pass has read.
  expect(after.findIndex((record) => record.id === moved.hidden!.id)).toBe(499);
  expect(after.findIndex((record) => record.id === moved.inserted)).toBeGreaterThanOrEqual(500);
}

it('keeps a record still on the server that the shifting pages hid from a pass that agreed', async () => {
  expect(desk.book.list('recipient').total).toBe(1_500);
  shiftNextSync = true;
  const report = await desk.book.syncNow();
  shiftNextSync = false;
  expect(report.failure).toBeNull();
  const pull = report.pulls.find((p) => p.kind === 'recipient')!;
  // One pass, and it agreed: the count alone would have deleted the hidden record.
  expect(pull).toMatchObject({ complete: true, passes: 1, deleted: 0, kept: 1, differs: null });
  expect(desk.book.get('recipient', moved.hidden!.id)).toMatchObject({ state: 'synced', record: moved.hidden });
  expect(desk.book.get('recipient', moved.inserted!).state).toBe('synced');
});

it('drops the deleted one at the next sync, and then holds exactly what the server lists', async () => {
  const report = await desk.book.syncNow();
  expect(report.pulls.find((p) => p.kind === 'recipient')).toMatchObject({ complete: true, deleted: 1, kept: 0 });
  expect(() => desk.book.get('recipient', moved.deleted!.id)).toThrow();
  const now = await serverRecipients(desk.login.api);
  expect(desk.book.list('recipient').total).toBe(now.length);
  const local = new Set(desk.book.list('recipient', 1, now.length + 10).entries.map((entry) => entry.serverId));
  for (const record of now) expect(local.has(record.id)).toBe(true);
});
