// Issue 29.1, "Detect proposes what prints right": a CUPS queue with a label driver (Debian's
// Zebra ZPL and EPL2 PPDs, drv:///sample.drv/zebra.ppd and zebraep2.ppd), set to 203 or 300 dpi
// as the printer behind it is. Their default page is 4 × 5 in (101.6 × 127 mm); detection used to
// propose it, and a 100 × 150 mm label printed with that profile came out cut to 127 mm. Now the
// proposal is the label the station prints matched to the nearest page the driver offers (4 × 6 in,
// w288h432), the label prints at true size on it and so does the calibration label; and the
// thermal DACE (ZPL for 203 dpi) reaches a 300 dpi Zebra behind its driver at true size, as it
// reaches a raw 300 dpi queue. Real parts: cupsd, the PPDs and their rastertolabel filter, the
// sandbox's label and DACE over HTTP, the print queue, socket listeners behind the queues; the
// driver's output is decoded back to dots (label-decoders/rastertolabel.ts) and measured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Printing, PrinterTarget } from '../../../electron/main/printing';
import { closeThermalEngine } from '../../../electron/main/thermal';
import { DOTS_PER_MM } from '../../../electron/shared/printer-profile';
import { createRawQueue, ensureCupsd, startDriverPrinter, type DriverPrinter, type RawQueue } from '../../support/cups';
import {
  decodeLabels,
  inkBox,
  longestRun,
  rastertolabelEpl,
  rastertolabelZpl,
  ruleLengths,
  type DotImage,
} from '../../support/label-decoders';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { printThrough, startTestPrinting, type TestPrinting } from '../../support/printing-service';
import { rawProfile } from '../../support/profiles';
import { startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { sandboxDocuments, type SandboxDocuments } from '../thermal/label-source';

const DRIVERS = [
  { language: 'ZPL', ppd: 'drv:///sample.drv/zebra.ppd', decode: rastertolabelZpl },
  { language: 'EPL2', ppd: 'drv:///sample.drv/zebraep2.ppd', decode: rastertolabelEpl },
] as const;
const DPIS = [203, 300] as const;
type Dpi = (typeof DPIS)[number];

/** The driver's 4 × 6 in page (w288h432), the one it offers nearest to 100 × 150 mm. */
const FOUR_BY_SIX = { widthMm: 101.6, heightMm: 152.4 };
/** The sandbox label's frame: 2 mm in from each edge of its 100 × 150 mm page, a 1 pt line. */
const LABEL_FRAME_MM = { width: 96 + 0.35, height: 146 + 0.35 };

let sandbox: TestSandbox;
let docs: SandboxDocuments;
let service: TestPrinting;
let printing: Printing;
const drivers = new Map<string, DriverPrinter>();
let rawListener: PrintListener;
let rawQueue: RawQueue;

beforeAll(async () => {
  await ensureCupsd();
  sandbox = await startTestSandbox();
  docs = await sandboxDocuments(sandbox.url);
  service = await startTestPrinting({ maxAttempts: 1 });
  printing = service.printing;
  for (const { language, ppd } of DRIVERS)
    for (const dpi of DPIS)
      drivers.set(`${language}-${dpi}`, await startDriverPrinter({ ppd, prefix: `SS-Detect${language}`, dpi }));
  rawListener = await startPrintListener();
  rawQueue = await createRawQueue({ port: rawListener.port });
}, 60_000);

afterAll(async () => {
  await service?.close();
  await closeThermalEngine();
  for (const driver of drivers.values()) await driver.close();
  await rawQueue?.remove();
  await rawListener?.close();
  await sandbox?.close();
});

/** Dots per mm of the driver's own output: CUPS renders at exactly the queue's dots per inch. */
const driverDpmm = (dpi: Dpi) => dpi / 25.4;
const mmOf = (dots: number, dpi: Dpi) => dots / driverDpmm(dpi);

/** The ink's bounding box in mm. */
function inkMm(image: DotImage, dpi: Dpi): { width: number; height: number } {
  const box = inkBox(image);
  if (!box) throw new Error('nothing printed');
  return { width: mmOf(box.right - box.left + 1, dpi), height: mmOf(box.bottom - box.top + 1, dpi) };
}

/** The longest horizontal line in mm: the calibration label's 50 mm square. */
function longestLineMm(image: DotImage, dpi: Dpi): number {
  let best = 0;
  for (let y = 0; y < image.height; y++) best = Math.max(best, longestRun(image, y).length);
  return mmOf(best, dpi);
}

describe.each(DRIVERS)("behind Debian's $language driver", ({ language, decode }) => {
  describe.each(DPIS)('at %i dpi', (dpi) => {
    const driver = () => drivers.get(`${language}-${dpi}`)!;
    const target = (): PrinterTarget => driver().target;

    it("is proposed the 4 × 6 in page nearest the 100 × 150 mm label, never the driver's 4 × 5 in default", async () => {
      // What the driver itself defaults to (lpoptions -l): the page detection used to propose.
      const info = await printing.paths.cups.driverInfo(driver().queue.name);
      if (!info.ok) throw new Error(JSON.stringify(info.error));
      expect(info.value).toMatchObject({ raw: false, resolutionDpi: dpi, pageMm: { width: 101.6, height: 127 } });

      const detected = await printing.detectProfile(target());
      expect(detected).toMatchObject({
        source: 'driver',
        system: 'cups',
        profile: { language: 'driver', dpi, media: { ...FOUR_BY_SIX, sensing: 'gap' } },
        media: { label: { widthMm: 100, heightMm: 150 }, from: 'driver-page', page: 'w288h432' },
      });
    });

    it('prints its test label at the proposed size, before the profile is saved and after', async () => {
      expect(printing.settings.profileFor(target())).toBeUndefined();
      const proposed = (await printing.detectProfile(target())).profile;
      for (const step of ['proposed', 'saved'] as const) {
        if (step === 'saved') expect(printing.settings.setProfile(target(), proposed).ok).toBe(true);
        const before = (await driver().listener.jobs()).length;
        const queued = await printing.testPrint(target());
        if (!queued.ok) throw new Error(JSON.stringify(queued.error));
        const job = await printing.queue.settled(queued.value.job.id);
        expect(job, JSON.stringify(job.lastError)).toMatchObject({ status: 'done' });
        const image = decode((await driver().listener.waitForJobs(before + 1, 30_000))[before]!);
        // The driver's page is the proposed 4 × 6 in page (EPL2 sets no length: its width only).
        // (rastertolabel rounds a row up to whole bytes: 812 dots at 203 dpi are sent as 816.)
        expect(Math.abs(mmOf(image.width, dpi) - FOUR_BY_SIX.widthMm)).toBeLessThanOrEqual(1);
        if (language === 'ZPL') expect(Math.abs(mmOf(image.height, dpi) - FOUR_BY_SIX.heightMm)).toBeLessThanOrEqual(1);
        // Its rulers run down the whole proposed page, 152.4 mm (on the 4 × 5 in default: 127).
        expect(Math.abs(inkMm(image, dpi).height - FOUR_BY_SIX.heightMm)).toBeLessThanOrEqual(1);
        // Its 50 mm square is 50 mm: printed at 100 %.
        expect(Math.abs(longestLineMm(image, dpi) - 50)).toBeLessThanOrEqual(0.5);
      }
    }, 60_000);

    it('prints a 100 × 150 mm label with the detected profile at true size, whole, not cut to 127 mm', async () => {
      expect(printing.settings.setProfile(target(), (await printing.detectProfile(target())).profile).ok).toBe(true);
      const { received } = await printThrough(
        printing,
        'label',
        target(),
        docs.labelPdf,
        'application/pdf',
        driver().listener,
      );
      const frame = inkMm(decode(received), dpi);
      expect(Math.abs(frame.width - LABEL_FRAME_MM.width)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(frame.height - LABEL_FRAME_MM.height)).toBeLessThanOrEqual(0.5);
    }, 60_000);
  });
});

/** The thermal DACE as a Zebra prints ZPL: one label, its size in mm and its section rules, at 12 dots/mm for 300 dpi. */
function zplDace(received: Buffer, dpi: Dpi) {
  const labels = decodeLabels('zpl', received);
  expect(labels).toHaveLength(1);
  const dpmm = DOTS_PER_MM[dpi];
  const label = labels[0]!;
  return {
    widthMm: label.width / dpmm,
    heightMm: label.height / dpmm,
    rulesMm: ruleLengths(label).map((dots) => dots / dpmm),
  };
}

describe('the thermal DACE (ZPL written for 203 dpi)', () => {
  it('reaches a 300 dpi Zebra behind its ZPL driver at true size, with and without a profile, as a raw 300 dpi queue gets it', async () => {
    const zebra = drivers.get('ZPL-300')!;
    const raw: PrinterTarget = { kind: 'cups', name: rawQueue.name };
    expect(printing.settings.setProfile(raw, rawProfile('zpl', 300)).ok).toBe(true);
    const onRawQueue = zplDace(
      (await printThrough(printing, 'dace-thermal', raw, docs.daceZpl, 'application/zpl', rawListener)).received,
      300,
    );
    expect(Math.abs(onRawQueue.widthMm - 100)).toBeLessThanOrEqual(1);
    expect(Math.abs(onRawQueue.heightMm - 150)).toBeLessThanOrEqual(1);

    for (const profile of [null, (await printing.detectProfile(zebra.target)).profile]) {
      expect(printing.settings.setProfile(zebra.target, profile).ok).toBe(true);
      const { job, received } = await printThrough(
        printing,
        'dace-thermal',
        zebra.target,
        docs.daceZpl,
        'application/zpl',
        zebra.listener,
      );
      // ZPL raw past the driver (not its ~DG raster), rewritten for 300 dpi and said so.
      expect(received.toString('latin1')).not.toContain('~DG');
      expect(job.notes).toContainEqual({ key: 'printing.noteZplRescaled', params: { from: 203, to: 300 } });
      const printed = zplDace(received, 300);
      expect(printed).toEqual(onRawQueue);
      expect(printed.rulesMm.length).toBeGreaterThanOrEqual(3);
      for (const rule of printed.rulesMm) expect(Math.abs(rule - 94)).toBeLessThanOrEqual(0.25);
    }
  }, 60_000);

  it('reaches a 203 dpi Zebra behind its ZPL driver as the carrier wrote it, byte for byte, with and without a profile', async () => {
    const zebra = drivers.get('ZPL-203')!;
    for (const profile of [null, (await printing.detectProfile(zebra.target)).profile]) {
      expect(printing.settings.setProfile(zebra.target, profile).ok).toBe(true);
      const { job, received } = await printThrough(
        printing,
        'dace-thermal',
        zebra.target,
        docs.daceZpl,
        'application/zpl',
        zebra.listener,
      );
      expect(new Uint8Array(received)).toEqual(docs.daceZpl);
      expect(job.notes ?? []).toEqual([]);
    }
  }, 60_000);

  it('reaches a 300 dpi printer behind the EPL2 driver drawn at true size: its 94 mm rules are 94 mm in the driver’s dots', async () => {
    const epl = drivers.get('EPL2-300')!;
    expect(printing.settings.setProfile(epl.target, (await printing.detectProfile(epl.target)).profile).ok).toBe(true);
    const { received } = await printThrough(
      printing,
      'dace-thermal',
      epl.target,
      docs.daceZpl,
      'application/zpl',
      epl.listener,
    );
    const image = rastertolabelEpl(received);
    const rules = ruleLengths(image).map((dots) => mmOf(dots, 300));
    expect(rules.length).toBeGreaterThanOrEqual(3);
    for (const rule of rules) expect(Math.abs(rule - 94)).toBeLessThanOrEqual(0.5);
  }, 60_000);
});
