// A batch row's DACE prints once even when the station stops between queueing it and writing the
// row `printed` (a kill there leaves the row `emitting` with its label and DACE already in the
// print queue). The row's DACE is queued under what identifies it for that shipment, not under the
// id of each generation, and the resumed row takes the job the queue holds under that key without
// asking the server again: a server whose DACE answer does not say which type its latest DACE is
// (or names no DACE id at all: the `document`'s fields are not shown in the spec) would otherwise
// generate a new DACE, with a new id, at each resume.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import type { BatchView } from '../../../electron/shared/desk';
import type { ProfileName } from '../../support/sandbox';
import { toCsv, typedRow } from './support/batch-csv';
import { jobsExactly, startDeskFixture, waitFor, type DeskFixture } from './support/desk-fixture';
import { BOX } from './support/parties';

let f: DeskFixture | undefined;
afterEach(async () => f?.close());

// default: the DACE answer names the latest DACE's id and type; dace-untyped: its id only;
// dace-fiscal-only: neither, only the DC-e's fiscal data.
const PROFILES: ProfileName[] = ['default', 'dace-untyped', 'dace-fiscal-only'];

describe('a batch row resumed after its DACE was queued', () => {
  it.each(PROFILES)('under %s: the label and its DACE reach the printer once each', async (profile) => {
    f = await startDeskFixture({ sandbox: { profile } });
    await f.call('desk:preset-save', BOX);
    const row = typedRow(1, {
      invoiceType: 'DCE',
      invoiceValor: '100,00',
      products: 'Camiseta|2|5000;Boné|1|0',
      tipoDace: 'T',
    });
    const imported = await f.call('desk:batch-import', { csv: toCsv([row]), fileName: 'pedidos.csv' });
    const { batchId } = imported.batch;
    await f.call('desk:batch-start', { batchId, concurrency: 1 });
    await f.station.desk.service.runner.idle(batchId);
    const first: BatchView = await f.call('desk:batch-status', { batchId });
    expect(first).toMatchObject({ state: 'finished', counts: { printed: 1 } });
    const [printedRow] = first.rows;
    expect(printedRow?.daceJobId).toEqual(expect.any(String));
    const [label, dace] = await jobsExactly(f, 2);
    expect(dace?.toString('utf8')).toMatch(/^\^XA/);

    // What a kill right after the DACE was queued leaves: the row still `emitting` (bought, its
    // label and tracking on it, no job written), the batch `running`; the print queue has both jobs.
    const db = new DatabaseSync(join(f.dataDir, 'desk.db'));
    db.prepare(
      `UPDATE batch_rows SET state = 'emitting', label_job_id = NULL, dace_job_id = NULL, dace_error = NULL WHERE batch_id = ?`,
    ).run(batchId);
    db.prepare(`UPDATE batches SET state = 'running' WHERE id = ?`).run(batchId);
    db.close();

    // A new station on the same data folder: the login resumes the batch, which queues the row again.
    // The server now refuses every DACE call: a resume that asked it would end with a DACE error.
    await f.sandbox.admin.faults({ failRate: 1, failMatch: '/dace' });
    await f.reopen();
    const done = await waitFor(async () => {
      const view: BatchView = await f!.call('desk:batch-status', { batchId });
      return view.state === 'finished' && view;
    }, 'the resumed batch to finish');
    expect(done.counts).toMatchObject({ printed: 1, failed: 0 });
    // Still the label and its DACE, once each, and the row has the jobs of the first run, with no
    // DACE error: the server was not asked (before 2026-12-07 the resume asked it, and the row
    // ended with a DACE error and no DACE job under every profile).
    expect(f.station.printing.queue.list().filter((job) => job.document.kind === 'dace-thermal')).toHaveLength(1);
    expect(await jobsExactly(f, 2)).toEqual([label, dace]);
    expect(done.rows[0]).toMatchObject({
      labelJobId: printedRow?.labelJobId,
      daceJobId: printedRow?.daceJobId,
      daceError: null,
    });
  });
});
