// Spec section 4 query parameters. Query strings arrive as text, so numbers are coerced; an
// absent parameter takes the spec's default.
import { z } from 'zod';
import { typed } from './primitives';
import { rule } from './rules';

const page = () => z.coerce.number().int().min(1).default(1);

/**
 * The longest search the station sends. The spec shows no limit for q (8: "request size limits:
 * not shown"); 200 characters is more than any name, document or phone the operator looks for,
 * the same bound as the offline address book's search, and keeps a pasted page of text from
 * becoming a URL a proxy answers 414. The operator reads why (rule searchTooLong).
 */
export const MAX_QUERY_LENGTH = 200;

const listQueryShape = {
  page: page(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** Senders (4.3) and recipients (4.4) list the same way; what the station sends. */
export const listQuerySchema = z.object({
  q: typed()
    .max(MAX_QUERY_LENGTH, { error: rule('searchTooLong') })
    .optional(),
  ...listQueryShape,
});
export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

/**
 * What the sandbox accepts, as the spec reads: q is any string. The station's own limit above is
 * not the server's, so a test of the station's refusal cannot pass because the sandbox refused.
 */
export const serverListQuerySchema = z.object({ q: z.string().optional(), ...listQueryShape });
export const senderListQuerySchema = serverListQuerySchema;
export type SenderListQuery = z.infer<typeof serverListQuerySchema>;
export const recipientListQuerySchema = serverListQuerySchema;
export type RecipientListQuery = SenderListQuery;

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
