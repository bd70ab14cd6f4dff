// Issue 5: a station process killed (SIGKILL, no cleanup) between buying a label and printing it
// prints it exactly once after the restart, and the wallet shows one charge. The child is a real
// process running the real workflow; the kill lands at each point where money and paper part.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmissionProgress } from '../../../electron/main/workflow';
import { until } from '../../support/until';
import { createShipment, openStack } from './support/stack';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';

const child = fileURLToPath(new URL('./support/emit-child.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

let f: WorkflowFixture | undefined;
afterEach(async () => f?.close());

/** Runs the child until it reports the stop point, then kills it with SIGKILL. */
async function killAt(fixture: WorkflowFixture, shipmentId: string, stopAt: string): Promise<void> {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    cwd: repoRoot,
    env: {
      ...process.env,
      CHILD_INPUT: JSON.stringify({
        sandboxUrl: fixture.sandbox.url,
        dataDir: fixture.dataDir,
        target: fixture.target,
        shipmentId,
        stopAt,
      }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => proc.once('exit', (_code, signal) => resolve(signal)));
  const lines = createInterface({ input: proc.stdout });
  await new Promise<void>((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`the child exited (${code}) before reaching ${stopAt}`)));
    lines.on('line', (line) => {
      const message = JSON.parse(line) as { stop?: string };
      if (message.stop === stopAt) resolve();
    });
  });
  proc.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

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

      await killAt(f, shipmentId, stopAt);
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

    await killAt(f, shipmentId, 'pending');
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
