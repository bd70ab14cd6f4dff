// Spec 7.3 shows no status per failure condition, and an expired temporary URL belongs to
// whatever stores the file. Each personality switch for them, over HTTP, in ErrorResponse
// (or, for an S3-like store, its XML), charging nothing when the purchase is refused.
import { afterEach, describe, expect, it } from 'vitest';
import { emitLabelReadySchema, labelDownloadResponseSchema } from '../../../electron/shared/contract';
import { IDS } from '../../support/sandbox';
import { expectError, useLoggedInSandbox } from './client';
import { createShipment, emit, quoteOption, shipmentFor } from './fixtures';
import { fetchBytes } from './pdf';

const live = useLoggedInSandbox({ accessTtl: 24 * 3600, quoteTtl: 60, downloadTtl: 60 });
afterEach(() => live.sandbox.admin.personality({ profile: 'default' }));

const SHIPMENTS = '/api/v1/shipments';
const lowBalance = () => live.api.as(IDS.demoLowBalanceLoja);
const wallet = async (lojaId: string) =>
  (await live.sandbox.admin.wallets()).find((w) => w.lojaId === lojaId)?.balanceCents;

describe('insufficient wallet balance', () => {
  for (const [profile, status] of [
    ['default', 402],
    ['statuses-422', 422],
    ['statuses-400', 400],
  ] as const) {
    it(`answers ${status} under ${profile}, charging nothing`, async () => {
      await live.sandbox.admin.personality({ profile });
      await live.sandbox.admin.setWallet(IDS.demoLowBalanceLoja, 500);
      const { shipmentId } = await createShipment(lowBalance());
      const words = expectError(
        await emit(lowBalance(), shipmentId),
        status,
        `/api/v1/labels/shipments/${shipmentId}/emit`,
      );
      expect(words.join()).toMatch(/Insufficient wallet balance/);
      expect(await wallet(IDS.demoLowBalanceLoja)).toBe(500);
    });
  }
});

describe('expired quote and quote mismatch at shipment creation', () => {
  for (const [profile, expired, mismatch] of [
    ['default', 422, 422],
    ['statuses-422', 410, 409],
    ['statuses-400', 400, 400],
  ] as const) {
    it(`answers an expired quote ${expired} and a mismatch ${mismatch} under ${profile}`, async () => {
      await live.sandbox.admin.personality({ profile });
      const stale = await quoteOption(live.api);
      await live.sandbox.admin.advanceClock(61);
      expect(expectError(await live.api.post(SHIPMENTS, shipmentFor(stale)), expired, SHIPMENTS).join()).toMatch(
        /expired/,
      );
      const fresh = await quoteOption(live.api);
      const heavier = shipmentFor(fresh, {
        parcel: { format: '2', weightKg: 9, lengthCm: 20, widthCm: 15, heightCm: 10, declaredValueCents: 10_000 },
      });
      expectError(await live.api.post(SHIPMENTS, heavier), mismatch, SHIPMENTS);
    });
  }
});

describe('externalRef used twice', () => {
  it('is accepted by default and refused with 409 under externalref-409', async () => {
    const ref = `PED-${Date.now()}`;
    await createShipment(live.api, { externalRef: ref });
    await createShipment(live.api, { externalRef: ref });
    await live.sandbox.admin.personality({ profile: 'externalref-409' });
    const option = await quoteOption(live.api);
    const words = expectError(
      await live.api.post(SHIPMENTS, shipmentFor(option, { externalRef: ref })),
      409,
      SHIPMENTS,
    );
    expect(words.join()).toMatch(/externalRef/);
    const other = await live.api.post(SHIPMENTS, shipmentFor(await quoteOption(live.api), { externalRef: `${ref}-2` }));
    expect(other.status).toBe(201);
    expect((await live.api.post(SHIPMENTS, shipmentFor(await quoteOption(live.api)))).status).toBe(201);
  });
});

describe('an expired temporary download URL', () => {
  async function expiredLink(): Promise<string> {
    const { shipmentId } = await createShipment(live.api);
    const { labelId } = emitLabelReadySchema.parse((await emit(live.api, shipmentId)).body);
    const link = labelDownloadResponseSchema.parse((await live.api.get(`/api/v1/labels/${labelId}/download`)).body);
    expect((await fetchBytes(link.downloadUrl)).status).toBe(200);
    await live.sandbox.admin.advanceClock(61);
    return link.downloadUrl;
  }

  it('answers 410 in ErrorResponse by default', async () => {
    const url = await expiredLink();
    const reply = await fetch(url);
    expect(reply.status).toBe(410);
    expect(await reply.json()).toMatchObject({ statusCode: 410, path: new URL(url).pathname });
  });

  it('answers 403 with an S3-like XML body under url-expiry-403-xml', async () => {
    await live.sandbox.admin.personality({ profile: 'url-expiry-403-xml' });
    const reply = await fetch(await expiredLink());
    expect(reply.status).toBe(403);
    expect(reply.headers.get('content-type')).toMatch(/^application\/xml/);
    const body = await reply.text();
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<Error><Code>AccessDenied<\/Code>/);
    expect(body).toMatch(/<Message>Request has expired<\/Message>/);
  });

  it('answers 404 under url-expiry-404', async () => {
    await live.sandbox.admin.personality({ profile: 'url-expiry-404' });
    const url = await expiredLink();
    const reply = await fetch(url);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('a forged URL stays 403 in ErrorResponse whatever the personality', async () => {
    await live.sandbox.admin.personality({ profile: 'url-expiry-404' });
    const url = new URL(await expiredLink());
    url.searchParams.set('signature', 'x');
    const reply = await fetch(url);
    expect(reply.status).toBe(403);
    expect(await reply.json()).toMatchObject({ statusCode: 403 });
  });
});
