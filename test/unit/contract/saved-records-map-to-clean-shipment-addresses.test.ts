import { describe, expect, it } from 'vitest';
import {
  recipientResponseSchema,
  recipientToShipmentAddress,
  senderResponseSchema,
  senderToShipmentAddress,
  shipmentAddressSchema,
} from '../../../electron/shared/contract';
import { recipientResponse, senderResponse } from './fixtures';
import { issuesOf } from './helpers';

describe('saved records to shipment addresses', () => {
  it('a saved sender becomes a valid origin without record fields or nulls', () => {
    const address = senderToShipmentAddress(senderResponseSchema.parse(senderResponse()));
    expect(issuesOf(shipmentAddressSchema, address)).toEqual([]);
    expect(address).not.toHaveProperty('id');
    expect(address).not.toHaveProperty('complement');
    expect(address.company).toBe('Loja Exemplo Ltda');
  });

  it('a saved recipient becomes a valid destination carrying the recipient document', () => {
    const recipient = recipientResponseSchema.parse(recipientResponse());
    const address = recipientToShipmentAddress(recipient);
    expect(address && issuesOf(shipmentAddressSchema, address)).toEqual([]);
    expect(address?.cpfCnpj).toBe('52998224725');
    expect(address?.email).toBe('joao@example.com');
    expect(address?.complement).toBe('apto 301');
  });

  it('a recipient saved without an address yields none', () => {
    const recipient = recipientResponseSchema.parse({ ...recipientResponse(), address: null });
    expect(recipientToShipmentAddress(recipient)).toBeNull();
  });
});
