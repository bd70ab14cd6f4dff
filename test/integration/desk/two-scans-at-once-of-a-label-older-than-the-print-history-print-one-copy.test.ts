// Issue 29, item 5: two reprint requests for one label within seconds print one copy, also for a
// label older than the print history keeps (its bytes pruned), which the station downloads again
// from the server. The order's reference and its tracking code scanned at once (two scanners, or
// a hand that read both barcodes of the box) are two requests for one label: one download, one
// copy byte for byte, and the other answer is the twin's, as the guard answers a recent one.
// Real parts: the sandbox over HTTP, a CUPS raw queue in front of a print listener, the
// station's own registry; the history is pruned in the queue's own file, as the queue prunes it.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPRINT_SAME_REQUEST_MS } from '../../../electron/shared/workflow';
import { jobsExactly, startDeskFixture, waitFor, type DeskFixture } from './support/desk-fixture';
import { BOX, RIO } from './support/parties';

let f: DeskFixture;
afterEach(async () => f?.close());

/** The label downloads the station asks the server for (GET /api/v1/labels/{id}/download). */
function countingDownloads(): { fetch: typeof fetch; downloads: string[] } {
  const downloads: string[] = [];
  const counting: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (/\/api\/v1\/labels\/[^/]+\/download$/.test(new URL(url).pathname)) downloads.push(url);
    return fetch(input, init);
  };
  return { fetch: counting, downloads };
}

/** Drops the kept bytes of every finished job, as the queue's own pruning does for old ones. */
function pruneHistory(dataDir: string): void {
  const db = new DatabaseSync(join(dataDir, 'print-queue.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.exec(`BEGIN IMMEDIATE;
      DELETE FROM print_job_bytes WHERE seq IN (SELECT seq FROM print_jobs WHERE status IN ('done', 'failed'));
      UPDATE print_jobs SET bytes_kept = 0 WHERE status IN ('done', 'failed');
      COMMIT;`);
  } finally {
    db.close();
  }
}

describe('a label older than the print history', () => {
  it('scanned by its reference and its tracking code at once is downloaded once and printed once', async () => {
    const counted = countingDownloads();
    f = await startDeskFixture({ fetch: counted.fetch });
    await f.call('desk:preset-save', BOX);
    const shipped = await f.call('desk:one-key-ship', { externalRef: 'PED-4410', recipient: RIO, presetKey: 1 });
    if (shipped.kind !== 'shipped') throw new Error(JSON.stringify(shipped));
    const [original] = await jobsExactly(f, 1);
    const before = await f.balance();
    // Pruned once it is done, as the queue prunes: a job still sending keeps its bytes, and the two
    // scans would then reprint from the history (a case the guard's own tests cover).
    await waitFor(
      () => f.station.printing.queue.list(10).every((job) => job.status === 'done') || undefined,
      'the first print done',
    );
    pruneHistory(f.dataDir);
    // Past the minute in which a reprint asks first: the station's clock moves instead of the test.
    f.clock.advance(60_000);
    const downloadsBefore = counted.downloads.length;

    const answers = await Promise.all([
      f.call('desk:scan', { text: 'PED-4410' }),
      f.call('desk:scan', { text: shipped.emission.trackingCode }),
    ]);
    expect(answers.map((a) => a.kind).sort()).toEqual(['repeat-ignored', 'reprinted']);
    expect(answers.find((a) => a.kind === 'repeat-ignored')).toMatchObject({ windowMs: REPRINT_SAME_REQUEST_MS });
    expect(counted.downloads.length - downloadsBefore).toBe(1);
    const jobs = await jobsExactly(f, 2);
    expect(Buffer.compare(jobs[1] as Buffer, original as Buffer)).toBe(0);
    expect(await f.balance()).toBe(before);
  });
});
