// Issue 5: a station process killed (SIGKILL, no cleanup) between buying a label and printing it
// prints it exactly once after the restart, and the wallet shows one charge. The child is a real
// process running the real workflow; the kill lands at each point where money and paper part.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmissionProgress } from '../../../electron/main/workflow';
import { until } from '../../support/until';
import { createShipment, openStack } from './support/stack';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';
import { killEmitChildAt } from './support/kill-child';

let f: WorkflowFixture | undefined;
afterEach(async () => f?.close());

describe('a station killed between emission and printing', () => {
  it.each([
    // Resumed by emitting again: the server answers the label it sold, charge already captured.
    ['during-emit', 'emitting', true],
    // READY was recorded: no emit call is needed; the record keeps the first answer.
    ['after-emit', 'ready', false],
  ] as const)(
    'prints once and charges once after a restart (killed %s, left %s)',
    async (stopAt, state, capturedBefore) => {
      f = await startWorkflowFixture();
      f.stack.close(); // the child owns the data dir until it dies
      const before = await f.balance();
      const shipmentId = await createShipment(f.api);

      await killEmitChildAt(f, shipmentId, stopAt);
      const charged = before - (await f.balance());
      expect(charged).toBeGreaterThan(0);
      expect(await f.listener.jobs()).toHaveLength(0);

      f.stack = openStack({ dataDir: f.dataDir, api: f.api, tenantId: f.tenantId, label: f.target });
      expect(f.stack.workflow.status(shipmentId)?.record.state).toBe(state);
      const reports = await f.stack.workflow.resume();
      expect(reports).toMatchObject([
        { shipmentId, from: state, result: { ok: true, value: { chargeAlreadyCaptured: capturedBefore } } },
      ]);
      if (!reports[0]?.result.ok) throw new Error('resume failed');
      await f.stack.printing.queue.settled(reports[0].result.value.printJob.id);

      const [printed] = await expectJobsExactly(f, 1);
      expect(printed?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(before - (await f.balance())).toBe(charged);
      // Resuming or asking again changes nothing.
      expect(await f.stack.workflow.resume()).toEqual([]);
      expect(await f.stack.workflow.emitAndPrint(shipmentId)).toMatchObject({ newlyQueued: false });
      await expectJobsExactly(f, 1);
      expect(before - (await f.balance())).toBe(charged);
    },
  );

  it('resumes a PENDING emission after the kill: one charge, one print once the carrier is done', async () => {
    f = await startWorkflowFixture({ sandbox: { pendingMs: 60_000 } });
    f.stack.close();
    const before = await f.balance();
    const shipmentId = await createShipment(f.api, 'international');

    await killEmitChildAt(f, shipmentId, 'pending');
    const charged = before - (await f.balance());
    expect(charged).toBeGreaterThan(0);

    const polled: EmissionProgress[] = [];
    f.stack = openStack({
      dataDir: f.dataDir,
      api: f.api,
      tenantId: f.tenantId,
      label: f.target,
      onProgress: (event) => polled.push(event),
    });
    expect(f.stack.workflow.status(shipmentId)?.record).toMatchObject({
      state: 'pending',
      providerJobId: expect.stringMatching(/^job_/),
    });
    const resumed = f.stack.workflow.resume();
    // The resume asks the carrier and hears it is still PENDING before the carrier finishes.
    // (the first 'pending' event says it is asking; 'workflow.producing' is the carrier's answer)
    await until(() => polled.some((e) => e.shipmentId === shipmentId && e.message?.key === 'workflow.producing'), {
      what: 'the carrier to answer the resume that it is still PENDING',
    });
    await f.sandbox.admin.advanceClock(120);
    const [report] = await resumed;
    if (!report?.result.ok) throw new Error(`resume failed: ${JSON.stringify(report)}`);
    await f.stack.printing.queue.settled(report.result.value.printJob.id);
    await expectJobsExactly(f, 1);
    expect(before - (await f.balance())).toBe(charged);
  });
});

describe('a station killed after the label entered the print queue, before workflow.db said so', () => {
  it('resumes from `ready` to the job already queued under its key: nothing printed again, nothing charged again', async () => {
    // emitAndPrint writes `queued` a turn after the job's bytes left (LabelPrinter.queueWithDace):
    // a kill in that turn leaves the record `ready` with the job in the queue. The same state,
    // made by hand: a label bought and printed, its record set back to `ready` as the kill leaves it.
    f = await startWorkflowFixture();
    const before = await f.balance();
    const shipmentId = await createShipment(f.api);
    const outcome = await f.stack.workflow.emitAndPrint(shipmentId);
    await f.stack.printing.queue.settled(outcome.printJob.id);
    await expectJobsExactly(f, 1);
    const charged = before - (await f.balance());
    f.stack.close();
    const journal = new DatabaseSync(join(f.dataDir, 'workflow.db'));
    journal
      .prepare(`UPDATE emissions SET state = 'ready', print_job_id = NULL, content_type = NULL WHERE shipment_id = ?`)
      .run(shipmentId);
    journal.close();

    f.stack = openStack({ dataDir: f.dataDir, api: f.api, tenantId: f.tenantId, label: f.target });
    expect(f.stack.workflow.status(shipmentId)?.record.state).toBe('ready');
    const [report] = await f.stack.workflow.resume();
    expect(report).toMatchObject({
      shipmentId,
      from: 'ready',
      result: { ok: true, value: { newlyQueued: false, printJob: { id: outcome.printJob.id } } },
    });
    expect(f.stack.workflow.status(shipmentId)?.record).toMatchObject({
      state: 'queued',
      printJobId: outcome.printJob.id,
    });
    await expectJobsExactly(f, 1);
    expect(before - (await f.balance())).toBe(charged);
  });
});
