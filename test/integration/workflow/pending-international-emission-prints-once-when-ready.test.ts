// Issue 5: an international (202 PENDING) emission is polled by emitting again until READY, then
// printed once; a carrier slower than the operator's patience is a visible timeout that stays
// resumable and still prints once, with one charge.
import { afterEach, describe, expect, it } from 'vitest';
import type { Failure } from '../../../electron/main/ipc/failure';
import { createShipment } from './support/stack';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';
import { spoken } from '../../support/said';

let f: WorkflowFixture | undefined;
afterEach(async () => f?.close());

const rejection = async (promise: Promise<unknown>): Promise<Failure> => {
  try {
    await promise;
  } catch (error) {
    return error as Failure;
  }
  throw new Error('expected a failure');
};

describe('an international (PENDING) emission', () => {
  it('is polled until READY and prints once, with one charge', async () => {
    f = await startWorkflowFixture({ sandbox: { pendingMs: 700 } });
    const before = await f.balance();
    const shipmentId = await createShipment(f.api, 'international');

    const outcome = await f.stack.workflow.emitAndPrint(shipmentId);
    expect(await f.stack.printing.queue.settled(outcome.printJob.id)).toMatchObject({ status: 'done' });
    const [printed] = await expectJobsExactly(f, 1);
    expect(printed?.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const events = f.progress.filter((e) => e.shipmentId === shipmentId);
    const pending = events.filter((e) => e.phase === 'pending');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(pending[0]?.providerJobId).toMatch(/^job_/);
    expect(events.at(-1)?.phase).toBe('printed');
    // Polling emit never charged again: the READY answer says the charge was already taken.
    expect(outcome.chargeAlreadyCaptured).toBe(true);
    expect(before - (await f.balance())).toBe(outcome.priceCents);
    expect(f.stack.workflow.status(shipmentId)?.record).toMatchObject({
      state: 'queued',
      providerJobId: pending[0]?.providerJobId,
    });
  });

  it('times out visibly when the carrier is slow, stays resumable, and prints once after resume', async () => {
    f = await startWorkflowFixture({ sandbox: { pendingMs: 60_000 }, stack: { timing: { pendingTimeoutMs: 500 } } });
    const before = await f.balance();
    const shipmentId = await createShipment(f.api, 'international');

    const error = await rejection(f.stack.workflow.emitAndPrint(shipmentId));
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(spoken(error as Failure)).toMatch(/está paga e fica salva/);
    expect(f.progress.at(-1)).toMatchObject({ shipmentId, phase: 'failed', error: { kind: 'timeout' } });
    const record = f.stack.workflow.status(shipmentId)?.record;
    expect(record).toMatchObject({ state: 'pending', lastError: { kind: 'timeout' } });
    expect(f.stack.workflow.unfinished().map((s) => s.record.shipmentId)).toEqual([shipmentId]);
    const charged = before - (await f.balance());
    expect(charged).toBeGreaterThan(0);
    expect(await f.listener.jobs()).toHaveLength(0);

    await f.sandbox.admin.advanceClock(120);
    const [report] = await f.reopen().workflow.resume();
    expect(report).toMatchObject({ shipmentId, from: 'pending', result: { ok: true } });
    if (!report?.result.ok) throw new Error('resume failed');
    await f.stack.printing.queue.settled(report.result.value.printJob.id);
    await expectJobsExactly(f, 1);
    expect(before - (await f.balance())).toBe(charged);
    expect(f.stack.workflow.unfinished()).toEqual([]);
  });
});
