// warehouse (issue 27): N desks, each its own station process (the browser-host CLI), against one
// sandbox and one PostgreSQL with its commits flushed to the disk (fsync on, as a warehouse's
// server runs), each desk scanning 50 orders with F9, a third of them on every desk's list and
// pressed at every desk at the same moment (test/integration/warehouse/support/warehouse-run.ts).
// For each N in BENCH_DESKS (default 1,2,4,8):
//   - charges and doubleCharges: counted from the sandbox's wallet transactions per order;
//   - claimP50Ms / claimP95Ms: the claim's share of each label bought, as each desk logs it
//     (the early claim moved to emitting, or claimed emitting at once: one statement with its
//     audit line, before the intent);
//   - labelP50Ms / labelP95Ms: F9 → label bought and queued, with the journal; floorLabelP95Ms: the
//     same desk processes with warehouse mode turned off (warehouse:configure null), the same
//     number of orders, nothing shared; the two alternate in BENCH_ROUNDS rounds; addedP95Ms is
//     the difference of the p95s (the "the claim adds at most 2 ms p95");
//   - claimsPerSec: what one PostgreSQL takes when N desks do nothing but claim: N clients, each
//     claiming fresh orders and writing them through bought and printed (a label's whole life in
//     the journal: 3 statements, each with its audit line) for BENCH_SATURATE_MS (3 s). Divided by the
//     labels a desk prints per second, it says how many desks one server holds (README: Warehouse).
// Everything runs on this one 2-core machine: with 8 desk processes, most of a label's time is
// the processes waiting for a core, not the network or the database.
// stdout: one JSON line per N.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PgJournal } from '../../electron/main/warehouse/pg-journal';
import { startPrintListener } from '../support/print-listener';
import { IDS, startTestSandbox } from '../support/sandbox';
import { startWarehouse, type TestWarehouse } from '../integration/warehouse/support/warehouse';
import {
  morning,
  percentile,
  startDesks,
  type WarehouseRunResult,
} from '../integration/warehouse/support/warehouse-run';

const DESKS = (process.env.BENCH_DESKS ?? '1,2,4,8').split(',').map(Number);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 50);
const SATURATE_MS = Number(process.env.BENCH_SATURATE_MS ?? 3000);
/** Floor and warehouse alternate this many times on the same desks (the orders split between them). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

const round = (n: number) => Math.round(n * 100) / 100;

/** Claims per second one server takes from `clients` desks claiming as fast as they can. */
async function claimsPerSecond(warehouse: TestWarehouse, clients: number): Promise<number> {
  const config = warehouse.pg.admin(warehouse.database);
  const pools = Array.from({ length: clients }, () => new pg.Pool({ ...config, max: 1 }));
  const journals = pools.map(
    (pool, i) => new PgJournal(pool, { id: randomUUID(), name: `Saturação ${i + 1}` }, { takeOverAfterMs: 600_000 }),
  );
  const server = 'https://saturation.invalid';
  let claims = 0;
  const until = performance.now() + SATURATE_MS;
  const started = performance.now();
  await Promise.all(
    journals.map(async (journal) => {
      while (performance.now() < until) {
        const shipmentId = randomUUID();
        const answer = await journal.claim({
          server,
          tenantId: IDS.demoLoja,
          orderRef: `SAT-${shipmentId}`,
          shipmentId,
          state: 'emitting',
          secondParcel: false,
          takeOver: false,
        });
        if (!answer.held) throw new Error('a fresh order was held elsewhere');
        await journal.advance(server, shipmentId, 'bought', { tracking_code: 'SAT', price_cents: 1 });
        await journal.advance(server, shipmentId, 'printed');
        claims++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(pools.map((pool) => pool.end()));
  return claims / seconds;
}

async function main(): Promise<void> {
  const warehouse = await startWarehouse({ durable: true });
  const sandbox = await startTestSandbox();
  const listener = await startPrintListener();
  try {
    for (const desks of DESKS) {
      await sandbox.admin.setWallet(IDS.demoLoja, 1_000_000_000);
      const config = warehouse.config();
      const stations = await startDesks({ desks, sandbox, listener, warehouse: config });
      const floor: WarehouseRunResult[] = [];
      const runs: WarehouseRunResult[] = [];
      try {
        // Rounds alternate between the floor (warehouse mode off on the same desks) and the
        // warehouse, so what the machine does meanwhile weighs on both alike.
        for (let round = 0; round < ROUNDS; round++) {
          const base = { desks, ordersPerDesk: Math.ceil(ORDERS / ROUNDS), sharedEvery: 3, sandbox, listener };
          await Promise.all(stations.map((d) => d.call('warehouse:configure', { config: null })));
          floor.push(await morning(stations, { ...base, tag: `FLOOR${desks}R${round}`, warehouse: null }));
          await Promise.all(stations.map((d) => d.call('warehouse:configure', { config })));
          runs.push(await morning(stations, { ...base, tag: `WH${desks}R${round}`, warehouse: config }));
        }
      } finally {
        await Promise.all(stations.map((d) => d.close()));
      }
      for (const failure of [...floor, ...runs].flatMap((r) => r.otherFailures)) process.stderr.write(`${failure}\n`);
      const sum = (key: 'orders' | 'charges' | 'doubleCharges' | 'uncharged' | 'doublePrints' | 'refusedHeld') =>
        runs.reduce((total, r) => total + r[key], 0);
      const all = (key: 'labelMs' | 'claimMs', of: WarehouseRunResult[]) => of.flatMap((r) => r[key]);
      const labelP95 = percentile(all('labelMs', runs), 95);
      const floorP95 = percentile(all('labelMs', floor), 95);
      const line = {
        bench: 'warehouse',
        desks,
        orders: sum('orders'),
        charges: sum('charges'),
        doubleCharges: sum('doubleCharges'),
        uncharged: sum('uncharged'),
        doublePrints: sum('doublePrints'),
        refusedHeld: sum('refusedHeld'),
        claimP50Ms: round(percentile(all('claimMs', runs), 50)),
        claimP95Ms: round(percentile(all('claimMs', runs), 95)),
        claimsPerSec: Math.round(await claimsPerSecond(warehouse, desks)),
        labelP50Ms: round(percentile(all('labelMs', runs), 50)),
        labelP95Ms: round(labelP95),
        floorLabelP50Ms: round(percentile(all('labelMs', floor), 50)),
        floorLabelP95Ms: round(floorP95),
        addedP95Ms: round(labelP95 - floorP95),
      };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    }
  } finally {
    await listener.close();
    await sandbox.close();
    await warehouse.close();
  }
}

await main();
