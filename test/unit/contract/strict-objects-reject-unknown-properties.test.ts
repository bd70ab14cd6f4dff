import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '../../../electron/shared/contract';
import * as f from './fixtures';
import { issuesOf, parsed } from './helpers';

// Every object the spec marks "no additional properties", plus the nested request objects the
// contract closes too, with a valid example of each.
const STRICT: Array<[string, z.ZodType, () => Record<string, unknown>]> = [
  ['LoginDto', contract.loginDtoSchema, f.loginDto],
  ['sender body', contract.senderBodySchema, f.senderBody],
  ['sender response', contract.senderResponseSchema, f.senderResponse],
  ['RecipientCreateDto', contract.recipientCreateDtoSchema, f.recipientCreate],
  ['recipient address input', contract.recipientAddressInputSchema, f.recipientAddress],
  ['RecipientResponseDto', contract.recipientResponseSchema, f.recipientResponse],
  ['IntegrationCreateShipmentDto', contract.createShipmentDtoSchema, f.createShipment],
  ['shipment address', contract.shipmentAddressSchema, f.shipmentAddress],
  ['parcel', contract.parcelSchema, f.parcel],
  ['invoice', contract.invoiceSchema, f.nfeInvoice],
  ['EmitLabelDto', contract.emitLabelDtoSchema, () => ({ paymentMethod: 'wallet' })],
  ['GenerateShipmentDaceDto', contract.generateShipmentDaceDtoSchema, () => ({ tipoDace: 'C' })],
  ['ShipmentDaceResponse', contract.daceResponseSchema, f.daceResponse],
  ['ErrorResponse', contract.errorResponseSchema, f.errorResponse],
];

describe('objects closed by the spec', () => {
  it.each(STRICT)('%s accepts its valid example', (_name, schema, valid) => {
    expect(issuesOf(schema, valid())).toEqual([]);
  });

  it.each(STRICT)('%s refuses an unknown property by name', (_name, schema, valid) => {
    expect(issuesOf(schema, { ...valid(), surprise: 1 })).toEqual(['surprise: is not accepted here; remove it']);
  });
});

describe('objects the spec leaves open', () => {
  it('quote request drops a field it does not know instead of refusing the quote', () => {
    expect(parsed(contract.quoteRequestSchema, { ...f.quoteRequest(), surprise: 1 })).not.toHaveProperty('surprise');
  });

  it('store summary, quote option and shipment keep what they do not know', () => {
    expect(parsed(contract.storeSummarySchema, { id: f.ID.loja, cnpj: '1' })).toHaveProperty('cnpj');
    expect(parsed(contract.quoteOptionSchema, { ...f.quoteOption(), tags: [] })).toHaveProperty('tags');
    const created = {
      shipment: { id: f.ID.shipment, status: 'created', createdAt: f.NOW },
      shipmentId: f.ID.shipment,
      status: 'created',
    };
    expect(parsed(contract.createShipmentResponseSchema, created).shipment).toHaveProperty('createdAt');
  });
});
