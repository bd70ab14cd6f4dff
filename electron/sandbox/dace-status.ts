// Whether a shipment may have a DACE (4.9): its invoice is a content declaration (DCE) and its
// label was emitted. The status strings are the sandbox's: the spec leaves them open.
import { serviceById } from './catalog';
import type { Sandbox } from './context';
import { ensureFiscalDocument, type DaceRow, type FiscalDocument } from './db/dace';
import { labelOfShipment, type LabelRow } from './db/labels';
import type { StoredShipment } from './db/shipments';
import { consultationUrl } from './fiscal';
import type { DaceData } from './documents/dace-data';
import { iso } from './clock';
import type { Personality } from './personality';

export type FiscalStatus = 'AUTORIZADA' | 'PENDENTE' | 'INDISPONIVEL';

export type Eligibility =
  | { available: true; status: 'AUTORIZADA'; label: LabelRow; fiscal: FiscalDocument }
  | { available: false; status: 'PENDENTE' | 'INDISPONIVEL'; reason: string };

export function eligibility(sandbox: Sandbox, shipment: StoredShipment): Eligibility {
  if (shipment.body.invoice?.type !== 'DCE') {
    const what = shipment.body.invoice?.type === 'NFE' ? 'an NF-e' : 'no fiscal document';
    return {
      available: false,
      status: 'INDISPONIVEL',
      reason: `The shipment travels with ${what}; a DACE exists only for a content declaration (invoice type DCE)`,
    };
  }
  const label = labelOfShipment(sandbox.sql, shipment.id);
  if (!label) {
    return {
      available: false,
      status: 'PENDENTE',
      reason: 'The label has not been emitted yet; the DC-e is authorized when it is',
    };
  }
  if (sandbox.clock.now() < label.ready_at) {
    return {
      available: false,
      status: 'PENDENTE',
      reason: 'The label is still being emitted; the DC-e is authorized when it is ready',
    };
  }
  const origin = shipment.body.originAddress;
  const fiscal = ensureFiscalDocument(
    sandbox.sql,
    shipment.id,
    shipment.lojaId,
    origin.state,
    origin.cpfCnpj ?? '',
    label.ready_at,
  );
  return { available: true, status: 'AUTORIZADA', label, fiscal };
}

/**
 * The `document` of a DACE response: the latest DACE's fiscal data, with as much of the DACE's
 * own id and type as the personality's `daceDocument` says the server sends.
 */
export function daceDocument(fiscal: FiscalDocument, dace: DaceRow, shape: Personality['daceDocument'] = 'full') {
  return {
    ...(shape !== 'fiscal-only' ? { id: dace.id } : {}),
    ...(shape === 'full' ? { tipoDace: dace.tipo } : {}),
    chave: fiscal.chave,
    numero: fiscal.numero,
    serie: fiscal.serie,
    protocolo: fiscal.protocolo,
    issuedAt: iso(fiscal.issued_at),
    generatedAt: iso(dace.generated_at),
  };
}

export function daceData(
  shipment: StoredShipment,
  label: LabelRow,
  fiscal: FiscalDocument,
  tipo: DaceRow['tipo'],
): DaceData {
  const service = serviceById(shipment.serviceLevelId);
  const { body } = shipment;
  return {
    tipo,
    chave: fiscal.chave,
    numero: fiscal.numero,
    serie: fiscal.serie,
    protocolo: fiscal.protocolo,
    issuedAt: fiscal.issued_at,
    emitente: body.originAddress,
    destinatario: body.destAddress,
    products: body.parcel.products ?? [],
    valor: body.invoice?.valor ?? 0,
    trackingCode: label.tracking_code,
    carrierService: service ? `${service.carrier.name} ${service.name}` : 'Transportadora',
    qrText: consultationUrl(fiscal.chave),
  };
}
