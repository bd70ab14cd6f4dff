// Issue 16.3: a carrier's ZPL label (and the thermal DACE) on a printer that does not read ZPL: a
// second-hand Argox (PPLA, PPLB), an EPL2 Zebra, a Datamax (DPL), or the office laser behind its
// driver. The ZPL is drawn in the conversion worker (zpl-renderer-js) at the printer's dpi and
// encoded in its language; a driver printer gets a PDF of the label at true size. Real parts: the
// printing service queues the job, the worker converts it at send time, a CUPS raw queue (203 dpi)
// or TCP 9100 (300 dpi) delivers it to a listener, and the captured bytes are decoded back to dots
// (label-decoders) and read by zxing-wasm. The tracking code is a real sandbox emission's.
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrinterTarget } from '../../../electron/main/printing';
import { convertForPrinter } from '../../../electron/main/thermal';
import {
  DOTS_PER_MM,
  type PrinterDpi,
  type PrinterProfile,
  type RawPrinterLanguage,
} from '../../../electron/shared/printer-profile';
import {
  blankImage,
  decodeLabels,
  drawRows,
  readCodes,
  ruleLengths,
  type DotImage,
} from '../../support/label-decoders';
import { type PrintListener } from '../../support/print-listener';
import { printThrough } from '../../support/printing-service';
import { PASS_THROUGH, rawProfile } from '../../support/profiles';
import { carrierZplLabel } from '../../support/carrier-zpl-label';
import { longestEventLoopGap } from '../../support/event-loop';
import { startThermalRig, type ThermalRig } from './thermal-rig';

const LANGUAGES: RawPrinterLanguage[] = ['epl2', 'pplb', 'ppla', 'dpl'];

let rig: ThermalRig;
let zplLabel: Uint8Array;

beforeAll(async () => {
  rig = await startThermalRig({ driver: { ppd: 'drv:///sample.drv/zebraep2.ppd', prefix: 'SS-EplDriver' } });
  zplLabel = carrierZplLabel(rig.docs.trackingCode);
}, 60_000);

afterAll(async () => rig?.close());

/** Queues ZPL the way the workflow does; answers the settled job and what the printer received. */
const printZpl = (target: PrinterTarget, bytes: Uint8Array, at: PrintListener = rig.listener) =>
  printThrough(rig.printing, 'label', target, bytes, 'application/zpl', at);

/** The job's one label, within 1 mm of the 100 × 150 mm media at `dpi`. */
function oneLabelAtMediaSize(language: RawPrinterLanguage, bytes: Buffer, dpi: PrinterDpi): DotImage {
  expect(bytes.toString('latin1')).not.toContain('^XA');
  const labels = decodeLabels(language, bytes);
  expect(labels).toHaveLength(1);
  const dpmm = DOTS_PER_MM[dpi];
  expect(Math.abs(labels[0]!.width / dpmm - 100)).toBeLessThanOrEqual(1);
  expect(Math.abs(labels[0]!.height / dpmm - 150)).toBeLessThanOrEqual(1);
  return labels[0]!;
}

describe.each(LANGUAGES)('a %s printer', (language) => {
  it.each([
    [203, 'a CUPS raw queue', () => rig.rawQueue],
    [300, 'TCP 9100', () => rig.network],
  ] as const)(
    'at %i dpi through %s gets the carrier ZPL label drawn in its language, 100 × 150 mm, Code 128 and QR readable',
    async (dpi, _path, target) => {
      expect(rig.printing.settings.setProfile(target(), rawProfile(language, dpi)).ok).toBe(true);
      const { job, received } = await printZpl(target(), zplLabel);
      const image = oneLabelAtMediaSize(language, received, dpi);
      expect(await readCodes(image)).toEqual(
        expect.arrayContaining([
          { format: 'Code128', text: rig.docs.trackingCode },
          { format: 'QRCode', text: rig.docs.trackingCode },
        ]),
      );
      // The print history says what was done to the label.
      expect(job.notes).toContainEqual({
        key: 'printing.noteZplDrawn',
        params: { language: language.toUpperCase(), dpi },
      });
      // The stored job is the ZPL as the carrier sent it: a reprint draws it again for its printer.
      expect(job.document.contentType).toBe('application/zpl');
    },
    60_000,
  );
});

it('an EPL2 printer gets the thermal DACE drawn at true size: 94 mm rules and the QR with its key', async () => {
  rig.printing.settings.setProfile(rig.network, rawProfile('epl2', 203));
  const { received } = await printZpl(rig.network, rig.docs.daceZpl);
  const label = oneLabelAtMediaSize('epl2', received, 203);
  const rules = ruleLengths(label);
  expect(rules.length).toBeGreaterThanOrEqual(3);
  for (const length of rules) expect(Math.abs(length / 8 - 94)).toBeLessThanOrEqual(0.25);
  const codes = await readCodes(label);
  expect(codes.find((c) => c.format === 'QRCode')?.text).toContain(`chDCe=${rig.docs.chave}`);
}, 60_000);

