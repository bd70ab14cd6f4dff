// The addresses the tests ship from and to: valid documents (check digits) and real CEPs. One
// place, so a change to what the contract accepts is made once.
import { IDS, SEED_ACCOUNTS } from '../../electron/sandbox/seed-data';
import type { ShipmentAddress } from '../../electron/shared/contract';

// The sandbox seeds the demo loja's sender; its record fields (id, company, e-mail) are not a shipment's.
const {
  id: _id,
  company: _company,
  email: _email,
  ...demoWarehouse
} = SEED_ACCOUNTS.flatMap((a) => a.lojas).find((loja) => loja.id === IDS.demoLoja)!.sender;

/** The demo loja's warehouse on Avenida Paulista (a CNPJ): the sender the sandbox seeds for it. */
export const ORIGIN_SP = { ...demoWarehouse, country: 'BR' } satisfies ShipmentAddress;

/** Central Rio de Janeiro (CEP 20040-002): the district, city, UF and CEP of an address there. */
export const RIO_CENTRO = {
  district: 'Centro',
  city: 'Rio de Janeiro',
  state: 'RJ',
  zip: '20040002',
  country: 'BR',
} as const;

/** A street address in central São Paulo (CEP 01001-000), for a sender with no saved details. */
export const SP_CENTRO_STREET = {
  street: 'Rua A',
  number: '1',
  district: 'Centro',
  city: 'São Paulo',
  state: 'SP',
  zip: '01001000',
} as const;

/** A home in central Rio de Janeiro (a CPF). */
export const RIO = {
  name: 'Casa',
  personName: 'Marina Costa',
  phone: '21999998888',
  street: 'Rua Primeiro de Março',
  number: '20',
  ...RIO_CENTRO,
  cpfCnpj: '52998224725',
} as const satisfies ShipmentAddress;

/** A home in Belo Horizonte (a CPF): the recipient the batch tests keep in the address book. */
export const BH_HOME = {
  name: 'Casa',
  personName: 'Ana Lima',
  phone: '31977776666',
  street: 'Rua da Bahia',
  number: '50',
  district: 'Centro',
  city: 'Belo Horizonte',
  state: 'MG',
  zip: '30160011',
  cpfCnpj: '39053344705',
  country: 'BR',
} as const satisfies ShipmentAddress;

/** A home in Manhattan: abroad, no document, a US ZIP. */
export const NEW_YORK = {
  name: 'Home',
  personName: 'John Smith',
  phone: '+1 212 555 0100',
  street: 'W 34th St',
  number: '350',
  district: 'Midtown',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  country: 'US',
} as const satisfies ShipmentAddress;

/** The address part of an address-book record: the document belongs to the person, not the address. */
export function withoutDocument<A extends { cpfCnpj?: string }>(address: A): Omit<A, 'cpfCnpj'> {
  const { cpfCnpj: _document, ...rest } = address;
  return rest;
}
