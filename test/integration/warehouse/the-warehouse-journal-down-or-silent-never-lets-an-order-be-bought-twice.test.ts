// Issue 27, item 3: what two desks do when the shared journal fails them, against a real
// PostgreSQL that the test stops, restarts, cuts mid-statement or reaches through a link that
// drops every packet without closing. Whatever happens, an order is charged at most once, nothing
// a desk bought is lost, and the operator reads what it means.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PgJournal } from '../../../electron/main/warehouse/pg-journal';
import pg from 'pg';
import { spoken } from '../../support/said';
import { startStallProxy, type StallProxy } from '../../support/stall-proxy';
import { startDeskFixture, type DeskFixture } from '../desk/support/desk-fixture';
import { BOX, RIO } from '../desk/support/parties';
import { joinWarehouse, startWarehouse, type TestWarehouse } from './support/warehouse';

let warehouse: TestWarehouse;
let a: DeskFixture;
let b: DeskFixture;
let proxy: StallProxy;

const TAKE_OVER_MS = 1500;

beforeAll(async () => {
  warehouse = await startWarehouse();
  const timings = { takeOverAfterMs: TAKE_OVER_MS, retryMs: 200, queryTimeoutMs: 1000 };
  a = await startDeskFixture({ printer: 'network', warehouse: timings });
  b = await startDeskFixture({
    printer: 'network',
    shared: { sandbox: a.sandbox, listener: a.listener },
    warehouse: timings,
  });
  // Desk B reaches the database through a link the test can silence.
  proxy = await startStallProxy({ host: warehouse.pg.host, port: warehouse.pg.port });
  await joinWarehouse(a, warehouse, 'Bancada 1');
  await joinWarehouse(b, warehouse, 'Bancada 2', { port: proxy.port });
  await a.call('desk:preset-save', BOX);
  await b.call('desk:preset-save', BOX);
});
afterEach(async () => {
  // A test that failed half-way leaves the next one a working warehouse.
  proxy.heal();
  if (!warehouse.pg.running()) await warehouse.pg.start();
  await a.sandbox.admin.faults({ latencyMs: 0 });
  await a.call('warehouse:configure', { config: warehouse.config() });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await proxy?.close();
  await warehouse?.close();
});

const f9 = (desk: DeskFixture, ref: string, extra: Record<string, unknown> = {}) =>
  desk.invoke('desk:one-key-ship', { externalRef: ref, recipient: RIO, presetKey: 1, ...extra });

/** The press shipped; otherwise the test fails with what the operator read. */
function shipped(result: Awaited<ReturnType<typeof f9>>): void {
  const kind = result.ok ? (result.value as { kind: string }).kind : 'refused';
  if (kind !== 'shipped') expect.fail(`not shipped (${kind}): ${refusalOf(result).words}`);
}

/** What the operator reads of a one-key press that did not ship (refused, or created and not bought). */
function refusalOf(result: Awaited<ReturnType<typeof f9>>): { kind: string; words: string } {
  if (!result.ok) return { kind: (result.error as { kind: string }).kind, words: spoken(result.error as never) };
  const value = result.value as { kind: string; error?: { kind: string } };
  expect(value.kind).toBe('not-bought');
  return { kind: value.error?.kind ?? '', words: spoken(value.error as never) };
}

/** A desk that is not in this test: its identity, its own connection. */
async function silentDesk(name: string): Promise<{ journal: PgJournal; pool: pg.Pool }> {
  const pool = new pg.Pool({ ...warehouse.pg.admin(warehouse.database), max: 1 });
  const journal = new PgJournal(pool, { id: crypto.randomUUID(), name }, { takeOverAfterMs: TAKE_OVER_MS });
  return { journal, pool };
}

