// A purchase fails (the wallet was empty): the desk owes the warehouse journal a release of its
// claim, so another desk may take the order. The operator tops the wallet up and buys again at
// once: the new claim makes the order this desk's and emitting again, and the POST leaves. A
// sync pass that had listed the release before the new claim (sending another shipment's state
// first, on a slow journal) then sent it anyway: the order was released in PostgreSQL while this
// desk's purchase was on its way, and another desk could claim it and buy a second label. Now the
// pass reads each owed state again before it sends it, and a claim waits for a write of its own
// shipment still in flight. Against a real PostgreSQL, the slow journal being a row lock the
// test holds on the other shipment's row.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../electron/main/log';
import { WarehouseService, type LocalState } from '../../../electron/main/warehouse/service';
import { until } from '../../support/until';
import { startWarehouse, type TestWarehouse } from './support/warehouse';

const TENANT = 'a0000000-0000-4000-8000-000000000001';
const FIRST = '5a000000-0000-4000-8000-0000000000a1';
const AGAIN = '5a000000-0000-4000-8000-0000000000a2';

let warehouse: TestWarehouse;
beforeAll(async () => {
  warehouse = await startWarehouse();
});
afterAll(async () => {
  await warehouse?.close();
});

const stateOf = async (shipmentId: string) =>
  (await warehouse.rows(`shipment_id = '${shipmentId}'`)).map((row) => row.state);

describe('a release owed for a failed purchase, and the operator buying again at once', () => {
  it('never frees the order in the journal while the new purchase is on its way', async () => {
    const local = new Map<string, LocalState>();
    const desk = new WarehouseService({
      dataDir: mkdtempSync(join(tmpdir(), 'release-race-')),
      server: 'https://api.example.test',
      config: () => warehouse.config(),
      deskName: () => 'Bancada 1',
      password: async () => null,
      localState: (id) => local.get(id),
      factsOf: () => ({}),
      printed: () => false,
      logger: silentLogger(),
      retryMs: 60_000,
    });
    const locker = new pg.Client({
      host: warehouse.pg.host,
      port: warehouse.pg.port,
      user: 'postgres',
      database: warehouse.database,
    });
    await locker.connect();
    try {
      await desk.start();
      // Two purchases claimed, in this order (the outbox sends owed states oldest first).
      await desk.claim({ tenantId: TENANT, orderRef: 'PED-LENTO', shipmentId: FIRST });
      await desk.claim({ tenantId: TENANT, orderRef: 'PED-DE-NOVO', shipmentId: AGAIN });
      expect(await stateOf(AGAIN)).toEqual(['emitting']);

      // The journal is slow on the first one's row: the pass sending it waits there.
      await locker.query('BEGIN');
      await locker.query(`SELECT 1 FROM shipping_station.purchases WHERE shipment_id = $1 FOR UPDATE`, [FIRST]);
      // Both purchases fail (nothing bought): each claim is owed a release.
      local.set(FIRST, 'failed');
      local.set(AGAIN, 'failed');
      desk.follow(FIRST, 'released');
      desk.follow(AGAIN, 'released');
      await until(
        async () =>
          (
            await warehouse.pg.sql(
              `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%purchases%'`,
              warehouse.database,
            )
          ).length > 0,
        { what: 'the pass to wait on the first row', timeoutMs: 10_000 },
      );

      // The operator buys the second order again: claimed, emitting, the POST would leave now.
      local.set(AGAIN, 'emitting');
      await desk.claim({ tenantId: TENANT, orderRef: 'PED-DE-NOVO', shipmentId: AGAIN });
      expect(await stateOf(AGAIN)).toEqual(['emitting']);

      // The journal answers again; the pass goes on to what it had listed.
      await locker.query('COMMIT');
      await desk.flush();
      expect(await stateOf(FIRST)).toEqual(['released']);
      // Still this desk's and emitting: no other desk may claim it while its purchase is out.
      expect(await stateOf(AGAIN)).toEqual(['emitting']);
    } finally {
      await locker.end();
      await desk.close();
    }
  });
});
