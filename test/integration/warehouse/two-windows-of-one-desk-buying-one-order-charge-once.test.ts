// Issue 27, item 1: on one station without any warehouse journal, an order being bought is refused
// to every other window and key. Two windows each created a shipment for order PED-JANELAS-1 and
// press Buy at the same moment: one charge, and the other window is told the order is being bought
// here (or may already be charged). Then F9 for the same order from a third window is refused too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spoken } from '../../support/said';
import { startDeskFixture, type DeskFixture } from '../desk/support/desk-fixture';
import { BOX, RIO } from '../desk/support/parties';
import { quoteToRio, shipmentToRio } from '../desk/support/ship-screen';

let a: DeskFixture;

beforeAll(async () => {
  a = await startDeskFixture({ printer: 'network' });
  await a.call('desk:preset-save', BOX);
});
afterAll(async () => {
  await a?.close();
});

describe('two windows of one station, no warehouse', () => {
  it('buying one order at once charge once, whichever key each pressed', async () => {
    expect(a.station.warehouse.status().mode).toBe('off');
    const option = (await quoteToRio(a)).shippingOptions[0]!;
    const first = await a.call('shipments:create', shipmentToRio(option, 'PED-JANELAS-1'));
    const second = await a.call('shipments:create', shipmentToRio(option, 'PED-JANELAS-1'));
    const before = await a.balance();
    const [one, two] = await Promise.all([
      a.invoke('labels:emit-and-print', { shipmentId: first.shipmentId }),
      a.invoke('labels:emit-and-print', { shipmentId: second.shipmentId }),
    ]);
    expect([one.ok, two.ok].filter(Boolean)).toHaveLength(1);
    const refused = one.ok ? two : one;
    expect(spoken(refused.error as never)).toMatch(
      /PED-JANELAS-1 (está sendo comprado agora nesta estação|já tem etiqueta)/,
    );
    const won = (one.ok ? one.value : two.value) as { priceCents: number };
    expect(await a.balance()).toBe(before - won.priceCents);
    const f9 = await a.invoke('desk:one-key-ship', { externalRef: 'PED-JANELAS-1', recipient: RIO, presetKey: 1 });
    expect(f9.ok).toBe(false);
    expect(spoken(f9.error as never)).toMatch(/PED-JANELAS-1 já tem etiqueta/);
    expect(await a.balance()).toBe(before - won.priceCents);
  });
});
