// A warehouse's morning, shared by the multi-desk test and test/bench/warehouse.bench.ts: N desk
// processes (test/integration/warehouse/support/desk-process.ts) against one sandbox and one
// PostgreSQL, each scanning its list of orders with one key (F9). A third of the orders are on
// every desk's list at the same place, and the desks press F9 for each of those at the same
// moment (a barrier), as when one box is scanned at two desks. Counted from the outside: each
// order's charges from the sandbox's wallet transactions, each label's prints by the bytes the
// printer got compared with the label the server sold.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { WarehouseConfig } from '../../../../electron/shared/warehouse';
import type { PrintListener } from '../../../support/print-listener';
import type { TestSandbox } from '../../../support/sandbox';
import { until } from '../../../support/until';
import { RIO } from '../../desk/support/parties';
import { startDeskProcess, type DeskProcess } from './desk-process';

export interface WarehouseRunOptions {
  desks: number;
  ordersPerDesk: number;
  /** Every `sharedEvery`-th place of each list is an order every desk scans (3: a third). */
  sharedEvery: number;
  /** A prefix for this run's order references (runs against one sandbox never mix). */
  tag: string;
  sandbox: TestSandbox;
  listener: PrintListener;
  /** The warehouse journal, or null for the floor: desks alone, every order its own (nothing shared). */
  warehouse: WarehouseConfig | null;
}

export interface WarehouseRunResult {
  desks: number;
  /** Distinct orders scanned. */
  orders: number;
  /** Labels charged (wallet transactions of this run). */
  charges: number;
  /** Orders charged more than once. */
  doubleCharges: number;
  /** Orders scanned and never charged (every order must be bought by some desk). */
  uncharged: number;
  /** Labels printed more than once, and charged labels never printed. */
  doublePrints: number;
  unprinted: number;
  /** F9 presses refused because another desk or window holds the order. */
  refusedHeld: number;
  /** Presses that failed for anything else (the words, for the report). */
  otherFailures: string[];
  /** F9 → answer (label bought and queued), ms, for presses that shipped. */
  labelMs: number[];
  /** The claim's share of a label, ms, from each desk's log ("order claimed"). */
  claimMs: number[];
  wallMs: number;
}

/** Starts the desks (in parallel), runs the morning, closes them; answers what was counted. */
export async function runWarehouse(options: WarehouseRunOptions): Promise<WarehouseRunResult> {
  const desks = await startDesks(options);
  try {
    return await morning(desks, options);
  } finally {
    await Promise.all(desks.map((d) => d.close()));
  }
}

/** `options.desks` desk processes named Bancada 1…N, joined to the warehouse when one is given. */
export function startDesks(
  options: Pick<WarehouseRunOptions, 'desks' | 'sandbox' | 'listener' | 'warehouse'>,
): Promise<DeskProcess[]> {
  const names = Array.from({ length: options.desks }, (_, i) => `Bancada ${i + 1}`);
  return Promise.all(
    names.map((name) =>
      startDeskProcess({
        name,
        api: options.sandbox.url,
        printerPort: options.listener.port,
        warehouse: options.warehouse,
      }),
    ),
  );
}

function listOf(desk: number, options: WarehouseRunOptions): string[] {
  return Array.from({ length: options.ordersPerDesk }, (_, i) =>
    // Without a journal (the floor) nothing is shared: the same work, no order bought twice.
    i % options.sharedEvery === 0 && options.warehouse ? `${options.tag}-S${i}` : `${options.tag}-D${desk}-${i}`,
  );
}

