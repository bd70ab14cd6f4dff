// Spec 2.13 names the tracking responses but not their fields; these shapes are the project's
// decision (the sandbox serves them, the app reads them). Revisit when the server shows its own.
import { z } from 'zod';
import { dateTime, uuid } from './primitives';

export const trackingEventSchema = z.object({
  code: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  occurredAt: dateTime(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** By tracking code: the shipment's current status and its events, newest first. */
export const trackingEventsResponseSchema = z.object({
  trackingCode: z.string(),
  shipmentId: uuid(),
  status: z.string(),
  events: z.array(trackingEventSchema),
});
export type TrackingEventsResponse = z.infer<typeof trackingEventsResponseSchema>;

/** By shipment: one page of the normalised history. */
export const trackingEventsPageSchema = z.object({
  data: z.array(trackingEventSchema),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type TrackingEventsPage = z.infer<typeof trackingEventsPageSchema>;

/**
 * Events newest first, whatever order they arrived in. The order is a project convention, not a
 * server promise, so screens sort instead of the schema refusing an out-of-order response.
 */
export function newestFirst<T extends { occurredAt: string }>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => Date.parse(b.occurredAt) - Date.parse(a.occurredAt));
}
