// A sync's batch hands its new rows their rids from one read of the table (records.ts newRids):
// each new record is one row, a record two shifted pages both listed is still one, and an entry
// typed at the desk between two batches keeps its row, its search and its pending state.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RecipientResponse } from '../../../electron/shared/contract';
import { PassWriter, type PageToWrite } from '../../../electron/main/addressbook/pass-writer';
import { SyncState } from '../../../electron/main/addressbook/sync-state';
import { recipientBody } from '../../integration/addressbook/support/bodies';
import { brazilianRecipients } from './support/brazilian-records';
import { LOJA, localBook, type LocalBook } from './support/local-book';

let local: LocalBook;
beforeAll(async () => {
  local = await localBook();
});
afterAll(() => local.close());

const rows = () =>
  local.service.db.all<{ rid: number; server_id: string | null; outbox_id: number | null }>(
    'SELECT rid, server_id, outbox_id FROM recipients ORDER BY rid',
  );

it('files every new record of a batch once, after and between entries typed at the desk', async () => {
  const typedFirst = await local.book.create('recipient', recipientBody('Tereza Digitada Antes'));
  const records = [...brazilianRecipients(250, { lojaId: LOJA, seed: 31 })];
  const pass = new SyncState(local.service.db, local.book.partitionId).openPass('recipient', Date.now());
  const writer = new PassWriter(local.service.db, local.book.partitionId);
  const shape = { pageSize: 100, total: records.length };
  // Pages 1 and 2, the second listing again the last record of the first (the list shifted).
  const first: PageToWrite[] = [
    { page: 1, records: records.slice(0, 100), skipped: 0 },
    { page: 2, records: records.slice(99, 199), skipped: 0 },
  ];
  expect(writer.write('recipient', pass.generation, first, shape, false, Date.now())).toMatchObject({
    changed: 199,
    seen: 199,
  });

  const typedBetween = await local.book.create('recipient', recipientBody('Joaquim Digitado Entre'));
  const second: PageToWrite[] = [{ page: 3, records: records.slice(199), skipped: 0 }];
  expect(writer.write('recipient', pass.generation, second, shape, true, Date.now())).toMatchObject({
    changed: 51,
    seen: 250,
  });

  const all = rows();
  expect(all).toHaveLength(252);
  expect(new Set(all.map((row) => row.rid)).size).toBe(252);
  expect(all.filter((row) => row.server_id !== null).map((row) => row.server_id)).toEqual(records.map((r) => r.id));
  // The entries typed at the desk kept their rows, and the batches came after each of them.
  const typedRows = all.filter((row) => row.server_id === null);
  expect(typedRows.map((row) => row.outbox_id)).toEqual([typedFirst.entry.outboxId, typedBetween.entry.outboxId]);
  expect(all[0]!.outbox_id).toBe(typedFirst.entry.outboxId);
  expect(all[200]!.outbox_id).toBe(typedBetween.entry.outboxId);

  // Each is found as the operator types it: the records of either batch, and the typed entries still pending.
  const found = (record: RecipientResponse) =>
    local.book.search('recipient', record.cpfCnpj ?? '').entries.map((entry) => entry.serverId);
  for (const record of [records[0]!, records[99]!, records[198]!, records[249]!]) {
    expect(found(record)).toEqual([record.id]);
  }
  for (const [name, typed] of [
    ['tereza digitada', typedFirst],
    ['joaquim digitado', typedBetween],
  ] as const) {
    expect(local.book.search('recipient', name).entries.map((e) => [e.key, e.state])).toEqual([
      [typed.entry.key, 'pending'],
    ]);
  }
});
