// Issue 5: a label prints a second time only through an explicit reprint, which uses the bytes
// kept in the print history: it works with the server gone, by shipment or label id, on the same
// printer or another one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { createShipment } from './support/stack';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';
import { PASS_THROUGH } from '../../support/profiles';

let f: WorkflowFixture;
let other: PrintListener;
beforeAll(async () => {
  f = await startWorkflowFixture();
  other = await startPrintListener();
});
afterAll(async () => {
  await f.close();
  await other.close();
});

describe('reprint', () => {
  it('prints the same bytes again from history with the server gone, on this printer or another', async () => {
    const shipmentId = await createShipment(f.api);
    const outcome = await f.stack.workflow.emitAndPrint(shipmentId);
    await f.stack.printing.queue.settled(outcome.printJob.id);
    const [original] = await expectJobsExactly(f, 1);

    await f.sandbox.close(); // offline from here on
    // The label came out moments ago: the operator has answered "imprimir outra cópia" (issue 29.5).
    const again = f.stack.workflow.reprintLabel(shipmentId, undefined, { anotherCopy: true });
    expect(again).toMatchObject({ reprintOf: outcome.printJob.id, key: null, target: f.target });
    await f.stack.printing.queue.settled(again.id);
    const jobs = await expectJobsExactly(f, 2);
    expect(jobs[1]?.equals(original ?? Buffer.alloc(0))).toBe(true);

    // The other printer reads what it is sent, as this one does (no conversion).
    f.stack.printing.settings.setProfile({ kind: 'network', host: '127.0.0.1', port: other.port }, PASS_THROUGH);
    const elsewhere = f.stack.workflow.reprintLabel(
      outcome.labelId,
      { kind: 'network', host: '127.0.0.1', port: other.port },
      { anotherCopy: true },
    );
    await f.stack.printing.queue.settled(elsewhere.id);
    const [copy] = await other.waitForJobs(1);
    expect(copy?.equals(original ?? Buffer.alloc(0))).toBe(true);

    // Asking to emit again offline answers from the saved emission: no call, no print.
    expect(await f.stack.workflow.emitAndPrint(shipmentId)).toMatchObject({
      labelId: outcome.labelId,
      newlyQueued: false,
    });
    await expectJobsExactly(f, 2);
  });

  it('says so when the label is not in this computer’s history', () => {
    expect(() => f.stack.workflow.reprintLabel('00000000-0000-4000-8000-00000000dead')).toThrow(
      expect.objectContaining({ kind: 'not-found' }),
    );
  });
});
