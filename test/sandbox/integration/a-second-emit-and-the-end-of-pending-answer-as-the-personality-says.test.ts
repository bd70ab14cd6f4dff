// Personalities of the emit endpoint (spec 2.11 and 3: what a second emit answers, and how
// PENDING ends, are not shown). Each switch is proven over HTTP, with the wallet as witness.
import { afterEach, describe, expect, it } from 'vitest';
import { emitLabelReadySchema, labelDownloadResponseSchema } from '../../../electron/shared/contract';
import { IDS } from '../../support/sandbox';
import { expectError, useLoggedInSandbox } from './client';
import { createShipment, emit } from './fixtures';
import { fetchBytes } from './pdf';

const live = useLoggedInSandbox({ accessTtl: 24 * 3600, pendingMs: 60_000 });
afterEach(() => live.sandbox.admin.personality({ profile: 'default' }));

const balance = async () =>
  (await live.sandbox.admin.wallets()).find((w) => w.lojaId === IDS.demoLoja)?.balanceCents ?? 0;
const emitPath = (id: string) => `/api/v1/labels/shipments/${id}/emit`;

/** Buys one label (READY) and answers it with the wallet before the purchase. */
async function bought() {
  const { shipmentId, option } = await createShipment(live.api);
  const before = await balance();
  const first = emitLabelReadySchema.parse((await emit(live.api, shipmentId)).body);
  expect(first.chargeAlreadyCaptured).toBe(false);
  return { shipmentId, option, before, first };
}

describe('a second emit of a shipment already answered READY', () => {
  it('is idempotent by default: the same label again, chargeAlreadyCaptured true, one charge', async () => {
    const { shipmentId, option, before, first } = await bought();
    const again = emitLabelReadySchema.parse((await emit(live.api, shipmentId)).body);
    expect(again).toMatchObject({
      labelId: first.labelId,
      transactionId: first.transactionId,
      chargeAlreadyCaptured: true,
    });
    expect(await balance()).toBe(before - option.priceCents);
  });

  it('answers 409 "already emitted" under reemit-409, and charges nothing more', async () => {
    await live.sandbox.admin.personality({ profile: 'reemit-409' });
    const { shipmentId, option, before } = await bought();
    const words = expectError(await emit(live.api, shipmentId), 409, emitPath(shipmentId));
    expect(words.join()).toMatch(/already emitted/);
    expect(await balance()).toBe(before - option.priceCents);
  });

  it('answers 409 "in progress" under reemit-409-in-progress', async () => {
    await live.sandbox.admin.personality({ profile: 'reemit-409-in-progress' });
    const { shipmentId, option, before } = await bought();
    expect(expectError(await emit(live.api, shipmentId), 409, emitPath(shipmentId)).join()).toMatch(/in progress/);
    expect(await balance()).toBe(before - option.priceCents);
  });

  it('answers 422 under reemit-422', async () => {
    await live.sandbox.admin.personality({ profile: 'reemit-422' });
    const { shipmentId, option, before } = await bought();
    expect(expectError(await emit(live.api, shipmentId), 422, emitPath(shipmentId)).join()).toMatch(
      /already has a label/,
    );
    expect(await balance()).toBe(before - option.priceCents);
  });

  it('buys again under reemit-charges-again: a new labelId, a second charge, both labels downloadable', async () => {
    await live.sandbox.admin.personality({ profile: 'reemit-charges-again' });
    const { shipmentId, option, before, first } = await bought();
    const second = emitLabelReadySchema.parse((await emit(live.api, shipmentId)).body);
    expect(second.labelId).not.toBe(first.labelId);
    expect(second.transactionId).not.toBe(first.transactionId);
    expect(second.chargeAlreadyCaptured).toBe(false);
    expect(await balance()).toBe(before - 2 * option.priceCents);
    for (const labelId of [first.labelId, second.labelId]) {
      const link = labelDownloadResponseSchema.parse((await live.api.get(`/api/v1/labels/${labelId}/download`)).body);
      const file = await fetchBytes(link.downloadUrl);
      expect(file.status).toBe(200);
      expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-');
    }
  });
});

describe('how PENDING ends', () => {
  it('by default a re-POST answers 202 until the label is ready, then READY already captured', async () => {
    await live.sandbox.admin.personality({ asyncEmission: true });
    const { shipmentId } = await createShipment(live.api);
    expect((await emit(live.api, shipmentId)).status).toBe(202);
    expect((await emit(live.api, shipmentId)).status).toBe(202);
    await live.sandbox.admin.advanceClock(61);
    const done = await emit(live.api, shipmentId);
    expect(done.status).toBe(200);
    expect(done.body.chargeAlreadyCaptured).toBe(true);
  });

  it('under pending-409-until-done a re-POST answers 409 until the label is ready, then READY', async () => {
    await live.sandbox.admin.personality({ profile: 'pending-409-until-done' });
    const { shipmentId, option } = await createShipment(live.api);
    const before = await balance();
    expect((await emit(live.api, shipmentId)).status).toBe(202);
    expect(await balance()).toBe(before - option.priceCents);
    expect(expectError(await emit(live.api, shipmentId), 409, emitPath(shipmentId)).join()).toMatch(/in progress/);
    await live.sandbox.admin.advanceClock(61);
    const done = await emit(live.api, shipmentId);
    expect(done.status).toBe(200);
    expect(done.body.chargeAlreadyCaptured).toBe(true);
    expect(await balance()).toBe(before - option.priceCents);
  });

  it('under pending-ready-on-later-repost the first re-POST after it is done still answers 202, the next READY', async () => {
    await live.sandbox.admin.personality({ profile: 'pending-ready-on-later-repost' });
    const { shipmentId } = await createShipment(live.api);
    expect((await emit(live.api, shipmentId)).status).toBe(202);
    await live.sandbox.admin.advanceClock(61);
    expect((await emit(live.api, shipmentId)).status).toBe(202);
    const done = await emit(live.api, shipmentId);
    expect(done.status).toBe(200);
    expect(done.body.chargeAlreadyCaptured).toBe(true);
  });

  it('the re-emit switch applies once PENDING has ended in READY (reemit-409 after async READY)', async () => {
    await live.sandbox.admin.personality({ profile: 'pending-409-until-done', reemit: 'conflict-already-emitted' });
    const { shipmentId } = await createShipment(live.api);
    expect((await emit(live.api, shipmentId)).status).toBe(202);
    await live.sandbox.admin.advanceClock(61);
    expect((await emit(live.api, shipmentId)).status).toBe(200);
    expectError(await emit(live.api, shipmentId), 409, emitPath(shipmentId));
  });
});
