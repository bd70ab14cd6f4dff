import { describe, expect, it } from 'vitest';
import { isValidCpfCnpj, recipientCreateDtoSchema, senderBodySchema } from '../../../electron/shared/contract';
import { recipientCreate, senderBody } from './fixtures';

describe('CPF/CNPJ check digits', () => {
  it('are checked by the form helper', () => {
    expect(isValidCpfCnpj('52998224725')).toBe(true);
    expect(isValidCpfCnpj('52998224724')).toBe(false);
    expect(isValidCpfCnpj('11222333000181')).toBe(true);
    expect(isValidCpfCnpj('11222333000182')).toBe(false);
    expect(isValidCpfCnpj('529.982.247-25')).toBe(false);
    expect(isValidCpfCnpj('123456789012')).toBe(false);
  });

  it('do not make the wire schemas refuse a document the server may accept', () => {
    expect(senderBodySchema.safeParse({ ...senderBody(), cpfCnpj: '11222333000182' }).success).toBe(true);
    expect(recipientCreateDtoSchema.safeParse({ ...recipientCreate(), cpfCnpj: '52998224724' }).success).toBe(true);
  });
});
