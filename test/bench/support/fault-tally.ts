// What the faults bench counts per kind (test/bench/faults.bench.ts), and the outside views it
// counts from: the sandbox's own ledger (charges per order reference, the labels it sold) and the
// bytes the printer got. Nothing here asks the station what happened.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Failure } from '../../../electron/main/ipc';
import type { StationError } from '../../../electron/shared/ipc';
import type { PrintListener } from '../../support/print-listener';
import { spoken } from '../../support/said';

export interface Tally {
  trials: number;
  charges: number;
  doubleCharges: number;
  lostLabels: number;
  doublePrints: number;
  crashes: number;
  /** Charged, not printed, and shown to the operator as unsettled (held, with its reason): not lost. */
  heldUnsettled: number;
  /** damaged-workflow-db: trials whose journal start-up found damaged and set aside. */
  setAside?: number;
  /** damaged-workflow-db: charges the salvage did not bring back that start-up recovered from the audit log. */
  recovered?: number;
  /** damaged-workflow-db: labels held as bought on another desk (this bench has one desk: each is a mislabel). */
  heldBoughtElsewhere?: number;
  /** Presses (or starts) the fault had to refuse, refused with the words that say why; nothing charged by them. */
  refusedCorrectly?: number;
  /** Presses refused with something else than the fault explains (their words go to stderr). */
  refusedWrongly?: number;
  /** Orders never charged although the kind's last step should have bought them (a claim left stuck). */
  notBought?: number;
  /** Anything else a kind counts (each kind's header line says what). */
  [extra: string]: number | undefined;
}

export const tally = (): Tally => ({
  trials: 0,
  charges: 0,
  doubleCharges: 0,
  lostLabels: 0,
  doublePrints: 0,
  crashes: 0,
  heldUnsettled: 0,
});

/** Adds `n` to an optional count. */
export function add(t: Tally, field: string, n = 1): void {
  t[field] = (t[field] ?? 0) + n;
}