describe('a driver printer', () => {
  it('gets the ZPL label as a one-page PDF of its true size whose Code 128 and QR read back', async () => {
    const profile: PrinterProfile = { ...PASS_THROUGH, dpi: 300 };
    const converted = await convertForPrinter(zplLabel, profile);
    if (!converted.ok) throw new Error(JSON.stringify(converted.error));
    expect(converted.value).toMatchObject({ language: 'driver', source: 'zpl' });
    expect(converted.value.notes).toContainEqual({
      key: 'printing.noteZplDrawnAsPdf',
      params: { width: 99.9, height: 149.9 },
    });
    const doc = mupdf.Document.openDocument(converted.value.bytes, 'application/pdf');
    try {
      expect(doc.countPages()).toBe(1);
      const page = doc.loadPage(0);
      const [x0, y0, x1, y1] = page.getBounds();
      // ^PW799 ^LL1199 at 8 dots/mm: 99.875 × 149.875 mm, in points.
      const mm = (points: number) => (points * 25.4) / 72;
      expect(Math.abs(mm(x1 - x0) - 99.875)).toBeLessThanOrEqual(0.1);
      expect(Math.abs(mm(y1 - y0) - 149.875)).toBeLessThanOrEqual(0.1);
      // Rendered back at 300 dpi, as a driver would, and read.
      const pixmap = page.toPixmap(mupdf.Matrix.scale(300 / 72, 300 / 72), mupdf.ColorSpace.DeviceGray, false);
      const image = grayToDots(
        pixmap.getPixels() as unknown as Uint8Array,
        pixmap.getWidth(),
        pixmap.getHeight(),
        pixmap.getStride(),
      );
      expect(await readCodes(image)).toEqual(
        expect.arrayContaining([
          { format: 'Code128', text: rig.docs.trackingCode },
          { format: 'QRCode', text: rig.docs.trackingCode },
        ]),
      );
    } finally {
      doc.destroy();
    }
  }, 60_000);

  it("behind Debian's EPL2 CUPS driver, with a driver profile, prints the ZPL label through its driver, never as text", async () => {
    const target: PrinterTarget = { kind: 'cups', name: rig.driverQueue.name };
    expect(rig.printing.settings.setProfile(target, PASS_THROUGH).ok).toBe(true);
    const { job, received } = await printZpl(target, zplLabel, rig.driverListener);
    expect(job.notes).toContainEqual(expect.objectContaining({ key: 'printing.noteZplDrawnAsPdf' }));
    // rastertolabel's EPL2 (GW rows): the PDF went through the driver, and no ZPL reached it.
    const text = received.toString('latin1');
    expect(text).not.toContain('^XA');
    expect(text).toContain('GW');
    const image = rastertolabelEpl(received);
    // The driver's page is the profile's 100 mm roll at 203 dpi, and the label's codes read on it.
    expect(Math.abs(image.width / 8 - 100)).toBeLessThanOrEqual(1);
    expect(await readCodes(image)).toEqual(
      expect.arrayContaining([
        { format: 'Code128', text: rig.docs.trackingCode },
        { format: 'QRCode', text: rig.docs.trackingCode },
      ]),
    );
  }, 60_000);
});

it('draws ZPL in the worker: main never loads the renderer and its event loop keeps turning', async () => {
  const profile = rawProfile('dpl', 300);
  await convertForPrinter(zplLabel, profile); // the worker and its renderer are loaded
  const {
    result: results,
    gapMs,
    tookMs,
  } = await longestEventLoopGap(() => Promise.all([1, 2, 3].map(() => convertForPrinter(zplLabel, profile))));
  expect(results.every((r) => r.ok)).toBe(true);
  // Drawing three labels takes hundreds of milliseconds of CPU; none of it ran on this thread.
  expect(gapMs).toBeLessThan(tookMs / 2);
  // zpl-renderer-js installs Go's WebAssembly runtime as globalThis.Go where it is imported.
  expect((globalThis as { Go?: unknown }).Go).toBeUndefined();
}, 60_000);

/**
 * CUPS's rastertolabel EPL2 output as dots: one `GW0,y,bytes,1` line per printed row, then the
 * row's bytes inverted (a 0 bit prints), as filter/rastertolabel.c (ZEBRA_EPL_PAGE) writes them.
 */
function rastertolabelEpl(bytes: Buffer): DotImage {
  const text = bytes.toString('latin1');
  const rows: Array<{ y: number; data: Uint8Array }> = [];
  let rowBytes = 0;
  for (const m of text.matchAll(/GW0,(\d+),(\d+),1\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    rowBytes = Number(m[2]);
    rows.push({ y: Number(m[1]), data: bytes.subarray(start, start + rowBytes) });
  }
  const image = blankImage(rowBytes * 8, Math.max(0, ...rows.map((r) => r.y)) + 1);
  for (const row of rows) drawRows(image, row.data, rowBytes, 1, 0, row.y, true);
  return image;
}

/** Gray pixels (0 black … 255 white) to dots, by the same 50 % threshold a driver would use. */
function grayToDots(gray: Uint8Array, width: number, height: number, stride: number): DotImage {
  const dots = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) dots[y * width + x] = (gray[y * stride + x] ?? 255) < 128 ? 1 : 0;
  return { width, height, dots };
}
