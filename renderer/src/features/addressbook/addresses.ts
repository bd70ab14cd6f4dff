// From an address book entry to the address a quote and a shipment carry. Synced entries use the
// contract's mapping (which drops record fields); entries still in the outbox use the typed body.
import type { AddressBookEntry, RecipientEntry, SenderEntry } from '../../../../electron/shared/addressbook';
import type { ShipmentAddress } from '../../../../electron/shared/contract';
// The mapping alone (types and plain functions): the contract's schemas (zod) are not the first
// screen's (lib/checks.ts).
import { recipientToShipmentAddress, senderToShipmentAddress } from '../../../../electron/shared/contract/mapping';

const present = <T extends Record<string, unknown>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;

export function senderAddress(entry: SenderEntry): ShipmentAddress | null {
  if (entry.record) return senderToShipmentAddress(entry.record);
  const b = entry.body;
  if (!b) return null;
  return {
    name: b.name,
    personName: b.personName || b.name,
    phone: b.phone,
    street: b.street,
    number: b.number,
    city: b.city,
    state: b.state,
    zip: b.zip,
    ...present({
      email: b.email,
      company: b.company,
      ieNumber: b.ieNumber,
      complement: b.complement,
      district: b.district,
      cpfCnpj: b.cpfCnpj,
      country: b.country,
    }),
  };
}

export function recipientAddress(entry: RecipientEntry): ShipmentAddress | null {
  if (entry.record) return recipientToShipmentAddress(entry.record);
  const b = entry.body;
  if (!b) return null;
  const a = b.address;
  return {
    name: a.name,
    personName: a.personName,
    phone: a.phone,
    street: a.street,
    number: a.number,
    city: a.city,
    state: a.state,
    zip: a.zip,
    ...present({
      email: a.email ?? b.email,
      complement: a.complement,
      district: a.district,
      cpfCnpj: b.cpfCnpj,
      country: a.country,
    }),
  };
}

export function entryAddress(entry: AddressBookEntry): ShipmentAddress | null {
  return entry.kind === 'sender' ? senderAddress(entry) : recipientAddress(entry);
}