/** A thrown value that is a station Failure is an answer (refused, held); anything else is a crash. */
export function crashed(error: unknown): boolean {
  if (error instanceof Failure) return false;
  console.error('crash:', error);
  return true;
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** A line on stderr with the time, only with BENCH_VERBOSE set (what a kind is doing, step by step). */
export function note(...what: unknown[]): void {
  if (process.env.BENCH_VERBOSE) console.error(new Date().toISOString().slice(11, 23), ...what);
}

export const sleep = (ms: number) => new Promise<void>((wake) => setTimeout(wake, ms));

export const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// ---- one press of a buy key, as the operator reads its answer ----

/** What came of one press: shipped, refused (with the words), or the station failed inside (a crash). */
export interface Press {
  outcome: 'shipped' | 'refused' | 'crashed';
  kind: string;
  words: string;
  shipmentId?: string;
}

type Invoked = { ok: boolean; value?: unknown; error?: StationError | { kind: string; message?: string } };

/**
 * A desk:one-key-ship Result read as the operator reads it: `internal` (the station's "something
 * went wrong") counts as a crash, never as an answer.
 */
export function pressOf(result: Invoked): Press {
  if (!result.ok) {
    const error = result.error as StationError;
    const words = error && 'said' in error ? spoken(error) : JSON.stringify(error);
    return { outcome: error?.kind === 'internal' ? 'crashed' : 'refused', kind: error?.kind ?? '?', words };
  }
  const value = result.value as { kind: string; shipmentId?: string; error?: StationError };
  if (value.kind === 'shipped') return { outcome: 'shipped', kind: 'shipped', words: '', shipmentId: value.shipmentId };
  const words = value.error ? spoken(value.error) : value.kind;
  const kind = value.error?.kind ?? value.kind;
  return {
    outcome: kind === 'internal' ? 'crashed' : 'refused',
    kind,
    words,
    ...(value.shipmentId ? { shipmentId: value.shipmentId } : {}),
  };
}

/**
 * A press the fault should have refused: refused in words matching `expected` counts as refused
 * correctly; refused otherwise as refused wrongly (its words to stderr); a crash as a crash. A
 * press that shipped is not judged here: its charge is counted from the wallet.
 */
export function judgeRefusal(t: Tally, press: Press, expected: RegExp, where: string): boolean {
  if (press.outcome === 'crashed') {
    t.crashes++;
    console.error(`crash (${where}): ${press.words}`);
    return false;
  }
  if (press.outcome !== 'refused') return false;
  if (expected.test(press.words)) {
    add(t, 'refusedCorrectly');
    return true;
  }
  add(t, 'refusedWrongly');
  console.error(`refused otherwise (${where}): ${press.kind}: ${press.words}`);
  return false;
}

/** A press whose answer may be anything the fault explains: a crash counts. */
export function judgeCrash(t: Tally, press: Press, where: string): void {
  if (press.outcome !== 'crashed') return;
  t.crashes++;
  console.error(`crash (${where}): ${press.words}`);
}

/** A press that should ship: a refusal counts as refused wrongly (its words to stderr), a crash as a crash. */
export function expectShipped(t: Tally, press: Press, where: string): void {
  judgeCrash(t, press, where);
  if (press.outcome !== 'refused') return;
  add(t, 'refusedWrongly');
  console.error(`refused, should have shipped (${where}): ${press.kind}: ${press.words}`);
}

/**
 * A press that may ship or be refused in any of these words (counted as refused correctly, and
 * under the field named with them, if any); another refusal counts as refused wrongly.
 */
export function judgeAnswer(t: Tally, press: Press, allowed: Array<[RegExp, string?]>, where: string): void {
  judgeCrash(t, press, where);
  if (press.outcome !== 'refused') return;
  const matched = allowed.find(([words]) => words.test(press.words));
  if (matched) {
    add(t, 'refusedCorrectly');
    if (matched[1]) add(t, matched[1]);
    return;
  }
  add(t, 'refusedWrongly');
  console.error(`refused otherwise (${where}): ${press.kind}: ${press.words}`);
}

// ---- the outside views: the sandbox's ledger and the printer's bytes ----

/** What the server sold under one order reference: its shipments, its label charges, its labels' bytes. */
export interface OrderLedger {
  ref: string;
  shipmentIds: string[];
  charges: number;
  /** sha256 of each label sold for the order (superseded ones too), as the printer would get it. */
  labels: string[];
  /** Labels sold whose file was never asked for (no bytes yet): they cannot have printed. */
  unfetched: number;
}

/** The sandbox's own record of one order reference (sandbox.sqlite, read-only). */
export function ledgerOf(sandboxDataDir: string, ref: string): OrderLedger {
  const db = new DatabaseSync(join(sandboxDataDir, 'sandbox.sqlite'), { readOnly: true, timeout: 10_000 });
  try {
    const shipments = db.prepare('SELECT id FROM shipments WHERE external_ref = ?').all(ref) as Array<{ id: string }>;
    const charges = db
      .prepare(
        `SELECT COUNT(*) AS n FROM wallet_transactions t JOIN shipments s ON s.id = t.shipment_id
         WHERE t.kind = 'label' AND s.external_ref = ?`,
      )
      .get(ref) as { n: number };
    const labels = db
      .prepare(
        `SELECT l.pdf AS pdf FROM labels l JOIN shipments s ON s.id = l.shipment_id WHERE s.external_ref = ?
         UNION ALL
         SELECT l.pdf AS pdf FROM superseded_labels l JOIN shipments s ON s.id = l.shipment_id WHERE s.external_ref = ?`,
      )
      .all(ref, ref) as Array<{ pdf: Uint8Array | null }>;
    return {
      ref,
      shipmentIds: shipments.map((s) => s.id),
      charges: Number(charges.n),
      labels: labels.filter((l) => l.pdf).map((l) => digest(l.pdf as Uint8Array)),
      unfetched: labels.filter((l) => !l.pdf).length,
    };
  } finally {
    db.close();
  }
}

/** How many times each printed job's bytes came out (by sha256). */
export async function printedDigests(listener: PrintListener): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  for (const job of await listener.jobs()) {
    const d = digest(job);
    seen.set(d, (seen.get(d) ?? 0) + 1);
  }
  return seen;
}

/** Prints of one order's labels. */
export function printsOf(ledger: OrderLedger, printed: Map<string, number>): number {
  return ledger.labels.reduce((sum, d) => sum + (printed.get(d) ?? 0), 0);
}

/** What desks show their operators of purchases not printed, by shipment id. */
export interface Shown {
  /**
   * In the unsettled list (labels:unsettled, labels:unfinished): held, with its reason and what
   * can be done; the value is its standing ('asking': a run is asking the server right now).
   */
  unsettled: Map<string, string>;
  /** Its label's job waiting in the print queue (queued, printing, failed), in the print history. */
  waiting: Set<string>;
}

