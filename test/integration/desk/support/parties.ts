// Addresses the desk tests ship to: valid documents (check digits) and real CEPs.
import type { ShipmentAddress } from '../../../../electron/shared/contract';
import { RIO } from '../../../support/addresses';
import { CAIXA_P } from '../../../support/parcels';

export { RIO };

export const BH: ShipmentAddress = {
  name: 'Loja Savassi',
  personName: 'João Pereira',
  phone: '31988887777',
  street: 'Rua Pernambuco',
  number: '1000',
  district: 'Savassi',
  city: 'Belo Horizonte',
  state: 'MG',
  zip: '30130150',
  cpfCnpj: '11144477735',
  country: 'BR',
};

export const BOX = CAIXA_P;

export const CORREIOS = 'ca000000-0000-4000-8000-000000000001';
export const PAC = '5e000000-0000-4000-8000-000000000001';
export const SEDEX = '5e000000-0000-4000-8000-000000000002';
