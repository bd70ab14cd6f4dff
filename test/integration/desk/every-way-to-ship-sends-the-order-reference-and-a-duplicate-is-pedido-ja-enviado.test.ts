// Issue 15 (two desks, one warehouse): the spec offers no way to ask whether an order reference
// was already shipped, so every shipment carries its externalRef (spec 2.9), and a server that
// refuses a duplicate one (the sandbox's externalref-409 personality) is said "pedido já
// enviado". Desk A ships order PED-DUP-1; desk B, whose own journal has never seen it, tries the
// same order by each way the station ships (the ship screen's create, one key, a CSV batch): the
// server refuses each with 409, which it can only do when the reference was sent; desk B says
// "Pedido já enviado" and nothing is charged. (Scan-to-ship ships through the same one-key
// shipper with the scanned text as the reference.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchView } from '../../../electron/shared/desk';
import { spoken } from '../../support/said';
import { startDeskFixture, type DeskFixture } from './support/desk-fixture';
import { toCsv, typedRow } from './support/batch-csv';
import { BOX, RIO } from './support/parties';
import { quoteToRio, shipmentToRio } from './support/ship-screen';

const REF = 'PED-DUP-1';
let a: DeskFixture;
let b: DeskFixture;
let afterA: number;

beforeAll(async () => {
  a = await startDeskFixture({ printer: 'network' });
  b = await startDeskFixture({ printer: 'network', shared: { sandbox: a.sandbox, listener: a.listener } });
  await a.call('desk:preset-save', BOX);
  await b.call('desk:preset-save', BOX);
  const shipped = await a.call('desk:one-key-ship', { externalRef: REF, recipient: RIO, presetKey: 1 });
  expect(shipped.kind).toBe('shipped');
  await a.sandbox.admin.personality({ profile: 'externalref-409' });
  afterA = await a.balance();
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const alreadyShipped = (error: unknown) => {
  expect(error).toMatchObject({ kind: 'rejected', said: { key: 'api.orderAlreadyShipped' } });
  expect(spoken(error as never)).toMatch(/^Pedido já enviado/);
};

describe('an order already shipped by another desk', () => {
  it('is refused on the ship screen create as pedido já enviado', async () => {
    const option = (await quoteToRio(b)).shippingOptions[0]!;
    const created = await b.invoke('shipments:create', shipmentToRio(option, REF));
    expect(created.ok).toBe(false);
    alreadyShipped(created.error);
    expect(await a.balance()).toBe(afterA);
  });

  it('is refused on one key (F9) as pedido já enviado, charging nothing', async () => {
    const shipped = await b.invoke('desk:one-key-ship', { externalRef: REF, recipient: RIO, presetKey: 1 });
    expect(shipped.ok).toBe(false);
    alreadyShipped(shipped.error);
    expect(await a.balance()).toBe(afterA);
  });

  it('fails only its batch row as pedido já enviado, charging nothing', async () => {
    const imported = await b.call('desk:batch-import', {
      csv: toCsv([typedRow(1, { externalRef: REF })]),
      fileName: 'dup.csv',
    });
    expect(imported.errors).toEqual([]);
    const { batchId } = imported.batch;
    await b.call('desk:batch-start', { batchId, concurrency: 1 });
    await b.station.desk.service.runner.idle(batchId);
    const done: BatchView = await b.call('desk:batch-status', { batchId });
    expect(done.rows[0]).toMatchObject({ externalRef: REF, state: 'failed' });
    alreadyShipped(done.rows[0]?.error);
    expect(await a.balance()).toBe(afterA);
  });
});
