// Spec 4.10: tracking by code and by shipment; events appear as the sandbox clock moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEventsPageSchema, trackingEventsResponseSchema } from '../../../electron/shared/contract';
import { IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { expectError, login, type Api } from './client';
import { createInternationalShipment, createShipment, emit } from './fixtures';

let sandbox: TestSandbox;
let api: Api;
beforeAll(async () => {
  sandbox = await startTestSandbox({ accessTtl: 365 * 24 * 3600 });
  api = (await login(sandbox.url)).api;
});
afterAll(() => sandbox.close());

const byCode = (code: string) => `/api/v1/tracking/code/${code}`;
const byShipment = (id: string) => `/api/v1/tracking/shipments/${id}/tracking-events`;

describe('tracking', () => {
  it('goes from posted to delivered as simulated days pass, newest first', async () => {
    const { shipmentId } = await createShipment(api, {}, 'SEDEX');
    const { trackingCode } = (await emit(api, shipmentId)).body as { trackingCode: string };
    const first = trackingEventsResponseSchema.parse((await api.get(`${byCode(trackingCode)}?refresh=false`)).body);
    expect(first).toMatchObject({ trackingCode, shipmentId, status: 'POSTED' });
    expect(first.events.map((e) => e.code)).toEqual(['POSTED']);
    expect(first.events[0]?.location).toBe('São Paulo - SP');

    await sandbox.admin.advanceClock(7 * 3600);
    expect(
      trackingEventsResponseSchema.parse((await api.get(`${byCode(trackingCode)}?refresh=true`)).body).status,
    ).toBe('IN_TRANSIT');

    await sandbox.admin.advanceClock(10 * 24 * 3600);
    const done = trackingEventsResponseSchema.parse(
      (await api.get(`${byCode(trackingCode.toLowerCase())}?refresh=true`)).body,
    );
    expect(done.status).toBe('DELIVERED');
    const codes = done.events.map((e) => e.code);
    expect(codes[0]).toBe('DELIVERED');
    expect(codes[1]).toBe('OUT_FOR_DELIVERY');
    expect(codes.at(-1)).toBe('POSTED');
    expect(codes.filter((c) => c === 'IN_TRANSIT').length).toBeGreaterThanOrEqual(1);
    const times = done.events.map((e) => Date.parse(e.occurredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(done.events[0]?.location).toBe('Rio de Janeiro - RJ');
  });

  it('pages the history of a shipment as { data, page, limit, total }', async () => {
    const { shipmentId } = await createInternationalShipment(api);
    const empty = trackingEventsPageSchema.parse((await api.get(byShipment(shipmentId))).body);
    expect(empty).toEqual({ data: [], page: 1, limit: 10, total: 0 });
    await emit(api, shipmentId);
    await sandbox.admin.advanceClock(30 * 24 * 3600);
    const all = trackingEventsPageSchema.parse((await api.get(byShipment(shipmentId))).body);
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.data[0]?.code).toBe('DELIVERED');
    const second = trackingEventsPageSchema.parse((await api.get(`${byShipment(shipmentId)}?page=2&limit=2`)).body);
    expect(second).toMatchObject({ page: 2, limit: 2, total: all.total });
    expect(second.data).toEqual(all.data.slice(2, 4));
    for (const query of ['page=0', 'limit=0', 'limit=x'])
      expectError(await api.get(`${byShipment(shipmentId)}?${query}`), 400, byShipment(shipmentId));
  });

  it('requires the refresh query (400) and answers 404 for unknown codes, shipments and other stores', async () => {
    const { shipmentId } = await createShipment(api);
    const { trackingCode } = (await emit(api, shipmentId)).body as { trackingCode: string };
    expect(expectError(await api.get(byCode(trackingCode)), 400, byCode(trackingCode)).join()).toMatch(/refresh/);
    expectError(await api.get(`${byCode('XX000000000BR')}?refresh=false`), 404, byCode('XX000000000BR'));
    expectError(
      await api.as(IDS.demoLowBalanceLoja).get(`${byCode(trackingCode)}?refresh=false`),
      404,
      byCode(trackingCode),
    );
    expectError(await api.as(IDS.demoLowBalanceLoja).get(byShipment(shipmentId)), 404, byShipment(shipmentId));
    expectError(
      await api.get(byShipment('00000000-0000-4000-8000-000000000000')),
      404,
      byShipment('00000000-0000-4000-8000-000000000000'),
    );
  });
});
