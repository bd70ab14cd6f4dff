// desk.db's write lock is held by another program (a second real connection in BEGIN IMMEDIATE, as
// a SQLite browser or a backup tool holds it) for the whole of a purchase: the ship screen's
// (quote, shipments:create, labels:emit-and-print) or one key's, the label printed through a real
// CUPS raw queue, the real sandbox over HTTP. node:sqlite is synchronous, so every desk.db write
// that waits for that lock stops main's event loop; the purchase path's writes (the journal row,
// the intent, the charge, the journal's note, the print's audit entry) must each give up within
// the bound (PURCHASE_PATH_STALL_MS), keep what they hold in memory, and write it once the lock is
// released. Each purchase measured follows a first one made with desk.db free: the station's cold
// first purchase compiles and loads what every later one reuses (~300 ms of this thread here),
// which is not what is measured.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShipResult } from '../../../electron/shared/desk';
import { DESK_DB_FILE } from '../../../electron/main/desk/db';
import { PURCHASE_PATH_STALL_MS } from '../../../electron/main/desk/held-writes';
import { jobsExactly, startDeskFixture, waitFor, type DeskFixture } from './support/desk-fixture';
import { BOX, CORREIOS, RIO, SEDEX } from './support/parties';
import { sedexToRio, shipmentToRio } from './support/ship-screen';

let f: DeskFixture;
afterEach(async () => f?.close());

/** The longest gap past its period between two ticks of a 5 ms timer while `work` runs: main's longest stall. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ value: T; stallMs: number }> {
  let last = performance.now();
  let longest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 5);
    last = now;
  }, 5);
  try {
    const value = await work();
    return { value, stallMs: Math.max(longest, performance.now() - last - 5) };
  } finally {
    clearInterval(tick);
  }
}

/** A stall this long is a freeze (the old code's was 10 s per write), never the machine's load. */
const FREEZE_MS = 1_000;

/**
 * `purchase` (its try n, from 1) made while another program holds desk.db's write lock, with main's
 * longest stall meanwhile; `released` is told of each try once the lock is released (it waits for
 * what was held to be written, so the next try's first write waits for the lock again). The
 * machine is shared (two cores, other jobs' load keeps this process off them for a few hundred ms
 * at times): a try that passes PURCHASE_PATH_STALL_MS by less than FREEZE_MS is made again, three
 * tries at most; a freeze is never tried again. Answers every try's purchase and the last stall.
 */
