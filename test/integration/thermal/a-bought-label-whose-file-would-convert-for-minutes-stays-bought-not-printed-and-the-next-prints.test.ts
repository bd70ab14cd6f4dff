// Issue 28.6 through a whole station: the server answers a purchase with a label file that would
// keep the converter busy for minutes (a 3.6 KB PDF of nested drawings, put into the sandbox's
// own label store by a trigger, as a hostile server would serve it). The label is bought; its
// conversion for the EPL2 network printer is ended at the deadline (1.5 s here, the station's
// option; 20 s at a desk); the purchase is listed as bought and not printed, its print job failed
// with the reason in pt-BR and English and its bytes kept; nothing reached the printer. The next
// purchase, right after, prints at once.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeThermalEngine } from '../../../electron/main/thermal';
import { translate } from '../../../electron/shared/messages/translate';
import { decodeLabels } from '../../support/label-decoders';
import { nestedDrawingsPdf } from '../../support/hostile-documents';
import { rawProfile } from '../../support/profiles';
import { jobsExactly, startDeskFixture, type DeskFixture } from '../desk/support/desk-fixture';
import { createShipment } from '../workflow/support/stack';

const DEADLINE_MS = 1_500;

let f: DeskFixture;
let server: DatabaseSync;
beforeAll(async () => {
  f = await startDeskFixture({ printer: 'network', printing: { conversionDeadlineMs: DEADLINE_MS } });
  await f.call('printers:set-profile', { printerId: f.printerId, profile: rawProfile('epl2', 203) });
  server = new DatabaseSync(join(f.sandbox.dataDir, 'sandbox.sqlite'), { timeout: 10_000 });
}, 60_000);
afterAll(async () => {
  server?.close();
  await f?.close();
  await closeThermalEngine();
});

/** From now on every label the server sells is this file (its stored PDF, written as the label row is). */
function serveEveryLabelAs(bytes: Uint8Array): void {
  const hex = Buffer.from(bytes).toString('hex');
  server.exec(`CREATE TRIGGER hostile_label AFTER INSERT ON labels BEGIN
    UPDATE labels SET pdf = X'${hex}' WHERE id = NEW.id; END`);
}

async function buy(): Promise<{ shipmentId: string; jobId: string }> {
  const shipmentId = await createShipment(f.station.api, 'national');
  const emitted = await f.call('labels:emit-and-print', { shipmentId });
  return { shipmentId, jobId: emitted.printJob.jobId };
}

describe('a bought label whose file would take the converter minutes', () => {
  it('stays bought and not printed with the reason, and the next purchase prints', async () => {
    serveEveryLabelAs(nestedDrawingsPdf(6, 10));
    const started = performance.now();
    const hostile = await buy();
    const held = await f.station.printing.queue.settled(hostile.jobId);
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(held).toMatchObject({
      status: 'failed',
      bytesKept: true,
      lastError: {
        kind: 'unsupported',
        said: {
          key: 'printing.conversionFailed',
          params: {
            problem: { key: 'printing.convertTimedOut' },
            reason: { key: 'thermal.conversionTimedOut', params: { seconds: 1.5 } },
          },
        },
      },
    });
    expect(translate(held.lastError!.said, 'pt-BR')).toMatch(
      /demorou demais e foi interrompida: nada foi impresso, e as próximas etiquetas seguem\. .* Motivo: a conversão passou de 1,5 s e foi interrompida\.$/,
    );
    expect(translate(held.lastError!.said, 'en')).toMatch(
      /took too long and was stopped: nothing was printed, and the next labels go on\. .* Reason: converting took longer than 1\.5 s and was stopped\.$/,
    );
    const unsettled = await f.call('labels:unsettled');
    expect(unsettled.find((u) => u.shipmentId === hostile.shipmentId)).toMatchObject({
      standing: 'not-printed',
      printJobId: hostile.jobId,
      actions: ['resend'],
      known: [{ key: 'workflow.unsettled.boughtNotPrinted' }],
    });
    const jobs = await f.call('printers:jobs', { limit: 10 });
    expect(jobs.find((job) => job.jobId === hostile.jobId)).toMatchObject({
      status: 'failed',
      bytesKept: true,
      lastError: held.lastError!.said,
    });

    server.exec('DROP TRIGGER hostile_label');
    const next = await buy();
    expect(await f.station.printing.queue.settled(next.jobId)).toMatchObject({ status: 'done' });
    const [printed] = await jobsExactly(f, 1);
    const [image] = decodeLabels('epl2', printed ?? Buffer.alloc(0));
    expect({ width: image?.width, height: image?.height }).toEqual({ width: 800, height: 1200 });
    const unsettledAfter = await f.call('labels:unsettled');
    expect(unsettledAfter.map((u) => u.shipmentId)).not.toContain(next.shipmentId);
  }, 60_000);
});