/** The desks scan their lists (options.desks is ignored: these desks scan). */
export async function morning(desks: DeskProcess[], options: WarehouseRunOptions): Promise<WarehouseRunResult> {
  const lists = desks.map((_, d) => listOf(d, options));
  const orders = new Set(lists.flat());
  const barrier = new Barrier(desks.length);
  const labelMs: number[] = [];
  const otherFailures: string[] = [];
  let refusedHeld = 0;
  const started = performance.now();
  await Promise.all(
    desks.map(async (desk, d) => {
      for (const [i, ref] of (lists[d] as string[]).entries()) {
        if (i % options.sharedEvery === 0) await barrier.wait(i);
        const pressed = performance.now();
        const result = await desk.invoke('desk:one-key-ship', { externalRef: ref, recipient: RIO, presetKey: 1 });
        const ms = performance.now() - pressed;
        const error = !result.ok ? result.error : result.value.kind === 'not-bought' ? result.value.error : null;
        if (result.ok && result.value.kind === 'shipped') labelMs.push(ms);
        else if (error && (error.kind === 'held-elsewhere' || error.kind === 'station-refused')) refusedHeld++;
        else otherFailures.push(`${desk.name} ${ref}: ${JSON.stringify(error ?? result)}`);
      }
    }),
  );
  const wallMs = performance.now() - started;

  const charged = chargesOf(options.sandbox, options.tag);
  const charges = [...charged.values()].reduce((sum, n) => sum + n, 0);
  const labels = labelsOf(options.sandbox, options.tag);
  // Every charged label reaches the printer; then nothing more is on its way (the jobs are done).
  await until(async () => (await printsOf(options.listener, labels)).total >= labels.size, {
    what: `${labels.size} labels printed`,
    timeoutMs: 60_000,
    everyMs: 100,
  }).catch(() => undefined);
  const prints = await printsOf(options.listener, labels);
  return {
    desks: desks.length,
    orders: orders.size,
    charges,
    doubleCharges: [...charged.values()].filter((n) => n > 1).length,
    uncharged: [...orders].filter((ref) => !charged.has(ref)).length,
    doublePrints: [...prints.byLabel.values()].filter((n) => n > 1).length,
    unprinted: [...labels.keys()].filter((hash) => !prints.byLabel.has(hash)).length,
    refusedHeld,
    otherFailures,
    labelMs,
    claimMs: (await Promise.all(desks.map((d) => claimTimes(d.dataDir, options.tag)))).flat(),
    wallMs,
  };
}

/** Charges per order reference, from the sandbox's own wallet transactions. */
function chargesOf(sandbox: TestSandbox, tag: string): Map<string, number> {
  const db = new DatabaseSync(join(sandbox.dataDir, 'sandbox.sqlite'), { readOnly: true });
  try {
    const rows = db
      .prepare(
        `SELECT s.external_ref AS ref, COUNT(*) AS n FROM wallet_transactions t JOIN shipments s ON s.id = t.shipment_id
         WHERE t.kind = 'label' AND s.external_ref LIKE ? GROUP BY s.external_ref`,
      )
      .all(`${tag}-%`) as Array<{ ref: string; n: number }>;
    return new Map(rows.map((r) => [r.ref, r.n]));
  } finally {
    db.close();
  }
}

/** The labels the server sold in this run, by the hash of their bytes. */
function labelsOf(sandbox: TestSandbox, tag: string): Map<string, string> {
  const db = new DatabaseSync(join(sandbox.dataDir, 'sandbox.sqlite'), { readOnly: true });
  try {
    const rows = db
      .prepare(
        `SELECT l.pdf AS pdf, s.external_ref AS ref FROM labels l JOIN shipments s ON s.id = l.shipment_id WHERE s.external_ref LIKE ?`,
      )
      .all(`${tag}-%`) as Array<{ pdf: Uint8Array; ref: string }>;
    return new Map(rows.map((r) => [hash(r.pdf), r.ref]));
  } finally {
    db.close();
  }
}

async function printsOf(listener: PrintListener, labels: Map<string, string>) {
  const byLabel = new Map<string, number>();
  for (const job of await listener.jobs()) {
    const h = hash(job);
    if (labels.has(h)) byLabel.set(h, (byLabel.get(h) ?? 0) + 1);
  }
  return { byLabel, total: [...byLabel.values()].reduce((s, n) => s + n, 0) };
}

const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The times a desk logged for this run's claims ("order claimed", ms). */
async function claimTimes(dataDir: string, tag: string): Promise<number[]> {
  const text = await readFile(join(dataDir, 'logs', 'station.log'), 'utf8').catch(() => '');
  const times: number[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes('"order claimed"') || !line.includes(`"${tag}-`)) continue;
    const ms = (JSON.parse(line) as { ms?: unknown }).ms;
    if (typeof ms === 'number') times.push(ms);
  }
  return times;
}

/** Every desk reaches place `i` before any presses F9 there. */
class Barrier {
  private readonly waiting = new Map<number, { count: number; open: () => void; opened: Promise<void> }>();
  constructor(private readonly parties: number) {}
  wait(place: number): Promise<void> {
    let entry = this.waiting.get(place);
    if (!entry) {
      let open = () => undefined as void;
      const opened = new Promise<void>((ok) => {
        open = ok;
      });
      entry = { count: 0, open, opened };
      this.waiting.set(place, entry);
    }
    entry.count++;
    if (entry.count === this.parties) entry.open();
    return entry.opened;
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
