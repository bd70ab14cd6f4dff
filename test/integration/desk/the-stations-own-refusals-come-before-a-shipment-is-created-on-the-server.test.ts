// The station's own refusals of a purchase, those that need no server (the order already has a
// label at this desk; strict mode with the label printer not answering), come before POST
// /shipments: nothing is created on the server and left without a label. The ship screen asks
// them first (desk:check-before-create, then shipments:create only when answered), and F9 asks
// the printer before it creates. The real sandbox over HTTP (its shipments read from its own
// SQLite file), the station's real SQLite files, a real CUPS queue whose printer is switched off.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { jobsExactly, startDeskFixture, type DeskFixture } from './support/desk-fixture';
import { BOX, RIO } from './support/parties';
import { sedexToRio, shipmentToRio } from './support/ship-screen';

let f: DeskFixture;
afterEach(async () => f?.close());

/** The shipments the server holds for an order reference. */
function serverShipments(ref: string): number {
  const db = new DatabaseSync(join(f.sandbox.dataDir, 'sandbox.sqlite'), { readOnly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM shipments WHERE external_ref = ?').get(ref) as { n: number }).n;
  } finally {
    db.close();
  }
}

/** The ship screen's buy up to the shipment: the station's refusals first, then the create when answered. */
async function shipScreenCreates(ref: string, word: { allowSameRef?: boolean; confirmPrinterDown?: boolean } = {}) {
  const asked = await f.invoke('desk:check-before-create', { externalRef: ref, ...word });
  if (!asked.ok) return { ok: false as const, error: asked.error };
  const created = await f.call('shipments:create', shipmentToRio(await sedexToRio(f), ref));
  return { ok: true as const, shipmentId: created.shipmentId };
}

describe('the station says no before a shipment is created', () => {
  it('on the ship screen, for an order this desk already labelled: refused, nothing created, another parcel asked for goes on', async () => {
    f = await startDeskFixture();
    const first = await shipScreenCreates('PED-1001');
    if (!first.ok) throw new Error('the first parcel was refused');
    await f.call('labels:emit-and-print', { shipmentId: first.shipmentId });
    await jobsExactly(f, 1);
    expect(serverShipments('PED-1001')).toBe(1);

    const again = await shipScreenCreates('PED-1001');
    expect(again).toMatchObject({
      ok: false,
      error: { kind: 'station-refused', said: { key: 'desk.alreadyLabelled' } },
    });
    expect(serverShipments('PED-1001')).toBe(1);

    expect(await shipScreenCreates('PED-1001', { allowSameRef: true })).toMatchObject({ ok: true });
    expect(serverShipments('PED-1001')).toBe(2);
  });

  it('on the ship screen, in strict mode with the label printer off: refused, nothing created; confirmed, it goes on', async () => {
    f = await startDeskFixture();
    await f.listener.stop();
    const before = await f.balance();
    const refused = await shipScreenCreates('PED-2002');
    expect(refused).toMatchObject({ ok: false, error: { kind: 'printer-unavailable' } });
    expect(serverShipments('PED-2002')).toBe(0);
    expect(await f.balance()).toBe(before);

    expect(await shipScreenCreates('PED-2002', { confirmPrinterDown: true })).toMatchObject({ ok: true });
    expect(serverShipments('PED-2002')).toBe(1);
  });

  it('with F9, in strict mode with the label printer off: refused before the shipment is created', async () => {
    f = await startDeskFixture();
    await f.call('desk:preset-save', BOX);
    await f.listener.stop();
    const before = await f.balance();
    const pressed = await f.invoke('desk:one-key-ship', {
      externalRef: 'PED-3003',
      recipient: RIO,
      presetKey: 1,
      weightKg: 1.3,
      declaredValueCents: 10_000,
    });
    expect(serverShipments('PED-3003')).toBe(0);
    expect(pressed).toMatchObject({ ok: false, error: { kind: 'printer-unavailable' } });
    expect(await f.balance()).toBe(before);
  });
});
