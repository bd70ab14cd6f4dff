// Fitting (issue 16.2): a page with the media's size prints 1:1; a smaller one is centred; a
// larger one is an error value unless the operator allows scaling; rotation and offsets come
// from the profile. Real PDFs (pdf-lib) rendered by the real MuPDF.
import type * as MuPdf from 'mupdf';
import { PDFDocument, rgb } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadThermalCore, type ThermalCore } from '../../../electron/main/thermal';
import { renderPdfPage } from '../../../electron/main/thermal/render-pdf';
import { printerProfileSchema, type PrinterProfileInput } from '../../../electron/shared/printer-profile';
import { decodeLabels, inkBox } from '../../support/label-decoders';

const PT = 72 / 25.4;
let core: ThermalCore;
let mupdf: typeof MuPdf;
beforeAll(async () => {
  core = await loadThermalCore();
  mupdf = await import('mupdf');
});

/** A page of w × h mm with a solid 10 × 5 mm block whose top-left corner is 5 mm from the page's top-left. */
async function pageWithMark(wMm: number, hMm: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([wMm * PT, hMm * PT]);
  page.drawRectangle({ x: 5 * PT, y: (hMm - 5 - 5) * PT, width: 10 * PT, height: 5 * PT, color: rgb(0, 0, 0) });
  return doc.save();
}

const profile = (over: Partial<PrinterProfileInput> = {}) =>
  printerProfileSchema.parse({
    language: 'zpl',
    dpi: 203,
    media: { widthMm: 100, heightMm: 150, sensing: 'gap' },
    ...over,
  });

function markOf(bytes: Uint8Array) {
  const [img] = decodeLabels('zpl', bytes);
  return { img: img!, box: inkBox(img!)! };
}

describe('fitting a PDF page to the media', () => {
  it('prints a 100 × 150 mm label on 100 × 150 mm media at exactly its size (8 dots a mm at 203 dpi)', async () => {
    const result = core.convert(await pageWithMark(100, 150), profile());
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const { img, box } = markOf(result.value.bytes);
    expect([img.width, img.height]).toEqual([800, 1200]);
    expect(box).toEqual({ left: 40, top: 40, right: 119, bottom: 79 });
  });

  it('prints it 12 dots a mm on a 300 dpi printer', async () => {
    const result = core.convert(await pageWithMark(100, 150), profile({ dpi: 300 }));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const { img, box } = markOf(result.value.bytes);
    expect([img.width, img.height]).toEqual([1200, 1800]);
    expect(box).toEqual({ left: 60, top: 60, right: 179, bottom: 119 });
  });

  it('never shrinks a 4 × 6 in label on 100 × 150 mm media: it is centred at its own size', async () => {
    const bytes = await pageWithMark(101.6, 152.4);
    const rendered = renderPdfPage(mupdf, bytes, profile());
    expect(rendered.ok && rendered.value.scale).toBe(1);
    const result = core.convert(bytes, profile());
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.notes).toEqual([
      { key: 'printing.noteOverhang', params: { width: 101.6, height: 152.4, sideMm: 0.8, endMm: 1.2 } },
    ]);
    const { box } = markOf(result.value.bytes);
    // 0.8 mm hangs over each side and 1.2 mm over top and bottom: the 10 mm mark keeps its size.
    expect(box.right - box.left + 1).toBe(80);
    expect(box.left).toBe(Math.round(40 - 0.8 * 8));
    expect(box.top).toBe(Math.round(40 - 1.2 * 8));
  });

  it('centres a smaller page', async () => {
    const result = core.convert(await pageWithMark(50, 30), profile());
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const { box } = markOf(result.value.bytes);
    expect(box.left).toBe(200 + 40);
    expect(box.top).toBe(480 + 40);
  });

  it('reports an A4 page on label media as too large, with both sizes, instead of cutting it', async () => {
    const result = core.convert(await pageWithMark(210, 297), profile());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toEqual({
      kind: 'too-large',
      said: { key: 'thermal.pageTooLarge', params: { width: 210, height: 297, mediaWidth: 100, mediaHeight: 150 } },
    });
  });

  it('scales an A4 page down to fit, centred, only when the operator allows it, and says so', async () => {
    const result = core.convert(await pageWithMark(210, 297), profile(), { allowScale: true });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.notes).toEqual([{ key: 'printing.noteScaled', params: { percent: 48 } }]);
    const { box } = markOf(result.value.bytes);
    expect(box.right - box.left + 1).toBe(Math.round(10 * 8 * (100 / 210)));
  });

  it('turns a landscape 150 × 100 mm page onto portrait media by the profile rotation (90° clockwise)', async () => {
    const result = core.convert(await pageWithMark(150, 100), profile({ rotation: 90 }));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const { img, box } = markOf(result.value.bytes);
    expect([img.width, img.height]).toEqual([800, 1200]);
    // The page's top-left corner is now the media's top-right; the 10 × 5 mm block stands 5 × 10.
    expect(box).toEqual({ left: 800 - 80, top: 40, right: 800 - 41, bottom: 119 });
  });

  it('moves the image by the profile offsets, in mm', async () => {
    const result = core.convert(await pageWithMark(100, 150), profile({ offsets: { xMm: 2, yMm: -1 } }));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const { box } = markOf(result.value.bytes);
    expect([box.left, box.top]).toEqual([40 + 16, 40 - 8]);
  });
});
