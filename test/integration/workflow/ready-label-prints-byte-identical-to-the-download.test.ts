// Issue 5: a READY label's PDF arrives at the printer (CUPS raw queue → listener) byte-identical
// to the download; the wallet is charged once; asking again buys and prints nothing more.
import { describe, expect, it } from 'vitest';
import { createShipment } from './support/stack';
import { expectJobsExactly, useWorkflowFixture } from './support/fixture';

const f = useWorkflowFixture({}, { each: true });

describe('a READY label', () => {
  it('is bought once and its PDF reaches the printer byte-identical to the download', async () => {
    const before = await f.balance();
    const shipmentId = await createShipment(f.api);

    const outcome = await f.stack.workflow.emitAndPrint(shipmentId);
    expect(outcome).toMatchObject({
      shipmentId,
      contentType: 'application/pdf',
      chargeAlreadyCaptured: false,
      newlyQueued: true,
    });
    expect(outcome.printJob.target).toEqual(f.target);
    expect(await f.stack.printing.queue.settled(outcome.printJob.id)).toMatchObject({ status: 'done', attempts: 1 });

    const [printed] = await expectJobsExactly(f, 1);
    const { downloadUrl } = await f.api.downloadLabel(outcome.labelId);
    const { bytes } = await f.api.downloadFile(downloadUrl);
    expect(printed?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(printed?.equals(Buffer.from(bytes))).toBe(true);

    expect(outcome.priceCents).toBeGreaterThan(0);
    expect(before - (await f.balance())).toBe(outcome.priceCents);
    expect(f.stack.workflow.status(shipmentId)).toMatchObject({
      record: {
        state: 'queued',
        labelId: outcome.labelId,
        trackingCode: outcome.trackingCode,
        transactionId: outcome.transactionId,
        priceCents: outcome.priceCents,
        chargeAlreadyCaptured: false,
        printJobId: outcome.printJob.id,
      },
      printJob: { status: 'done' },
    });
    const phases = f.progress.filter((e) => e.shipmentId === shipmentId).map((e) => e.phase);
    expect(phases).toEqual(['checking-printer', 'emitting', 'downloading', 'printing', 'printed']);
  });

  it('asked for again, answers the same label without buying or printing again', async () => {
    const shipmentId = await createShipment(f.api);
    const first = await f.stack.workflow.emitAndPrint(shipmentId);
    await f.stack.printing.queue.settled(first.printJob.id);
    const afterFirst = await f.balance();

    const again = await f.stack.workflow.emitAndPrint(shipmentId);
    expect(again).toMatchObject({
      labelId: first.labelId,
      transactionId: first.transactionId,
      newlyQueued: false,
      printJob: { id: first.printJob.id, status: 'done' },
    });
    // After a restart too: the saved emission answers, the print queue is not asked to print.
    const again2 = await f.reopen().workflow.emitAndPrint(shipmentId);
    expect(again2).toMatchObject({ labelId: first.labelId, newlyQueued: false });

    await expectJobsExactly(f, 1);
    expect(await f.balance()).toBe(afterFirst);
  });
});
