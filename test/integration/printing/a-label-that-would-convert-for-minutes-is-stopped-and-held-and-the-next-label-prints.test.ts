// Issue 28.6 on the real print path: a label file a hostile server could send keeps the thermal
// engine busy for minutes (a 3.6 KB PDF of nested drawings: nearly 8 minutes) or asks it for
// gigabytes (a ZPL of 100 formats at 600 dpi: 32 s and 850 MB). Before, while one converted no
// other label or test page printed on any printer. Now the conversion is ended at its deadline
// (1.5 s here, through the printing service's option; 20 s at a desk) or refused by its page cap
// before it is drawn; its print job is failed with the reason in the operator's language and its
// bytes kept (bought and not printed, for a reprint), and the label queued right after it, and a
// test page on another printer, print. Real parts: the printing service and its SQLite queue,
// the conversion worker (MuPDF, zpl-renderer-js), TCP listeners standing in for the printers.
import { PDFDocument, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Printing, PrinterTarget } from '../../../electron/main/printing';
import { closeThermalEngine } from '../../../electron/main/thermal';
import { translate } from '../../../electron/shared/messages/translate';
import type { Said } from '../../../electron/shared/messages';
import { decodeLabels } from '../../support/label-decoders';
import { manyFormatsZpl, nestedDrawingsPdf } from '../../support/hostile-documents';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { startTestPrinting, type TestPrinting } from '../../support/printing-service';
import { rawProfile } from '../../support/profiles';

const DEADLINE_MS = 1_500;

let station: TestPrinting;
let zplStation: TestPrinting | undefined;
let printing: Printing;
let labelListener: PrintListener;
let otherListener: PrintListener;
let labelPrinter: PrinterTarget;
let otherPrinter: PrinterTarget;
let label: Uint8Array;

beforeAll(async () => {
  labelListener = await startPrintListener();
  otherListener = await startPrintListener();
  labelPrinter = { kind: 'network', host: '127.0.0.1', port: labelListener.port };
  otherPrinter = { kind: 'network', host: '127.0.0.1', port: otherListener.port };
  station = await startTestPrinting({ maxAttempts: 1, conversionDeadlineMs: DEADLINE_MS });
  printing = station.printing;
  expect(printing.settings.route('label', labelPrinter).ok).toBe(true);
  expect(printing.settings.setProfile(labelPrinter, rawProfile('epl2', 203)).ok).toBe(true);
  expect(printing.settings.setProfile(otherPrinter, rawProfile('zpl', 203)).ok).toBe(true);
  const doc = await PDFDocument.create();
  doc.addPage([283.46, 425.2]).drawRectangle({ x: 20, y: 20, width: 100, height: 100, color: rgb(0, 0, 0) });
  label = await doc.save();
}, 30_000);

afterAll(async () => {
  await station?.close();
  await zplStation?.close();
  await closeThermalEngine();
  await labelListener?.close();
  await otherListener?.close();
});

function queueLabel(
  bytes: Uint8Array,
  contentType: 'application/pdf' | 'application/zpl',
  labelId: string,
  on: Printing = printing,
) {
  const queued = on.printRouted('label', { contentType, bytes, labelId, key: `label:${labelId}` });
  if (!queued.ok) throw new Error(JSON.stringify(queued.error));
  return queued.value.job.id;
}

const sizeOf = (job: Buffer | undefined) => {
  const [image] = decodeLabels('epl2', job ?? Buffer.alloc(0));
  return { width: image?.width, height: image?.height };
};

