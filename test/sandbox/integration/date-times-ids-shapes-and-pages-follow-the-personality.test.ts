// What the spec allows in the form of an answer: ISO 8601 date-times in any form, ids of any
// UUID version, extra and null fields where a shape is open, and fewer items per page than
// asked. Each switch over HTTP, read back with the app's own contract schemas.
import { afterEach, describe, expect, it } from 'vitest';
import {
  createShipmentResponseSchema,
  dateTimeInstant,
  emitLabelReadySchema,
  labelDownloadResponseSchema,
  loginSessionResponseSchema,
  quoteResponseSchema,
  recipientListResponseSchema,
  trackingEventsPageSchema,
  trackingEventsResponseSchema,
} from '../../../electron/shared/contract';
import { IDS, type Personality } from '../../support/sandbox';
import { expectError, http, login, useLoggedInSandbox } from './client';
import { createShipment, emit, nationalQuote, quoteOption, shipmentFor } from './fixtures';
import { fetchBytes } from './pdf';

const live = useLoggedInSandbox({ accessTtl: 30 * 24 * 3600 });
afterEach(() => live.sandbox.admin.personality({ profile: 'default' }));

const sandboxNow = async () => Date.parse((await http(live.sandbox.url, 'GET', '/__sandbox/clock')).body.now as string);

describe('date-times', () => {
  const forms: Array<[Personality['timestamps'], RegExp]> = [
    ['utc', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/],
    ['offset', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/],
    ['basic-offset', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0300$/],
    ['no-offset', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/],
    ['space', /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d-03:00$/],
    ['fractions', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/],
    ['lowercase', /^\d{4}-\d\d-\d\dt\d\d:\d\d:\d\d\.\d{3}z$/],
  ];
  for (const [timestamps, form] of forms) {
    it(`are written ${timestamps} in answers and errors, naming the same instant`, async () => {
      await live.sandbox.admin.personality({ timestamps });
      const now = await sandboxNow();
      const reply = await live.api.post('/api/v1/quotes/simulate', nationalQuote());
      expect(reply.body.quotedAt).toMatch(form);
      expect(reply.body.shippingOptions[0].expiresAt).toMatch(form);
      expect(Math.abs((dateTimeInstant(reply.body.quotedAt as string) ?? 0) - now)).toBeLessThan(5_000);
      const quote = quoteResponseSchema.parse(reply.body);
      expect(Date.parse(quote.expiresAt) - Date.parse(quote.quotedAt)).toBeGreaterThan(0);
      const error = await live.api.get('/api/v1/nothing');
      expect(error.body.timestamp).toMatch(form);
      expectError(error, 404, '/api/v1/nothing');
    });
  }

  it('are written in every form in turn under loose-timestamps', async () => {
    await live.sandbox.admin.personality({ profile: 'loose-timestamps' });
    const reply = await live.api.post('/api/v1/quotes/simulate', nationalQuote());
    const written = [
      reply.body.quotedAt,
      reply.body.expiresAt,
      ...reply.body.shippingOptions.map((o: { expiresAt: string }) => o.expiresAt),
    ];
    expect(new Set(written.map((t: string) => t.length)).size).toBeGreaterThan(2);
    quoteResponseSchema.parse(reply.body);
  });
});

