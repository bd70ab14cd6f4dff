// Sender and recipient as shipment addresses, from the address book (which answers offline)
// or, for the default sender before the first sync finished, from the server.
import { recipientToShipmentAddress, senderToShipmentAddress, type ShipmentAddress } from '../../../shared/contract';
import type { AddressBookEntry } from '../../../shared/addressbook';
import type { ApiClient } from '../../api';
import type { AddressBook } from '../../addressbook';
import { said } from '../../../shared/messages';
import { Failure } from '../../ipc';

export interface Parties {
  /** The entry with this key, or the loja's default sender. */
  sender(key?: string): Promise<ShipmentAddress>;
  recipient(key: string): ShipmentAddress;
}

export function partiesFrom(book: () => AddressBook, api: Pick<ApiClient, 'listSenders'>): Parties {
  return {
    async sender(key) {
      if (key) return entryAddress(book().get('sender', key));
      const local = book()
        .list('sender', 1, 100)
        .entries.find((e) => e.kind === 'sender' && e.isDefault);
      if (local) return entryAddress(local);
      const remote = await api.listSenders({ page: 1, pageSize: 100 });
      const chosen = remote.data.find((s) => s.isDefault);
      if (!chosen) throw new Failure('validation', said('desk.noDefaultSender'), { field: 'senderKey' });
      return senderToShipmentAddress(chosen);
    },
    recipient(key) {
      return entryAddress(book().get('recipient', key));
    },
  };
}

/** A saved record maps through the contract's helpers; an entry still pending uses what was typed. */
export function entryAddress(entry: AddressBookEntry): ShipmentAddress {
  if (entry.kind === 'sender' && entry.record) return senderToShipmentAddress(entry.record);
  if (entry.kind === 'recipient' && entry.record) {
    const address = recipientToShipmentAddress(entry.record);
    if (!address)
      throw new Failure('validation', said('desk.recipientNoAddress', { name: entry.summary.name }), {
        field: 'recipientKey',
      });
    return address;
  }
  const s = entry.summary;
  const optional = (value: string | null) => (value ? value : undefined);
  const fields = {
    name: entry.kind === 'recipient' ? (s.company ?? s.name) : s.name,
    personName: s.personName,
    phone: s.phone,
    email: optional(s.email),
    company: entry.kind === 'sender' ? optional(s.company) : undefined,
    street: s.street,
    number: s.number,
    complement: optional(s.complement),
    district: s.district,
    city: s.city,
    state: s.state,
    zip: s.zip,
    cpfCnpj: optional(s.cpfCnpj),
    country: s.country,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as ShipmentAddress;
}
