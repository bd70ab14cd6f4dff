// Issue 3, robust: a restart with the same data dir keeps accounts, sessions, stores, wallets,
// senders, recipients, quotes, shipments, labels, DACEs, signed URLs and the sandbox clock.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { Api, http, login } from './client';
import { createShipment, dceInvoice, emit, quoteOption, shipmentFor } from './fixtures';
import { fetchBytes } from './pdf';

let dataDir: string;
let sandbox: TestSandbox;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sandbox-restart-'));
});
afterAll(async () => {
  await sandbox?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('keeps everything across a restart with the same data dir', async () => {
  sandbox = await startTestSandbox({ dataDir });
  const { session, api } = await login(sandbox.url);
  const sender = await api.post('/api/v1/addresses', {
    name: 'Persistente',
    phone: '11999990000',
    street: 'Rua A',
    number: '1',
    district: 'Centro',
    city: 'Santos',
    state: 'SP',
    zip: '11010000',
    cpfCnpj: '52998224725',
  });
  const recipient = await api.post('/api/v1/recipients', {
    name: 'Cliente Persistente',
    cpfCnpj: '11144477735',
    phone: '11999990000',
    address: {
      name: 'Casa',
      personName: 'Cliente',
      phone: '11999990000',
      street: 'Rua B',
      number: '2',
      district: 'Centro',
      city: 'Santos',
      state: 'SP',
      zip: '11010000',
      country: 'BR',
    },
  });
  const { shipmentId } = await createShipment(api, dceInvoice);
  const ready = (await emit(api, shipmentId)).body;
  await api.post(`/api/v1/fiscal-documents/shipments/${shipmentId}/dace`, { tipoDace: 'T' });
  const labelUrl = (await api.get(`/api/v1/labels/${ready.labelId}/download`)).body.downloadUrl as string;
  const labelBytes = (await fetchBytes(labelUrl)).bytes;
  const pending = await quoteOption(api, 'SEDEX');
  await sandbox.admin.setWallet(IDS.demoLowBalanceLoja, 12_345);
  await sandbox.admin.advanceClock(120);
  const walletsBefore = await sandbox.admin.wallets();
  await sandbox.close();

  sandbox = await startTestSandbox({ dataDir });
  // The URLs handed out before still point at this dir's data; only the port changed.
  const moved = (url: string) => url.replace(/^http:\/\/127\.0\.0\.1:\d+/, sandbox.url);
  const again = new Api(sandbox.url, session.accessToken, api.lojaId);

  expect((await http(sandbox.url, 'GET', '/__sandbox/clock')).body.offsetSeconds).toBe(120);
  expect(await sandbox.admin.wallets()).toEqual(walletsBefore);
  expect((await again.get(`/api/v1/addresses?q=persistente`)).body.data[0]?.id).toBe(sender.body.id);
  expect((await again.get(`/api/v1/recipients?q=persistente`)).body.data[0]?.id).toBe(recipient.body.id);

  const reEmit = (await emit(again, shipmentId)).body;
  expect(reEmit).toMatchObject({
    labelId: ready.labelId,
    trackingCode: ready.trackingCode,
    transactionId: ready.transactionId,
    chargeAlreadyCaptured: true,
  });
  expect((await fetchBytes(moved(labelUrl))).bytes).toEqual(labelBytes);
  const dace = (await again.get(`/api/v1/fiscal-documents/shipments/${shipmentId}/dace`)).body;
  expect(dace).toMatchObject({ generated: true, document: { tipoDace: 'T' } });
  expect((await again.get(`/api/v1/tracking/code/${ready.trackingCode}?refresh=false`)).status).toBe(200);

  // A quote made before the restart still creates a shipment.
  expect((await again.post('/api/v1/shipments', shipmentFor(pending))).status).toBe(201);
  // The session survives too: its refresh token rotates.
  expect(
    (await http(sandbox.url, 'POST', '/api/v1/auth/refresh', { body: { token: session.refreshToken } })).status,
  ).toBe(200);
});
