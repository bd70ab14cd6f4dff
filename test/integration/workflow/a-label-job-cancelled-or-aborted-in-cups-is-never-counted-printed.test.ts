// A reviewer's finding on a real CUPS queue: the label printer is off, so CUPS keeps the bought
// label (the station shows it waiting). Someone cancels that job outside the station (`cancel`,
// the system's print manager), or the queue's error policy aborts it. The job then leaves CUPS's
// not-completed list, which alone once meant "printed": the audit said printed, the label left the
// unsettled list and a reprint asked "imprimir outra cópia?" though nothing came out. Now the
// station asks CUPS how the job ended: only a completed job counts printed; a cancelled or aborted
// one failed (send it again), and one CUPS no longer knows (its history purged) is not confirmed.
// A completed job still counts printed: cups-keeps-a-label-while-the-printer-is-off… and the
// reprint below.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDeskDb } from '../../../electron/main/desk/db';
import { pendingCupsJobs } from '../../support/cups';
import { printedExactly } from '../../support/printed';
import { saying } from '../../support/said';
import { until } from '../../support/until';
import { useWorkflowFixture } from './support/fixture';
import { createShipment } from './support/stack';

const exec = promisify(execFile);
const C = { env: { ...process.env, LC_ALL: 'C', LANG: 'C' } };

// Strict mode off: the label is bought while its printer is off, as "comprar mesmo assim" does.
const f = useWorkflowFixture({ stack: { strictMode: false, audit: true } }, { each: true });

/** Buys a label and waits until CUPS holds it, released, for a printer that is not there. */
async function boughtWhilePrinterOff() {
  await f.listener.stop();
  const shipmentId = await createShipment(f.api);
  const outcome = await f.stack.workflow.emitAndPrint(shipmentId);
  const waiting = await until(
    () => {
      const job = f.stack.printing.queue.get(outcome.printJob.id);
      return job?.phase === 'cups-sent' && job.lastError?.said.key === 'printing.noAnswerWaits' && job;
    },
    { what: 'CUPS to keep the label for the printer that is off', timeoutMs: 20_000 },
  );
  expect(await pendingCupsJobs()).toContain(waiting.cupsJob);
  return { shipmentId, waiting };
}

/** The desk's audit log (desk.db) as the test can read it: each print's outcome for this shipment. */
function printsAudited(shipmentId: string): string[] {
  const db = openDeskDb(f.dataDir);
  try {
    return db
      .all<{ outcome: string }>(
        `SELECT outcome FROM audit WHERE shipment_id = ? AND kind IN ('print', 'reprint') ORDER BY seq`,
        shipmentId,
      )
      .map((row) => row.outcome);
  } finally {
    db.close();
  }
}

const printedAt = (count: number, cupsTook: number) =>
  printedExactly(f.listener, count, { queues: () => [f.stack.printing.queue], cupsQueue: f.cupsQueue!.name, cupsTook });

const standingOf = (shipmentId: string) =>
  f.stack.workflow.unsettled().find((row) => row.record.shipmentId === shipmentId)?.standing;

describe('a label job cancelled or aborted in CUPS is never counted printed', () => {
  it('cancelled with `cancel` while it waits: failed, not printed, and a reprint prints exactly one label', async () => {
    const { shipmentId, waiting } = await boughtWhilePrinterOff();

    await exec('cancel', [String(waiting.cupsJob)], C);
    const settled = await f.stack.printing.queue.settled(waiting.id);
    expect(settled).toMatchObject({ status: 'failed', lastError: { kind: 'print-failed' } });
    expect(settled.lastError?.said).toEqual(saying('cancelado na fila de impressão'));
    expect(settled.lastError?.quoted?.lines.join('\n')).toMatch(/already canceled/);
    expect(printsAudited(shipmentId)).toEqual(['failed']);
    expect(standingOf(shipmentId)).toBe('not-printed');

    // No "imprimir outra cópia?": nothing came out, so the reprint prints at once.
    const again = f.stack.workflow.reprintLabel(shipmentId);
    expect(again).toMatchObject({ reprintOf: waiting.id });
    await f.listener.restart();
    expect(await f.stack.printing.queue.settled(again.id)).toMatchObject({ status: 'done' });
    // One label at the printer; CUPS took two jobs, the cancelled one kept in its history.
    await printedAt(1, 2);
    expect(printsAudited(shipmentId)).toEqual(['failed', 'printed']);
    expect(standingOf(shipmentId)).toBeUndefined();
  });

  it('aborted by the queue (abort-job error policy): failed, not printed', async () => {
    // A device that can never open: the serial backend fails and the queue's policy aborts the job.
    await exec(
      'lpadmin',
      ['-p', f.cupsQueue!.name, '-v', 'serial:/dev/ss-no-such-port', '-o', 'printer-error-policy=abort-job'],
      C,
    );
    const shipmentId = await createShipment(f.api);
    const outcome = await f.stack.workflow.emitAndPrint(shipmentId);
    const settled = await f.stack.printing.queue.settled(outcome.printJob.id);
    expect(settled).toMatchObject({ status: 'failed', lastError: { kind: 'print-failed' } });
    expect(settled.lastError?.said).toEqual(saying('desistiu do trabalho'));
    expect(settled.lastError?.quoted?.lines.join('\n')).toMatch(/already aborted/);
    expect(printsAudited(shipmentId)).toEqual(['failed']);
    expect(standingOf(shipmentId)).toBe('not-printed');
  });

  it('gone from CUPS, its history purged while the station was closed: not confirmed, never sent again by itself', async () => {
    const { shipmentId, waiting } = await boughtWhilePrinterOff();
    f.stack.close();
    // Cancelled, then purged from CUPS's history (`cancel -a -x` purges the jobs that have ended).
    await exec('cancel', [String(waiting.cupsJob)], C);
    await exec('cancel', ['-a', '-x', f.cupsQueue!.name], C);
    await until(
      async () => /does not exist/.test(await exec('cancel', [String(waiting.cupsJob)], C).then(() => '', String)),
      { what: 'CUPS to forget the job', timeoutMs: 10_000 },
    );

    f.reopen();
    const settled = await f.stack.printing.queue.settled(waiting.id);
    expect(settled).toMatchObject({ status: 'failed', attempts: 1, lastError: { kind: 'outcome-unknown' } });
    expect(settled.lastError?.said).toEqual(saying('não sabe mais o que aconteceu'));
    expect(printsAudited(shipmentId)).toEqual(['failed']);
    await f.listener.restart();
    // Nothing is sent again by itself: the printer, back, gets nothing.
    await printedAt(0, 0);
  });
});
