import { describe, expect, it } from 'vitest';
import { newestFirst, trackingEventsPageSchema, trackingEventsResponseSchema } from '../../../electron/shared/contract';
import { ID, trackingEvent } from './fixtures';
import { issuesOf, parsed } from './helpers';

describe('tracking by code', () => {
  const response = () => ({
    trackingCode: 'QB123456789BR',
    shipmentId: ID.shipment,
    status: 'delivered',
    events: [trackingEvent()],
  });

  it('accepts events with a null location and requires the date', () => {
    expect(issuesOf(trackingEventsResponseSchema, response())).toEqual([]);
    const noPlace = { ...response(), events: [{ ...trackingEvent(), location: null }] };
    expect(issuesOf(trackingEventsResponseSchema, noPlace)).toEqual([]);
    const { location: _l, ...noLocationKey } = trackingEvent();
    expect(parsed(trackingEventsResponseSchema, { ...response(), events: [noLocationKey] }).events[0]?.location).toBe(
      null,
    );
    const undated = parsed(trackingEventsResponseSchema, {
      ...response(),
      events: [{ ...trackingEvent(), occurredAt: 'hoje' }, trackingEvent()],
    });
    expect(undated.events).toHaveLength(1);
    expect(undated.skipped).toEqual([
      { index: 0, issues: ['occurredAt: must be an ISO 8601 date-time, e.g. 2025-01-31T14:00:00-03:00'] },
    ]);
  });

  it('requires none of its fields, since the spec shows none', () => {
    expect(parsed(trackingEventsResponseSchema, {})).toEqual({ trackingCode: '', status: '', events: [] });
    const onlyEvents = parsed(trackingEventsResponseSchema, { events: [{ occurredAt: '2025-03-10 14:00:00-0300' }] });
    expect(onlyEvents.events).toEqual([
      { code: '', description: '', location: null, occurredAt: '2025-03-10T17:00:00.000Z' },
    ]);
    expect(parsed(trackingEventsResponseSchema, { events: [{ ...trackingEvent(), code: 'DELIVERED' }] }).status).toBe(
      'DELIVERED',
    );
  });

  it('orders events newest first for display', () => {
    const older = { ...trackingEvent(), code: 'PO-01', occurredAt: '2025-03-08T09:00:00-03:00' };
    const newer = { ...trackingEvent(), code: 'BDE-01', occurredAt: '2025-03-10T12:00:00Z' };
    expect(newestFirst([older, newer]).map((event) => event.code)).toEqual(['BDE-01', 'PO-01']);
  });
});

describe('tracking events of a shipment', () => {
  it('is a page with data, page, limit and total; missing paging reads as one whole page', () => {
    const page = { data: [trackingEvent()], page: 1, limit: 10, total: 1 };
    expect(issuesOf(trackingEventsPageSchema, page)).toEqual([]);
    const { limit: _omit, ...noLimit } = page;
    expect(parsed(trackingEventsPageSchema, noLimit).limit).toBe(1);
    expect(parsed(trackingEventsPageSchema, { data: null })).toEqual({ data: [], page: 1, limit: 1, total: 0 });
  });
});
