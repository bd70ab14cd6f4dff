// A batch whose wallet runs out: the rows the server refuses (402) fail alone with nothing
// charged, the others print in order; after a top-up, retry-failed buys and prints exactly the
// failed rows, reusing their shipments. Before any of it, a label printer that is off stops the
// batch from starting at all (strict mode): nothing is bought for labels that cannot print.
import { afterEach, describe, expect, it } from 'vitest';
import type { BatchView } from '../../../electron/shared/desk';
import { translate, type Said } from '../../../electron/shared/messages';
import { IDS } from '../../support/sandbox';
import { toCsv, typedRow } from './support/batch-csv';
import { jobsExactly, startDeskFixture, type DeskFixture } from './support/desk-fixture';
import { BOX } from './support/parties';

let f: DeskFixture;
afterEach(async () => f?.close());

describe('a batch short of money', () => {
  it('fails the refused rows alone, then retries exactly those once the wallet is topped up', async () => {
    f = await startDeskFixture({ printer: 'network' });
    await f.call('desk:preset-save', BOX);
    const { batch } = await f.call('desk:batch-import', {
      csv: toCsv(Array.from({ length: 6 }, (_, i) => typedRow(i + 1))),
    });

    // The printer is switched off: strict mode refuses to start, nothing is quoted or bought.
    await f.listener.stop();
    await f.sandbox.admin.setWallet(IDS.demoLoja, 10_000); // about two labels
    expect(await f.invoke('desk:batch-start', { batchId: batch.batchId })).toMatchObject({
      ok: false,
      error: { kind: 'printer-unavailable' },
    });
    expect(await f.call('desk:batch-status', { batchId: batch.batchId })).toMatchObject({
      state: 'ready',
      counts: { pending: 6 },
    });
    expect(await f.balance()).toBe(10_000);
    await f.listener.restart();

    await f.call('desk:batch-start', { batchId: batch.batchId, concurrency: 2 });
    await f.station.desk.service.runner.idle(batch.batchId);
    const first: BatchView = await f.call('desk:batch-status', { batchId: batch.batchId });
    const failed = first.rows.filter((r) => r.state === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(
      failed.every((r) => r.error?.kind === 'insufficient-balance' && !r.mayBeCharged && r.shipmentId !== null),
    ).toBe(true);
    // The row says in words why it failed, in the desk's language: the wallet is short, and the
    // workflow recorded the refused purchase as failed, so nothing was charged; never a bare "(402)".
    const said = failed[0]?.error?.said as Said;
    expect(translate(said, 'pt-BR')).toBe(
      'A etiqueta não foi comprada e nada foi cobrado. Saldo insuficiente na carteira da loja para esta compra.',
    );
    expect(translate(said, 'en')).toBe(
      "The label was not bought and nothing was charged. Not enough balance in the store's wallet for this purchase.",
    );
    const printedFirst = first.rows.filter((r) => r.state === 'printed');
    expect(10_000 - (await f.balance())).toBe(printedFirst.reduce((s, r) => s + (r.priceCents ?? 0), 0));
    expect(first.state).toBe('finished');

    await f.sandbox.admin.setWallet(IDS.demoLoja, 100_000);
    await f.call('desk:batch-retry-failed', { batchId: first.batchId });
    await f.station.desk.service.runner.idle(batch.batchId);
    const done: BatchView = await f.call('desk:batch-status', { batchId: batch.batchId });
    expect(done).toMatchObject({ state: 'finished', counts: { printed: 6, failed: 0 } });
    // The same shipments as before: a retry never makes a second one.
    expect(failed.map((r) => done.rows[r.index - 1]?.shipmentId)).toEqual(failed.map((r) => r.shipmentId));
    expect(100_000 - (await f.balance())).toBe(
      failed.reduce((s, r) => s + (done.rows[r.index - 1]?.priceCents ?? 0), 0),
    );

    // Six labels in all: the first run's in CSV order, then the retried rows in theirs.
    const jobs = await jobsExactly(f, 6);
    const order = [...printedFirst, ...failed].map((r) => done.rows[r.index - 1]?.labelId as string);
    for (const [i, labelId] of order.entries()) {
      expect(Buffer.compare(jobs[i] as Buffer, Buffer.from((await f.station.workflow.labelFile(labelId)).bytes))).toBe(
        0,
      );
    }
  });
});
