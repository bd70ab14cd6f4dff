// Spec 2.11, 4.7, 4.8: emit charges the wallet once, READY or PENDING, coupons, balance,
// and a signed download URL serving a real 100 × 150 mm PDF that expires.
import { describe, expect, it } from 'vitest';
import {
  emitLabelPendingSchema,
  emitLabelReadySchema,
  labelDownloadResponseSchema,
} from '../../../electron/shared/contract';
import { IDS, OTHER, startTestSandbox } from '../../support/sandbox';
import { expectError, login, useLoggedInSandbox } from './client';
import { createInternationalShipment, createShipment, emit } from './fixtures';
import { fetchBytes, hasImage, pdfPagesMm, vectorBars } from './pdf';

const live = useLoggedInSandbox({ accessTtl: 24 * 3600 });

const balance = async (lojaId: string = IDS.demoLoja) =>
  (await live.sandbox.admin.wallets()).find((w) => w.lojaId === lojaId)?.balanceCents;
const emitPath = (id: string) => `/api/v1/labels/shipments/${id}/emit`;

/** A shipment made by `create`, emitted once: its option, the wallet before, and the server's answer. */
async function emitNew(create: (api: typeof live.api) => ReturnType<typeof createShipment>) {
  const { shipmentId, option } = await create(live.api);
  const before = await balance();
  const first = await emit(live.api, shipmentId);
  return { shipmentId, option, before, first };
}

describe('emit', () => {
  it('answers 200 READY, charges the option price and never charges the same shipment again', async () => {
    const { shipmentId, option, before, first } = await emitNew(createShipment);
    expect(first.status).toBe(200);
    const ready = emitLabelReadySchema.parse(first.body);
    expect(ready).toMatchObject({
      shipmentId,
      priceCents: option.priceCents,
      subtotalCents: option.priceCents,
      discountCents: 0,
      paymentMethod: 'wallet',
      chargeAlreadyCaptured: false,
    });
    expect(ready.trackingCode).toMatch(/^[A-Z]{2}\d{9}BR$/);
    expect(await balance()).toBe((before ?? 0) - option.priceCents);
    const again = emitLabelReadySchema.parse((await emit(live.api, shipmentId)).body);
    expect(again).toMatchObject({
      labelId: ready.labelId,
      trackingCode: ready.trackingCode,
      transactionId: ready.transactionId,
      chargeAlreadyCaptured: true,
    });
    expect(await balance()).toBe((before ?? 0) - option.priceCents);
  });

  it('takes 10 % off with DESCONTO10 and refuses an unknown coupon with 422, charging nothing', async () => {
    const { shipmentId, option } = await createShipment(live.api);
    const before = await balance();
    expect(
      expectError(
        await emit(live.api, shipmentId, { paymentMethod: 'wallet', couponCode: 'FREE' }),
        422,
        emitPath(shipmentId),
      ).join(),
    ).toMatch(/FREE/);
    expect(await balance()).toBe(before);
    const ready = emitLabelReadySchema.parse(
      (await emit(live.api, shipmentId, { paymentMethod: 'wallet', couponCode: 'desconto10' })).body,
    );
    const discount = Math.floor(option.priceCents / 10);
    expect(ready).toMatchObject({
      discountCents: discount,
      priceCents: option.priceCents - discount,
      couponCode: 'DESCONTO10',
    });
    expect(await balance()).toBe((before ?? 0) - ready.priceCents!);
  });

  it('answers 402 when the wallet cannot pay, and charges nothing', async () => {
    const low = live.api.as(IDS.demoLowBalanceLoja);
    const { shipmentId } = await createShipment(low, {
      originAddress: {
        name: 'Rio',
        personName: 'Bruno',
        phone: '21987654321',
        street: 'Rua',
        number: '1',
        district: 'Centro',
        city: 'São Paulo',
        state: 'SP',
        zip: '01310100',
        cpfCnpj: '11444777000161',
      },
    });
    expect(expectError(await emit(low, shipmentId), 402, emitPath(shipmentId)).join()).toMatch(/balance/i);
    expect(await balance(IDS.demoLowBalanceLoja)).toBe(500);
    await live.sandbox.admin.setWallet(IDS.demoLowBalanceLoja, 100_000);
    expect((await emit(low, shipmentId)).status).toBe(200);
  });

  it('answers 202 PENDING for an international shipment, the same job while it runs, then READY already captured', async () => {
    const { shipmentId, option, before, first } = await emitNew(createInternationalShipment);
    expect(first.status).toBe(202);
    const pending = emitLabelPendingSchema.parse(first.body);
    expect(await balance()).toBe((before ?? 0) - option.priceCents);
    const second = await emit(live.api, shipmentId);
    expect(second.status).toBe(202);
    expect(second.body.providerJobId).toBe(pending.providerJobId);
    await live.sandbox.admin.advanceClock(3);
    const done = await emit(live.api, shipmentId);
    expect(done.status).toBe(200);
    expect(emitLabelReadySchema.parse(done.body).chargeAlreadyCaptured).toBe(true);
    expect(await balance()).toBe((before ?? 0) - option.priceCents);
  });

  it('answers 404 for an unknown shipment or one of another store, and 400 for a bad body', async () => {
    const { shipmentId } = await createShipment(live.api);
    const other = await login(live.sandbox.url, OTHER);
    expectError(await emit(other.api, shipmentId), 404, emitPath(shipmentId));
    expectError(
      await emit(live.api, '3f0e4b2a-0000-4000-8000-000000000000'),
      404,
      emitPath('3f0e4b2a-0000-4000-8000-000000000000'),
    );
    expectError(await emit(live.api, 'not-a-uuid'), 404, emitPath('not-a-uuid'));
    expect(
      expectError(await emit(live.api, shipmentId, { paymentMethod: 'card' }), 400, emitPath(shipmentId)).join(),
    ).toMatch(/paymentMethod/);
    expectError(await emit(live.api, shipmentId, { paymentMethod: 'wallet', tip: 5 }), 400, emitPath(shipmentId));
  });
});

