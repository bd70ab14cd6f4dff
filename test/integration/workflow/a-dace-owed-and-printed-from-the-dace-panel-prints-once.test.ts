// A DACE owed by a queued label (printed apart, a kill came before its job) that the operator
// prints from the DACE panel (dace:generate-and-print, the same shipment and DACE type) is the
// owed DACE: it goes out under the purchase's own key (purchaseDaceKey), so the owed line's
// 'Imprimir DACE' (labels:print-owed-dace) and the next resume print nothing more, and a panel
// print while the line's print is still on its way shares it: one DACE job on the CUPS printer.
// A DACE of another type (a complete C while a thermal T is owed) is another document: it prints,
// and the owed T stays owed. A real station process is SIGKILLed with the label queued and its
// DACE generated and not downloaded; a new station on the same data folder resumes while the
// sandbox refuses every request. Calls go through the IPC registry (inputs parsed).
import { afterEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../electron/shared/ipc';
import type { DacePrintView } from '../../../electron/shared/workflow';
import { killWithItsDaceAsked, reopenWithOwedList, type OwedList } from './support/owed-list';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';

let f: WorkflowFixture | undefined;
afterEach(async () => f?.close());

interface Owing {
  fixture: WorkflowFixture;
  list: OwedList;
  shipmentId: string;
  before: number;
  charged: number;
}

/** A station whose queued label owes its thermal DACE (the resume met a server refusing it). */
async function withOwedDace(ref: string, pdfDaces = false): Promise<Owing> {
  f = await startWorkflowFixture();
  const fixture = f;
  const { shipmentId, before, charged } = await killWithItsDaceAsked(fixture);
  const list = reopenWithOwedList(fixture, ref, pdfDaces ? { dacePdf: fixture.target } : {});
  await fixture.sandbox.admin.faults({ failRate: 1 });
  await fixture.stack.workflow.resume();
  await fixture.sandbox.admin.faults({ failRate: 0 });
  expect(await list.owed()).toMatchObject({ ok: true, value: [{ shipmentId, tipoDace: 'T' }] });
  await expectJobsExactly(fixture, 1); // the label alone
  return { fixture, list, shipmentId, charged, before };
}

const panelPrint = (list: OwedList, shipmentId: string, tipoDace: 'T' | 'R' | 'C') =>
  list.invoke('dace:generate-and-print', { shipmentId, tipoDace }) as Promise<Result<DacePrintView>>;

describe('a DACE owed and printed from the DACE panel', () => {
  it('is the owed one: the line and the next resume print nothing more', async () => {
    const { fixture, list, shipmentId, charged, before } = await withOwedDace('PED-28-4');

    const panel = await panelPrint(list, shipmentId, 'T');
    expect(panel).toMatchObject({ ok: true, value: { shipmentId, tipoDace: 'T', kind: 'dace-thermal' } });
    const [, dace] = await expectJobsExactly(fixture, 2);
    const { dados } = await fixture.api.downloadDace(shipmentId);
    expect(dace?.equals(Buffer.from(dados ?? '', 'utf8'))).toBe(true);
    expect(await list.owed()).toEqual({ ok: true, value: [] });

    // The owed line's button (a window still showing it) answers the panel's job, asking nothing.
    const asked = list.asked.length;
    const line = await list.print(shipmentId);
    expect(line).toMatchObject({ ok: true, value: { shipmentId } });
    expect(line.ok && line.value.printJob.jobId).toBe(panel.ok && panel.value.printJob.jobId);
    expect(list.asked.slice(asked)).toEqual([]);
    expect(await fixture.stack.workflow.resume()).toEqual([]);
    await expectJobsExactly(fixture, 2);
    expect(before - (await fixture.balance())).toBe(charged);
  });

  it('while the line is printing it, shares that print instead of making another', async () => {
    const { fixture, list, shipmentId, charged, before } = await withOwedDace('PED-28-5');

    // The line's print is on its way (the server slow to answer the DACE) when the panel asks.
    await fixture.sandbox.admin.faults({ latencyMs: 400, latencyMatch: '/dace' });
    const line = list.print(shipmentId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const panel = await panelPrint(list, shipmentId, 'T');
    const fromLine = await line;
    await fixture.sandbox.admin.faults({ latencyMs: 0, latencyMatch: '' });
    expect(fromLine).toMatchObject({ ok: true, value: { shipmentId } });
    expect(panel).toMatchObject({ ok: true, value: { shipmentId } });
    // The label and one DACE: on the old code the panel made its own, a third job.
    await expectJobsExactly(fixture, 2);
    expect(panel.ok && panel.value.printJob.jobId).toBe(fromLine.ok && fromLine.value.printJob.jobId);
    expect(await fixture.stack.workflow.resume()).toEqual([]);
    await expectJobsExactly(fixture, 2);
    expect(await list.owed()).toEqual({ ok: true, value: [] });
    expect(before - (await fixture.balance())).toBe(charged);
  });

  it('prints a DACE of another type as its own document, and the owed one stays owed', async () => {
    // PDF DACEs are routed to the same CUPS queue, so every job is counted on one listener.
    const { fixture, list, shipmentId, charged, before } = await withOwedDace('PED-28-6', true);

    const complete = await panelPrint(list, shipmentId, 'C');
    expect(complete).toMatchObject({ ok: true, value: { shipmentId, tipoDace: 'C', kind: 'dace-pdf' } });
    expect(await list.owed()).toMatchObject({ ok: true, value: [{ shipmentId, tipoDace: 'T' }] });
    const thermal = await list.print(shipmentId);
    expect(thermal).toMatchObject({ ok: true, value: { shipmentId, tipoDace: 'T', kind: 'dace-thermal' } });
    expect(await list.owed()).toEqual({ ok: true, value: [] });
    expect(await fixture.stack.workflow.resume()).toEqual([]);
    // The label, the complete DACE, the thermal DACE: each once.
    const [, completeJob, thermalJob] = await expectJobsExactly(fixture, 3);
    expect(completeJob?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(thermalJob?.toString('utf8')).toMatch(/^\^XA/);
    expect(before - (await fixture.balance())).toBe(charged);
  });
});
