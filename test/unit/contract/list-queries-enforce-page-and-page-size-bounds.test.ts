import { describe, expect, it } from 'vitest';
import {
  listQuerySchema,
  recipientListQuerySchema,
  senderListQuerySchema,
  trackingByCodeQuerySchema,
  trackingEventsQuerySchema,
} from '../../../electron/shared/contract';
import { issuesOf, parsed } from './helpers';

describe('sender and recipient list queries', () => {
  it('are the same rule for both lists on the server side, and the station adds only its search limit', () => {
    expect(senderListQuerySchema).toBe(recipientListQuerySchema);
    expect(Object.keys(senderListQuerySchema.shape)).toEqual(Object.keys(listQuerySchema.shape));
  });

  it('default to page 1 of 20 when nothing is asked', () => {
    expect(parsed(listQuerySchema, {})).toEqual({ page: 1, pageSize: 20 });
  });

  it.each([1, 100, '1', '100'])('accept pageSize %j', (pageSize) => {
    expect(parsed(listQuerySchema, { pageSize }).pageSize).toBe(Number(pageSize));
  });

  it.each([
    [0, 'pageSize: must be at least 1'],
    [101, 'pageSize: must be at most 100'],
    ['0', 'pageSize: must be at least 1'],
    ['101', 'pageSize: must be at most 100'],
  ])('refuse pageSize %j', (pageSize, line) => {
    expect(issuesOf(listQuerySchema, { pageSize })).toEqual([line]);
  });

  it('refuses page 0 and a fractional page, accepts page 1 and a search text', () => {
    expect(issuesOf(listQuerySchema, { page: 0 })).toEqual(['page: must be at least 1']);
    expect(issuesOf(listQuerySchema, { page: '1.5' })).toEqual(['page: must be a whole number']);
    expect(parsed(listQuerySchema, { page: '1', q: 'Lima' })).toEqual({ page: 1, pageSize: 20, q: 'Lima' });
  });
});

describe('tracking queries', () => {
  it('page events 10 at a time from page 1 by default, limit at least 1', () => {
    expect(parsed(trackingEventsQuerySchema, {})).toEqual({ page: 1, limit: 10 });
    expect(parsed(trackingEventsQuerySchema, { limit: '1', page: '3' })).toEqual({ page: 3, limit: 1 });
    expect(issuesOf(trackingEventsQuerySchema, { limit: 0 })).toEqual(['limit: must be at least 1']);
    expect(issuesOf(trackingEventsQuerySchema, { page: 0 })).toEqual(['page: must be at least 1']);
  });

  it('by code requires the refresh parameter', () => {
    expect(parsed(trackingByCodeQuerySchema, { refresh: 'false' })).toEqual({ refresh: 'false' });
    expect(issuesOf(trackingByCodeQuerySchema, {})).toEqual(['refresh: is required']);
  });
});
