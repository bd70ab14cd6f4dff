// Review finding 1: desk.db's write lock is held by something else (a backup tool) when the ship
// screen creates a shipment, so the journal misses its row while workflow.db is fine. Its purchase
// must still claim its order, on this desk and in the warehouse's PostgreSQL: the other desk is
// refused the same order and the wallet is charged once.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_DB_FILE } from '../../../electron/main/desk/db';
import { spoken } from '../../support/said';
import type { DeskFixture } from '../desk/support/desk-fixture';
import { RIO } from '../desk/support/parties';
import { quoteToRio, shipmentToRio } from '../desk/support/ship-screen';
import { startTwoDesks, type TestWarehouse } from './support/warehouse';

let warehouse: TestWarehouse;
let a: DeskFixture;
let b: DeskFixture;

beforeAll(async () => {
  ({ warehouse, a, b } = await startTwoDesks());
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await warehouse?.close();
});

/** Another program holds desk.db's write lock while `work` runs (desk.db's own writes wait out their busy timeout, then fail). */
async function withDeskDbLocked<T>(desk: DeskFixture, work: () => Promise<T>): Promise<T> {
  const other = new DatabaseSync(join(desk.dataDir, DESK_DB_FILE));
  other.exec('BEGIN IMMEDIATE');
  try {
    return await work();
  } finally {
    other.exec('ROLLBACK');
    other.close();
  }
}

describe('the desk journal refuses the ship screen’s shipment', () => {
  it('its purchase still claims the order: the other desk is refused it and it is charged once', async () => {
    const option = (await quoteToRio(a)).shippingOptions[0]!;
    const created = await withDeskDbLocked(a, () => a.call('shipments:create', shipmentToRio(option, 'PED-TRAVA-1')));

    const before = await a.balance();
    const bought = await a.invoke('labels:emit-and-print', { shipmentId: created.shipmentId });
    if (!bought.ok) expect.fail(`not bought: ${spoken(bought.error as never)}`);
    const price = (bought.value as { priceCents: number }).priceCents;
    expect(await warehouse.rows(`order_ref = 'ped-trava-1'`)).toEqual([
      expect.objectContaining({ desk: 'Bancada 1', parcel: 1 }),
    ]);
    // The row the lock kept out is written at the purchase: the scan shortcut finds the order.
    expect(a.station.desk.service.journal.get(created.shipmentId)?.externalRef).toBe('PED-TRAVA-1');

    const other = await b.invoke('desk:one-key-ship', { externalRef: 'PED-TRAVA-1', recipient: RIO, presetKey: 1 });
    const words = other.ok
      ? spoken((other.value as { error?: never }).error ?? ({ kind: 'shipped', message: 'shipped' } as never))
      : spoken(other.error as never);
    expect(words).toMatch(/Pedido PED-TRAVA-1 já comprado na Bancada 1/);
    expect(await a.balance()).toBe(before - price);
  });
});