describe('a label that would take the converter minutes', () => {
  it('is stopped at its deadline and held with its reason, and the label behind it and a test page elsewhere print', async () => {
    await printing.testPrint(otherPrinter).then(async (warm) => {
      // The worker is started and warm: what follows measures the deadline, not MuPDF's load.
      if (!warm.ok) throw new Error(JSON.stringify(warm.error));
      await printing.queue.settled(warm.value.job.id);
    });
    const hostile = nestedDrawingsPdf(6, 10);
    const started = performance.now();
    const hostileJob = queueLabel(hostile, 'application/pdf', 'L-hostil');
    const nextJob = queueLabel(label, 'application/pdf', 'L-seguinte');
    const testPage = await printing.testPrint(otherPrinter);
    if (!testPage.ok) throw new Error(JSON.stringify(testPage.error));

    const held = await printing.queue.settled(hostileJob);
    const heldAfterMs = performance.now() - started;
    expect(held).toMatchObject({
      status: 'failed',
      bytesKept: true,
      lastError: {
        kind: 'unsupported',
        said: {
          key: 'printing.conversionFailed',
          params: {
            problem: { key: 'printing.convertTimedOut', params: { language: 'EPL2' } },
            reason: { key: 'thermal.conversionTimedOut', params: { seconds: 1.5 } },
          },
        },
      },
    });
    expect(heldAfterMs).toBeGreaterThanOrEqual(DEADLINE_MS - 10);
    expect(heldAfterMs).toBeLessThan(15_000);
    const reason = held.lastError!.said;
    expect(translate(reason, 'pt-BR')).toMatch(
      /^A conversão do documento para a linguagem EPL2 da impressora "127\.0\.0\.1:\d+" demorou demais e foi interrompida: nada foi impresso, e as próximas etiquetas seguem\. .* Motivo: a conversão passou de 1,5 s e foi interrompida\.$/,
    );
    expect(translate(reason as Said, 'en')).toMatch(
      /^Converting the document to the EPL2 language of the printer "127\.0\.0\.1:\d+" took too long and was stopped: nothing was printed, and the next labels go on\. .* Reason: converting took longer than 1\.5 s and was stopped\.$/,
    );

    // Behind it, on the same printer, the next label; on the other printer, its test page.
    expect(await printing.queue.settled(nextJob)).toMatchObject({ status: 'done' });
    expect(await printing.queue.settled(testPage.value.job.id)).toMatchObject({ status: 'done' });
    const printed = await labelListener.waitForJobs(1);
    expect(printed).toHaveLength(1);
    expect(sizeOf(printed[0])).toEqual({ width: 800, height: 1200 });
    expect(await otherListener.waitForJobs(2)).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it('refuses a ZPL of 100 formats for a 600 dpi printer that does not read ZPL before drawing it, and the next label prints', async () => {
    // The engine's own deadline here: the next label loads the ZPL renderer and draws at 600 dpi.
    zplStation = await startTestPrinting({ maxAttempts: 1 });
    const zplPrinter = otherPrinter;
    expect(zplStation.printing.settings.route('label', zplPrinter).ok).toBe(true);
    expect(zplStation.printing.settings.setProfile(zplPrinter, rawProfile('epl2', 600)).ok).toBe(true);
    const before = (await otherListener.jobs()).length;
    const started = performance.now();
    const hostileJob = queueLabel(manyFormatsZpl(100), 'application/zpl', 'L-zpl-hostil', zplStation.printing);
    const nextJob = queueLabel(manyFormatsZpl(1), 'application/zpl', 'L-zpl-seguinte', zplStation.printing);

    const held = await zplStation.printing.queue.settled(hostileJob);
    // Refused from its text: the renderer was neither loaded nor asked to draw (1 s and more).
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(held).toMatchObject({
      status: 'failed',
      bytesKept: true,
      lastError: {
        kind: 'unsupported',
        said: {
          key: 'printing.conversionFailed',
          params: {
            problem: { key: 'printing.convertOverLimit' },
            reason: { key: 'thermal.tooManyPages', params: { pages: 100, max: 8 } },
          },
        },
      },
    });
    expect(translate(held.lastError!.said, 'pt-BR')).toMatch(
      /^O documento pede mais do que a estação desenha para a impressora "127\.0\.0\.1:\d+" e nada foi impresso\. .* Motivo: o documento tem 100 etiquetas, e a estação converte no máximo 8 por documento\.$/,
    );
    expect(translate(held.lastError!.said, 'en')).toMatch(
      /^The document asks for more than the station draws for the printer "127\.0\.0\.1:\d+" and nothing was printed\. .* Reason: the document holds 100 labels, and the station converts at most 8 per document\.$/,
    );

    expect(await zplStation.printing.queue.settled(nextJob)).toMatchObject({ status: 'done' });
    const jobs = await otherListener.waitForJobs(before + 1);
    expect(jobs).toHaveLength(before + 1);
    expect(sizeOf(jobs[before])).toEqual({ width: 2400, height: 3600 });
  }, 60_000);
});
