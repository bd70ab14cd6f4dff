// Issue 27, item 3: a desk process (the browser-host CLI) SIGKILLed in the middle of F9, against a
// real PostgreSQL and a sandbox slowed down so the kill lands where the test wants it.
//   - Killed after claiming (the order claimed while it quotes, no shipment yet): the other desk
//     is told the order is claimed at Bancada 1 and buys nothing; the killed desk's restart gives
//     the claim back (nothing can have been sent), and the other desk then buys it, once.
//   - Killed after emitting (its POST may have charged): the other desk is refused whatever it
//     asks (a takeover included); the killed desk's restart resumes the purchase, settles it as
//     bought, and the journal then says so. One charge in all, counted from the wallet.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { spoken } from '../../support/said';
import { IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { until } from '../../support/until';
import { RIO } from '../desk/support/parties';
import { startDeskProcess, type DeskProcess } from './support/desk-process';
import { startWarehouse, type TestWarehouse } from './support/warehouse';

let warehouse: TestWarehouse;
let sandbox: TestSandbox;
let listener: PrintListener;
let one: DeskProcess;
let two: DeskProcess;

/** Each answer of the sandbox this late, so a kill lands inside the step the test waits for. */
const LATENCY_MS = 3000;

const desk = (name: string, dataDir?: string) =>
  startDeskProcess({
    name,
    api: sandbox.url,
    printerPort: listener.port,
    warehouse: warehouse.config(),
    ...(dataDir ? { dataDir } : {}),
  });

beforeAll(async () => {
  warehouse = await startWarehouse();
  sandbox = await startTestSandbox();
  listener = await startPrintListener();
  [one, two] = await Promise.all([desk('Bancada 1'), desk('Bancada 2')]);
});
afterAll(async () => {
  await Promise.allSettled([one?.close(), two?.close()]);
  await listener?.close();
  await sandbox?.close();
  await warehouse?.close();
});

const f9 = (d: DeskProcess, ref: string, extra: Record<string, unknown> = {}) =>
  d.invoke('desk:one-key-ship', { externalRef: ref, recipient: RIO, presetKey: 1, ...extra });

function words(result: Awaited<ReturnType<typeof f9>>): string {
  if (!result.ok) return spoken(result.error);
  return result.value.kind === 'not-bought' ? spoken(result.value.error) : result.value.kind;
}

const rowsSeen = new Map<string, Record<string, unknown>>();
async function rowOf(ref: string): Promise<Record<string, unknown> | undefined> {
  const row = (await warehouse.rows(`order_ref = '${ref.toLowerCase()}'`))[0];
  if (row) rowsSeen.set(ref, row);
  return row;
}

/** Whether the desk's workflow.db holds the purchase's intent (read-only, beside the running desk). */
function intentOnDisk(dataDir: string, shipmentId: string): boolean {
  const db = new DatabaseSync(join(dataDir, 'workflow.db'), { readOnly: true });
  try {
    return db.prepare('SELECT 1 FROM emissions WHERE shipment_id = ?').get(shipmentId) !== undefined;
  } finally {
    db.close();
  }
}

/** Kills desk one, then starts it again on its own data folder (it logs in again). */
async function restartOne(): Promise<void> {
  await one.kill();
  await sandbox.admin.faults({ latencyMs: 0 });
  one = await desk('Bancada 1', one.dataDir);
}

describe('a desk process killed in the middle of F9', { timeout: 240_000 }, () => {
  it('after claiming: the order waits for it, its restart gives it back, and the other desk buys it once', async () => {
    await sandbox.admin.faults({ latencyMs: LATENCY_MS });
    const pressed = f9(one, 'PED-KILL-1');
    await until(async () => (await rowOf('PED-KILL-1'))?.state === 'claimed', {
      what: 'the early claim',
      timeoutMs: 90_000,
    });
    const before = await walletOf(sandbox);
    const kill = restartOne();
    await pressed.catch(() => undefined);
    await kill;
    // Killed before buying: the restart found its claim with no purchase behind it and gave it back.
    await until(async () => (await rowOf('PED-KILL-1'))?.state === 'released', {
      what: 'the claim given back',
      timeoutMs: 90_000,
    });
    const bought = await f9(two, 'PED-KILL-1');
    expect(words(bought)).toBe('shipped');
    expect(await rowOf('PED-KILL-1')).toMatchObject({ desk: 'Bancada 2' });
    expect(before - (await walletOf(sandbox))).toBe(
      bought.ok && bought.value.kind === 'shipped' ? bought.value.emission.priceCents : -1,
    );
  });

  it('while it is down after claiming, the other desk is told where the order is', async () => {
    await sandbox.admin.faults({ latencyMs: LATENCY_MS });
    const pressed = f9(one, 'PED-KILL-2');
    await until(async () => (await rowOf('PED-KILL-2'))?.state === 'claimed', {
      what: 'the early claim',
      timeoutMs: 90_000,
    });
    await one.kill();
    await pressed.catch(() => undefined);
    await sandbox.admin.faults({ latencyMs: 0 });
    const refused = await f9(two, 'PED-KILL-2');
    expect(words(refused)).toMatch(/Pedido PED-KILL-2 foi reservado para compra na Bancada 1 às \d\d:\d\d/);
    one = await desk('Bancada 1', one.dataDir);
  });

  it('after emitting: nobody else buys it, and its own restart settles it as bought; one charge', async () => {
    const before = await walletOf(sandbox);
    // Every answer is slow: the kill lands while the emit POST is on its way or being answered.
    await sandbox.admin.faults({ latencyMs: LATENCY_MS });
    const pressed = f9(one, 'PED-KILL-3');
    // Emitting in the journal, and the desk's own intent on its disk (written right after): from
    // here its POST is on its way. (Killed between the two, its restart would give the order back,
    // as the first test shows.)
    await until(async () => (await rowOf('PED-KILL-3'))?.state === 'emitting', { what: 'emitting', timeoutMs: 90_000 });
    await until(
      () =>
        intentOnDisk(
          one.dataDir,
          String((rowsSeen.get('PED-KILL-3') as { shipment_id?: string } | undefined)?.shipment_id),
        ),
      {
        what: "the desk's intent",
        timeoutMs: 90_000,
      },
    );
    await one.kill();
    await pressed.catch(() => undefined);
    await sandbox.admin.faults({ latencyMs: 0 });
    const refused = await f9(two, 'PED-KILL-3', { takeOver: true });
    expect(words(refused)).toMatch(/Pedido PED-KILL-3 está sendo comprado na Bancada 1/);
    one = await desk('Bancada 1', one.dataDir);
    // The restart resumes the purchase after its login; the journal learns it was bought.
    await until(async () => ['bought', 'printed'].includes(String((await rowOf('PED-KILL-3'))?.state)), {
      what: 'the resumed purchase in the journal',
      timeoutMs: 90_000,
    });
    expect(words(await f9(two, 'PED-KILL-3'))).toMatch(/Pedido PED-KILL-3 já comprado na Bancada 1/);
    const charges = before - (await walletOf(sandbox));
    const label = await labelPriceOf(sandbox, 'PED-KILL-3');
    expect(charges).toBe(label);
  });
});

async function walletOf(s: TestSandbox): Promise<number> {
  const wallet = (await s.admin.wallets()).find((w) => w.lojaId === IDS.demoLoja);
  if (!wallet) throw new Error('no demo wallet');
  return wallet.balanceCents;
}

/** What the server charged for the order's label (the sandbox's own record), once. */
async function labelPriceOf(s: TestSandbox, ref: string): Promise<number> {
  const db = new DatabaseSync(join(s.dataDir, 'sandbox.sqlite'), { readOnly: true });
  try {
    const rows = db
      .prepare(
        `SELECT t.amount_cents AS amount FROM wallet_transactions t JOIN shipments s ON s.id = t.shipment_id WHERE s.external_ref = ? AND t.kind = 'label'`,
      )
      .all(ref) as Array<{ amount: number }>;
    expect(rows).toHaveLength(1);
    return Math.abs(rows[0]?.amount ?? 0);
  } finally {
    db.close();
  }
}
