// Issue 27: two desks, each its own station process (the browser-host CLI, own data folder and
// desk name), one sandbox, one PostgreSQL. Each scans 50 orders with F9; a third of them are on
// both lists and both desks press F9 for each of those at the same moment. Every order is
// charged exactly once (the sandbox's wallet transactions) and every label printed once (the
// printer's bytes against the labels sold); the desk that lost an order was told who holds it.
// The 4- and 8-desk runs are test/bench/warehouse.bench.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { startWarehouse, type TestWarehouse } from './support/warehouse';
import { runWarehouse } from './support/warehouse-run';

let warehouse: TestWarehouse;
let sandbox: TestSandbox;
let listener: PrintListener;

beforeAll(async () => {
  warehouse = await startWarehouse();
  sandbox = await startTestSandbox();
  listener = await startPrintListener();
});
afterAll(async () => {
  await listener?.close();
  await sandbox?.close();
  await warehouse?.close();
});

describe('two desk processes, one warehouse journal', () => {
  it('charge and print each of 83 orders exactly once, 17 of them scanned at both desks at the same moment', async () => {
    const run = await runWarehouse({
      desks: 2,
      ordersPerDesk: 50,
      sharedEvery: 3,
      tag: 'PED-2D',
      sandbox,
      listener,
      warehouse: warehouse.config(),
    });
    expect(run.otherFailures).toEqual([]);
    expect(run.orders).toBe(83);
    expect(run.doubleCharges).toBe(0);
    expect(run.uncharged).toBe(0);
    expect(run.charges).toBe(83);
    expect(run.refusedHeld).toBe(17);
    expect(run.doublePrints).toBe(0);
    expect(run.unprinted).toBe(0);
    // Each label bought went through one claim in the journal (a refused one logs none).
    expect(run.claimMs).toHaveLength(83);
  }, 300_000);
});
