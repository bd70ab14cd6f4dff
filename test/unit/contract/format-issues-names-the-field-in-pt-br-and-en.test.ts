import { describe, expect, it } from 'vitest';
import {
  createShipmentDtoSchema,
  formatIssues,
  formatPath,
  parseOrIssues,
  quoteRequestSchema,
  senderBodySchema,
} from '../../../electron/shared/contract';
import { en, ptBR } from '../../../electron/shared/messages';
import { createShipment, quoteRequest, senderBody } from './fixtures';

const badZip = () => ({ ...createShipment(), destAddress: { ...createShipment().destAddress, zip: '22240-003' } });

describe('formatIssues', () => {
  it('speaks pt-BR by default and en on request, naming the field', () => {
    const error = createShipmentDtoSchema.safeParse(badZip()).error;
    if (!error) throw new Error('expected the hyphenated CEP to fail');
    expect(formatIssues(error)).toEqual(['destAddress.zip: deve ter 8 dígitos, sem hífen']);
    expect(formatIssues(error, 'en')).toEqual(['destAddress.zip: must be 8 digits, no hyphen']);
  });

  it('says "required" for a missing field even from a plain safeParse', () => {
    const { number: _omit, ...noNumber } = senderBody();
    const error = senderBodySchema.safeParse(noNumber).error;
    if (!error) throw new Error('expected a missing number to fail');
    expect(formatIssues(error)).toEqual(['number: é obrigatório']);
    expect(formatIssues(error, 'en')).toEqual(['number: is required']);
  });

  it('gives one line per broken rule, with list positions', () => {
    const shipment = {
      ...createShipment(),
      parcel: { ...createShipment().parcel, products: [{ content: 'Caneca', quantity: 0, valueCents: 100 }] },
      originAddress: { ...createShipment().originAddress, cpfCnpj: '123' },
    };
    const result = parseOrIssues(createShipmentDtoSchema, shipment);
    expect(result).toEqual({
      ok: false,
      error: {
        field: 'originAddress.cpfCnpj',
        issues: [
          'originAddress.cpfCnpj: deve ser CPF (11 dígitos) ou CNPJ (14 dígitos), só números',
          'parcel.products[0].quantity: deve ser maior que 0',
        ],
      },
    });
  });

  it('has both languages for every catalogued rule', () => {
    for (const [id, pt] of Object.entries(ptBR.station.contract.rule)) {
      const english = en.station.contract.rule[id as keyof typeof en.station.contract.rule];
      expect(english.length).toBeGreaterThan(0);
      expect(pt.length).toBeGreaterThan(0);
      expect(pt).not.toBe(english);
    }
  });

  it('writes paths with dots and list positions', () => {
    expect(formatPath(['parcel', 'products', 2, 'ncm'])).toBe('parcel.products[2].ncm');
    expect(formatPath([])).toBe('');
  });
});

describe('parseOrIssues', () => {
  it('returns the parsed value with defaults applied', () => {
    const { format: _omit, ...noFormat } = quoteRequest();
    const result = parseOrIssues(quoteRequestSchema, noFormat);
    expect(result.ok && result.value.format).toBe('2');
  });

  it('points at no field when the whole value is wrong', () => {
    expect(parseOrIssues(quoteRequestSchema, 'not a quote', 'en')).toEqual({
      ok: false,
      error: {
        issues: ['must be an object'],
      },
    });
  });
});