describe('ids of another UUID version', () => {
  const forms: Array<[Personality['uuids'], RegExp]> = [
    ['v1', /^[0-9a-f]{8}-[0-9a-f]{4}-1[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/],
    ['v7', /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/],
    ['nil-like', /^[0-9a-f]{8}-[0-9a-f]{4}-0[0-9a-f]{3}-[0-3][0-9a-f]{3}-[0-9a-f]{12}$/],
  ];
  for (const [uuids, form] of forms) {
    it(`are handed out as ${uuids} and accepted back through the whole purchase`, async () => {
      await live.sandbox.admin.personality({ uuids });
      const { session, api: client } = await login(live.sandbox.url);
      expect(session.userId).toMatch(form);
      for (const loja of session.lojas) expect(loja.id).toMatch(form);
      const option = await quoteOption(client);
      expect(option.quoteId).toMatch(form);
      expect(option.carrierId).toMatch(form);
      const created = createShipmentResponseSchema.parse(
        (await client.post('/api/v1/shipments', shipmentFor(option))).body,
      );
      expect(created.shipmentId).toMatch(form);
      const ready = emitLabelReadySchema.parse((await emit(client, created.shipmentId)).body);
      expect(ready.labelId).toMatch(form);
      expect(ready.shipmentId).toBe(created.shipmentId);
      const link = labelDownloadResponseSchema.parse(
        (await client.get(`/api/v1/labels/${ready.labelId}/download`)).body,
      );
      expect((await fetchBytes(link.downloadUrl)).status).toBe(200);
      const events = await client.get(`/api/v1/tracking/shipments/${created.shipmentId}/tracking-events`);
      expect(events.status).toBe(200);
      const tracked = trackingEventsResponseSchema.parse(
        (await client.get(`/api/v1/tracking/code/${ready.trackingCode}?refresh=false`)).body,
      );
      expect(tracked.shipmentId).toBe(created.shipmentId);
    });
  }
});

describe('extra and null fields where the spec leaves the shape open (loose-shapes)', () => {
  it('lojas after the first come without a name, with extra fields, and the app still reads every loja', async () => {
    await live.sandbox.admin.personality({ profile: 'loose-shapes' });
    const reply = await http(live.sandbox.url, 'POST', '/api/v1/auth/login', {
      body: { email: 'demo@shipping-station.test', senha: 'demo' },
    });
    expect(reply.body.expiresIn).toBe(900);
    expect(reply.body.lojas[0].name).toEqual(expect.any(String));
    expect(reply.body.lojas[1].name).toBeNull();
    const session = loginSessionResponseSchema.parse(reply.body);
    expect(session.lojas.map((l) => l.id)).toEqual([IDS.demoLoja, IDS.demoLowBalanceLoja]);
    expect(session.lojas[1]?.name).toBeUndefined();
  });

  it('quote options carry nulls and extras, recipient addresses an empty e-mail, and every answer still parses', async () => {
    await live.sandbox.admin.personality({ profile: 'loose-shapes' });
    const quote = await live.api.post('/api/v1/quotes/simulate', nationalQuote());
    expect(quote.body.shippingOptions[0]).toMatchObject({ carrierName: null, deliveryDaysMax: null, logoUrl: null });
    const read = quoteResponseSchema.parse(quote.body);
    expect(read.shippingOptions.length).toBe(quote.body.shippingOptions.length);
    expect(read.skipped).toBeUndefined();

    await live.sandbox.admin.seedRecipients(IDS.demoLoja, 3);
    const recipients = await live.api.get('/api/v1/recipients?pageSize=5');
    const withEmptyMail = recipients.body.data.filter(
      (r: { address?: { email?: unknown } }) => r.address?.email === '',
    );
    expect(withEmptyMail.length).toBeGreaterThan(0);
    const list = recipientListResponseSchema.parse(recipients.body);
    expect(list.data).toHaveLength(recipients.body.data.length);

    const { shipmentId } = await createShipment(live.api);
    const emitted = await emit(live.api, shipmentId);
    expect(emitted.body).toMatchObject({ receiptUrl: null, carrier: { name: null } });
    const ready = emitLabelReadySchema.parse(emitted.body);
    const tracked = await live.api.get(`/api/v1/tracking/code/${ready.trackingCode}?refresh=false`);
    expect(tracked.body.events[0]).toMatchObject({ details: null });
    expect(trackingEventsResponseSchema.parse(tracked.body).events.length).toBe(tracked.body.events.length);
  });
});

describe('pages capped below what was asked (capped-pages)', () => {
  it('answers 50 recipients when 100 are asked and echoes pageSize 50; the next page continues', async () => {
    await live.sandbox.admin.seedRecipients(IDS.demoLoja, 120);
    await live.sandbox.admin.personality({ profile: 'capped-pages' });
    const first = recipientListResponseSchema.parse(
      (await live.api.get('/api/v1/recipients?page=1&pageSize=100')).body,
    );
    expect(first.pageSize).toBe(50);
    expect(first.data).toHaveLength(50);
    expect(first.total).toBeGreaterThanOrEqual(120);
    const second = recipientListResponseSchema.parse(
      (await live.api.get('/api/v1/recipients?page=2&pageSize=100')).body,
    );
    expect(second.data).toHaveLength(50);
    expect(new Set([...first.data, ...second.data].map((r) => r.id)).size).toBe(100);
    const small = recipientListResponseSchema.parse((await live.api.get('/api/v1/recipients?pageSize=10')).body);
    expect(small.pageSize).toBe(10);
    const senders = await live.api.get('/api/v1/addresses?pageSize=100');
    expect(senders.body.pageSize).toBe(50);
  });

  it('caps the tracking events limit the same way', async () => {
    await live.sandbox.admin.personality({ maxPageSize: 2 });
    const { shipmentId } = await createShipment(live.api);
    await emit(live.api, shipmentId);
    await live.sandbox.admin.advanceClock(10 * 24 * 3600);
    const reply = await live.api.get(`/api/v1/tracking/shipments/${shipmentId}/tracking-events?limit=100`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const page = trackingEventsPageSchema.parse(reply.body);
    expect(page.limit).toBe(2);
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
  });
});
