// 4.10 Tracking by code and by shipment.
import type { FastifyInstance } from 'fastify';
import { trackingByCodeQuerySchema, trackingEventsQuerySchema } from '../../shared/contract';
import { iso } from '../clock';
import { isUuid, requireTenant, type Sandbox } from '../context';
import { labelByTrackingCode, labelOfShipment, type LabelRow } from '../db/labels';
import { findQuote } from '../db/quotes';
import { findShipment, type StoredShipment } from '../db/shipments';
import { notFound } from '../errors';
import { isReady } from '../emission';
import { eventsSoFar, journey, type TrackingEvent } from '../tracking';
import { parseRequest } from '../validate';

const wire = (e: TrackingEvent) => ({
  code: e.code,
  description: e.description,
  location: e.location,
  occurredAt: iso(e.occurredAt),
});

function history(sandbox: Sandbox, shipment: StoredShipment, label: LabelRow): TrackingEvent[] {
  const days = findQuote(sandbox.sql, shipment.quoteId)?.deliveryDaysMin ?? 3;
  return eventsSoFar(journey(shipment, label, days), sandbox.clock.now());
}

export function trackingRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  app.get<{ Params: { trackingCode: string } }>('/api/v1/tracking/code/:trackingCode', async (request) => {
    const { lojaId } = requireTenant(sandbox, request);
    parseRequest(trackingByCodeQuerySchema, request.query);
    const code = request.params.trackingCode.trim().toUpperCase();
    const label = labelByTrackingCode(sandbox.sql, lojaId, code);
    const shipment =
      label && isReady(label, sandbox.clock.now()) ? findShipment(sandbox.sql, lojaId, label.shipment_id) : undefined;
    if (!label || !shipment) throw notFound(`Tracking code ${request.params.trackingCode} not found`);
    const events = history(sandbox, shipment, label);
    return {
      trackingCode: label.tracking_code,
      shipmentId: shipment.id,
      status: events[0]?.code ?? 'POSTED',
      events: events.map(wire),
    };
  });

  app.get<{ Params: { id: string } }>('/api/v1/tracking/shipments/:id/tracking-events', async (request) => {
    const { lojaId } = requireTenant(sandbox, request);
    const query = parseRequest(trackingEventsQuerySchema, request.query);
    const { page } = query;
    const limit = Math.min(query.limit, sandbox.personality.switches.maxPageSize ?? query.limit);
    const { id } = request.params;
    const shipment = isUuid(id) ? findShipment(sandbox.sql, lojaId, id.toLowerCase()) : undefined;
    if (!shipment) throw notFound(`Shipment ${id} not found`);
    const label = labelOfShipment(sandbox.sql, shipment.id);
    // Before its label is ready a shipment has no history yet: an empty page, not an error.
    const events = label && isReady(label, sandbox.clock.now()) ? history(sandbox, shipment, label) : [];
    return { data: events.slice((page - 1) * limit, page * limit).map(wire), page, limit, total: events.length };
  });
}
