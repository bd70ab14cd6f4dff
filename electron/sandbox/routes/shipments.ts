// 4.6 Shipment creation from one quote option, enforcing the four rules of the spec exactly.
import type { FastifyInstance } from 'fastify';
import { createShipmentDtoSchema } from '../../shared/contract';
import { serviceById } from '../catalog';
import { iso } from '../clock';
import { requireTenant, type Sandbox } from '../context';
import { findQuote } from '../db/quotes';
import { touchRecipientsByDocument } from '../db/recipients';
import { insertShipment, shipmentByExternalRef } from '../db/shipments';
import { ApiError, notFound } from '../errors';
import { differences, factsOfShipment } from '../quote-facts';
import { parseRequest } from '../validate';

export function shipmentRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  app.post('/api/v1/shipments', async (request, reply) => {
    const { lojaId } = requireTenant(sandbox, request);
    const body = parseRequest(createShipmentDtoSchema, request.body);
    const now = sandbox.clock.now();
    const { expiredQuoteStatus, quoteMismatchStatus, duplicateExternalRef } = sandbox.personality.switches;
    const quote = findQuote(sandbox.sql, body.quoteId);
    // Rule 1: another store's quote is reported exactly like an unknown one.
    if (!quote || quote.lojaId !== lojaId) throw notFound(`Quote ${body.quoteId} not found`);
    // Rule 2.
    if (quote.expiresAt <= now) {
      throw new ApiError(expiredQuoteStatus, `Quote expired at ${iso(quote.expiresAt)}; request a new quote`);
    }
    // Rules 3 and 4, reported together so the operator sees everything that changed at once.
    const mismatches: string[] = [];
    if (body.carrierId !== quote.carrierId) {
      mismatches.push(
        `carrierId differs from the quote option (quoted ${quote.carrierId}, sent ${body.carrierId}); use the option's carrierId`,
      );
    }
    if (body.serviceLevelId !== quote.serviceLevelId) {
      mismatches.push(
        `serviceLevelId differs from the quote option (quoted ${quote.serviceLevelId}, sent ${body.serviceLevelId}); use the option's serviceLevelId`,
      );
    }
    mismatches.push(...differences(quote.facts, factsOfShipment(body, quote.facts)));
    if (mismatches.length) throw new ApiError(quoteMismatchStatus, mismatches);

    const shipment = sandbox.sql.immediate(() => {
      const taken =
        duplicateExternalRef === 'conflict' && body.externalRef !== undefined
          ? shipmentByExternalRef(sandbox.sql, lojaId, body.externalRef)
          : undefined;
      if (taken) throw new ApiError(409, `externalRef ${body.externalRef} is already used by shipment ${taken}`);
      const created = insertShipment(sandbox.sql, {
        lojaId,
        quoteId: quote.id,
        carrierId: quote.carrierId,
        serviceLevelId: quote.serviceLevelId,
        international: quote.international,
        priceCents: quote.priceCents,
        externalRef: body.externalRef ?? null,
        body,
        createdAt: now,
      });
      if (body.destAddress.cpfCnpj) touchRecipientsByDocument(sandbox.sql, lojaId, body.destAddress.cpfCnpj, now);
      return created;
    });
    const service = serviceById(shipment.serviceLevelId);
    return reply.code(201).send({
      shipment: {
        id: shipment.id,
        status: shipment.status,
        lojaId,
        quoteId: quote.id,
        carrierId: quote.carrierId,
        serviceLevelId: quote.serviceLevelId,
        carrierName: service?.carrier.name,
        serviceName: service?.name,
        priceCents: quote.priceCents,
        currency: 'BRL',
        international: quote.international,
        externalRef: shipment.externalRef,
        createdAt: iso(now),
      },
      shipmentId: shipment.id,
      status: shipment.status,
    });
  });
}
