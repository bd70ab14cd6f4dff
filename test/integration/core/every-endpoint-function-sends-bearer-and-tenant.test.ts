import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_SP, SP_CENTRO_STREET } from '../../support/addresses';
import { IDS, nationalQuote, nationalShipment, rioRecipient, startCoreFixture, type CoreFixture } from './core-fixture';

// One flow through every endpoint function of spec section 4 against the sandbox, then a check
// of the headers of every request the station sent.
let fx: CoreFixture;
beforeAll(async () => {
  fx = await startCoreFixture();
  await fx.loginDemo();
});
afterAll(async () => fx?.close());

describe('API client: every endpoint function', () => {
  it('senders and recipients: create and list (4.3, 4.4)', async () => {
    const { api } = fx.station;
    const sender = await api.createSender({
      name: 'Expedição Norte',
      phone: '11912345678',
      ...SP_CENTRO_STREET,
      cpfCnpj: '11222333000181',
    });
    expect(sender).toMatchObject({ lojaId: IDS.demoLoja, addressType: 'SENDER', country: 'BR', isDefault: false });
    const senders = await api.listSenders({ q: 'Norte' });
    expect(senders.data.map((s) => s.id)).toContain(sender.id);

    const recipient = await api.createRecipient(rioRecipient);
    expect(recipient.address?.zip).toBe('20040002');
    const recipients = await api.listRecipients({ q: '52998224725', pageSize: 100 });
    expect(recipients.data.map((r) => r.id)).toContain(recipient.id);
  });

  it('quote → shipment → emit → download → DACE → tracking (4.5–4.10)', async () => {
    const { api } = fx.station;
    const quote = await api.simulateQuote(nationalQuote);
    const option = quote.shippingOptions[0]!;
    const created = await api.createShipment(nationalShipment(option));
    expect(created.status).toBe('created');

    const emitted = await api.emitLabel(created.shipmentId);
    expect(emitted.status).toBe('READY');
    if (emitted.status !== 'READY') return;
    const again = await api.emitLabel(created.shipmentId);
    expect(again).toMatchObject({ status: 'READY', labelId: emitted.labelId, chargeAlreadyCaptured: true });

    const download = await api.downloadLabel(emitted.labelId);
    const file = await api.downloadFile(download.downloadUrl);
    expect(Buffer.from(file.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(file.contentType).toContain('pdf');

    const generated = await api.generateDace(created.shipmentId, 'T');
    expect(generated).toMatchObject({ shipmentId: created.shipmentId, generated: true });
    expect((await api.getDace(created.shipmentId)).available).toBe(true);
    const dace = await api.downloadDace(created.shipmentId);
    expect(dace.type).toBe('DACE_THERMAL');
    expect(dace.dados?.startsWith('^XA')).toBe(true);

    const byCode = await api.trackByCode(emitted.trackingCode);
    expect(byCode).toMatchObject({ trackingCode: emitted.trackingCode, shipmentId: created.shipmentId });
    const page = await api.trackShipment(created.shipmentId, { page: 1, limit: 5 });
    expect(page).toMatchObject({ page: 1, limit: 5 });
  });

  it('international quote and a PENDING emission (202)', async () => {
    const { api } = fx.station;
    const quote = await api.simulateInternationalQuote({
      originCep: '01310100',
      destinationPostalCode: '10001',
      destinationCountryCode: 'US',
      destinationCity: 'New York',
      peso: 0.5,
      comprimento: 20,
      largura: 15,
      altura: 5,
    });
    const option = quote.shippingOptions[0]!;
    const created = await api.createShipment({
      quoteId: option.quoteId,
      carrierId: option.carrierId,
      serviceLevelId: option.serviceLevelId,
      originAddress: ORIGIN_SP,
      destAddress: {
        name: 'John Smith',
        personName: 'John Smith',
        phone: '+1 212 555 0100',
        street: '5th Avenue',
        number: '350',
        city: 'New York',
        state: 'NY',
        zip: '10001',
        country: 'US',
      },
      parcel: { format: '2', weightKg: 0.5, lengthCm: 20, widthCm: 15, heightCm: 5, contentDescription: 'Books' },
    });
    const emitted = await api.emitLabel(created.shipmentId);
    expect(emitted).toMatchObject({ status: 'PENDING', shipmentId: created.shipmentId });
  });

  it('every protected request carried the bearer token and X-Tenant-Id of the chosen loja; login and refresh carried neither', () => {
    const auth = fx.requests.filter((r) => r.path.startsWith('/api/v1/auth/'));
    const api = fx.requests.filter((r) => r.path.startsWith('/api/v1/') && !r.path.startsWith('/api/v1/auth/'));
    const files = fx.requests.filter((r) => !r.path.startsWith('/api/v1/'));
    expect(api.length).toBeGreaterThanOrEqual(17);
    for (const request of api) {
      expect(request.tenant, `${request.method} ${request.path}`).toBe(IDS.demoLoja);
      expect(request.authorization, `${request.method} ${request.path}`).toMatch(/^Bearer \S{16,}$/);
    }
    for (const request of [...auth, ...files]) {
      expect(request.authorization).toBeNull();
      expect(request.tenant).toBeNull();
    }
    const paths = new Set(
      api.map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}|[A-Z]{2}\d{9}[A-Z]{2}/g, ':id')}`),
    );
    expect([...paths].sort()).toEqual([
      'GET /api/v1/addresses',
      'GET /api/v1/fiscal-documents/shipments/:id/dace',
      'GET /api/v1/fiscal-documents/shipments/:id/dace/download',
      'GET /api/v1/labels/:id/download',
      'GET /api/v1/recipients',
      'GET /api/v1/tracking/code/:id',
      'GET /api/v1/tracking/shipments/:id/tracking-events',
      'POST /api/v1/addresses',
      'POST /api/v1/fiscal-documents/shipments/:id/dace',
      'POST /api/v1/labels/shipments/:id/emit',
      'POST /api/v1/quotes/simulate',
      'POST /api/v1/quotes/simulate-international',
      'POST /api/v1/recipients',
      'POST /api/v1/shipments',
    ]);
  });
});
