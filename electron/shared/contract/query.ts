// Spec section 4 query parameters. Query strings arrive as text, so numbers are coerced; an
// absent parameter takes the spec's default.
import { z } from 'zod';

const page = () => z.coerce.number().int().min(1).default(1);

/** Senders (4.3) and recipients (4.4) list the same way. */
export const listQuerySchema = z.object({
  q: z.string().optional(),
  page: page(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

export const senderListQuerySchema = listQuerySchema;
export type SenderListQuery = ListQuery;
export const recipientListQuerySchema = listQuerySchema;
export type RecipientListQuery = ListQuery;

/** 4.10 events of a shipment. The spec shows no maximum for limit. */
export const trackingEventsQuerySchema = z.object({
  page: page(),
  limit: z.coerce.number().int().min(1).default(10),
});
export type TrackingEventsQuery = z.infer<typeof trackingEventsQuerySchema>;

/**
 * 4.10 tracking by code. `refresh` is required by the spec; 'true' makes the carrier be asked
 * again, which the spec says to do only when needed.
 */
export const trackingByCodeQuerySchema = z.object({
  refresh: z.string(),
});
export type TrackingByCodeQuery = z.infer<typeof trackingByCodeQuerySchema>;
