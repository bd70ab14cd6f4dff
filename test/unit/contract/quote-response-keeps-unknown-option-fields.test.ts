import { describe, expect, it } from 'vitest';
import { quoteOptionSchema, quoteResponseSchema } from '../../../electron/shared/contract';
import { quoteOption, quoteResponse } from './fixtures';
import { issuesOf } from './helpers';

describe('quote response', () => {
  it('accepts the sandbox shape and types its display fields', () => {
    const response = quoteResponseSchema.parse(quoteResponse());
    const option = response.shippingOptions[0];
    expect(option?.priceCents).toBe(2590);
    expect(option?.carrierName).toBe('Correios');
  });

  it('keeps fields of an option the spec does not show', () => {
    const response = quoteResponseSchema.parse({
      ...quoteResponse(),
      shippingOptions: [{ ...quoteOption(), insuranceCents: 120 }],
    });
    expect(response.shippingOptions[0]).toMatchObject({ insuranceCents: 120 });
  });

  it('needs only the three ids on an option', () => {
    const { quoteId, carrierId, serviceLevelId } = quoteOption();
    expect(issuesOf(quoteOptionSchema, { quoteId, carrierId, serviceLevelId })).toEqual([]);
    expect(issuesOf(quoteOptionSchema, { quoteId, carrierId })).toEqual(['serviceLevelId: is required']);
    expect(issuesOf(quoteOptionSchema, { ...quoteOption(), quoteId: 'q-1' })).toEqual(['quoteId: must be a UUID']);
  });

  it('types the optional display fields when present', () => {
    expect(issuesOf(quoteOptionSchema, { ...quoteOption(), priceCents: 25.9 })).toEqual([
      'priceCents: must be a whole number',
    ]);
    expect(issuesOf(quoteOptionSchema, { ...quoteOption(), currency: 'real' })).toEqual([
      'currency: has an invalid format',
    ]);
  });

  it('requires quotedAt and expiresAt as date-times; issues are optional free-form objects', () => {
    const { expiresAt: _omit, ...noExpiry } = quoteResponse();
    expect(issuesOf(quoteResponseSchema, noExpiry)).toEqual(['expiresAt: is required']);
    expect(issuesOf(quoteResponseSchema, { ...quoteResponse(), quotedAt: '2025-03-10' })).toEqual([
      'quotedAt: must be an ISO 8601 date-time, e.g. 2025-01-31T14:00:00-03:00',
    ]);
    expect(
      issuesOf(quoteResponseSchema, { ...quoteResponse(), issues: [{ carrier: 'X', reason: 'no route' }] }),
    ).toEqual([]);
    expect(issuesOf(quoteResponseSchema, { ...quoteResponse(), issues: ['no route'] })).toEqual([
      'issues[0]: must be an object',
    ]);
  });
});