type Invoke = (channel: never, input?: never) => Promise<{ ok: boolean; value?: unknown }>;

/** What one desk shows (through its channels, as its screens read them); nothing when it does not answer. */
export async function shownBy(invoke: Invoke): Promise<Shown> {
  const ask = async <T>(channel: string, input?: unknown): Promise<T[]> => {
    try {
      const result = await invoke(channel as never, input as never);
      return result.ok ? (result.value as T[]) : [];
    } catch {
      return [];
    }
  };
  const unsettled = await ask<{ shipmentId: string; standing: string }>('labels:unsettled');
  const unfinished = await ask<{ shipmentId: string; state: string }>('labels:unfinished');
  const jobs = await ask<{ shipmentId?: string; status: string; kind: string }>('printers:jobs', { limit: 500 });
  return {
    unsettled: new Map([
      ...unfinished.map((u): [string, string] => [u.shipmentId, `unfinished ${u.state}`]),
      ...unsettled.map((u): [string, string] => [u.shipmentId, u.standing]),
    ]),
    waiting: new Set(
      jobs.filter((j) => j.kind === 'label' && j.status !== 'done' && j.shipmentId).map((j) => j.shipmentId as string),
    ),
  };
}

/** Several desks' views as one. */
export const together = (views: Shown[]): Shown => ({
  unsettled: new Map(views.flatMap((v) => [...v.unsettled])),
  waiting: new Set(views.flatMap((v) => [...v.waiting])),
});

/**
 * Counts one order from the outside once nothing is moving: charges from the ledger, prints from
 * the printer's bytes, and for a charged order with no print what some desk shows its operator:
 * held in the unsettled list (heldUnsettled), its job waiting in the print queue (waitingInQueue),
 * or nothing (lost). doubleCharges counts orders charged more than once.
 */
export function countOrder(t: Tally, ledger: OrderLedger, printed: Map<string, number>, shown: Shown): void {
  t.trials++;
  t.charges += ledger.charges;
  if (ledger.charges > 1) {
    t.doubleCharges++;
    console.error(
      `double charge: ${ledger.ref} charged ${ledger.charges} times (shipments ${ledger.shipmentIds.join(', ')})`,
    );
  }
  if (ledger.charges > 0 && printsOf(ledger, printed) === 0) {
    const held = ledger.shipmentIds.find((id) => shown.unsettled.has(id));
    if (held) {
      t.heldUnsettled++;
      note(`held unsettled: ${ledger.ref} (${shown.unsettled.get(held)})`);
    } else if (ledger.shipmentIds.some((id) => shown.waiting.has(id))) {
      add(t, 'waitingInQueue');
      note(`waiting in the print queue: ${ledger.ref}`);
    } else {
      t.lostLabels++;
      console.error(
        `lost label: ${ledger.ref} charged, not printed, not shown (shipments ${ledger.shipmentIds.join(', ')})`,
      );
    }
  }
}

/**
 * Waits until the order is settled, then counts it: nothing charged, every charge printed, or
 * held in an unsettled list for 3 s on end (a purchase listed while a run asks the server is
 * still moving); a label waiting in the print queue is given 5 s to print; 20 s at most.
 */
export async function settleAndCount(
  t: Tally,
  sandboxDataDir: string,
  listener: PrintListener,
  ref: string,
  shown: () => Promise<Shown>,
): Promise<void> {
  const started = Date.now();
  let heldSince: number | null = null;
  for (;;) {
    const ledger = ledgerOf(sandboxDataDir, ref);
    const printed = await printedDigests(listener);
    const view = await shown();
    const has = (set: { has(id: string): boolean }) => ledger.shipmentIds.some((id) => set.has(id));
    const now = Date.now();
    heldSince = has(view.unsettled) ? (heldSince ?? now) : null;
    const settled =
      ledger.charges === 0 ||
      printsOf(ledger, printed) >= ledger.charges ||
      (heldSince !== null && now - heldSince > 3_000) ||
      (has(view.waiting) && now - started > 5_000);
    if (settled || now - started > 20_000) {
      countOrder(t, ledger, printed, view);
      return;
    }
    await sleep(100);
  }
}

/** Labels of these orders that came out more than once (by their bytes). */
export function doublePrintsOf(ledgers: OrderLedger[], printed: Map<string, number>): number {
  const labels = new Set(ledgers.flatMap((l) => l.labels));
  let extra = 0;
  for (const d of labels) extra += Math.max(0, (printed.get(d) ?? 0) - 1);
  return extra;
}
