// Spec 4.10: tracking by code and by shipment; events appear as the sandbox clock moves.
import { describe, expect, it } from 'vitest';
import { trackingEventsPageSchema, trackingEventsResponseSchema } from '../../../electron/shared/contract';
import { IDS } from '../../support/sandbox';
import { expectError, useLoggedInSandbox } from './client';
import { createInternationalShipment, createShipment, emit } from './fixtures';

const live = useLoggedInSandbox({ accessTtl: 365 * 24 * 3600 });

const byCode = (code: string) => `/api/v1/tracking/code/${code}`;
const byShipment = (id: string) => `/api/v1/tracking/shipments/${id}/tracking-events`;

describe('tracking', () => {
  it('goes from posted to delivered as simulated days pass, newest first', async () => {
    const { shipmentId } = await createShipment(live.api, {}, 'SEDEX');
    const { trackingCode } = (await emit(live.api, shipmentId)).body as { trackingCode: string };
    const first = trackingEventsResponseSchema.parse(
      (await live.api.get(`${byCode(trackingCode)}?refresh=false`)).body,
    );
    expect(first).toMatchObject({ trackingCode, shipmentId, status: 'POSTED' });
    expect(first.events.map((e) => e.code)).toEqual(['POSTED']);
    expect(first.events[0]?.location).toBe('São Paulo - SP');

    await live.sandbox.admin.advanceClock(7 * 3600);
    expect(
      trackingEventsResponseSchema.parse((await live.api.get(`${byCode(trackingCode)}?refresh=true`)).body).status,
    ).toBe('IN_TRANSIT');

    await live.sandbox.admin.advanceClock(10 * 24 * 3600);
    const done = trackingEventsResponseSchema.parse(
      (await live.api.get(`${byCode(trackingCode.toLowerCase())}?refresh=true`)).body,
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
    const { shipmentId } = await createInternationalShipment(live.api);
    const empty = trackingEventsPageSchema.parse((await live.api.get(byShipment(shipmentId))).body);
    expect(empty).toEqual({ data: [], page: 1, limit: 10, total: 0 });
    await emit(live.api, shipmentId);
    await live.sandbox.admin.advanceClock(30 * 24 * 3600);
    const all = trackingEventsPageSchema.parse((await live.api.get(byShipment(shipmentId))).body);
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.data[0]?.code).toBe('DELIVERED');
    const second = trackingEventsPageSchema.parse(
      (await live.api.get(`${byShipment(shipmentId)}?page=2&limit=2`)).body,
    );
    expect(second).toMatchObject({ page: 2, limit: 2, total: all.total });
    expect(second.data).toEqual(all.data.slice(2, 4));
    for (const query of ['page=0', 'limit=0', 'limit=x'])
      expectError(await live.api.get(`${byShipment(shipmentId)}?${query}`), 400, byShipment(shipmentId));
  });

  it('requires the refresh query (400) and answers 404 for unknown codes, shipments and other stores', async () => {
    const { shipmentId } = await createShipment(live.api);
    const { trackingCode } = (await emit(live.api, shipmentId)).body as { trackingCode: string };
    expect(expectError(await live.api.get(byCode(trackingCode)), 400, byCode(trackingCode)).join()).toMatch(/refresh/);
    expectError(await live.api.get(`${byCode('XX000000000BR')}?refresh=false`), 404, byCode('XX000000000BR'));
    expectError(
      await live.api.as(IDS.demoLowBalanceLoja).get(`${byCode(trackingCode)}?refresh=false`),
      404,
      byCode(trackingCode),
    );
    expectError(await live.api.as(IDS.demoLowBalanceLoja).get(byShipment(shipmentId)), 404, byShipment(shipmentId));
    expectError(
      await live.api.get(byShipment('00000000-0000-4000-8000-000000000000')),
      404,
      byShipment('00000000-0000-4000-8000-000000000000'),
    );
  });
});
