// One database file, partitioned by (server, loja): switching loja or server shows only that
// loja's addresses, and each keeps its own.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RecordStore } from '../../../electron/main/addressbook/records';
import { RECIPIENTS } from '../../../electron/main/addressbook/kinds';
import { recipient } from './support/brazilian-records';
import { LOJA, localBook, type LocalBook } from './support/local-book';

const OTHER_LOJA = 'a0000000-0000-4000-8000-000000000003';
let local: LocalBook;
beforeAll(async () => {
  local = await localBook();
});
afterAll(() => local.close());

it('keeps each loja and each server apart in one file', () => {
  const { service, url } = local;
  const file = (scope: { server: string; tenantId: string }, name: string, n: number) => {
    const book = service.select(scope)!;
    const store = new RecordStore(service.db, book.partitionId, Date.now);
    service.db.tx(() => store.applyServerRecord(RECIPIENTS, recipient(scope.tenantId, n, { name }), 0));
    return book;
  };
  file({ server: url, tenantId: LOJA }, 'Helena Paulista', 1);
  file({ server: url, tenantId: OTHER_LOJA }, 'Helena Carioca', 2);
  file({ server: 'https://api.exemplo.com.br', tenantId: LOJA }, 'Helena Produção', 3);

  const seen = (scope: { server: string; tenantId: string }) =>
    service
      .select(scope)!
      .search('recipient', 'helena')
      .entries.map((e) => e.summary.name);
  expect(seen({ server: url, tenantId: LOJA })).toEqual(['Helena Paulista']);
  expect(seen({ server: url, tenantId: OTHER_LOJA })).toEqual(['Helena Carioca']);
  // A trailing slash is the same server.
  expect(seen({ server: 'https://api.exemplo.com.br/', tenantId: LOJA })).toEqual(['Helena Produção']);
  expect(service.select({ server: url, tenantId: LOJA })!.list('recipient').total).toBe(1);
  expect(existsSync(join(local.dir.path, 'addressbook.db'))).toBe(true);
});

it('refuses to use the address book before a loja is chosen', () => {
  local.service.select(null);
  expect(() => local.service.current()).toThrow(expect.objectContaining({ kind: 'loja-required' }));
});
