// Issue 5, "outcome unknown": the sandbox processes the emit POST (the wallet is charged) and then
// drops the connection before the answer. The workflow settles it by asking emit again, which is
// idempotent: one charge, one print. When the answer cannot be had at all, the emission stays
// saved (never recorded as "not bought") and a later resume still charges once and prints once.
import { afterEach, describe, expect, it } from 'vitest';
import { createShipment } from './support/stack';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';
import { saying, spoken } from '../../support/said';

let f: WorkflowFixture | undefined;
afterEach(async () => f?.close());

describe('a connection dropped after the emit POST was processed', () => {
  it('is settled by emitting again: exactly one charge, the label printed once', async () => {
    f = await startWorkflowFixture();
    const fixture = f;
    const shipmentId = await createShipment(f.api);
    const before = await f.balance();
    // The network heals once the workflow noticed the lost answer.
    const healed = new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (fixture.progress.some((e) => e.shipmentId === shipmentId && /resposta se perdeu/.test(spoken(e.message)))) {
          clearInterval(timer);
          void fixture.sandbox.admin.faults({ dropAfterRate: 0 }).then(() => resolve());
        }
      }, 5);
    });
    await f.sandbox.admin.faults({ dropAfterRate: 1 });

    const outcome = await f.stack.workflow.emitAndPrint(shipmentId);
    await healed;
    // The answer that counted is the confirmation: the label was already paid for.
    expect(outcome.chargeAlreadyCaptured).toBe(true);
    expect(before - (await f.balance())).toBe(outcome.priceCents);
    await f.stack.printing.queue.settled(outcome.printJob.id);
    await expectJobsExactly(f, 1);
  });

  it('stays saved as "maybe bought" when no answer can be had, and a resume charges once and prints once', async () => {
    f = await startWorkflowFixture({ stack: { timing: { confirmBudgetMs: 400 } } });
    const shipmentId = await createShipment(f.api);
    const before = await f.balance();
    await f.sandbox.admin.faults({ dropAfterRate: 1 });

    const error = await f.stack.workflow.emitAndPrint(shipmentId).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'offline',
      said: saying(/pode ter sido comprada \(e cobrada\).*lista de compras não resolvidas/),
    });
    const charged = before - (await f.balance());
    expect(charged).toBeGreaterThan(0); // the server did sell it
    expect(f.stack.workflow.status(shipmentId)?.record).toMatchObject({
      state: 'emitting',
      lastError: { kind: 'offline' },
    });
    expect(await f.listener.jobs()).toHaveLength(0);

    await f.sandbox.admin.faults({ dropAfterRate: 0 });
    const [report] = await f.reopen().workflow.resume();
    if (!report?.result.ok) throw new Error(`resume failed: ${JSON.stringify(report)}`);
    expect(report.result.value.chargeAlreadyCaptured).toBe(true);
    await f.stack.printing.queue.settled(report.result.value.printJob.id);
    await expectJobsExactly(f, 1);
    expect(before - (await f.balance())).toBe(charged);
  });
});
