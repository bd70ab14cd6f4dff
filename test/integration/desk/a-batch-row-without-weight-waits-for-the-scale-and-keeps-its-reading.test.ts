// A batch row weighed at the desk (issue 18, item 5): a Toledo scale simulator on a real pty pair
// is the desk scale, the label printer a TCP listener, the sandbox the server. The middle row of a
// 3-row CSV has no weight: the batch waits at it (no row after it is bought), a confirm on an
// unstable scale is refused with the scale's reason, a pause ends the wait with nothing spent, and
// once a stable weight is on the scale and confirmed the batch goes on; the three labels print in
// CSV order and the middle row's charge in the audit log carries the scale's reading. Without a
// scale that row is refused as before.
import { describe, expect, it } from 'vitest';
import type { BatchView } from '../../../electron/shared/desk';
import { isProblem, isReading } from '../../support/scale-watch';
import { spoken } from '../../support/said';
import { auditCsvRows } from './support/audit';
import { toCsv, typedRow } from './support/batch-csv';
import { jobsExactly, waitFor } from './support/desk-fixture';
import { useWeighingDesks } from './support/weighing-desk';

const desks = useWeighingDesks();

/** Row 2 has its box's dimensions but no weight: it is to be weighed at the desk. */
const rows = () => [
  typedRow(1),
  {
    ...typedRow(2),
    preset: undefined,
    weightKg: undefined,
    format: '2',
    lengthCm: '30',
    widthCm: '20',
    heightCm: '10',
  },
  typedRow(3),
];

describe('a batch row without a weight', () => {
  it('waits at the desk for a stable reading, then prints all three labels in CSV order with the reading as proof', async () => {
    const { f, sim, scale } = await desks.withScale({ status: 'unstable' });
    await scale.until(isProblem('unstable'));

    const imported = await f.call('desk:batch-import', { csv: toCsv(rows()), fileName: 'pesar.csv' });
    expect(imported.errors).toEqual([]);
    const { batchId } = imported.batch;
    await f.call('desk:batch-start', { batchId, concurrency: 6 });

    // The batch waits at row 2: row 1 goes through, row 3 is not even quoted.
    const waiting = await waitFor(async () => {
      const view: BatchView = await f.call('desk:batch-status', { batchId });
      return view.rows[1]?.state === 'awaiting-weight' && view.rows[0]?.state === 'printed' ? view : undefined;
    }, 'row 2 waiting for its weight');
    expect(waiting.rows.map((r) => r.state)).toEqual(['printed', 'awaiting-weight', 'pending']);
    expect(waiting.counts['awaiting-weight']).toBe(1);
    // Row 2 is the only row in a worker's hands (the one waiting for its weight): nothing else is
    // on its way, so row 3 stays untouched until the weight is confirmed. A worker that had taken
    // row 3 past the waiting row would show it here, or have moved it past 'pending'.
    expect(f.station.desk.service.runner.rowsInHand(batchId)).toEqual([2]);
    expect((await f.call('desk:batch-status', { batchId })).rows[2]?.state).toBe('pending');

    // An unstable scale is no weight: refused with the scale's reason, the row keeps waiting.
    const refused = await f.invoke('desk:batch-confirm-weight', { batchId, index: 2 });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'scale', said: { key: 'scale.unstable' } } });
    expect(spoken(refused.error as never)).toMatch(/instável/);
    // Only the waiting row can be confirmed.
    const other = await f.invoke('desk:batch-confirm-weight', { batchId, index: 3 });
    expect(other).toMatchObject({
      ok: false,
      error: { kind: 'station-refused', said: { key: 'desk.batchNotWeighing' } },
    });

    // A pause while it waits ends the wait with nothing spent; resuming waits at the same row again.
    await f.call('desk:batch-pause', { batchId });
    await f.station.desk.service.runner.idle(batchId);
    const paused: BatchView = await f.call('desk:batch-status', { batchId });
    expect(paused.state).toBe('paused');
    expect(paused.rows.map((r) => r.state)).toEqual(['printed', 'pending', 'pending']);
    await f.call('desk:batch-resume', { batchId });
    await waitFor(
      async () => (await f.call('desk:batch-status', { batchId })).rows[1]?.state === 'awaiting-weight',
      'row 2 waiting again after resume',
    );

    sim.show({ grams: 2345 });
    await scale.until(isReading(2345));
    await f.call('desk:batch-confirm-weight', { batchId, index: 2 });
    await f.station.desk.service.runner.idle(batchId);
    const done: BatchView = await f.call('desk:batch-status', { batchId });
    expect(done).toMatchObject({ state: 'finished', counts: { printed: 3, failed: 0, 'awaiting-weight': 0 } });

    // Three labels, byte for byte, in CSV order.
    const printed = await jobsExactly(f, 3);
    const expected: Buffer[] = [];
    for (const row of done.rows) expected.push(Buffer.from((await f.station.workflow.labelFile(row.labelId!)).bytes));
    expect(printed.map((job, i) => Buffer.compare(job, expected[i]!))).toEqual([0, 0, 0]);

    // Proof of weight: row 2 was bought with the scale's reading, rows 1 and 3 with their file's weight.
    const device = `${sim.devicePath} (Toledo ENQ)`;
    const { csv } = await f.call('desk:audit-csv', { kind: 'charge' });
    const charges = auditCsvRows(csv);
    const byRef = Object.fromEntries(charges.map((c) => [c.externalRef, c]));
    expect(byRef['PED-0002']).toMatchObject({
      weightGrams: '2345',
      weightSource: 'scale',
      scaleDevice: device,
      dimensions: '30x20x10 cm',
    });
    expect(Date.now() - Date.parse(byRef['PED-0002']!.scaleReadAt!)).toBeLessThan(60_000);
    expect(byRef['PED-0001']).toMatchObject({ weightSource: 'csv', scaleDevice: '' });
    expect(byRef['PED-0003']).toMatchObject({ weightSource: 'csv', scaleDevice: '' });
    const list = (await f.call('desk:audit-list', { kind: 'charge', pageSize: 10 })).entries;
    expect(list.find((e) => e.externalRef === 'PED-0002')?.weight).toMatchObject({
      grams: 2345,
      source: 'scale',
      device,
      deviceId: `serial:${sim.devicePath}:toledo`,
    });
    scale.stop();
  });

  it('is refused at validation, as before, on a desk without a scale', async () => {
    const f = await desks.withoutScale();
    const imported = await f.call('desk:batch-import', { csv: toCsv(rows()) });
    expect(imported.errors.map((e) => [e.index, e.messages])).toEqual([
      [2, ['weightKg: é obrigatório (ou informe um pacote salvo)']],
    ]);
  });
});
