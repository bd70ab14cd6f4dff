// Issue 31.2: the spec promises no order, so a list changed while a desk pages through it shifts
// under the pages (three recipients inserted at the top push every later one down; deleted ones
// pull them up). Records inserted, renamed and deleted on the server in the middle of a first
// sync end up exactly once, renamed and gone: the sync ends only on a pass whose distinct
// records equal the server's total. Real sandbox over HTTP, real SQLite.
import { expect, it } from 'vitest';
import type { AddressBookApi } from '../../../electron/main/addressbook';
import type { RecipientResponse } from '../../../electron/shared/contract';
import { IDS } from '../../support/sandbox';
import { useAddressBookDesk } from './support/address-book-desk';
import { recipientBody } from './support/bodies';
import { openService } from './support/sandbox-session';
import { serverRecipients } from './support/server-view';

let onServer: RecipientResponse[] = [];
const changes = {
  inserted: [] as string[],
  renamed: [] as Array<{ id: string; name: string }>,
  deleted: [] as string[],
};
const desk = useAddressBookDesk({
  seedRecipients: 1_500,
  service: (dataDir, login) => {
    let change: Promise<void> | null = null;
    let done = () => {};
    const changed = new Promise<void>((resolve) => (done = resolve));
    // Once page 5 has come back, another system changes the list; the desk's later pages are
    // read from the changed list (those asked meanwhile wait for the change at the server's door).
    const api: AddressBookApi = {
      ...login.api,
      listRecipients: async (params, watch) => {
        if (params.page > 5) await changed;
        const answer = await login.api.listRecipients(params, watch);
        if (params.page === 5 && !change) {
          change = changeTheList(login.api);
          await change;
          done();
        }
        return answer;
      },
    };
    return openService(dataDir, api, 4);
  },
});

async function changeTheList(api: AddressBookApi): Promise<void> {
  const { admin } = desk.sandbox;
  onServer = await serverRecipients(api);
  // Names that sort first: they land on page 1, already read, and shift every page after it.
  for (const name of ['Aaron Inserido 1', 'Aaron Inserido 2', 'Aaron Inserido 3']) {
    changes.inserted.push((await api.createRecipient(recipientBody(name))).id);
  }
  // One on an early page (read before the change) and one on a late page (not yet read).
  for (const at of [50, 1_300]) {
    const record = onServer[at]!;
    const name = `${record.name} Renomeado`;
    await admin.renameRecipient(IDS.demoLoja, record.id, name);
    changes.renamed.push({ id: record.id, name });
  }
  for (const at of [20, 900, 1_400]) {
    await admin.deleteRecipient(IDS.demoLoja, onServer[at]!.id);
    changes.deleted.push(onServer[at]!.id);
  }
}

it("ends the first sync with exactly the server's records: inserted once, renamed, deleted gone", async () => {
  const report = await desk.book.syncNow();
  expect(report.failure).toBeNull();
  expect(changes.deleted).toHaveLength(3);
  const pull = report.pulls.find((p) => p.kind === 'recipient')!;
  // The first pass could not agree (the list moved under it); a later one did.
  expect(pull.passes).toBeGreaterThanOrEqual(2);
  expect(pull).toMatchObject({ complete: true, differs: null });

  const now = await serverRecipients(desk.login.api);
  expect(desk.book.list('recipient').total).toBe(now.length);
  const local = new Set(desk.book.list('recipient', 1, now.length + 10).entries.map((entry) => entry.serverId));
  expect(local.size).toBe(now.length);
  for (const record of now) expect(local.has(record.id)).toBe(true);
  for (const id of changes.inserted) expect(desk.book.get('recipient', id).state).toBe('synced');
  for (const { id, name } of changes.renamed) {
    expect(desk.book.get('recipient', id)).toMatchObject({ record: { name } });
  }
  for (const id of changes.deleted) expect(() => desk.book.get('recipient', id)).toThrow();
  expect(desk.book.search('recipient', 'aaron inserido').entries).toHaveLength(3);
});

it('writes nothing on the next sync: the first one already holds every change', async () => {
  const again = await desk.book.syncNow();
  expect(again.pulls.map((p) => [p.changed, p.deleted, p.passes])).toEqual([
    [0, 0, 1],
    [0, 0, 1],
  ]);
});
