// Issue 17 on a real CUPS queue: the label printer is paused (cupsdisable, "paper out"), so CUPS
// holds the bought label. A reprint there is refused (the held copy would come out with it:
// two labels). "Cancelar a cópia retida" cancels that copy in CUPS, and only once CUPS no longer
// lists it does the job end as cancelled; then the reprint is allowed, and when the printer is
// back exactly one label comes out. The label then counts as printed: it leaves the unsettled
// list (a "send again" offered there would print a second one).
import { describe, expect, it } from 'vitest';
import { cupsAdmin, cupsJobsOf, pendingCupsJobs } from '../../support/cups';
import { saying } from '../../support/said';
import { printedExactly } from '../../support/printed';
import { until } from '../../support/until';
import { expectJobsExactly, useWorkflowFixture } from './support/fixture';
import { createShipment } from './support/stack';

// Strict mode off: the label is bought while its printer is paused, as "comprar mesmo assim" does.
const f = useWorkflowFixture({ stack: { strictMode: false } }, { each: true });

async function boughtWhilePaused() {
  const queue = f.stack.printing.queue;
  await cupsAdmin('cupsdisable', f.cupsQueue!.name, 'paper out');
  const shipmentId = await createShipment(f.api);
  const outcome = await f.stack.workflow.emitAndPrint(shipmentId);
  const held = await until(
    () => {
      const job = queue.get(outcome.printJob.id);
      return job?.phase === 'cups-sent' && job.lastError?.said.key === 'printing.pausedWaits' && job;
    },
    { what: 'CUPS to hold the label in the paused queue', timeoutMs: 15_000 },
  );
  return { shipmentId, outcome, held };
}

describe('a copy held by a paused printer, cancelled by the operator', () => {
  it('is cancelled in CUPS before the reprint is allowed, and the reprint prints exactly one label', async () => {
    const queue = f.stack.printing.queue;
    const { shipmentId, outcome, held } = await boughtWhilePaused();
    expect(await pendingCupsJobs()).toContain(held.cupsJob);

    // The reprint the operator asked for is refused: the held copy would come out too.
    expect(() => f.stack.workflow.reprintLabel(shipmentId)).toThrow(
      expect.objectContaining({
        kind: 'station-refused',
        said: expect.objectContaining({ key: 'printing.stillInQueue' }),
      }),
    );

    const cancelled = await f.stack.workflow.cancelHeldCopy(shipmentId);
    expect(cancelled).toMatchObject({ id: held.id, status: 'failed' });
    expect(cancelled.lastError).toMatchObject({ kind: 'job-state', said: saying('Cancelada em') });
    // CUPS confirmed it: the job is gone from its pending jobs and the paused queue holds nothing.
    expect(await pendingCupsJobs()).not.toContain(held.cupsJob);
    expect(await cupsJobsOf(f.cupsQueue!.name, 'not-completed')).toEqual([]);

    // Bought and, for now, not printed: the unsettled list says so until a copy comes out.
    expect(f.stack.workflow.unsettled().find((row) => row.record.shipmentId === shipmentId)).toMatchObject({
      standing: 'not-printed',
    });

    const again = f.stack.workflow.reprintLabel(shipmentId);
    expect(again).toMatchObject({ reprintOf: outcome.printJob.id, target: f.target });

    await cupsAdmin('cupsenable', f.cupsQueue!.name);
    expect(await queue.settled(again.id)).toMatchObject({ status: 'done' });
    // One label at the printer (the label's bytes), and nothing else on its way: the queue has
    // finished every job and CUPS holds none (its history keeps the cancelled one, not printed).
    const printed = await printedExactly(f.listener, 1, { queues: () => [queue] });
    expect(printed[0]?.equals(Buffer.from(queue.bytesOf(outcome.printJob.id)!))).toBe(true);
    expect(await cupsJobsOf(f.cupsQueue!.name, 'not-completed')).toEqual([]);
    expect(queue.get(held.id)).toMatchObject({ status: 'failed' });
    expect(f.stack.workflow.unsettled().map((row) => row.record.shipmentId)).not.toContain(shipmentId);
  });

  it('says there is nothing to cancel once the copy came out, and prints nothing more', async () => {
    const { shipmentId, held } = await boughtWhilePaused();
    await cupsAdmin('cupsenable', f.cupsQueue!.name);
    await f.stack.printing.queue.settled(held.id);
    await expect(f.stack.workflow.cancelHeldCopy(shipmentId)).rejects.toMatchObject({
      kind: 'station-refused',
      said: expect.objectContaining({ key: 'printing.noHeldCopy' }),
    });
    await expectJobsExactly(f, 1);
  });
});
