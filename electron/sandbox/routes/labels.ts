// 4.7 emit and 4.8 download of labels.
import type { FastifyInstance } from 'fastify';
import { emitLabelDtoSchema } from '../../shared/contract';
import { iso } from '../clock';
import { isUuid, requireTenant, type Sandbox } from '../context';
import { labelById } from '../db/labels';
import { findShipment } from '../db/shipments';
import { notFound } from '../errors';
import { labelBytes } from '../documents/render';
import { emitLabel, isReady } from '../emission';
import { parseRequest } from '../validate';

export function labelRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  app.post<{ Params: { shipmentId: string } }>('/api/v1/labels/shipments/:shipmentId/emit', async (request, reply) => {
    const { lojaId } = requireTenant(sandbox, request);
    const body = parseRequest(emitLabelDtoSchema, request.body);
    const { shipmentId } = request.params;
    const shipment = isUuid(shipmentId) ? findShipment(sandbox.sql, lojaId, shipmentId.toLowerCase()) : undefined;
    if (!shipment) throw notFound(`Shipment ${shipmentId} not found`);
    const outcome = emitLabel(sandbox, shipment, body);
    const labelId = 'labelId' in outcome.body ? outcome.body.labelId : undefined;
    if (outcome.status === 200 && typeof labelId === 'string') prepareFile(sandbox, lojaId, labelId);
    return reply.code(outcome.status).send(outcome.body);
  });

  app.get<{ Params: { labelId: string } }>('/api/v1/labels/:labelId/download', async (request) => {
    const { lojaId } = requireTenant(sandbox, request);
    const { labelId } = request.params;
    const now = sandbox.clock.now();
    const label = isUuid(labelId) ? labelById(sandbox.sql, lojaId, labelId.toLowerCase()) : undefined;
    // A label still being emitted has no file yet; its id is not even given out until then.
    if (!label || !isReady(label, now)) throw notFound(`Label ${labelId} not found`);
    const expiresAt = now + sandbox.options.downloadTtlMs;
    prepareFile(sandbox, lojaId, label.id);
    const file = `${label.id}.${sandbox.personality.switches.labelFile}`;
    return { downloadUrl: sandbox.urls.url('labels', file, expiresAt), expiresAt: iso(expiresAt) };
  });
}

/**
 * A label's file is made when it is bought, as a carrier's is: rendered after the answer leaves
 * (once: documents/cache.ts), so the download finds it stored instead of rendering it then.
 */
function prepareFile(sandbox: Sandbox, lojaId: string, labelId: string): void {
  setImmediate(() => {
    try {
      const label = labelById(sandbox.sql, lojaId, labelId);
      const shipment = label && findShipment(sandbox.sql, lojaId, label.shipment_id);
      if (label && shipment) void labelBytes(sandbox, label, shipment).catch(() => undefined);
    } catch {
      // Closed meanwhile: the download renders it, as before.
    }
  });
}
