// A shipment's tracking history, derived from its emission time on the sandbox clock: posted at
// emission, in transit, out for delivery and delivered over a few simulated days (the service's
// minimum delivery days, kept between 1 and 5 so training sessions see a delivery). Events
// whose time has not come on the sandbox clock are not shown yet.
import type { LabelRow } from './db/labels';
import type { StoredShipment } from './db/shipments';
import type { ShipmentAddress } from '../shared/contract';

export interface TrackingEvent {
  code: 'POSTED' | 'IN_TRANSIT' | 'OUT_FOR_DELIVERY' | 'DELIVERED';
  description: string;
  location: string | null;
  occurredAt: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const place = (a: ShipmentAddress) =>
  a.country && a.country !== 'BR' ? `${a.city} - ${a.country}` : `${a.city} - ${a.state}`;

/** Every event of the shipment's journey, oldest first, including those still in the future. */
export function journey(shipment: StoredShipment, label: LabelRow, deliveryDaysMin: number): TrackingEvent[] {
  const start = label.ready_at;
  const days = Math.min(5, Math.max(1, deliveryDaysMin));
  const origin = place(shipment.body.originAddress);
  const destination = place(shipment.body.destAddress);
  const events: TrackingEvent[] = [
    { code: 'POSTED', description: 'Objeto postado', location: origin, occurredAt: start },
    {
      code: 'IN_TRANSIT',
      description: `Objeto em trânsito - de ${origin} para ${destination}`,
      location: origin,
      occurredAt: start + 6 * HOUR,
    },
  ];
  if (shipment.international) {
    events.push({
      code: 'IN_TRANSIT',
      description: 'Objeto encaminhado para o país de destino',
      location: 'Curitiba - PR',
      occurredAt: start + 12 * HOUR,
    });
  }
  if (days >= 2) {
    events.push({
      code: 'IN_TRANSIT',
      description: 'Objeto recebido na unidade de distribuição',
      location: destination,
      occurredAt: start + (days - 1) * DAY + 10 * HOUR,
    });
  }
  events.push(
    {
      code: 'OUT_FOR_DELIVERY',
      description: 'Objeto saiu para entrega ao destinatário',
      location: destination,
      occurredAt: start + days * DAY + 8 * HOUR,
    },
    {
      code: 'DELIVERED',
      description: 'Objeto entregue ao destinatário',
      location: destination,
      occurredAt: start + days * DAY + 14 * HOUR,
    },
  );
  return events;
}

/** What has happened by `now`, newest first. */
export function eventsSoFar(all: TrackingEvent[], now: number): TrackingEvent[] {
  return all.filter((event) => event.occurredAt <= now).reverse();
}
