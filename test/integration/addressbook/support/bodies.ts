// Bodies an operator would type, with valid documents.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { RecipientCreateDto, SenderBodyInput } from '../../../../electron/shared/contract';

export function recipientBody(name: string, overrides: Partial<RecipientCreateDto> = {}): RecipientCreateDto {
  return {
    name,
    cpfCnpj: generateCpf(),
    phone: '11987650000',
    email: 'cliente@exemplo.test',
    address: {
      name: 'Casa',
      personName: name,
      phone: '11987650000',
      street: 'Rua Augusta',
      number: '1500',
      district: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      zip: '01304001',
      country: 'BR',
    },
    ...overrides,
  };
}

export function senderBody(name: string, overrides: Partial<SenderBodyInput> = {}): SenderBodyInput {
  return {
    name,
    personName: 'Rita Expedição',
    phone: '1133334444',
    street: 'Rua Vergueiro',
    number: '200',
    district: 'Liberdade',
    city: 'São Paulo',
    state: 'SP',
    zip: '01504000',
    cpfCnpj: '11222333000181',
    ...overrides,
  };
}
