// What the journal keeps of a shipment just created: from the request (reference, recipient),
// the server's answer (ids, and the display fields the sandbox adds) and the quote option.
import type { CreateShipmentDto, CreateShipmentResponse, QuoteOption, TipoDace } from '../../../shared/contract';
import type { JournalSource } from '../../../shared/desk';
import { weightRecordOf, type WeightOrigin } from '../weigh/weight-record';
import type { NewShipment } from './journal-store';

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

export function newShipmentOf(
  body: CreateShipmentDto,
  created: CreateShipmentResponse,
  source: JournalSource,
  extra: { option?: QuoteOption; dace?: TipoDace | null; weight?: WeightOrigin } = {},
): NewShipment {
  // Without a word on it, a batch's weight came from its file and any other from the keyboard.
  const origin: WeightOrigin = extra.weight ?? { source: source === 'batch' ? 'csv' : 'typed' };
  const s = created.shipment;
  const o = extra.option;
  return {
    shipmentId: created.shipmentId,
    externalRef: body.externalRef ?? null,
    quoteId: body.quoteId,
    carrierId: body.carrierId,
    serviceLevelId: body.serviceLevelId,
    carrierName: str(s.carrierName) ?? str(o?.carrierName),
    serviceName: str(s.serviceName) ?? str(o?.serviceName),
    quotedPriceCents: int(s.priceCents) ?? int(o?.priceCents),
    recipientName: body.destAddress.personName || body.destAddress.name,
    recipientCity: body.destAddress.city,
    recipientState: body.destAddress.state,
    dace: extra.dace ?? null,
    source,
    weight: weightRecordOf(body.parcel, origin),
  };
}
