import { describe, expect, it } from 'vitest';
import { parcelSchema } from '../../../electron/shared/contract';
import { issuesOf } from './helpers';

const weight = { weightKg: 0.8 };

describe('parcel dimensions by format', () => {
  it('envelope (1) needs length and width; thickness is optional', () => {
    expect(issuesOf(parcelSchema, { ...weight, format: '1', lengthCm: 30, widthCm: 20 })).toEqual([]);
    expect(issuesOf(parcelSchema, { ...weight, format: '1', lengthCm: 30, widthCm: 20, thicknessCm: 1 })).toEqual([]);
    expect(issuesOf(parcelSchema, { ...weight, format: '1', lengthCm: 30 })).toEqual([
      'widthCm: is required for an envelope or a box (format 1 or 2)',
    ]);
  });

  it('box (2) needs length, width and height or thickness', () => {
    expect(issuesOf(parcelSchema, { ...weight, format: '2', lengthCm: 30, widthCm: 20, heightCm: 10 })).toEqual([]);
    expect(issuesOf(parcelSchema, { ...weight, format: '2', lengthCm: 30, widthCm: 20, thicknessCm: 10 })).toEqual([]);
    expect(issuesOf(parcelSchema, { ...weight, format: '2', lengthCm: 30, widthCm: 20 })).toEqual([
      'heightCm: send heightCm or thicknessCm for a box (format 2)',
    ]);
    expect(issuesOf(parcelSchema, { ...weight, format: '2', widthCm: 20, heightCm: 10 })).toEqual([
      'lengthCm: is required',
    ]);
  });

  it('cylinder (3) needs length and diameter, not width', () => {
    expect(issuesOf(parcelSchema, { ...weight, format: '3', lengthCm: 90, diameterCm: 10 })).toEqual([]);
    expect(issuesOf(parcelSchema, { ...weight, format: '3', lengthCm: 90, widthCm: 10 })).toEqual([
      'diameterCm: is required for a cylinder or roll (format 3)',
    ]);
  });

  it('always needs a positive weight and a known format (a box when left out)', () => {
    expect(issuesOf(parcelSchema, { format: '3', lengthCm: 90, diameterCm: 10 })).toEqual(['weightKg: is required']);
    expect(issuesOf(parcelSchema, { weightKg: 0, format: '3', lengthCm: 90, diameterCm: 10 })).toEqual([
      'weightKg: must be greater than 0',
    ]);
    // No format means a box (the default), so a roll's dimensions are not enough.
    expect(issuesOf(parcelSchema, { ...weight, lengthCm: 90, diameterCm: 10 })).toEqual([
      'widthCm: is required for an envelope or a box (format 1 or 2)',
      'heightCm: send heightCm or thicknessCm for a box (format 2)',
    ]);
    expect(issuesOf(parcelSchema, { ...weight, format: 2, lengthCm: 30, widthCm: 20, heightCm: 10 })).toEqual([
      'format: must be one of: 1, 2, 3',
    ]);
  });

  it('counts money in whole cents and items in whole units', () => {
    const box = { ...weight, format: '2', lengthCm: 30, widthCm: 20, heightCm: 10 };
    expect(issuesOf(parcelSchema, { ...box, declaredValueCents: 150.5 })).toEqual([
      'declaredValueCents: must be a whole number',
    ]);
    expect(issuesOf(parcelSchema, { ...box, productValueCents: -1 })).toEqual([
      'productValueCents: must be at least 0',
    ]);
    expect(issuesOf(parcelSchema, { ...box, quantity: 1.5 })).toEqual(['quantity: must be a whole number']);
    expect(issuesOf(parcelSchema, { ...box, products: [{ content: 'Livro', quantity: 1, valueCents: 49.9 }] })).toEqual(
      ['products[0].valueCents: must be a whole number'],
    );
    expect(
      issuesOf(parcelSchema, {
        ...box,
        products: [{ content: 'Livro', quantity: 1, valueCents: 4990, ncm: '49019900' }],
      }),
    ).toEqual([]);
  });
});

describe('parcel format left out', () => {
  it('defaults to a box, so box dimensions pass and a box without height fails', () => {
    expect(issuesOf(parcelSchema, { weightKg: 1, lengthCm: 30, widthCm: 20, heightCm: 10 })).toEqual([]);
    expect(parcelSchema.parse({ weightKg: 1, lengthCm: 30, widthCm: 20, heightCm: 10 }).format).toBe('2');
    expect(issuesOf(parcelSchema, { weightKg: 1, lengthCm: 30, widthCm: 20 })).not.toEqual([]);
  });
});
