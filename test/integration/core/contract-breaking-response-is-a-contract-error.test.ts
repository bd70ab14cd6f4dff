import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStation, type Station } from '../../../electron/main/app/station';
import { createMemoryVault } from '../../../electron/main/session/vault/secret-vault';
import { CUBE_QUOTE, FAKE_LOJA, json, loginRoute, startFakeApi, type FakeApi } from './fake-api';
import { spoken } from '../../support/said';

let api: FakeApi;
let station: Station;
let dataDir: string;
afterEach(async () => {
  await station?.close();
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const sender = {
  id: 'ad000000-0000-4000-8000-000000000001',
  lojaId: FAKE_LOJA,
  addressType: 'SENDER',
  name: 'S',
  personName: 'P',
  phone: '1',
  street: 's',
  number: '1',
  district: 'd',
  city: 'c',
  state: 'SP',
  zip: '01310100',
  country: 'BR',
  isDefault: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

async function setup() {
  api = await startFakeApi({
    'POST /api/v1/auth/login': loginRoute,
    'GET /api/v1/addresses': (_req, res) =>
      json(res, 200, { data: [sender, { ...sender, id: 'not-a-uuid' }], total: 2, page: 1, pageSize: 20 }),
    'GET /api/v1/recipients': (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops</html>'),
    'POST /api/v1/quotes/simulate': (_req, res) =>
      json(res, 200, { shippingOptions: [], quotedAt: '2025-01-01T00:00:00.000Z' }),
    'GET /api/v1/fiscal-documents/shipments/00000000-0000-4000-8000-000000000001/dace': (_req, res) =>
      json(res, 200, {
        shipmentId: '00000000-0000-4000-8000-000000000001',
        available: true,
        generated: false,
        document: null,
        surprise: 1,
      }),
  });
  dataDir = await mkdtemp(join(tmpdir(), 'station-contract-'));
  station = await createStation({ dataDir, apiBaseUrl: api.url, vault: createMemoryVault() });
  await station.session.login({ email: 'op@example.com', senha: 'x' });
}

describe('a response that breaks the contract', () => {
  it('becomes a contract error naming the field in the operator’s language, never a crash or a half-read value', async () => {
    await setup();
    const quote = await station.registry.invoke('quotes:simulate', CUBE_QUOTE);
    expect(quote).toMatchObject({ ok: false, error: { kind: 'contract', field: 'expiresAt' } });
    // The call and the station's check line, in the operator's language (pt-BR here), never zod's
    // English: for support, under "Detalhes" (issue 29.7).
    if (!quote.ok)
      expect(quote.error.quoted).toEqual({
        source: 'system',
        lines: ['POST /api/v1/quotes/simulate', 'expiresAt: é obrigatório'],
      });

    const dace = await station.registry.invoke('dace:get', { shipmentId: '00000000-0000-4000-8000-000000000001' });
    expect(dace).toMatchObject({ ok: false, error: { kind: 'contract' } });
    if (!dace.ok) expect(spoken(dace.error)).toContain('surprise');
  });

  it('one unreadable item of a list page is skipped and logged, and the rest of the page is used', async () => {
    await setup();
    const list = await station.registry.invoke('senders:list', {});
    expect(list).toMatchObject({
      ok: true,
      value: { data: [{ id: sender.id }], total: 2, skipped: [{ index: 1, issues: ['id: must be a UUID'] }] },
    });
    const log = await readFile(join(dataDir, 'logs', 'station.log'), 'utf8');
    const line = log.split('\n').find((l) => l.includes('api skipped list items'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ path: '/api/v1/addresses', skipped: [{ index: 1 }] });
    expect(line).not.toContain('not-a-uuid');
  });

  it('a body that is not JSON is a contract error too', async () => {
    await setup();
    expect(await station.registry.invoke('recipients:list', {})).toMatchObject({
      ok: false,
      error: { kind: 'contract', said: expect.objectContaining({ key: 'api.notJson' }) },
    });
  });
});