async function whileDeskDbLocked<T>(
  purchase: (n: number) => Promise<T>,
  released: (value: T, releasedAt: number) => Promise<void>,
): Promise<{ made: T[]; stallMs: number }> {
  const made: T[] = [];
  for (let n = 1; ; n++) {
    const other = new DatabaseSync(join(f.dataDir, DESK_DB_FILE));
    other.exec('BEGIN IMMEDIATE');
    let measured: { value: T; stallMs: number };
    try {
      measured = await longestStall(() => purchase(n));
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    made.push(measured.value);
    await released(measured.value, Date.now());
    const { stallMs } = measured;
    if (stallMs < PURCHASE_PATH_STALL_MS || stallMs >= FREEZE_MS || n === 3) return { made, stallMs };
  }
}

/** The journal's row of a shipment once it says bought: the held row and its note written. */
function boughtRow(shipmentId: string) {
  return waitFor(() => {
    const entry = f.station.desk.service.journal.get(shipmentId);
    return entry?.status === 'bought' && entry;
  }, 'the held journal row and its note written once the lock is gone');
}

describe('a purchase while another program holds desk.db’s write lock', () => {
  it('never stalls main past the bound, prints and charges once, and writes what it held once the lock is released', async () => {
    f = await startDeskFixture();
    const { service } = f.station.desk;
    const sedex = await sedexToRio(f);
    const first = await f.call('shipments:create', shipmentToRio(sedex, 'PED-PRIMEIRO-1'));
    await f.call('labels:emit-and-print', { shipmentId: first.shipmentId });
    await jobsExactly(f, 1);
    const before = await f.balance();

    const { made, stallMs } = await whileDeskDbLocked(
      async (n) => {
        const created = await f.call('shipments:create', shipmentToRio(sedex, `PED-TRANCADO-${n}`));
        const bought = await f.call('labels:emit-and-print', { shipmentId: created.shipmentId });
        await jobsExactly(f, 1 + n);
        // Still locked: printed, and what desk.db would not take is held in memory.
        expect(service.journal.get(bought.shipmentId)).toBeUndefined();
        return { bought, ref: `PED-TRANCADO-${n}` };
      },
      // Released: each held write is written once, in order (the row before its note).
      async ({ bought, ref }, releasedAt) => {
        expect(await boughtRow(bought.shipmentId)).toMatchObject({
          externalRef: ref,
          trackingCode: bought.trackingCode,
        });
        const entries = await waitFor(async () => {
          const all = (await f.call('desk:audit-list', {})).entries.filter((e) => e.shipmentId === bought.shipmentId);
          return all.some((e) => e.kind === 'print') && all;
        }, 'the held audit entries written');
        expect(entries.filter((e) => e.kind === 'charge')).toMatchObject([
          { outcome: 'charged', transactionId: bought.transactionId, externalRef: ref },
        ]);
        expect(entries.filter((e) => e.kind === 'print')).toMatchObject([
          { outcome: 'printed', labelId: bought.labelId, externalRef: ref },
        ]);
        // Written late, the charge says when it happened: while the lock was held.
        const charge = entries.find((e) => e.kind === 'charge');
        expect(Date.parse(charge?.at ?? '')).toBeLessThan(releasedAt);
        expect(
          service.db.get('SELECT shipment_id AS id FROM purchase_intents WHERE shipment_id = ?', bought.shipmentId),
        ).toEqual({ id: bought.shipmentId });
      },
    );
    expect(stallMs).toBeLessThan(PURCHASE_PATH_STALL_MS);
    // One charge and one label on the printer per purchase.
    const paid = made.reduce((sum, { bought }) => sum + (bought.priceCents ?? 0), 0);
    expect(await f.balance()).toBe(before - paid);
    await jobsExactly(f, 1 + made.length);
  }, 120_000);

  it('by one key never stalls main past the bound, ships and prints once, and journals the shipment once the lock is released', async () => {
    f = await startDeskFixture();
    await f.call('desk:preset-save', BOX);
    await f.call('desk:rule-set', {
      kind: 'preferred',
      carrierId: CORREIOS,
      serviceLevelId: SEDEX,
      maxPriceCents: 6_000,
    });
    const oneKey = (externalRef: string) =>
      f.invoke('desk:one-key-ship', { externalRef, recipient: RIO, presetKey: 1, declaredValueCents: 10_000 });
    expect((await oneKey('PED-PRIMEIRO-2')).ok).toBe(true);
    await jobsExactly(f, 1);
    const before = await f.balance();

    const { made, stallMs } = await whileDeskDbLocked(
      async (n) => {
        const answer = await oneKey(`PED-TRANCADO-${n}`);
        // Its print too, when it was bought (what was not is said below, after the stall).
        if (answer.ok) await jobsExactly(f, 1 + n);
        return { answer, ref: `PED-TRANCADO-${n}` };
      },
      async ({ answer, ref }) => {
        const result = answer.value as ShipResult;
        if (!answer.ok || result.kind !== 'shipped') return;
        expect(await boughtRow(result.emission.shipmentId)).toMatchObject({
          externalRef: ref,
          source: 'one-key',
          trackingCode: result.emission.trackingCode,
        });
      },
    );
    expect(stallMs).toBeLessThan(PURCHASE_PATH_STALL_MS);
    let paid = 0;
    for (const { answer } of made) {
      const result = answer.value as ShipResult;
      if (!answer.ok || result.kind !== 'shipped') expect.fail(`not shipped: ${JSON.stringify(answer)}`);
      paid += result.emission.priceCents ?? 0;
    }
    expect(await f.balance()).toBe(before - paid);
    await jobsExactly(f, 1 + made.length);
  }, 120_000);
});
