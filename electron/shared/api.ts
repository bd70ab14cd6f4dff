// Channels of the api domain (electron/main/api): each is one call to the Shipping Integration
// Service, and none spends money (buying a label goes only through the workflow group's
// labels:emit-and-print). Spread into the channel map in ipc.ts as the `api` group. The DACE's
// channels, its server calls included, are all the workflow group's (workflow.ts).
import { z } from 'zod';
import { channel } from './channel';
import {
  anyUuid,
  createShipmentDtoSchema,
  listQuerySchema,
  quoteRequestSchema,
  recipientCreateDtoSchema,
  senderBodySchema,
  trackingEventsQuerySchema,
  type CreateShipmentResponse,
  type LabelDownloadResponse,
  type QuoteResponse,
  type RecipientListResponse,
  type RecipientResponse,
  type SenderListResponse,
  type SenderResponse,
  type TrackingEventsPage,
  type TrackingEventsResponse,
} from './contract';

// Ids the server hands out, in any UUID syntax (the tolerant reader's rule, contract/tolerant.ts).
const id = anyUuid();

export const apiChannels = {
  // Senders and recipients as the server keeps them (the address book's own copy is addressbook:*).
  'senders:list': channel(listQuerySchema).returns<SenderListResponse>(),
  'senders:create': channel(senderBodySchema).returns<SenderResponse>(),
  'recipients:list': channel(listQuerySchema).returns<RecipientListResponse>(),
  'recipients:create': channel(recipientCreateDtoSchema).returns<RecipientResponse>(),
  // Quotes, shipments and the label file's address.
  'quotes:simulate': channel(quoteRequestSchema).returns<QuoteResponse>(),
  'quotes:simulate-international': channel(quoteRequestSchema).returns<QuoteResponse>(),
  'shipments:create': channel(createShipmentDtoSchema).returns<CreateShipmentResponse>(),
  'labels:download': channel(z.strictObject({ labelId: id })).returns<LabelDownloadResponse>(),
  // Tracking.
  'tracking:by-code': channel(
    z.strictObject({
      trackingCode: z.string().trim().min(1).max(64),
      /** true asks the carrier again; the spec says to do that only when needed. */
      refresh: z.boolean().default(false),
    }),
  ).returns<TrackingEventsResponse>(),
  'tracking:by-shipment': channel(trackingEventsQuerySchema.extend({ shipmentId: id })).returns<TrackingEventsPage>(),
};
