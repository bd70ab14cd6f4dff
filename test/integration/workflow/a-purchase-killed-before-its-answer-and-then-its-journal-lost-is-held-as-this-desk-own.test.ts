// Issue 15.6, the hardest case: the station is killed (SIGKILL) after the emit POST bought the
// label but before its answer arrived, and then workflow.db is lost (emptied). No charge reached
// the audit log; its purchase intent did (fsynced before the POST left). Start-up holds the
// purchase as this desk's own, unknown: the resume sends nothing by itself (the purchase may
// have been refused), and the operator's next try asks the server, which answers the label it
// sold: printed once, charged once, never "bought on another desk".
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createShipment, openStack } from './support/stack';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';
import { killEmitChildAt } from './support/kill-child';

let f: WorkflowFixture | undefined;
afterEach(async () => f?.close());

describe('a purchase killed before its answer, then its journal lost', () => {
  it('is held as this desk own and unknown, sent nothing by itself, and printed once when the server shows it bought', async () => {
    f = await startWorkflowFixture();
    f.stack.close(); // the child owns the data dir until it dies
    const before = await f.balance();
    const shipmentId = await createShipment(f.api);
    await killEmitChildAt(f, shipmentId, 'during-emit', { audit: true });
    const charged = before - (await f.balance());
    expect(charged).toBeGreaterThan(0);
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(f.dataDir, `workflow.db${suffix}`), { force: true });

    f.stack = openStack({ dataDir: f.dataDir, api: f.api, tenantId: f.tenantId, label: f.target, audit: true });
    expect(f.stack.reconcile()).toEqual([
      { shipmentId, labelId: null, trackingCode: null, lost: 'journal-lost', state: 'unknown' },
    ]);
    const held = f.stack.workflow.unfinished().find((s) => s.record.shipmentId === shipmentId)?.record;
    expect(held).toMatchObject({ state: 'emitting', boughtElsewhereAt: null });
    expect(held?.lastError?.said.key).toBe('workflow.recoveredUnknown');
    expect(await f.stack.workflow.resume()).toEqual([]); // nothing sent by itself
    expect(await f.listener.jobs()).toHaveLength(0);

    // A buy path does not send it again on its own: it may have been charged.
    await expect(f.stack.workflow.emitAndPrint(shipmentId)).rejects.toMatchObject({ kind: 'station-refused' });
    // The server shows its label (tracking by shipment): the next resume obtains it by a re-emit.
    await f.stack.workflow.learnOutcomes();
    expect(f.stack.workflow.status(shipmentId)?.record.evidence).not.toBeNull();
    const [report] = await f.stack.workflow.resume();
    expect(report?.result).toMatchObject({ ok: true, value: { chargeAlreadyCaptured: true, newlyQueued: true } });
    expect(f.stack.workflow.status(shipmentId)?.record.boughtElsewhereAt).toBeNull();
    await expectJobsExactly(f, 1);
    expect(before - (await f.balance())).toBe(charged);
    expect(f.stack.reconcile()).toEqual([]);
  });
});
