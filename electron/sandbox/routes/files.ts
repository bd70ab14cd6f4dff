// The files behind signed download URLs (labels and DACEs). No bearer token: the signature is
// the authority, checked before anything is looked up (forged 403, expired 410).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sandbox } from '../context';
import { daceById } from '../db/dace';
import { anyLabelById } from '../db/labels';
import { findShipment } from '../db/shipments';
import { ApiError, ForeignAnswer, notFound } from '../errors';
import { eligibility } from '../dace-status';
import { daceBytes, labelBytes, labelZpl } from '../documents/render';
import type { FileKind } from '../signed-urls';

type FileRequest = FastifyRequest<{ Params: { file: string }; Querystring: { expires?: string; signature?: string } }>;

/**
 * An expired temporary URL, answered as the personality says: 410 (default), 403 with the XML
 * body an S3-style object store sends (GCS answers much the same), or a plain 404.
 */
function expired(sandbox: Sandbox, request: FileRequest): Error {
  const now = sandbox.clock.now();
  switch (sandbox.personality.switches.expiredUrl) {
    case 'gone-410':
      return new ApiError(410, 'This download URL has expired; ask for a new one');
    case 'not-found-404':
      return notFound(`File ${request.params.file} not found`);
    case 'forbidden-403-xml':
      return new ForeignAnswer(
        403,
        'application/xml',
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<Error><Code>AccessDenied</Code><Message>Request has expired</Message>',
          `<X-Amz-Expires>${sandbox.options.downloadTtlMs / 1000}</X-Amz-Expires>`,
          `<Expires>${new Date(Number(request.query.expires)).toISOString()}</Expires>`,
          `<ServerTime>${new Date(now).toISOString()}</ServerTime>`,
          `<RequestId>${randomBytes(8).toString('hex').toUpperCase()}</RequestId>`,
          `<HostId>${randomBytes(24).toString('base64')}</HostId></Error>`,
        ].join(''),
      );
  }
}

function verified(sandbox: Sandbox, kind: FileKind, request: FileRequest, ext: RegExp): string {
  const { file } = request.params;
  try {
    sandbox.urls.verify(`/files/${kind}/${file}`, request.query.expires, request.query.signature, sandbox.clock.now());
  } catch (error) {
    throw error instanceof ApiError && error.statusCode === 410 ? expired(sandbox, request) : error;
  }
  const id = ext.exec(file)?.[1];
  if (!id) throw notFound(`File ${file} not found`);
  return id;
}

export function fileRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  app.get('/files/labels/:file', async (request: FileRequest, reply) => {
    const labelId = verified(sandbox, 'labels', request, /^([0-9a-f-]{36})\.(?:pdf|zpl)$/);
    const row = anyLabelById(sandbox.sql, labelId);
    const shipment = row && findShipment(sandbox.sql, row.loja_id, row.shipment_id);
    if (!shipment || !row) throw notFound('Label not found');
    // The URL says the format it was handed out in (the personality's labelFile at the time).
    if (request.params.file.endsWith('.zpl')) {
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `inline; filename="${row.tracking_code}.zpl"`)
        .send(Buffer.from(labelZpl(row, shipment), 'utf8'));
    }
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
