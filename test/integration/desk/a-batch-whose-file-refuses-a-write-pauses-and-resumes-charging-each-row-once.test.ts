// A batch whose file refuses a write (a full disk) in the middle of the run: the worker that met
// it must not take the station down with an unhandled rejection (Node 24 ends the process on
// one). The batch pauses where the file last had it and says why in the operator's words; once
// the disk takes writes again, resuming finishes every row, each charged once and printed once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchStore } from '../../../electron/main/desk/batch/batch-store';
import type { BatchView } from '../../../electron/shared/desk';
import { spoken } from '../../support/said';
import { toCsv, typedRow } from './support/batch-csv';
import { jobsExactly, startDeskFixture, type DeskFixture } from './support/desk-fixture';
import { BOX } from './support/parties';

const ROWS = 6;
/** The row whose step meets the full disk: the write of its bought label (labelId). */
const FULL_AT = 3;

let f: DeskFixture | undefined;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
afterEach(async () => {
  process.off('unhandledRejection', onUnhandled);
  vi.restoreAllMocks();
  await f?.close();
});

describe('a batch whose file refuses a write', () => {
  it('pauses with the operator told why (faked full disk), no unhandled rejection, then resumes charging each row once', async () => {
    process.on('unhandledRejection', onUnhandled);
    f = await startDeskFixture({ printer: 'network' });
    await f.call('desk:preset-save', BOX);
    const { batch } = await f.call('desk:batch-import', {
      csv: toCsv(Array.from({ length: ROWS }, (_, i) => typedRow(i + 1))),
    });
    const before = await f.balance();

    // The real store on the real batch file; from the chosen step on, every row write is refused
    // the way node:sqlite refuses one on a full disk, until the test frees the disk.
    let diskFull = false;
    let filled = false;
    const update = BatchStore.prototype.update;
    vi.spyOn(BatchStore.prototype, 'update').mockImplementation(function (this: BatchStore, ...args) {
      const [, idx, change] = args;
      if (!filled && idx === FULL_AT && change.labelId !== undefined) diskFull = filled = true;
      if (diskFull)
        throw Object.assign(new Error('database or disk is full'), {
          code: 'ERR_SQLITE_ERROR',
          errcode: 13,
          errstr: 'database or disk is full',
        });
      return update.apply(this, args);
    });

    await f.call('desk:batch-start', { batchId: batch.batchId, concurrency: 2 });
    await f.station.desk.service.runner.idle(batch.batchId);
    // Let any rejection left unhandled be reported before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(filled).toBe(true);
    expect(unhandled).toEqual([]);

    // Paused, with the operator's words in both languages, on the status and on the last event.
    const paused: BatchView = await f.call('desk:batch-status', { batchId: batch.batchId });
    expect(paused.state).toBe('paused');
    expect(paused.counts.printed).toBeLessThan(ROWS);
    expect(paused.halted).toMatchObject({ said: { key: 'desk.batchFileRefused' } });
    expect(spoken(paused.halted)).toContain('disco cheio');
    expect(spoken(paused.halted, 'en')).toContain('disk full');
    expect(spoken(paused.halted)).toContain('database or disk is full');
    const last = f.progress.filter((p) => p.batch.batchId === batch.batchId).at(-1);
    expect(last?.batch).toMatchObject({ state: 'paused', halted: { said: { key: 'desk.batchFileRefused' } } });
    expect(f.station.desk.service.runner.isRunning(batch.batchId)).toBe(false);

    // Nothing bought twice meanwhile: every charge so far is one row's, once.
    const chargesPaused = (await f.call('desk:audit-list', { kind: 'charge', pageSize: 100 })).entries;
    expect(new Set(chargesPaused.map((c) => c.shipmentId)).size).toBe(chargesPaused.length);

    // The disk takes writes again: resuming goes on from where the file was, and ends the batch.
    diskFull = false;
    await f.call('desk:batch-resume', { batchId: batch.batchId });
    await f.station.desk.service.runner.idle(batch.batchId);
    const done: BatchView = await f.call('desk:batch-status', { batchId: batch.batchId });
    expect(done).toMatchObject({ state: 'finished', counts: { printed: ROWS, failed: 0 } });
    expect(done.halted).toBeUndefined();
    expect(unhandled).toEqual([]);

    // Charged once each: the wallet moved by exactly the rows' prices, one charge per row.
    const prices = done.rows.map((r) => r.priceCents ?? 0);
    expect(prices.every((p) => p > 0)).toBe(true);
    expect(before - (await f.balance())).toBe(prices.reduce((a, b) => a + b, 0));
    const charges = (await f.call('desk:audit-list', { kind: 'charge', pageSize: 100 })).entries;
    expect(charges).toHaveLength(ROWS);
    expect(new Set(charges.map((c) => c.transactionId)).size).toBe(ROWS);
    expect(new Set(charges.map((c) => c.shipmentId))).toEqual(new Set(done.rows.map((r) => r.shipmentId)));

    // Printed once each, in CSV order.
    const printed = await jobsExactly(f, ROWS);
    for (const [i, row] of done.rows.entries()) {
      const file = await f.station.workflow.labelFile(row.labelId as string);
      expect(Buffer.compare(printed[i] as Buffer, Buffer.from(file.bytes)), `row ${row.index}`).toBe(0);
    }
  });
});
