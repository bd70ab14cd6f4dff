// Issue 5, through emitAndPrint: a network label printer that is off when the label is ready
// makes the print job fail and retry; once the printer is back it prints exactly once, and the
// renderer hears `printed`. The label was bought once.
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../support/until';
import { createShipment } from './support/stack';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';

let f: WorkflowFixture | undefined;
afterEach(async () => f?.close());

describe('a label printer that is off at print time', () => {
  it('gets the label once it is back: retried, printed exactly once, bought once', async () => {
    f = await startWorkflowFixture({ printer: 'network' });
    const shipmentId = await createShipment(f.api);
    const before = await f.balance();
    await f.listener.stop();

    // The operator was told the printer is down and chose to buy anyway.
    const outcome = await f.stack.workflow.emitAndPrint(shipmentId, { confirmPrinterDown: true });
    const queue = f.stack.printing.queue;
    // Failed, waiting, tried again, failed again: a job waiting for its next attempt.
    await until(
      () => {
        const job = queue.get(outcome.printJob.id);
        return job !== undefined && job.attempts >= 2 && job.status === 'queued';
      },
      { what: 'the job to be retried', timeoutMs: 10_000 },
    );
    expect(queue.get(outcome.printJob.id)).toMatchObject({
      status: 'queued',
      lastError: { kind: 'printer-unavailable' },
      nextAttemptAt: expect.any(String),
    });
    expect(await f.listener.jobs()).toHaveLength(0);

    await f.listener.restart();
    expect(await queue.settled(outcome.printJob.id)).toMatchObject({ status: 'done' });
    const [printed] = await expectJobsExactly(f, 1);
    const { bytes } = await f.api.downloadFile((await f.api.downloadLabel(outcome.labelId)).downloadUrl);
    expect(printed?.equals(Buffer.from(bytes))).toBe(true);
    expect(before - (await f.balance())).toBe(outcome.priceCents);
    expect(f.progress.filter((e) => e.shipmentId === shipmentId).at(-1)).toMatchObject({
      phase: 'printed',
      printJobId: outcome.printJob.id,
    });
  });
});
