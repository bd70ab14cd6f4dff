// Issue 5: a temporary download URL that expires between being handed out and being fetched
// (the sandbox clock moved past its lifetime) answers 410; the workflow asks download again and
// prints the label from the new URL, once. The same holds for a PDF DACE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../electron/main/api/client';
import { createShipment } from './support/stack';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';

let f: WorkflowFixture;
beforeAll(async () => {
  f = await startWorkflowFixture({ sandbox: { downloadTtl: 60 } });
});
afterAll(async () => f.close());

describe('an expired download URL', () => {
  it.each(['gone-410', 'forbidden-403-xml', 'not-found-404'] as const)(
    'answered as storage services do (%s) is asked for again: the label prints once, byte-identical',
    async (expiredUrl) => {
      await f.sandbox.admin.personality({ expiredUrl });
      try {
        await expiredOnceThenPrinted();
      } finally {
        await f.sandbox.admin.personality({ profile: 'default' });
      }
    },
  );

  async function expiredOnceThenPrinted() {
    const before = (await f.listener.jobs()).length;
    const urls: string[] = [];
    const fetched: Array<{ url: string; status: string }> = [];
    const api: ApiClient = {
      ...f.api,
      downloadLabel: async (labelId) => {
        const answer = await f.api.downloadLabel(labelId);
        urls.push(answer.downloadUrl);
        // The desk stalls between asking for the URL and fetching it: past the URL's lifetime.
        if (urls.length === 1) await f.sandbox.admin.advanceClock(61);
        return answer;
      },
      downloadFile: async (url) => {
        try {
          const file = await f.api.downloadFile(url);
          fetched.push({ url, status: 'ok' });
          return file;
        } catch (error) {
          fetched.push({ url, status: (error as { kind: string }).kind });
          throw error;
        }
      },
    };
    const stack = f.reopen({ api });
    const shipmentId = await createShipment(f.api);

    const outcome = await stack.workflow.emitAndPrint(shipmentId);
    expect(urls).toHaveLength(2);
    expect(fetched).toEqual([
      { url: urls[0], status: 'link-expired' },
      { url: urls[1], status: 'ok' },
    ]);
    await stack.printing.queue.settled(outcome.printJob.id);
    const printed = (await expectJobsExactly(f, before + 1)).at(-1);
    const { bytes } = await f.api.downloadFile((await f.api.downloadLabel(outcome.labelId)).downloadUrl);
    expect(printed?.equals(Buffer.from(bytes))).toBe(true);
  }

  it('of a PDF DACE is asked for again too', async () => {
    const start = (await f.listener.jobs()).length;
    let asked = 0;
    const api: ApiClient = {
      ...f.api,
      downloadDace: async (shipmentId) => {
        const answer = await f.api.downloadDace(shipmentId);
        if (++asked === 1) await f.sandbox.admin.advanceClock(61);
        return answer;
      },
    };
    const stack = f.reopen({ api, dacePdf: f.target });
    const shipmentId = await createShipment(f.api, 'national-dce');
    await stack.printing.queue.settled((await stack.workflow.emitAndPrint(shipmentId)).printJob.id);

    const dace = await stack.workflow.generateAndPrintDace(shipmentId, 'C');
    expect(asked).toBe(2);
    await stack.printing.queue.settled(dace.printJob.id);
    const jobs = (await expectJobsExactly(f, start + 2)).slice(start);
    const { bytes } = await f.api.downloadFile((await f.api.downloadDace(shipmentId)).downloadUrl ?? '');
    expect(jobs[1]?.equals(Buffer.from(bytes))).toBe(true);
  });
});
