// The tolerant reader at the address book's sync: a page with one record the app cannot read is
// still used (the others land), the unreadable one is reported, and since the pull did not see
// every record it deletes nothing: a record the app failed to read is never taken for one the
// server dropped. The server is a local HTTP stand-in (the sandbox never sends a broken record);
// the app's own HTTP client, contract and address book run for real.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addressBookApiFor, type AddressBook, type AddressBookService } from '../../../electron/main/addressbook';
import { createHttp } from '../../../electron/main/api';
import { silentLogger } from '../../../electron/main/log/logger';
import { FAKE_LOJA, json, startFakeApi, type FakeApi } from '../core/fake-api';
import { openService, tempDir, type TempDir } from './support/sandbox-session';
import { RIO_CENTRO } from '../../support/addresses';

const recipient = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `7b000000-0000-4000-8000-00000000000${n}`,
  lojaId: FAKE_LOJA,
  name: `Cliente ${n}`,
  cpfCnpj: '52998224725',
  phone: '21999998888',
  email: null,
  notes: null,
  addressId: `8c000000-0000-4000-8000-00000000000${n}`,
  lastUsedAt: null,
  createdAt: '2025-03-10 14:30:00-0300',
  updatedAt: '2025-03-10T14:30:00',
  address: {
    id: `8c000000-0000-4000-8000-00000000000${n}`,
    name: 'Casa',
    personName: `Cliente ${n}`,
    phone: '21999998888',
    email: '',
    street: 'Rua A',
    number: '1',
    complement: null,
    ...RIO_CENTRO,
  },
  ...overrides,
});

let listed = [recipient(1), recipient(2), recipient(3)];
let server: FakeApi;
let dir: TempDir;
let service: AddressBookService;
let book: AddressBook;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /api/v1/recipients': (_req, res) =>
      json(res, 200, { data: listed, page: 1, pageSize: 100, total: listed.length }),
    'GET /api/v1/addresses': (_req, res) => json(res, 200, { data: [], page: 1, pageSize: 100, total: 0 }),
  });
  const http = createHttp({ baseUrl: server.url, logger: silentLogger(), retry: { limit: 0 } });
  const auth = { credentials: () => ({ accessToken: 'token', tenantId: FAKE_LOJA }), refreshAfter401: async () => {} };
  const scope = { server: server.url, tenantId: FAKE_LOJA };
  dir = await tempDir();
  service = openService(dir.path, addressBookApiFor(http, auth, scope));
  book = service.select(scope)!;
});
afterAll(async () => {
  await service.close();
  await server.close();
  await dir.remove();
});

it('syncs records written with basic offsets, zone-less times and empty address e-mails', async () => {
  const report = await book.syncNow();
  expect(report.failure).toBeNull();
  expect(report.pulls.find((p) => p.kind === 'recipient')).toMatchObject({ seen: 3, skipped: 0, complete: true });
  expect(book.list('recipient', 1, 100).total).toBe(3);
});

it('keeps the readable records of a page with an unreadable one, reports it, and deletes nothing', async () => {
  listed = [recipient(1), recipient(2, { createdAt: 'ontem' }), recipient(3)];
  const report = await book.syncNow();
  expect(report.failure).toBeNull();
  expect(report.pulls.find((p) => p.kind === 'recipient')).toMatchObject({ seen: 2, skipped: 1, complete: false });
  expect(book.list('recipient', 1, 100).total).toBe(3);
  expect(book.get('recipient', recipient(2).id)).toMatchObject({ state: 'synced', record: { name: 'Cliente 2' } });
});