describe('download', () => {
  it('answers a signed URL serving a real 100 × 150 mm PDF with the barcode', async () => {
    const { shipmentId } = await createShipment(live.api);
    const ready = emitLabelReadySchema.parse((await emit(live.api, shipmentId)).body);
    const path = `/api/v1/labels/${ready.labelId}/download`;
    const { downloadUrl } = labelDownloadResponseSchema.parse((await live.api.get(path)).body);
    expect(downloadUrl.startsWith(`${live.sandbox.url}/`)).toBe(true);
    const file = await fetchBytes(downloadUrl);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(await pdfPagesMm(file.bytes)).toEqual([[100, 150]]);
    // The Code 128 is vector bars (whole dots at 203 and 300 dpi), not a stretched bitmap.
    expect(hasImage(file.bytes)).toBe(false);
    expect(vectorBars(file.bytes)).toBeGreaterThan(20);
    // Rendered once: the second download serves the same bytes.
    expect((await fetchBytes(downloadUrl)).bytes).toEqual(file.bytes);
  });

  it('serves the label as ZPL II under labelFile zpl, and the URL handed out before stays a PDF', async () => {
    const { shipmentId } = await createShipment(live.api);
    const ready = emitLabelReadySchema.parse((await emit(live.api, shipmentId)).body);
    const path = `/api/v1/labels/${ready.labelId}/download`;
    const pdfUrl = labelDownloadResponseSchema.parse((await live.api.get(path)).body).downloadUrl;
    await live.sandbox.admin.personality({ labelFile: 'zpl' });
    try {
      const { downloadUrl } = labelDownloadResponseSchema.parse((await live.api.get(path)).body);
      const file = await fetchBytes(downloadUrl);
      expect(file).toMatchObject({ status: 200, type: 'text/plain; charset=utf-8' });
      const zpl = new TextDecoder().decode(file.bytes);
      expect(zpl).toMatch(/^\^XA\n\^CI28\n/);
      expect(zpl).toContain(`^BCN,160,Y,N,N^FD${ready.trackingCode}^FS`);
      expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
      expect((await fetchBytes(pdfUrl)).type).toBe('application/pdf');
    } finally {
      await live.sandbox.admin.personality({ labelFile: 'pdf' });
    }
  });

  it('refuses a forged URL with 403 and an expired one with 410, in the error shape', async () => {
    const { shipmentId } = await createShipment(live.api);
    const { labelId } = (await emit(live.api, shipmentId)).body;
    const { downloadUrl } = (await live.api.get(`/api/v1/labels/${labelId}/download`)).body as { downloadUrl: string };
    const url = new URL(downloadUrl);
    const forgedExpiry = new URL(downloadUrl);
    forgedExpiry.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3_600_000));
    const forgedSignature = new URL(downloadUrl);
    forgedSignature.searchParams.set('signature', 'A'.repeat(43));
    const otherFile = downloadUrl.replace(labelId, shipmentId);
    for (const forged of [forgedExpiry, forgedSignature, new URL(otherFile)]) {
      const reply = await fetch(forged);
      expectError({ status: reply.status, body: await reply.json(), headers: reply.headers }, 403, forged.pathname);
    }
    await live.sandbox.admin.advanceClock(301);
    const expired = await fetch(downloadUrl);
    const body = await expired.json();
    expectError({ status: expired.status, body, headers: expired.headers }, 410, url.pathname);
    expect(JSON.stringify(body)).not.toContain('signature');
    // A new download request answers a fresh URL that works.
    const fresh = (await live.api.get(`/api/v1/labels/${labelId}/download`)).body.downloadUrl as string;
    expect((await fetchBytes(fresh)).status).toBe(200);
  });

  it("answers 404 for an unknown label or another store's label", async () => {
    const { shipmentId } = await createShipment(live.api);
    const { labelId } = (await emit(live.api, shipmentId)).body;
    const path = `/api/v1/labels/${labelId}/download`;
    expectError(await live.api.as(IDS.demoLowBalanceLoja).get(path), 404, path);
    expectError(
      await live.api.get('/api/v1/labels/00000000-0000-4000-8000-000000000000/download'),
      404,
      '/api/v1/labels/00000000-0000-4000-8000-000000000000/download',
    );
  });
});

describe('asynchronous emission for every shipment (--async-emission)', () => {
  it('answers PENDING for a national shipment until pending-ms passes on the sandbox clock', async () => {
    const slow = await startTestSandbox({ asyncEmission: true, pendingMs: 60_000 });
    try {
      const { api: slowApi } = await login(slow.url);
      const { shipmentId } = await createShipment(slowApi);
      expect((await emit(slowApi, shipmentId)).status).toBe(202);
      await slow.admin.advanceClock(30);
      expect((await emit(slowApi, shipmentId)).status).toBe(202);
      await slow.admin.advanceClock(31);
      const done = await emit(slowApi, shipmentId);
      expect(done.status).toBe(200);
      expect(done.body.chargeAlreadyCaptured).toBe(true);
    } finally {
      await slow.close();
    }
  });
});
