// Issue 15.5: two desks (two data folders) of one loja against one sandbox. Desk A buys and
// prints a shipment; desk B then emits the same shipment. The server answers READY with
// chargeAlreadyCaptured for a purchase desk B never sent before: B charges nothing, prints
// nothing, says the label was bought on another desk, and prints it once only after the
// operator's explicit answer (recorded in workflow.db).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmissionProgress } from '../../../electron/main/workflow';
import { printedExactly } from '../../support/printed';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';
import { createShipment, openStack, type Stack } from './support/stack';

let f: WorkflowFixture;
let deskB: Stack;
let deskBDir: string;
const deskBProgress: EmissionProgress[] = [];

beforeEach(async () => {
  f = await startWorkflowFixture({ printer: 'network' });
  deskBDir = await mkdtemp(join(tmpdir(), 'workflow-desk-b-'));
  deskBProgress.length = 0;
  deskB = openStack({
    dataDir: deskBDir,
    api: f.api,
    tenantId: f.tenantId,
    label: f.target,
    onProgress: (e) => deskBProgress.push(e),
  });
});
afterEach(async () => {
  deskB.close();
  await rm(deskBDir, { recursive: true, force: true });
  await f.close();
});

/** Both desks print on the one listener: every job of both queues is finished, and exactly `count` arrived. */
const bothDesksPrinted = (count: number) =>
  printedExactly(f.listener, count, { queues: () => [f.stack.printing.queue, deskB.printing.queue] });

describe('a label bought on another desk', () => {
  it('is not printed by the second desk until its operator answers print anyway, and is never charged again', async () => {
    const shipmentId = await createShipment(f.api);
    const bought = await f.stack.workflow.emitAndPrint(shipmentId);
    expect(bought.chargeAlreadyCaptured).toBe(false);
    await expectJobsExactly(f, 1);
    const afterA = await f.balance();

    await expect(deskB.workflow.emitAndPrint(shipmentId)).rejects.toMatchObject({
      kind: 'bought-elsewhere',
      said: { key: 'workflow.boughtElsewhere', params: { tracking: bought.trackingCode } },
    });
    expect(await f.balance()).toBe(afterA);
    await bothDesksPrinted(1);
    const held = deskB.workflow.status(shipmentId);
    expect(held?.record).toMatchObject({
      state: 'ready',
      labelId: bought.labelId,
      chargeAlreadyCaptured: true,
      printAnywayAt: null,
      lastError: { kind: 'bought-elsewhere' },
    });
    expect(held?.record.boughtElsewhereAt).not.toBeNull();
    expect(deskBProgress.at(-1)).toMatchObject({ phase: 'failed', error: { kind: 'bought-elsewhere' } });
    // Listed as unfinished (the page shows the question there), and asking again still holds it.
    expect(deskB.workflow.unfinished().map((s) => s.record.shipmentId)).toEqual([shipmentId]);
    await expect(deskB.workflow.emitAndPrint(shipmentId)).rejects.toMatchObject({ kind: 'bought-elsewhere' });
    // A restart of desk B keeps the hold: resume does not print it either.
    deskB.close();
    deskB = openStack({ dataDir: deskBDir, api: f.api, tenantId: f.tenantId, label: f.target });
    const [resumed] = await deskB.workflow.resume();
    expect(resumed).toMatchObject({ shipmentId, result: { ok: false, error: { kind: 'bought-elsewhere' } } });
    await bothDesksPrinted(1);

    const printed = await deskB.workflow.printAnyway(shipmentId);
    expect(printed).toMatchObject({ labelId: bought.labelId, newlyQueued: true });
    expect(await deskB.printing.queue.settled(printed.printJob.id)).toMatchObject({ status: 'done' });
    const again = await deskB.workflow.printAnyway(shipmentId);
    expect(again.newlyQueued).toBe(false);
    const jobs = await bothDesksPrinted(2);
    expect(jobs[1]?.equals(jobs[0] as Buffer)).toBe(true);
    expect(deskB.workflow.status(shipmentId)?.record).toMatchObject({ state: 'queued' });
    expect(deskB.workflow.status(shipmentId)?.record.printAnywayAt).not.toBeNull();
    expect(await f.balance()).toBe(afterA);
  });

  it('is refused as nothing to answer when the desk bought it itself', async () => {
    const shipmentId = await createShipment(f.api);
    await f.stack.workflow.emitAndPrint(shipmentId);
    await expect(f.stack.workflow.printAnyway(shipmentId)).rejects.toMatchObject({
      kind: 'not-found',
      said: { key: 'workflow.printAnywayNotHeld' },
    });
    await expectJobsExactly(f, 1);
  });
});
