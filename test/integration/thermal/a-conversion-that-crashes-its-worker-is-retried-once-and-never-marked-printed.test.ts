// Issue 16.2 on the real print path: the station converts a label for an EPL2 network printer in
// its worker thread, and that worker dies mid-job (made to, through the engine's test-only crash
// hook). One death: the engine starts a fresh worker and the label prints once, at true size.
// Two deaths on the same label: its print job is failed, never done, with a reason in pt-BR and
// English; the purchase shows as bought and not printed; nothing reached the printer; the label's
// bytes are kept, and sending the job again prints it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeThermalEngine, testOnlyCrashNextConversions } from '../../../electron/main/thermal';
import { translate } from '../../../electron/shared/messages/translate';
import type { Said } from '../../../electron/shared/messages';
import { decodeLabels } from '../../support/label-decoders';
import { rawProfile } from '../../support/profiles';
import { jobsExactly, startDeskFixture, type DeskFixture } from '../desk/support/desk-fixture';
import { createShipment } from '../workflow/support/stack';

let f: DeskFixture;
beforeAll(async () => {
  f = await startDeskFixture({ printer: 'network' });
  await f.call('printers:set-profile', { printerId: f.printerId, profile: rawProfile('epl2', 203) });
});
afterAll(async () => {
  await f?.close();
  await closeThermalEngine();
});

function expectEpl2Label(job: Buffer | undefined): void {
  const [image] = decodeLabels('epl2', job ?? Buffer.alloc(0));
  expect({ width: image?.width, height: image?.height }).toEqual({ width: 800, height: 1200 });
}

async function buy(): Promise<{ shipmentId: string; jobId: string }> {
  const shipmentId = await createShipment(f.station.api, 'national');
  const emitted = await f.call('labels:emit-and-print', { shipmentId });
  return { shipmentId, jobId: emitted.printJob.jobId };
}

describe('a conversion worker that dies while converting a label', () => {
  it('is restarted and the label prints once when it died once', async () => {
    testOnlyCrashNextConversions('exit');
    const { jobId } = await buy();
    expect(await f.station.printing.queue.settled(jobId)).toMatchObject({ status: 'done', attempts: 1 });
    const [job] = await jobsExactly(f, 1);
    expectEpl2Label(job);
  }, 60_000);

  it('leaves the label failed with a clear reason when the fresh worker dies too, and it prints when sent again', async () => {
    testOnlyCrashNextConversions('oom');
    testOnlyCrashNextConversions('exit');
    const { shipmentId, jobId } = await buy();
    const failed = await f.station.printing.queue.settled(jobId);
    expect(failed).toMatchObject({
      status: 'failed',
      bytesKept: true,
      lastError: {
        kind: 'unsupported',
        said: {
          key: 'printing.conversionFailed',
          params: {
            problem: { key: 'printing.convertCrashed' },
            reason: { key: 'thermal.workerExited', params: { code: 70 } },
          },
        },
      },
    });
    const reason = failed.lastError?.said as Said;
    expect(translate(reason, 'pt-BR')).toMatch(
      /^A conversão do documento para a linguagem EPL2 .* parou duas vezes.* Motivo: o conversor encerrou com o código 70\.$/,
    );
    expect(translate(reason, 'en')).toMatch(
      /^Converting the document to the EPL2 language .* stopped twice.* Reason: the converter exited with code 70\.$/,
    );
    expect(failed.lastError?.quoted).toBeUndefined();
    await jobsExactly(f, 1); // nothing more reached the printer
    const unsettled = await f.call('labels:unsettled');
    expect(unsettled.map((u) => u.shipmentId)).toContain(shipmentId);

    await f.call('printers:resend', { jobId });
    expect(await f.station.printing.queue.settled(jobId)).toMatchObject({ status: 'done' });
    const jobs = await jobsExactly(f, 2);
    expectEpl2Label(jobs[1]);
  }, 60_000);
});
