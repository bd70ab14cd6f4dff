// From saved records to shipment addresses. A saved sender or recipient carries record fields
// (id, lojaId, dates) and nulls that a shipment address must not contain (spec 2.9); copying
// only the address fields here keeps every screen from spreading a record into a request.
import type { RecipientResponse } from './recipients';
import type { SenderResponse } from './addresses';
import type { ShipmentAddress } from './shipments';

/** Drops keys whose value is null or undefined, so optional fields are simply not sent. */
function present<T extends Record<string, unknown>>(fields: T): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<{ [K in keyof T]: NonNullable<T[K]> }>;
}

/** The origin address of a shipment from a saved sender. */
export function senderToShipmentAddress(sender: SenderResponse): ShipmentAddress {
  return {
    name: sender.name,
    personName: sender.personName,
    phone: sender.phone,
    street: sender.street,
    number: sender.number,
    city: sender.city,
    state: sender.state,
    zip: sender.zip,
    ...present({
      email: sender.email,
      company: sender.company,
      ieNumber: sender.ieNumber,
      complement: sender.complement,
      district: sender.district,
      cpfCnpj: sender.cpfCnpj,
      country: sender.country,
    }),
  };
}

/**
 * The destination address of a shipment from a saved recipient, or null when the recipient
 * came back without its address (the spec allows that) and the operator must pick one.
 * Contact data on the address wins over the recipient's; the document is the recipient's.
 */
export function recipientToShipmentAddress(recipient: RecipientResponse): ShipmentAddress | null {
  const address = recipient.address;
  if (!address) return null;
  return {
    name: address.name,
    personName: address.personName,
    phone: address.phone,
    street: address.street,
    number: address.number,
    city: address.city,
    state: address.state,
    zip: address.zip,
    ...present({
      email: address.email ?? recipient.email,
      complement: address.complement,
      district: address.district,
      cpfCnpj: recipient.cpfCnpj,
      country: address.country,
    }),
  };
}
