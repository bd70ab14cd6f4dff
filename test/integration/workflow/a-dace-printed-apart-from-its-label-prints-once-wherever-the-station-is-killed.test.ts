// A DACE asked for with its label and printed as its own job (a PDF label, then the thermal DACE
// on the same printer) reaches the printer exactly once, wherever a SIGKILL lands between the
// label's job and the DACE's record: the label is paid, and a DACE that never prints is a lost
// document nobody is told about. The child is a real station process running the real workflow
// against the sandbox; it is killed at each point, and a new station on the same data folder
// resumes. The money path is the same in every case: one charge.
import { afterEach, describe, expect, it } from 'vitest';
import { createShipment, openStack } from './support/stack';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';
import { killEmitChildAt } from './support/kill-child';

let f: WorkflowFixture | undefined;
afterEach(async () => f?.close());

describe('a DACE printed apart from its label, the station killed on the way', () => {
  it.each([
    // The label's job is in the print queue, workflow.db still says `ready`: the resume finds the
    // label under its key (nothing printed again) and prints the DACE.
    ['label-queued', 'ready'],
    // The label is recorded `queued`, its DACE generated on the server and not yet downloaded: on
    // the old code the resume skipped every `queued` purchase and the DACE never printed.
    ['dace-asked', 'queued'],
    // The DACE's job is in the print queue, workflow.db not yet told: the resume finds it there
    // and prints nothing again.
    ['dace-queued', 'queued'],
  ] as const)('killed at %s (left %s): the label and its DACE print once each, charged once', async (stopAt, state) => {
    f = await startWorkflowFixture();
    f.stack.close(); // the child owns the data dir until it dies
    const before = await f.balance();
    const shipmentId = await createShipment(f.api, 'national-dce');

    await killEmitChildAt(f, shipmentId, stopAt, { dace: 'T' });
    const charged = before - (await f.balance());
    expect(charged).toBeGreaterThan(0);

    f.stack = openStack({ dataDir: f.dataDir, api: f.api, tenantId: f.tenantId, label: f.target });
    expect(f.stack.workflow.status(shipmentId)?.record.state).toBe(state);
    await f.stack.workflow.resume();

    const [label, dace] = await expectJobsExactly(f, 2);
    expect(label?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { dados } = await f.api.downloadDace(shipmentId);
    expect(dados).toMatch(/^\^XA/);
    expect(dace?.equals(Buffer.from(dados ?? '', 'utf8'))).toBe(true);
    const daces = f.stack.printing.queue.list().filter((job) => job.document.kind === 'dace-thermal');
    expect(daces).toHaveLength(1);
    // The record knows both jobs, and nothing is owed any more.
    expect(f.stack.workflow.status(shipmentId)?.record).toMatchObject({ state: 'queued', daceJobId: daces[0]?.id });
    expect(before - (await f.balance())).toBe(charged);

    // Resuming again, on this station or the next one, prints nothing.
    expect(await f.stack.workflow.resume()).toEqual([]);
    f.reopen();
    expect(await f.stack.workflow.resume()).toEqual([]);
    await expectJobsExactly(f, 2);
    expect(before - (await f.balance())).toBe(charged);
  });
});
