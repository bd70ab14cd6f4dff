// The training server says why a DACE is not available in the operator's language, in the status's
// document and in the 422 of a generate, as it does every error (pt-BR unless English is preferred).
import { expect, it } from 'vitest';
import { daceResponseSchema } from '../../../electron/shared/contract';
import { http, useLoggedInSandbox } from './client';
import { createShipment, emit } from './fixtures';

const live = useLoggedInSandbox({ localized: true });

const dacePath = (id: string) => `/api/v1/fiscal-documents/shipments/${id}/dace`;

async function ask(method: 'GET' | 'POST', path: string, acceptLanguage?: string) {
  const { api } = live;
  return http(api.url, method, path, {
    token: api.token,
    tenant: api.lojaId,
    body: method === 'POST' ? { tipoDace: 'R' } : undefined,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
}

it('gives an NF-e shipment’s DACE reason in pt-BR by default and in English when asked', async () => {
  const { shipmentId } = await createShipment(live.api, { invoice: { type: 'NFE', chaveNFe: '1'.repeat(44) } });
  await emit(live.api, shipmentId);

  const pt = daceResponseSchema.parse((await ask('GET', dacePath(shipmentId))).body);
  expect(pt.document?.reason).toBe(
    'O envio viaja com NF-e; a DACE existe só para declaração de conteúdo (nota do tipo DCE)',
  );
  const en = daceResponseSchema.parse((await ask('GET', dacePath(shipmentId), 'en-US,en;q=0.9')).body);
  expect(en.document?.reason).toBe(
    'The shipment travels with an NF-e; a DACE exists only for a content declaration (invoice type DCE)',
  );

  const refused = await ask('POST', dacePath(shipmentId), 'pt-BR');
  expect(refused.status).toBe(422);
  expect(refused.body.message).toBe(
    'DACE indisponível: O envio viaja com NF-e; a DACE existe só para declaração de conteúdo (nota do tipo DCE)',
  );
});
