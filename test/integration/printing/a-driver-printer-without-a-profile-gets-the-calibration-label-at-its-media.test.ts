// Issue 16.5, "the same label is the test page everywhere": a CUPS queue whose driver renders
// PDFs (Debian's Zebra ZPL PPD, drv:///sample.drv/zebra.ppd) and that has no profile yet gets
// the calibration label (rulers, the 50 mm square, a Code 128 and a QR, its profile as text) as a
// PDF at the page size its driver proposes, printed at that size: the driver's own output (a ~DG
// graphic from rastertolabel, captured by a real socket listener behind the queue) is that size
// in dots. Whichever test page an older screen asks for (PDF or ZPL), the same label prints.
// Real parts: cupsd, the Zebra PPD and its filters, the print queue's SQLite, a TCP listener.
import { PDFDocument } from 'pdf-lib';
import { startDriverPrinter, type DriverPrinter } from '../../support/cups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Printing } from '../../../electron/main/printing';
import { closeThermalEngine } from '../../../electron/main/thermal';
import { startTestPrinting, type TestPrinting } from '../../support/printing-service';

let driver: DriverPrinter;
let service: TestPrinting;
let printing: Printing;

beforeAll(async () => {
  driver = await startDriverPrinter({ ppd: 'drv:///sample.drv/zebra.ppd', prefix: 'SS-Calib' });
  service = await startTestPrinting({ maxAttempts: 1 });
  printing = service.printing;
}, 60_000);

afterAll(async () => {
  await service?.close();
  await closeThermalEngine();
  await driver?.close();
});

/** The ~DG graphic rastertolabel sends (`~DGR:CUPS.GRF,<bytes>,<bytes per row>,…`): its size in dots. */
function driverGraphicDots(received: Buffer): { width: number; height: number } {
  const match = /~DG[^,]*,(\d+),(\d+),/.exec(received.toString('latin1'));
  if (!match) throw new Error(`no ~DG graphic in ${received.subarray(0, 80).toString('latin1')}`);
  const total = Number(match[1]);
  const perRow = Number(match[2]);
  return { width: perRow * 8, height: total / perRow };
}

describe('a CUPS driver queue (Zebra ZPL PPD) with no profile', () => {
  it.each(['pdf', 'zpl'] as const)(
    'asked for its %s test page prints the calibration label at its driver’s page size, through its driver',
    async (variant) => {
      expect(printing.settings.profileFor(driver.target)).toBeUndefined();
      const proposed = (await printing.detectProfile(driver.target)).profile;
      const before = (await driver.listener.jobs()).length;
      const queued = await printing.testPrint(driver.target, variant);
      if (!queued.ok) throw new Error(JSON.stringify(queued.error));
      const job = await printing.queue.settled(queued.value.job.id);
      expect(job, JSON.stringify(job.lastError)).toMatchObject({
        status: 'done',
        document: { kind: 'test', contentType: 'application/pdf' },
      });

      // What was queued is the calibration label, made at the media the driver proposes.
      const pdf = await PDFDocument.load(printing.queue.bytesOf(job.id)!);
      expect(pdf.getTitle()).toBe('Shipping Station calibration label');
      const { width, height } = pdf.getPage(0).getSize();
      expect((width * 25.4) / 72).toBeCloseTo(proposed.media.widthMm, 1);
      expect((height * 25.4) / 72).toBeCloseTo(proposed.media.heightMm, 1);

      // What the printer got is the driver's rendering (not the station's ^GF), at that size.
      const received = (await driver.listener.waitForJobs(before + 1, 30_000))[before]!;
      expect(received.toString('latin1')).not.toContain('^GFA');
      const dots = driverGraphicDots(received);
      const dpmm = 203 / 25.4;
      expect(Math.abs(dots.width / dpmm - proposed.media.widthMm)).toBeLessThanOrEqual(1);
      expect(Math.abs(dots.height / dpmm - proposed.media.heightMm)).toBeLessThanOrEqual(1);
    },
    60_000,
  );
});
