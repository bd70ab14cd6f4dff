// Issue 5: a double click, a second window, a resume racing the operator: many emitAndPrint
// calls at once for one shipment buy the label once and print it once, and all get its answer.
import { describe, expect, it } from 'vitest';
import { createShipment } from './support/stack';
import { expectJobsExactly, useWorkflowFixture } from './support/fixture';

const f = useWorkflowFixture();

describe('many concurrent emitAndPrint calls for one shipment', () => {
  it('charge once and print once', async () => {
    const shipmentId = await createShipment(f.api);
    const before = await f.balance();

    const outcomes = await Promise.all([
      ...Array.from({ length: 8 }, () => f.stack.workflow.emitAndPrint(shipmentId)),
      f.stack.workflow.resume().then(() => f.stack.workflow.emitAndPrint(shipmentId)),
    ]);
    expect(new Set(outcomes.map((o) => o.labelId)).size).toBe(1);
    expect(new Set(outcomes.map((o) => o.printJob.id)).size).toBe(1);
    const first = outcomes[0];
    if (!first) throw new Error('no outcome');
    await f.stack.printing.queue.settled(first.printJob.id);

    await expectJobsExactly(f, 1);
    expect(before - (await f.balance())).toBe(first.priceCents);
    expect(f.stack.printing.queue.list().filter((job) => job.document.shipmentId === shipmentId)).toHaveLength(1);
  });
});
