// Spec 2.13 names the tracking responses but shows none of their fields. So the app requires
// nothing of them but an object: each field the project's sandbox serves is read when present
// and well-formed, extra fields are kept, and what is missing gets a neutral value (no code,
// no status, a page of what came). An event without a readable time cannot be placed on a
// timeline: it is left out and reported in `skipped`, never the whole history.
import { z } from 'zod';
import { dateTime, uuid } from './primitives';
import { displayText, parseListItems, reported, type SkippedItem } from './tolerant';

export const trackingEventSchema = z
  .looseObject({
    code: displayText(),
    description: displayText(),
    location: z
      .string()
      .nullish()
      .transform((value) => value || null),
    occurredAt: dateTime(),
  })
  .transform((event) => ({ ...event, code: event.code ?? '', description: event.description ?? '' }));
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** Events read one by one; a list that is absent reads as no events yet. */
const events = () =>
  z
    .array(z.unknown())
    .nullish()
    .transform((raw): { items: TrackingEvent[]; skipped: SkippedItem[] } =>
      parseListItems(trackingEventSchema, raw ?? []),
    );

const count = () => z.number().int().nonnegative().nullish();

/** By tracking code: the shipment's current status (the newest event's code when not sent). */
export const trackingEventsResponseSchema = z
  .looseObject({
    trackingCode: displayText(),
    shipmentId: uuid().optional(),
    status: displayText(),
    events: events(),
  })
  .transform(({ events: read, ...rest }) => ({
    ...rest,
    trackingCode: rest.trackingCode ?? '',
    status: rest.status ?? newestFirst(read.items)[0]?.code ?? '',
    events: read.items,
    ...reported(read.skipped),
  }));
export type TrackingEventsResponse = z.infer<typeof trackingEventsResponseSchema>;

/** By shipment: one page of the normalised history; missing paging reads as "this is all". */
export const trackingEventsPageSchema = z
  .looseObject({
    data: events(),
    page: count(),
    limit: count(),
    total: count(),
  })
  .transform(({ data, ...rest }) => ({
    ...rest,
    data: data.items,
    page: rest.page || 1,
    limit: rest.limit || Math.max(1, data.items.length),
    total: rest.total ?? data.items.length,
    ...reported(data.skipped),
  }));
export type TrackingEventsPage = z.infer<typeof trackingEventsPageSchema>;

/**
 * Events newest first, whatever order they arrived in. The order is a project convention, not a
 * server promise, so screens sort instead of the schema refusing an out-of-order response.
 */
export function newestFirst<T extends { occurredAt: string }>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => Date.parse(b.occurredAt) - Date.parse(a.occurredAt));
}
