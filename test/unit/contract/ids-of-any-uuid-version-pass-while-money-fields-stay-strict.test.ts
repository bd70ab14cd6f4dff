import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createShipmentDtoSchema,
  emitLabelReadySchema,
  emitLabelResultSchema,
  uuid,
} from '../../../electron/shared/contract';
import { createShipment, emitReady, ID } from './fixtures';
import { issuesOf } from './helpers';

const hex = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: length, maxLength: length });

describe('ids', () => {
  it('accept any UUID syntax: every version and variant nibble, either case', () => {
    fc.assert(
      fc.property(hex(8), hex(4), hex(4), hex(4), hex(12), (a, b, c, d, e) => {
        expect(uuid().safeParse(`${a}-${b}-${c}-${d}-${e}`).success).toBe(true);
      }),
    );
    for (const id of [
      '6ba7b810-9dad-11d1-80b4-00c04fd430c8', // v1
      '01890a5d-ac96-774b-bcce-b302099a8057', // v7
      '00000000-0000-0000-0000-00000000002a', // nil-like: version 0, variant 0
      '00000000-0000-0000-0000-000000000000',
    ]) {
      expect(uuid().safeParse(id).success, id).toBe(true);
    }
  });

  it('refuse what is not UUID syntax', () => {
    for (const id of ['u1', '6ba7b8109dad11d180b400c04fd430c8', '6ba7b810-9dad-11d1-80b4-00c04fd430cg', '', ' ']) {
      expect(uuid().safeParse(id).success, id).toBe(false);
    }
  });

  it('a shipment request echoes the server ids whatever their version, and stays closed to extra fields', () => {
    const v1 = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';
    expect(issuesOf(createShipmentDtoSchema, { ...createShipment(), quoteId: v1, carrierId: v1 })).toEqual([]);
    expect(issuesOf(createShipmentDtoSchema, { ...createShipment(), quoteId: 'q-1' })).toEqual([
      'quoteId: must be a UUID',
    ]);
    expect(issuesOf(createShipmentDtoSchema, { ...createShipment(), price: 1 })).toEqual([
      'price: is not accepted here; remove it',
    ]);
  });
});

describe('fields money depends on', () => {
  it('the emit answer still needs a UUID labelId, a real boolean capture flag and whole cents', () => {
    expect(issuesOf(emitLabelReadySchema, emitReady())).toEqual([]);
    expect(issuesOf(emitLabelReadySchema, { ...emitReady(), labelId: 'L-1' })).toEqual(['labelId: must be a UUID']);
    expect(issuesOf(emitLabelReadySchema, { ...emitReady(), labelId: null })).toEqual(['labelId: must be text']);
    expect(issuesOf(emitLabelReadySchema, { ...emitReady(), chargeAlreadyCaptured: 'false' })).toEqual([
      'chargeAlreadyCaptured: must be true or false',
    ]);
    expect(issuesOf(emitLabelReadySchema, { ...emitReady(), chargeAlreadyCaptured: null })).toEqual([
      'chargeAlreadyCaptured: must be true or false',
    ]);
    expect(issuesOf(emitLabelReadySchema, { ...emitReady(), priceCents: 25.9 })).toEqual([
      'priceCents: must be a whole number',
    ]);
    expect(issuesOf(emitLabelReadySchema, { ...emitReady(), priceCents: null })).toEqual([
      'priceCents: must be a number',
    ]);
    expect(issuesOf(emitLabelReadySchema, { ...emitReady(), discountCents: -1 })).toEqual([
      'discountCents: must be at least 0',
    ]);
  });

  it('an emit answer with a label of any UUID version is read', () => {
    const nilLike = '00000000-0000-0000-0000-00000000002a';
    expect(issuesOf(emitLabelResultSchema, { ...emitReady(), labelId: nilLike, shipmentId: ID.shipment })).toEqual([]);
  });
});
