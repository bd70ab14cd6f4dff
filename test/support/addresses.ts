// The addresses the tests ship from and to: valid documents (check digits) and real CEPs. One
// place, so a change to what the contract accepts is made once.
import type { ShipmentAddress } from '../../electron/shared/contract';

/** The demo loja's warehouse on Avenida Paulista (a CNPJ). */
export const ORIGIN_SP = {
  name: 'Expedição Paulista',
  personName: 'Ana Souza',
  phone: '11987654321',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  zip: '01310100',
  cpfCnpj: '11222333000181',
  country: 'BR',
} as const satisfies ShipmentAddress;

/** A home in central Rio de Janeiro (a CPF). */
export const RIO = {
  name: 'Casa',
  personName: 'Marina Costa',
  phone: '21999998888',
  street: 'Rua Primeiro de Março',
  number: '20',
  district: 'Centro',
  city: 'Rio de Janeiro',
  state: 'RJ',
  zip: '20040002',
  cpfCnpj: '52998224725',
  country: 'BR',
} as const satisfies ShipmentAddress;
