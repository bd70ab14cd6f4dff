import { describe, expect, it } from 'vitest';
import { createShipmentDtoSchema } from '../../../electron/shared/contract';
import { createShipment, dceShipment, nfeInvoice, parcel } from './fixtures';
import { issuesOf } from './helpers';

describe('NF-e invoice', () => {
  it('is accepted with its 44-digit access key', () => {
    expect(issuesOf(createShipmentDtoSchema, { ...createShipment(), invoice: nfeInvoice() })).toEqual([]);
  });

  it('is refused without chaveNFe', () => {
    const { chaveNFe: _omit, ...noKey } = nfeInvoice();
    expect(issuesOf(createShipmentDtoSchema, { ...createShipment(), invoice: noKey })).toEqual([
      'invoice.chaveNFe: is required for an NF-e invoice (44-digit access key)',
    ]);
  });

  it.each([43, 45])('is refused with a %i-digit key', (length) => {
    const invoice = { ...nfeInvoice(), chaveNFe: '3'.repeat(length) };
    expect(issuesOf(createShipmentDtoSchema, { ...createShipment(), invoice })).toEqual([
      'invoice.chaveNFe: must be the 44-digit NF-e access key',
    ]);
  });

  it('takes dataEmissao only as YYYY-MM-DD and an invoice type it knows', () => {
    const withInvoice = (patch: object) => ({ ...createShipment(), invoice: { ...nfeInvoice(), ...patch } });
    expect(issuesOf(createShipmentDtoSchema, withInvoice({ dataEmissao: '10/03/2025' }))).toEqual([
      'invoice.dataEmissao: must be a date as YYYY-MM-DD',
    ]);
    expect(issuesOf(createShipmentDtoSchema, withInvoice({ type: 'NFCE' }))).toEqual([
      'invoice.type: must be one of: NFE, DCE',
    ]);
  });
});

describe('content declaration (DCE)', () => {
  it('is accepted with valor and the declared items', () => {
    expect(issuesOf(createShipmentDtoSchema, dceShipment())).toEqual([]);
  });

  it('is refused without items in the parcel, or with an empty list', () => {
    expect(issuesOf(createShipmentDtoSchema, { ...dceShipment(), parcel: parcel() })).toEqual([
      'parcel.products: must list the items (description, quantity, value) for a content declaration (DCE)',
    ]);
    expect(issuesOf(createShipmentDtoSchema, { ...dceShipment(), parcel: { ...parcel(), products: [] } })).toEqual([
      'parcel.products: must list the items (description, quantity, value) for a content declaration (DCE)',
    ]);
  });

  it('is refused without valor', () => {
    expect(issuesOf(createShipmentDtoSchema, { ...dceShipment(), invoice: { type: 'DCE' } })).toEqual([
      'invoice.valor: is required for a content declaration (DCE)',
    ]);
  });

  it('does not need an access key, and an NF-e does not need items', () => {
    expect(issuesOf(createShipmentDtoSchema, { ...createShipment(), invoice: nfeInvoice() })).toEqual([]);
    expect(issuesOf(createShipmentDtoSchema, dceShipment())).toEqual([]);
  });
});
