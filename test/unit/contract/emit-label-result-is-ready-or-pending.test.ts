import { describe, expect, it } from 'vitest';
import {
  emitLabelDtoSchema,
  emitLabelResultSchema,
  labelDownloadResponseSchema,
  type EmitLabelResult,
} from '../../../electron/shared/contract';
import { ID, emitPending, emitReady } from './fixtures';
import { issuesOf, parsed } from './helpers';

describe('emit label request', () => {
  it('pays from the wallet only', () => {
    expect(issuesOf(emitLabelDtoSchema, { paymentMethod: 'wallet' })).toEqual([]);
    expect(issuesOf(emitLabelDtoSchema, { paymentMethod: 'pix' })).toEqual(['paymentMethod: must be wallet']);
    expect(issuesOf(emitLabelDtoSchema, {})).toEqual(['paymentMethod: is required']);
  });

  it('takes pickup, coupon and a free-form invoice', () => {
    const request = {
      paymentMethod: 'wallet',
      pickupRequested: true,
      couponCode: 'FRETE10',
      invoice: { any: { nested: 1 } },
    };
    expect(parsed(emitLabelDtoSchema, request)).toEqual(request);
    expect(issuesOf(emitLabelDtoSchema, { paymentMethod: 'wallet', pickupRequested: 'yes' })).toEqual([
      'pickupRequested: must be true or false',
    ]);
  });
});

describe('emit label result', () => {
  it('tells READY from PENDING by status', () => {
    const ready: EmitLabelResult = parsed(emitLabelResultSchema, emitReady());
    const pending: EmitLabelResult = parsed(emitLabelResultSchema, emitPending());
    expect(ready.status === 'READY' && ready.labelId).toBe(ID.label);
    expect(pending.status === 'PENDING' && pending.providerJobId).toBe('job-77');
  });

  it('refuses an unknown status', () => {
    expect(issuesOf(emitLabelResultSchema, { ...emitPending(), status: 'FAILED' })).toEqual([
      'status: must be one of: READY, PENDING',
    ]);
  });

  it.each([
    'status',
    'shipmentId',
    'labelId',
    'trackingCode',
    'fileUrl',
    'paymentMethod',
    'transactionId',
    'chargeAlreadyCaptured',
  ])('READY requires %s', (field) => {
    const ready: Record<string, unknown> = emitReady();
    delete ready[field];
    expect(issuesOf(emitLabelResultSchema, ready)).toEqual([`${field}: is required`]);
  });

  it('READY takes the money fields as optional whole cents and couponCode as nullable', () => {
    const { priceCents: _p, couponCode: _c, ...bare } = emitReady();
    expect(issuesOf(emitLabelResultSchema, bare)).toEqual([]);
    expect(
      issuesOf(emitLabelResultSchema, {
        ...emitReady(),
        couponCode: 'FRETE10',
        discountCents: 100,
        subtotalCents: 2690,
      }),
    ).toEqual([]);
    expect(issuesOf(emitLabelResultSchema, { ...emitReady(), priceCents: 25.9 })).toEqual([
      'priceCents: must be a whole number',
    ]);
  });

  it('PENDING requires providerJobId', () => {
    expect(issuesOf(emitLabelResultSchema, { status: 'PENDING', shipmentId: emitPending().shipmentId })).toEqual([
      'providerJobId: is required',
    ]);
  });
});

describe('label download', () => {
  it('gives an http(s) address and nothing else the printer would fetch', () => {
    expect(issuesOf(labelDownloadResponseSchema, { downloadUrl: 'https://files.example.com/l/abc?sig=1' })).toEqual([]);
    expect(issuesOf(labelDownloadResponseSchema, { downloadUrl: 'http://127.0.0.1:40123/labels/abc.pdf' })).toEqual([]);
    expect(issuesOf(labelDownloadResponseSchema, { downloadUrl: 'file:///etc/passwd' })).toEqual([
      'downloadUrl: must be an http(s) address',
    ]);
    expect(issuesOf(labelDownloadResponseSchema, {})).toEqual(['downloadUrl: is required']);
  });
});
