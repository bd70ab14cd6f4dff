// The shipment request (spec 2.9) from exactly what was quoted: the quoted request's parcel and
// the addresses captured at quote time, plus the chosen option's three ids unchanged. Nothing
// here reads the live form, so a field edited after the quote can never slip into the purchase.
import type { CreateShipmentDto, Invoice, ParcelProduct, QuoteOption } from '../../../../electron/shared/contract';
import { checks } from '../../lib/checks';
import type { BuiltQuote } from '../quote/state';

export interface ShipmentExtras {
  invoice?: Invoice;
  products?: ParcelProduct[];
  externalRef?: string;
}

const defined = <T extends Record<string, unknown>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as T;

export function shipmentRequest(
  quoted: BuiltQuote,
  option: QuoteOption,
  extras: ShipmentExtras = {},
): CreateShipmentDto {
  const q = quoted.request;
  return defined({
    quoteId: option.quoteId,
    carrierId: option.carrierId,
    serviceLevelId: option.serviceLevelId,
    externalRef: extras.externalRef?.trim() || undefined,
    physicalSpaceId: q.physicalSpaceId,
    originAddress: quoted.origin,
    destAddress: quoted.destination,
    parcel: defined({
      format: q.format,
      weightKg: q.peso,
      lengthCm: q.comprimento,
      widthCm: q.largura,
      heightCm: q.altura,
      thicknessCm: q.espessura,
      diameterCm: q.diametro,
      declaredValueCents: q.declaredValueCents,
      products: extras.products?.length ? extras.products : undefined,
    }),
    invoice: extras.invoice,
  });
}

/** The request checked against the contract before it leaves (readable lines when refused). */
export function checkedShipmentRequest(
  quoted: BuiltQuote,
  option: QuoteOption,
  extras: ShipmentExtras,
  locale: 'pt-BR' | 'en',
) {
  const { parseOrIssues, createShipmentDtoSchema } = checks();
  return parseOrIssues(createShipmentDtoSchema, shipmentRequest(quoted, option, extras), locale);
}
