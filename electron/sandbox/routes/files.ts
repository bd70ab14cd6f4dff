// The files behind signed download URLs (labels and DACEs). No bearer token: the signature is
// the authority, checked before anything is looked up (forged 403, expired 410).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sandbox } from '../context';
import { daceById } from '../db/dace';
import { labelOfShipment } from '../db/labels';
import { findShipment } from '../db/shipments';
import { notFound } from '../errors';
import { eligibility } from '../dace-status';
import { daceBytes, labelBytes } from '../documents/render';
import type { FileKind } from '../signed-urls';

type FileRequest = FastifyRequest<{ Params: { file: string }; Querystring: { expires?: string; signature?: string } }>;

function verified(sandbox: Sandbox, kind: FileKind, request: FileRequest, ext: RegExp): string {
  const { file } = request.params;
  sandbox.urls.verify(`/files/${kind}/${file}`, request.query.expires, request.query.signature, sandbox.clock.now());
  const id = ext.exec(file)?.[1];
  if (!id) throw notFound(`File ${file} not found`);
  return id;
}

export function fileRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  app.get('/files/labels/:file', async (request: FileRequest, reply) => {
    const labelId = verified(sandbox, 'labels', request, /^([0-9a-f-]{36})\.pdf$/);
    const label = sandbox.sql.get<{ loja_id: string; shipment_id: string }>(
      'SELECT loja_id, shipment_id FROM labels WHERE id = ?',
      labelId,
    );
    const shipment = label && findShipment(sandbox.sql, label.loja_id, label.shipment_id);
    const row = shipment && labelOfShipment(sandbox.sql, shipment.id);
    if (!shipment || !row) throw notFound('Label not found');
    const bytes = await labelBytes(sandbox, row, shipment);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${row.tracking_code}.pdf"`)
      .send(Buffer.from(bytes));
  });

  app.get('/files/dace/:file', async (request: FileRequest, reply) => {
    const daceId = verified(sandbox, 'dace', request, /^([0-9a-f-]{36})\.(?:pdf|zpl)$/);
    const dace = daceById(sandbox.sql, daceId);
    const loja = dace && sandbox.sql.get<{ loja_id: string }>('SELECT loja_id FROM daces WHERE id = ?', dace.id);
    const shipment = dace && loja && findShipment(sandbox.sql, loja.loja_id, dace.shipment_id);
    const state = shipment && eligibility(sandbox, shipment);
    if (!dace || !shipment || !state?.available) throw notFound('DACE not found');
    const bytes = await daceBytes(sandbox, dace, shipment, state.label, state.fiscal);
    const thermal = dace.tipo === 'T';
    return reply
      .type(thermal ? 'text/plain; charset=utf-8' : 'application/pdf')
      .header('content-disposition', `inline; filename="DACE-${state.fiscal.chave}.${thermal ? 'zpl' : 'pdf'}"`)
      .send(Buffer.from(bytes));
  });
}
