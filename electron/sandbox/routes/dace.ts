// 4.9 DACE: status, generation (T thermal, R summarized, C complete) and download.
import type { FastifyInstance } from 'fastify';
import { generateShipmentDaceDtoSchema } from '../../shared/contract';
import { iso } from '../clock';
import { isUuid, requireTenant, type Sandbox } from '../context';
import { daceDocument, eligibility } from '../dace-status';
import { insertDace, latestDace, type DaceRow } from '../db/dace';
import { findShipment, type StoredShipment } from '../db/shipments';
import { notFound, unprocessable } from '../errors';
import { daceBytes } from '../documents/render';
import { parseRequest } from '../validate';
import { messageLanguage, speakLine } from '../speaks';

type Params = { Params: { id: string } };

const fileName = (dace: DaceRow) => `${dace.id}.${dace.tipo === 'T' ? 'zpl' : 'pdf'}`;

function shipmentOf(sandbox: Sandbox, lojaId: string, id: string): StoredShipment {
  const shipment = isUuid(id) ? findShipment(sandbox.sql, lojaId, id.toLowerCase()) : undefined;
  if (!shipment) throw notFound(`Shipment ${id} not found`);
  return shipment;
}

function status(sandbox: Sandbox, shipment: StoredShipment, acceptLanguage: string | undefined) {
  const state = eligibility(sandbox, shipment);
  // The training server says why in the operator's language, as it does its errors.
  const reason = (why: string) => (sandbox.options.localized ? speakLine(why, messageLanguage(acceptLanguage)) : why);
  const latest = state.available ? latestDace(sandbox.sql, shipment.id) : undefined;
  const expiresAt = sandbox.clock.now() + sandbox.options.downloadTtlMs;
  return {
    shipmentId: shipment.id,
    available: state.available,
    generated: latest !== undefined,
    fiscalDocumentStatus: state.status,
    // Not available: the reason takes the document's place, so the operator reads why.
    document: !state.available
      ? { reason: reason(state.reason) }
      : latest
        ? daceDocument(state.fiscal, latest, sandbox.personality.switches.daceDocument)
        : null,
    downloadUrl: latest ? sandbox.urls.url('dace', fileName(latest), expiresAt) : null,
  };
}

export function daceRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  app.get<Params>('/api/v1/fiscal-documents/shipments/:id/dace', async (request) => {
    const { lojaId } = requireTenant(sandbox, request);
    return status(sandbox, shipmentOf(sandbox, lojaId, request.params.id), request.headers['accept-language']);
  });

  app.post<Params>('/api/v1/fiscal-documents/shipments/:id/dace', async (request, reply) => {
    const { lojaId } = requireTenant(sandbox, request);
    const body = parseRequest(generateShipmentDaceDtoSchema, request.body ?? {});
    const shipment = shipmentOf(sandbox, lojaId, request.params.id);
    const state = eligibility(sandbox, shipment);
    if (!state.available) throw unprocessable(`DACE not available: ${state.reason}`);
    insertDace(sandbox.sql, shipment.id, lojaId, body.tipoDace, sandbox.clock.now());
    return reply.code(201).send(status(sandbox, shipment, request.headers['accept-language']));
  });

  app.get<Params>('/api/v1/fiscal-documents/shipments/:id/dace/download', async (request) => {
    const { lojaId } = requireTenant(sandbox, request);
    const shipment = shipmentOf(sandbox, lojaId, request.params.id);
    const state = eligibility(sandbox, shipment);
    if (!state.available) throw unprocessable(`DACE not available: ${state.reason}`);
    const latest = latestDace(sandbox.sql, shipment.id);
    if (!latest) throw notFound('No DACE has been generated for this shipment; generate one with POST .../dace first');
    const expiresAt = sandbox.clock.now() + sandbox.options.downloadTtlMs;
    const thermal = latest.tipo === 'T';
    const dados = thermal
      ? new TextDecoder().decode(await daceBytes(sandbox, latest, shipment, state.label, state.fiscal))
      : null;
    return {
      shipmentId: shipment.id,
      type: thermal ? 'DACE_THERMAL' : 'DACE',
      downloadUrl: sandbox.urls.url('dace', fileName(latest), expiresAt),
      fileUrl: `dace/${fileName(latest)}`,
      dados,
      tipoDace: latest.tipo,
      chave: state.fiscal.chave,
      expiresAt: iso(expiresAt),
    };
  });
}
