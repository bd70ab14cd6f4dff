import { describe, expect, it } from 'vitest';
import { senderBodySchema, senderListResponseSchema, senderResponseSchema } from '../../../electron/shared/contract';
import { senderBody, senderResponse } from './fixtures';
import { issuesOf, parsed } from './helpers';

describe('sender body', () => {
  it('fills country BR and setAsDefault false when the form leaves them out', () => {
    const body = parsed(senderBodySchema, senderBody());
    expect(body.country).toBe('BR');
    expect(body.setAsDefault).toBe(false);
    expect(parsed(senderBodySchema, { ...senderBody(), setAsDefault: true }).setAsDefault).toBe(true);
  });

  it.each(['0646000', '064600000', '06460-000', 'abcdefgh'])('refuses zip %j', (zip) => {
    expect(issuesOf(senderBodySchema, { ...senderBody(), zip })).toEqual(['zip: must be 8 digits, no hyphen']);
  });

  it.each(['52998224725', '11222333000181'])('accepts a CPF or CNPJ of the right length (%s)', (cpfCnpj) => {
    expect(issuesOf(senderBodySchema, { ...senderBody(), cpfCnpj })).toEqual([]);
  });

  it.each(['123456789012', '1234567890', '112223330001811', '529.982.247-25'])('refuses cpfCnpj %j', (cpfCnpj) => {
    expect(issuesOf(senderBodySchema, { ...senderBody(), cpfCnpj })).toEqual([
      'cpfCnpj: must be a CPF (11 digits) or CNPJ (14 digits), digits only',
    ]);
  });

  it('requires cpfCnpj (a sender is always in Brazil)', () => {
    const { cpfCnpj: _omit, ...body } = senderBody();
    expect(issuesOf(senderBodySchema, body)).toEqual(['cpfCnpj: is required']);
  });

  it.each(['S', 'SPA', '', 'S1'])('refuses state %j', (state) => {
    expect(issuesOf(senderBodySchema, { ...senderBody(), state })).toEqual([
      'state: must be the 2-letter state (UF), e.g. SP',
    ]);
  });

  it.each(['B', 'BRA', 'br'])('refuses country %j', (country) => {
    expect(issuesOf(senderBodySchema, { ...senderBody(), country })).toEqual([
      'country: must be a 2-letter country code in capitals (ISO 3166-1), e.g. BR',
    ]);
  });

  it('checks the e-mail format and requires the street', () => {
    expect(issuesOf(senderBodySchema, { ...senderBody(), email: 'expedicao@' })).toEqual([
      'email: must be a valid e-mail address',
    ]);
    const { street: _omit, ...body } = senderBody();
    expect(issuesOf(senderBodySchema, body)).toEqual(['street: is required']);
  });
});

describe('sender response', () => {
  it('accepts null or absent optional fields', () => {
    expect(issuesOf(senderResponseSchema, senderResponse())).toEqual([]);
    const nulls = { ...senderResponse(), company: null, email: null, complement: null, cpfCnpj: null, ieNumber: null };
    expect(issuesOf(senderResponseSchema, nulls)).toEqual([]);
    const { company: _c, email: _e, complement: _x, cpfCnpj: _d, ieNumber: _i, ...absent } = senderResponse();
    expect(issuesOf(senderResponseSchema, absent)).toEqual([]);
  });

  it('requires personName and refuses null in required fields', () => {
    const { personName: _omit, ...missing } = senderResponse();
    expect(issuesOf(senderResponseSchema, missing)).toEqual(['personName: is required']);
    expect(issuesOf(senderResponseSchema, { ...senderResponse(), phone: null })).toEqual(['phone: must be text']);
  });

  it('is a SENDER with uuid ids and ISO timestamps', () => {
    expect(issuesOf(senderResponseSchema, { ...senderResponse(), addressType: 'RECIPIENT' })).toEqual([
      'addressType: must be SENDER',
    ]);
    expect(issuesOf(senderResponseSchema, { ...senderResponse(), lojaId: 'loja-1' })).toEqual([
      'lojaId: must be a UUID',
    ]);
    expect(issuesOf(senderResponseSchema, { ...senderResponse(), createdAt: '10/03/2025' })).toEqual([
      'createdAt: must be an ISO 8601 date-time, e.g. 2025-01-31T14:00:00-03:00',
    ]);
    expect(issuesOf(senderResponseSchema, { ...senderResponse(), updatedAt: '2025-03-10T17:30:00.123Z' })).toEqual([]);
  });

  it('lists with data, total, page and pageSize all required; a bad sender is skipped, not the page', () => {
    const list = { data: [senderResponse()], total: 1, page: 1, pageSize: 20 };
    expect(issuesOf(senderListResponseSchema, list)).toEqual([]);
    const { total: _omit, ...noTotal } = list;
    expect(issuesOf(senderListResponseSchema, noTotal)).toEqual(['total: is required']);
    const page = parsed(senderListResponseSchema, {
      ...list,
      total: 2,
      data: [{ ...senderResponse(), zip: 6460000 }, senderResponse()],
    });
    expect(page.data).toHaveLength(1);
    expect(page.skipped).toEqual([{ index: 0, issues: ['zip: must be text'] }]);
  });
});