describe('the warehouse journal fails a desk', () => {
  it('down before a claim: strict mode refuses the order and charges nothing; lenient asks, and a yes is claimed when it is back', async () => {
    const before = await a.balance();
    await warehouse.pg.stop();
    const strict = refusalOf(await f9(a, 'PED-QUEDA-1'));
    expect(strict.kind).toBe('warehouse-unreachable');
    expect(strict.words).toMatch(/não responde.*PED-QUEDA-1\. Nada foi comprado/);
    expect(await a.balance()).toBe(before);
    // The status line says it in the station's words; PostgreSQL's refusal is only the folded detail.
    const down = a.station.warehouse.status();
    expect(down.mode).toBe('offline');
    expect(spoken(down.problem)).toBe(
      'Esta bancada não consegue falar com o banco do armazém (PostgreSQL). Confira se ele está ligado, se a rede chega até ele e se o certificado e a senha configurados são os dele.',
    );
    expect(spoken(down.problem, 'en')).toMatch(/^This desk cannot talk to the warehouse database/);
    expect(down.quoted).toEqual({ source: 'system', lines: [expect.stringMatching(/ECONNREFUSED|ENOENT|connect/)] });

    await a.call('warehouse:configure', { config: warehouse.config({ whenDown: 'lenient' }) });
    const asked = refusalOf(await f9(a, 'PED-QUEDA-1'));
    expect(asked.kind).toBe('warehouse-unreachable');
    expect(asked.words).toMatch(/Compre só se tiver certeza/);
    expect(await a.balance()).toBe(before);
    const yes = await f9(a, 'PED-QUEDA-1', { warehouseDownConfirmed: true });
    shipped(yes);
    expect(await a.balance()).toBeLessThan(before);
    expect(a.station.warehouse.status()).toMatchObject({ mode: 'offline', pending: 1 });

    await warehouse.pg.start();
    await a.station.warehouse.flush();
    expect(a.station.warehouse.status()).toMatchObject({ mode: 'online', pending: 0 });
    expect(await warehouse.rows(`order_ref = 'ped-queda-1'`)).toEqual([
      expect.objectContaining({ desk: 'Bancada 1', parcel: 1, state: expect.stringMatching(/bought|printed/) }),
    ]);
    const other = refusalOf(await f9(b, 'PED-QUEDA-1'));
    expect(other.words).toMatch(/Pedido PED-QUEDA-1 já comprado na Bancada 1/);
    await a.call('warehouse:configure', { config: warehouse.config() });
  });

  it('gone between the claim and the POST: nothing is sent, and the claim is given back when it answers', async () => {
    // The database drops this desk's connection exactly when it is told "emitting" for this order.
    await warehouse.pg.sql(
      `CREATE FUNCTION public.drop_emitting() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN IF NEW.state = 'emitting' AND NEW.order_ref = 'ped-meio-1' THEN PERFORM pg_terminate_backend(pg_backend_pid()); END IF; RETURN NEW; END $$;
       CREATE TRIGGER drop_emitting BEFORE INSERT OR UPDATE ON shipping_station.purchases FOR EACH ROW EXECUTE FUNCTION public.drop_emitting();`,
      warehouse.database,
    );
    const before = await a.balance();
    const cut = refusalOf(await f9(a, 'PED-MEIO-1'));
    expect(cut.kind).toBe('warehouse-unreachable');
    expect(cut.words).toMatch(/Nada foi comprado/);
    expect(await a.balance()).toBe(before);
    await warehouse.pg.sql(
      'DROP TRIGGER drop_emitting ON shipping_station.purchases; DROP FUNCTION public.drop_emitting();',
      warehouse.database,
    );
    await a.station.warehouse.flush();
    expect(await warehouse.rows(`order_ref = 'ped-meio-1'`)).toEqual([
      expect.objectContaining({ desk: 'Bancada 1', state: 'released' }),
    ]);
    // Released with proof: the order may be bought, by any desk.
    const onB = await f9(b, 'PED-MEIO-1');
    shipped(onB);
  });

  it('down after the POST: the label is bought and printed, what is owed waits on the disk, the claim holds, and it arrives when the database returns', async () => {
    await a.sandbox.admin.faults({ latencyMs: 1200 });
    const stopping = new Promise<void>((resolve) => {
      const stop = a.station.bus.on('emission.progress', (event) => {
        if (event.phase !== 'emitting') return;
        stop();
        void warehouse.pg.stop().then(resolve);
      });
    });
    const before = await a.balance();
    const bought = await f9(a, 'PED-APOS-1');
    await stopping;
    await a.sandbox.admin.faults({ latencyMs: 0 });
    shipped(bought);
    expect(await a.balance()).toBeLessThan(before);
    expect(a.station.warehouse.status()).toMatchObject({ mode: 'offline' });
    expect(a.station.warehouse.status().pending).toBeGreaterThanOrEqual(1);
    // Desk B cannot learn who holds it: strict mode refuses, nothing charged.
    const meanwhile = refusalOf(await f9(b, 'PED-APOS-1'));
    expect(meanwhile.kind).toBe('warehouse-unreachable');
    // Desk A closes and opens again while the database is still down: what it owes is on its disk.
    await a.station.warehouse.flush();
    await a.reopen();
    expect(a.station.warehouse.status()).toMatchObject({ mode: 'offline' });
    expect(a.station.warehouse.status().pending).toBeGreaterThanOrEqual(1);

    await warehouse.pg.start();
    await a.station.warehouse.flush();
    expect(a.station.warehouse.status().pending).toBe(0);
    const [row] = await warehouse.rows(`order_ref = 'ped-apos-1'`);
    expect(row).toMatchObject({ desk: 'Bancada 1', state: expect.stringMatching(/bought|printed/) });
    expect(row?.tracking_code).toMatch(/\S/);
    const after = refusalOf(await f9(b, 'PED-APOS-1'));
    expect(after.words).toMatch(/Pedido PED-APOS-1 já comprado na Bancada 1/);
  });

  it('a link that drops packets silently: the claim gives up within its timeout, says so, and works again once the link does', async () => {
    const before = await b.balance();
    proxy.stall();
    const started = Date.now();
    const stalled = refusalOf(await f9(b, 'PED-LINK-1'));
    expect(stalled.kind).toBe('warehouse-unreachable');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await b.balance()).toBe(before);
    proxy.heal();
    shipped(await f9(b, 'PED-LINK-1'));
  });

  it('a desk killed after claiming: its order is refused until the timeout, then taken over only on the operators word (audited)', async () => {
    const { journal, pool } = await silentDesk('Bancada 9');
    try {
      const held = await journal.claim({
        server: a.sandbox.url,
        tenantId: (await a.call('session:state')).tenantId ?? '',
        orderRef: 'PED-MORTA-1',
        shipmentId: null,
        state: 'claimed',
        secondParcel: false,
        takeOver: false,
      });
      expect(held.held).toBe(true);
      // Desk A's clock is 10 minutes ahead: the claim's age is the database's, so it is still fresh.
      a.clock.advance(10 * 60_000);
      const early = refusalOf(await f9(a, 'PED-MORTA-1', { takeOver: true }));
      expect(early.kind).toBe('held-elsewhere');
      expect(early.words).toMatch(/reservado para compra na Bancada 9 às \d\d:\d\d\. Aguarde/);
      await new Promise((resolve) => setTimeout(resolve, TAKE_OVER_MS + 200)); // the database's clock must pass the timeout
      const asked = refusalOf(await f9(a, 'PED-MORTA-1'));
      expect(asked.words).toMatch(/não dá notícias há mais de .* Você pode assumir o pedido/);
      const taken = await f9(a, 'PED-MORTA-1', { takeOver: true });
      shipped(taken);
      const audit = await b.call('warehouse:audit', { limit: 50 });
      expect(audit.rows.filter((l) => l.orderRef === 'PED-MORTA-1').map((l) => [l.desk, l.event])).toContainEqual([
        'Bancada 1',
        'taken-over',
      ]);
    } finally {
      await pool.end();
    }
  });

  it('a desk killed after emitting: nobody takes it over, however long it waits; the operator reads it is being bought there', async () => {
    const { journal, pool } = await silentDesk('Bancada 8');
    try {
      const shipmentId = crypto.randomUUID();
      const tenantId = (await a.call('session:state')).tenantId ?? '';
      await journal.claim({
        server: a.sandbox.url,
        tenantId,
        orderRef: 'PED-MORTA-2',
        shipmentId,
        state: 'emitting',
        secondParcel: false,
        takeOver: false,
      });
      await warehouse.pg.sql(
        `UPDATE shipping_station.purchases SET updated_at = now() - interval '1 day' WHERE order_ref = 'ped-morta-2'`,
        warehouse.database,
      );
      const before = await a.balance();
      const refused = refusalOf(await f9(a, 'PED-MORTA-2', { takeOver: true }));
      expect(refused.kind).toBe('held-elsewhere');
      expect(refused.words).toMatch(/PED-MORTA-2 está sendo comprado na Bancada 8/);
      expect(await a.balance()).toBe(before);
    } finally {
      await pool.end();
    }
  });

  it('the owner desk restarted after claiming, before its intent: its start gives the claim back, so the order can be bought', async () => {
    const desk = a.station.warehouse.desk();
    // Desk A is down (a live desk gives such a claim back at its next reconciliation, as below).
    await a.station.close();
    const pool = new pg.Pool({ ...warehouse.pg.admin(warehouse.database), max: 1 });
    try {
      // What desk A's journal holds after a kill between its claim and its intent: a row, and no
      // record of a purchase in its workflow.db.
      const journal = new PgJournal(pool, desk, { takeOverAfterMs: TAKE_OVER_MS });
      const tenantId = (await a.call('session:state')).tenantId ?? '';
      const shipmentId = crypto.randomUUID();
      await journal.claim({
        server: a.sandbox.url,
        tenantId,
        orderRef: 'PED-VOLTA-1',
        shipmentId,
        state: 'emitting',
        secondParcel: false,
        takeOver: false,
      });
      expect(refusalOf(await f9(b, 'PED-VOLTA-1')).words).toMatch(/está sendo comprado na Bancada 1/);
      await a.reopen();
      await a.station.warehouse.flush();
      expect(await warehouse.rows(`order_ref = 'ped-volta-1'`)).toEqual([
        expect.objectContaining({ state: 'released' }),
      ]);
      shipped(await f9(b, 'PED-VOLTA-1'));
    } finally {
      await pool.end();
    }
  });

  it('a journal upgraded by a newer station: this desk refuses to claim, in words, and buys nothing', async () => {
    await warehouse.pg.sql(
      `INSERT INTO shipping_station.station_schema (version, desk) VALUES (99, 'Bancada do futuro')`,
      warehouse.database,
    );
    try {
      const status = await b.call('warehouse:configure', { config: warehouse.config({ port: proxy.port }) });
      expect(status.mode).toBe('refused');
      const before = await b.balance();
      const refused = refusalOf(await f9(b, 'PED-NOVO-1'));
      expect(refused.words).toMatch(/versão mais nova do Shipping Station \(esquema 99; esta conhece até 1\)/);
      expect(await b.balance()).toBe(before);
    } finally {
      await warehouse.pg.sql('DELETE FROM shipping_station.station_schema WHERE version = 99', warehouse.database);
      await b.call('warehouse:configure', { config: warehouse.config({ port: proxy.port }) });
    }
  });
});
