import { describe, expect, it } from 'vitest';
import { createShipmentDtoSchema, parseOrIssues, shipmentAddressSchema } from '../../../electron/shared/contract';
import { createShipment, ID, NOW, shipmentAddress } from './fixtures';
import { issuesOf } from './helpers';

const RECORD_FIELD_MESSAGE = 'belongs to a saved record (ids, dates, pagination) and must not be sent here';

describe('shipment addresses', () => {
  it('accept a complete Brazilian address', () => {
    expect(issuesOf(createShipmentDtoSchema, createShipment())).toEqual([]);
  });

  it.each([
    ['id', ID.address],
    ['lojaId', ID.loja],
    ['addressId', ID.address],
    ['addressType', 'SENDER'],
    ['isDefault', true],
    ['createdAt', NOW],
    ['updatedAt', NOW],
    ['lastUsedAt', NOW],
    ['page', 1],
    ['pageSize', 20],
    ['total', 3],
  ])('refuse %s inside destAddress, naming it', (field, value) => {
    const shipment = { ...createShipment(), destAddress: { ...createShipment().destAddress, [field]: value } };
    expect(issuesOf(createShipmentDtoSchema, shipment)).toEqual([`destAddress.${field}: ${RECORD_FIELD_MESSAGE}`]);
    // The raw zod message names it too, for logs and the sandbox's 400 body.
    const raw = createShipmentDtoSchema.safeParse(shipment);
    expect(raw.error?.issues[0]?.message).toContain(field);
  });

  it('refuse a spread saved record in originAddress with one line per field, and point at the first', () => {
    const shipment = { ...createShipment(), originAddress: { ...shipmentAddress(), id: ID.sender, lojaId: ID.loja } };
    const result = parseOrIssues(createShipmentDtoSchema, shipment, 'en');
    expect(result).toEqual({
      ok: false,
      error: {
        field: 'originAddress.id',
        issues: [`originAddress.id: ${RECORD_FIELD_MESSAGE}`, `originAddress.lojaId: ${RECORD_FIELD_MESSAGE}`],
      },
    });
  });

  it('refuse any other unknown field as not accepted', () => {
    expect(issuesOf(shipmentAddressSchema, { ...shipmentAddress(), neighbourhood: 'Centro' })).toEqual([
      'neighbourhood: is not accepted here; remove it',
    ]);
  });

  it('hold Brazilian addresses (country BR or absent) to CEP, UF, district and CPF/CNPJ', () => {
    const { country: _omit, ...noCountry } = shipmentAddress();
    for (const base of [shipmentAddress(), noCountry]) {
      expect(issuesOf(shipmentAddressSchema, { ...base, zip: '0646000' })).toEqual([
        'zip: must be 8 digits, no hyphen',
      ]);
      expect(issuesOf(shipmentAddressSchema, { ...base, zip: '064600000' })).toEqual([
        'zip: must be 8 digits, no hyphen',
      ]);
      expect(issuesOf(shipmentAddressSchema, { ...base, state: 'São Paulo' })).toEqual([
        'state: must be the 2-letter state (UF), e.g. SP',
      ]);
      const { cpfCnpj: _c, ...noDocument } = base;
      expect(issuesOf(shipmentAddressSchema, noDocument)).toEqual([
        'cpfCnpj: is required for an address in Brazil (CPF or CNPJ)',
      ]);
      const { district: _d, ...noDistrict } = base;
      expect(issuesOf(shipmentAddressSchema, noDistrict)).toEqual(['district: is required']);
    }
  });

  it('let an international address use its own postal code and omit cpfCnpj', () => {
    const { cpfCnpj: _c, district: _d, ...rest } = shipmentAddress();
    const usa = { ...rest, state: 'NY', zip: '10001-1234', city: 'New York', country: 'US' };
    expect(issuesOf(shipmentAddressSchema, usa)).toEqual([]);
    expect(issuesOf(createShipmentDtoSchema, { ...createShipment(), destAddress: usa })).toEqual([]);
  });

  it('require the contact and street fields', () => {
    for (const field of ['name', 'personName', 'phone', 'street', 'number', 'city', 'state', 'zip'] as const) {
      const address: Record<string, unknown> = { ...shipmentAddress() };
      delete address[field];
      expect(issuesOf(shipmentAddressSchema, address)).toEqual([`${field}: is required`]);
    }
  });
});

describe('shipment create request', () => {
  it('requires the three quote ids as UUIDs, taken unchanged from the option', () => {
    expect(issuesOf(createShipmentDtoSchema, { ...createShipment(), quoteId: 'quote-1' })).toEqual([
      'quoteId: must be a UUID',
    ]);
    const { serviceLevelId: _omit, ...noService } = createShipment();
    expect(issuesOf(createShipmentDtoSchema, noService)).toEqual(['serviceLevelId: is required']);
  });

  it('takes physicalSpaceId only as a UUID', () => {
    expect(issuesOf(createShipmentDtoSchema, { ...createShipment(), physicalSpaceId: ID.loja })).toEqual([]);
    expect(issuesOf(createShipmentDtoSchema, { ...createShipment(), physicalSpaceId: 'doca-2' })).toEqual([
      'physicalSpaceId: must be a UUID',
    ]);
  });
});
