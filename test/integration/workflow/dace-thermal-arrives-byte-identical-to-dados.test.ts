// Issue 5, DACE: a thermal DACE reaches the printer byte-identical to `dados`; R goes as a PDF to
// the PDF route; asked with the label, it follows the label on the same printer; a shipment
// without a DC-e gets the server's reason as `not-eligible`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShipment } from './support/stack';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';
import { saying, spoken } from '../../support/said';

let f: WorkflowFixture;
beforeAll(async () => {
  f = await startWorkflowFixture();
});
afterAll(async () => f.close());

const settle = (jobId: string) => f.stack.printing.queue.settled(jobId);

describe('DACE generate and print', () => {
  it('prints T raw on the label printer byte-identical to dados, and R as the PDF behind its URL', async () => {
    const shipmentIdNoRoute = await createShipment(f.api, 'national-dce');
    await f.stack.printing.queue.settled((await f.stack.workflow.emitAndPrint(shipmentIdNoRoute)).printJob.id);
    await expect(f.stack.workflow.generateAndPrintDace(shipmentIdNoRoute, 'R')).rejects.toMatchObject({
      kind: 'no-printer',
      said: saying(/Nenhuma impressora foi escolhida para DACEs em PDF/),
    });
    expect(f.stack.printing.settings.route('dace-pdf', f.target).ok).toBe(true);

    const start = (await f.listener.jobs()).length;
    const shipmentId = await createShipment(f.api, 'national-dce');
    const label = await f.stack.workflow.emitAndPrint(shipmentId);
    await settle(label.printJob.id);

    const thermal = await f.stack.workflow.generateAndPrintDace(shipmentId, 'T');
    expect(thermal).toMatchObject({
      kind: 'dace-thermal',
      contentType: 'application/zpl',
      combinedWithLabel: false,
      printJob: { target: f.target },
    });
    expect(await settle(thermal.printJob.id)).toMatchObject({ status: 'done' });
    const { dados } = await f.api.downloadDace(shipmentId);
    expect(dados).toMatch(/^\^XA/);

    const pdf = await f.stack.workflow.generateAndPrintDace(shipmentId, 'R');
    expect(pdf).toMatchObject({ kind: 'dace-pdf', contentType: 'application/pdf' });
    await settle(pdf.printJob.id);
    const download = await f.api.downloadDace(shipmentId);
    const { bytes } = await f.api.downloadFile(download.downloadUrl ?? '');

    const jobs = (await expectJobsExactly(f, start + 3)).slice(start);
    expect(jobs[1]?.equals(Buffer.from(dados ?? '', 'utf8'))).toBe(true);
    expect(jobs[2]?.equals(Buffer.from(bytes))).toBe(true);
    expect(f.stack.workflow.status(shipmentId)?.record.daceJobId).toBe(pdf.printJob.id);
  });

  it('asked with the label (PDF), prints the thermal DACE right after it on the same printer', async () => {
    const start = (await f.listener.jobs()).length;
    const shipmentId = await createShipment(f.api, 'national-dce');
    const outcome = await f.stack.workflow.emitAndPrint(shipmentId, { dace: 'T' });
    expect(outcome.dace).toMatchObject({ ok: true, value: { kind: 'dace-thermal', combinedWithLabel: false } });
    if (!outcome.dace?.ok) throw new Error('no DACE');
    await settle(outcome.printJob.id);
    await settle(outcome.dace.value.printJob.id);

    const jobs = (await expectJobsExactly(f, start + 2)).slice(start);
    expect(jobs[0]?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { dados } = await f.api.downloadDace(shipmentId);
    expect(jobs[1]?.equals(Buffer.from(dados ?? '', 'utf8'))).toBe(true);
  });

  it("answers not-eligible with the server's reason for a shipment without a DC-e; the label still prints", async () => {
    const start = (await f.listener.jobs()).length;
    const shipmentId = await createShipment(f.api, 'national-nfe');
    const outcome = await f.stack.workflow.emitAndPrint(shipmentId, { dace: 'R' });
    expect(outcome.dace).toMatchObject({ ok: false, error: { kind: 'not-eligible' } });
    expect(outcome.dace?.ok === false && spoken(outcome.dace.error)).toMatch(/DACE not available: .*DCE/);
    await settle(outcome.printJob.id);

    await expect(f.stack.workflow.generateAndPrintDace(shipmentId, 'T')).rejects.toMatchObject({
      kind: 'not-eligible',
      quoted: { source: 'server', lines: [expect.stringMatching(/DACE not available/)] },
    });
    await expectJobsExactly(f, start + 1);
  });
});
