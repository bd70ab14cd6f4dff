import { describe, expect, it } from 'vitest';
import {
  recipientCreateDtoSchema,
  recipientListResponseSchema,
  recipientResponseSchema,
} from '../../../electron/shared/contract';
import { recipientAddress, recipientCreate, recipientResponse } from './fixtures';
import { issuesOf } from './helpers';

const abroad = () => ({
  name: 'Mary Jones',
  phone: '+1 (212) 555-0100',
  address: {
    ...recipientAddress(),
    personName: 'Mary Jones',
    state: 'New York',
    zip: '10001-1234',
    city: 'New York',
    district: 'Chelsea',
    country: 'US',
  },
});

describe('recipient create', () => {
  it('accepts a Brazilian recipient with document, UF and CEP', () => {
    expect(issuesOf(recipientCreateDtoSchema, recipientCreate())).toEqual([]);
  });

  it('requires cpfCnpj when the address is in Brazil, not abroad', () => {
    const { cpfCnpj: _omit, ...noDocument } = recipientCreate();
    expect(issuesOf(recipientCreateDtoSchema, noDocument)).toEqual([
      'cpfCnpj: is required for an address in Brazil (CPF or CNPJ)',
    ]);
    expect(issuesOf(recipientCreateDtoSchema, abroad())).toEqual([]);
  });

  it('holds a Brazilian address to UF and 8-digit CEP; abroad the local forms pass', () => {
    const withAddress = (patch: object) => ({ ...recipientCreate(), address: { ...recipientAddress(), ...patch } });
    expect(issuesOf(recipientCreateDtoSchema, withAddress({ zip: '2224000' }))).toEqual([
      'address.zip: must be 8 digits, no hyphen',
    ]);
    expect(issuesOf(recipientCreateDtoSchema, withAddress({ zip: '222400030' }))).toEqual([
      'address.zip: must be 8 digits, no hyphen',
    ]);
    expect(issuesOf(recipientCreateDtoSchema, withAddress({ state: 'R' }))).toEqual([
      'address.state: must be the 2-letter state (UF), e.g. SP',
    ]);
    expect(issuesOf(recipientCreateDtoSchema, withAddress({ state: 'RJX' }))).toEqual([
      'address.state: must be the 2-letter state (UF), e.g. SP',
    ]);
  });

  it.each(['12345678', '+55 (21) 99876-5432 ', '1'.repeat(20)])('accepts phone %j (8 to 20 characters)', (phone) => {
    expect(issuesOf(recipientCreateDtoSchema, { ...recipientCreate(), phone })).toEqual([]);
  });

  it.each(['1234567', '1'.repeat(21), '2199876543x', '21 99876#5432'])('refuses phone %j', (phone) => {
    expect(issuesOf(recipientCreateDtoSchema, { ...recipientCreate(), phone })).toEqual([
      'phone: must be 8 to 20 characters: digits, +, -, parentheses or spaces',
    ]);
  });

  it('refuses a 12-digit document even abroad', () => {
    expect(issuesOf(recipientCreateDtoSchema, { ...abroad(), cpfCnpj: '123456789012' })).toEqual([
      'cpfCnpj: must be a CPF (11 digits) or CNPJ (14 digits), digits only',
    ]);
  });

  it('requires the address and its country', () => {
    const { address: _omit, ...noAddress } = recipientCreate();
    expect(issuesOf(recipientCreateDtoSchema, noAddress)).toEqual(['address: is required']);
    const { country: _c, ...noCountry } = recipientAddress();
    expect(issuesOf(recipientCreateDtoSchema, { ...recipientCreate(), address: noCountry })).toEqual([
      'address.country: is required',
    ]);
  });
});

describe('recipient response', () => {
  it('accepts null and absent optional fields, including a missing address', () => {
    expect(issuesOf(recipientResponseSchema, recipientResponse())).toEqual([]);
    expect(
      issuesOf(recipientResponseSchema, { ...recipientResponse(), address: null, cpfCnpj: null, email: null }),
    ).toEqual([]);
    const { address: _a, lastUsedAt: _l, notes: _n, ...bare } = recipientResponse();
    expect(issuesOf(recipientResponseSchema, bare)).toEqual([]);
  });

  it('requires addressId and ISO dates', () => {
    const { addressId: _omit, ...noAddressId } = recipientResponse();
    expect(issuesOf(recipientResponseSchema, noAddressId)).toEqual(['addressId: is required']);
    expect(issuesOf(recipientResponseSchema, { ...recipientResponse(), lastUsedAt: 'ontem' })).toEqual([
      'lastUsedAt: must be an ISO 8601 date-time, e.g. 2025-01-31T14:00:00-03:00',
    ]);
  });

  it('keeps unknown fields of the nested address (its shape is only listed, not closed)', () => {
    const withExtra = { ...recipientResponse(), address: { ...recipientResponse().address, reference: 'portão azul' } };
    const result = recipientResponseSchema.parse(withExtra);
    expect(result.address).toMatchObject({ reference: 'portão azul' });
  });

  it('lists with data, page, pageSize and total all required', () => {
    const list = { data: [recipientResponse()], page: 2, pageSize: 10, total: 11 };
    expect(issuesOf(recipientListResponseSchema, list)).toEqual([]);
    const { pageSize: _omit, ...noPageSize } = list;
    expect(issuesOf(recipientListResponseSchema, noPageSize)).toEqual(['pageSize: is required']);
  });
});
