// Issue 27: two desks (whole stations, each with its own data folder and desk name) share one
// purchase journal on a real PostgreSQL server and one sandbox. The same order scanned at both at
// the same moment, by one key or by the ship screen, is charged once; the other desk reads who
// bought it. Another parcel of the order is bought only on purpose, and the audit across desks
// names the desk on every line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../support/pdf-text';
import { spoken } from '../../support/said';
import { jobsExactly, type DeskFixture } from '../desk/support/desk-fixture';
import { RIO } from '../desk/support/parties';
import { quoteToRio, shipmentToRio } from '../desk/support/ship-screen';
import { toCsv, typedRow } from '../desk/support/batch-csv';
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

type Invoked = Awaited<ReturnType<DeskFixture['invoke']>>;
const refusal = (result: Invoked) => {
  expect(result.ok).toBe(false);
  return spoken(result.error as never);
};

describe('one order scanned at two desks at the same moment', () => {
  it('is charged once by one key (F9): the other desk reads which desk bought it, and when', async () => {
    const before = await a.balance();
    const printedBefore = (await a.listener.jobs()).length;
    const [fromA, fromB] = await Promise.all([
      a.invoke('desk:one-key-ship', { externalRef: 'PED-F9-1', recipient: RIO, presetKey: 1 }),
      b.invoke('desk:one-key-ship', { externalRef: 'PED-F9-1', recipient: RIO, presetKey: 1 }),
    ]);
    const shipped = [fromA, fromB].filter((r) => r.ok && (r.value as { kind: string }).kind === 'shipped');
    expect(shipped).toHaveLength(1);
    const lost = fromA === shipped[0] ? fromB : fromA;
    const winner = fromA === shipped[0] ? 'Bancada 1' : 'Bancada 2';
    // The loser's one key created its shipment and then its purchase was refused (not-bought),
    // or it was refused before creating one: either way it names the desk that holds the order.
    const words = lost.ok ? spoken((lost.value as { error: never }).error) : refusal(lost);
    expect(words).toMatch(
      new RegExp(`Pedido PED-F9-1 (já comprado|está sendo comprado|foi reservado para compra) na ${winner}`),
    );
    const charge = (shipped[0]?.value as { emission: { priceCents: number } }).emission.priceCents;
    expect(await a.balance()).toBe(before - charge);
    await jobsExactly(a, printedBefore + 1);
    // "Bought" reaches the journal a moment after the label is on its way, from whichever desk won.
    await Promise.all([a.station.warehouse.flush(), b.station.warehouse.flush()]);
    const rows = await warehouse.rows(`order_ref = 'ped-f9-1'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ desk: winner, parcel: 1 });
    expect(['bought', 'printed']).toContain(rows[0]?.state);
  });

  it('is charged once through the ship screen (create, then Buy): the second Buy says the label and the desk', async () => {
    const option = (await quoteToRio(a)).shippingOptions[0]!;
    const onA = await a.call('shipments:create', shipmentToRio(option, 'PED-TELA-1'));
    const onB = await b.call('shipments:create', shipmentToRio(option, 'PED-TELA-1'));
    const before = await a.balance();
    const bought = await a.call('labels:emit-and-print', { shipmentId: onA.shipmentId });
    // "Bought" reaches the journal a moment after the label is on its way (until then the order
    // reads as being bought at Bancada 1, which refuses it just the same).
    await a.station.warehouse.flush();
    const second = await b.invoke('labels:emit-and-print', { shipmentId: onB.shipmentId });
    expect(second.error).toMatchObject({ kind: 'held-elsewhere' });
    expect(refusal(second)).toMatch(
      new RegExp(`Pedido PED-TELA-1 já comprado na Bancada 1 às \\d\\d:\\d\\d \\(etiqueta ${bought.trackingCode}\\)`),
    );
    expect(await a.balance()).toBe(before - (bought.priceCents ?? 0));
    expect(await b.call('labels:emission-status', { shipmentId: onB.shipmentId })).toBeNull();
  });

  it('fails only the batch row of an order another desk bought, saying which desk, and charges nothing for it', async () => {
    const before = await b.balance();
    const imported = await b.call('desk:batch-import', {
      csv: toCsv([typedRow(1, { externalRef: 'PED-TELA-1' }), typedRow(2, { externalRef: 'PED-LOTE-NOVO' })]),
      fileName: 'lote.csv',
    });
    expect(imported.errors).toEqual([]);
    const { batchId } = imported.batch;
    await b.call('desk:batch-start', { batchId, concurrency: 1 });
    await b.station.desk.service.runner.idle(batchId);
    const done = await b.call('desk:batch-status', { batchId });
    const [held, fresh] = done.rows;
    // PED-TELA-1 was bought at Bancada 1 (the ship screen's test): this desk's own journal has only
    // its unbought shipment of it, so the warehouse journal is what refuses the row.
    expect(held).toMatchObject({ externalRef: 'PED-TELA-1', state: 'failed' });
    expect(spoken(held?.error as never)).toMatch(/Pedido PED-TELA-1 já comprado na Bancada 1/);
    expect(fresh).toMatchObject({ externalRef: 'PED-LOTE-NOVO', state: 'printed' });
    const journal = await b.call('desk:journal-recent', { limit: 10 });
    const bought = journal.find((e) => e.externalRef === 'PED-LOTE-NOVO' && e.status === 'bought');
    expect(before - (await b.balance())).toBe(bought?.priceCents);
    expect((await warehouse.rows(`order_ref = 'ped-tela-1'`)).length).toBe(1);
  });

  it('buys another parcel of the order only when asked, as parcel 2, and the audit across desks names each desk', async () => {
    const before = await b.balance();
    const again = await b.call('desk:one-key-ship', {
      externalRef: 'PED-TELA-1',
      recipient: RIO,
      presetKey: 1,
      allowSameRef: true,
    });
    expect(again.kind).toBe('shipped');
    expect(await b.balance()).toBeLessThan(before);
    const rows = await warehouse.rows(`order_ref = 'ped-tela-1'`);
    expect(rows.map((r) => [r.parcel, r.desk])).toEqual([
      [1, 'Bancada 1'],
      [2, 'Bancada 2'],
    ]);
    const audit = await a.call('warehouse:audit', { limit: 100 });
    expect(audit.source).toBe('warehouse');
    const lines = audit.rows.filter((l) => l.orderRef === 'PED-TELA-1');
    expect(lines.filter((l) => l.desk === 'Bancada 2').map((l) => l.event)).toContain('second-parcel');
    expect(lines.filter((l) => l.desk === 'Bancada 1').map((l) => l.event)).toContain('bought');
  });

  it('shows every desk the warehouse purchases, and the day with both desks labels for the pickup list', async () => {
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
    await a.station.warehouse.flush();
    await b.station.warehouse.flush();
    const seenFromB = await b.call('warehouse:day', { day });
    expect(seenFromB.source).toBe('warehouse');
    const desks = new Set(seenFromB.rows.map((r) => r.desk));
    expect(desks).toEqual(new Set(['Bancada 1', 'Bancada 2']));
    const telaOnA = seenFromB.rows.find((r) => r.orderRef === 'PED-TELA-1' && r.parcel === 1);
    expect(telaOnA).toMatchObject({ mine: false, recipientCity: RIO.city, carrierName: expect.any(String) });
    expect(telaOnA?.trackingCode).toMatch(/\S/);
  });

  it("prints one A4 pickup list of the whole warehouse for the driver: every desk's labels of the day, and only this desk's when asked", async () => {
    const whole = await b.call('desk:day-summary', { whole: 'warehouse' });
    expect(whole.warehouse).toEqual({ source: 'warehouse', staleSince: null });
    const own = await b.call('desk:day-summary', {});
    expect(own.warehouse).toBeUndefined();
    expect(whole.count).toBeGreaterThan(own.count);
    expect(new Set(whole.shipments.map((s) => s.desk))).toEqual(new Set(['Bancada 1', 'Bancada 2']));
    const pdf = await b.call('desk:day-summary-pdf', { whole: 'warehouse' });
    const text = await pdfText(Buffer.from(pdf.base64, 'base64'));
    for (const s of whole.shipments) expect(text).toContain(s.trackingCode);
    expect(text).toMatch(new RegExp(`${whole.count} volumes?`));
  });
});
