// ZPL goes raw to a CUPS queue with a driver (a Zebra behind its driver reads it), but not to a
// queue whose driver is for a label printer of another language: Debian's EPL2 PPD in front of
// an Eltron would print the thermal DACE's ZPL as text. There it is drawn as a PDF the driver
// renders (even before the printer has a profile), and a PDF label still prints through it.
// Real CUPS queues (drv:///sample.drv/zebraep2.ppd and zebra.ppd) in front of a listener.
import { PDFDocument, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Printing, PrinterTarget } from '../../../electron/main/printing';
import { createDriverQueue, ensureCupsd, type RawQueue } from '../../support/cups';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { startTestPrinting, type TestPrinting } from '../../support/printing-service';

const ZPL = new TextEncoder().encode('^XA^CI28^PW799^LL1199^FO30,30^A0N,34,34^FDDACE^FS^XZ\n');

let listener: PrintListener;
let service: TestPrinting;
let printing: Printing;
const queues: RawQueue[] = [];

async function driverQueue(ppd: string): Promise<PrinterTarget> {
  const queue = await createDriverQueue({ port: listener.port, ppd, prefix: 'SS-Drv' });
  queues.push(queue);
  return { kind: 'cups', name: queue.name };
}

beforeAll(async () => {
  await ensureCupsd();
  listener = await startPrintListener();
  service = await startTestPrinting();
  printing = service.printing;
});

afterAll(async () => {
  await service?.close();
  for (const queue of queues) await queue.remove();
  await listener?.close();
});

async function label(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([283.46, 425.2]).drawRectangle({ x: 20, y: 20, width: 100, height: 100, color: rgb(0, 0, 0) });
  return doc.save();
}

describe('a CUPS queue with a driver', () => {
  it('for EPL2 gets ZPL drawn as a PDF its driver renders, never ZPL as text, and prints a PDF label through the driver', async () => {
    const epl = await driverQueue('drv:///sample.drv/zebraep2.ppd');
    printing.settings.route('dace-thermal', epl);
    const before = (await listener.jobs()).length;
    const queued = printing.printRouted('dace-thermal', { contentType: 'application/zpl', bytes: ZPL });
    if (!queued.ok) throw new Error(queued.error.kind);
    // No profile yet: drawn at ZPL's own 203 dpi on the label media, and the job says so.
    expect(await printing.queue.settled(queued.value.job.id)).toMatchObject({
      status: 'done',
      notes: [expect.objectContaining({ key: 'printing.noteZplDrawnAsPdf' })],
    });
    const drawn = (await listener.waitForJobs(before + 1, 30_000))[before]!.toString('latin1');
    // rastertolabel's EPL2 (a GW graphic) of the drawn label: not ZPL, not a PDF.
    expect(drawn).toContain('GW');
    expect(drawn).not.toContain('^XA');
    expect(drawn).not.toContain('%PDF');

    printing.settings.route('label', epl);
    const pdf = printing.printRouted('label', { contentType: 'application/pdf', bytes: await label() });
    if (!pdf.ok) throw new Error(pdf.error.kind);
    expect(await printing.queue.settled(pdf.value.job.id)).toMatchObject({ status: 'done' });
    const received = (await listener.waitForJobs(before + 2, 30_000))[before + 1]!;
    expect(received.toString('latin1')).toContain('GW');
    expect(received.toString('latin1')).not.toContain('^XA');
  }, 60_000);

  it('for ZPL still gets ZPL raw, byte for byte', async () => {
    const zpl = await driverQueue('drv:///sample.drv/zebra.ppd');
    printing.settings.route('dace-thermal', zpl);
    const before = (await listener.jobs()).length;
    const queued = printing.printRouted('dace-thermal', { contentType: 'application/zpl', bytes: ZPL });
    if (!queued.ok) throw new Error(queued.error.kind);
    expect(await printing.queue.settled(queued.value.job.id)).toMatchObject({ status: 'done' });
    const received = (await listener.waitForJobs(before + 1, 30_000))[before]!;
    expect(received.equals(Buffer.from(ZPL))).toBe(true);
  }, 60_000);
});
