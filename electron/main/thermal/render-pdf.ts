// A PDF page to the printer's dots: rendered by MuPDF (WebAssembly, no system library) at the
// printer's exact resolution straight into a media-sized gray canvas, then thresholded to 1-bit.
// Fitting rules (issue 16.2): a page that already has the media's size is never scaled; a
// smaller page is centred; a larger one is an error unless the operator allowed scaling. The
// profile's rotation turns the page on the media and its offsets move it, in mm.
import type * as MuPdf from 'mupdf';
import { DOTS_PER_MM, mediaDots, type PrinterProfile } from '../../shared/printer-profile';
import { threshold, type Bitmap } from './bitmap';
import { thermalError, type ThermalError } from './errors';
import { failed, ok, type Result } from '../../shared/result';

const PT_PER_MM = 72 / 25.4;
/**
 * A page at most this much larger than the media counts as the media's size: a 4 × 6 in label
 * (101.6 × 152.4 mm) on 100 × 150 mm media prints at true size, centred, losing 0.8 and 1.2 mm of
 * its blank margin, and the job says so. Shrinking it instead would make every bar 2 % thinner.
 */
export const FIT_TOLERANCE_MM = 2.5;

export interface FitOptions {
  /** Shrink a page larger than the media to fit it (uniformly, centred). Off by default. */
  allowScale?: boolean;
  /** Which page (0-based); the first by default. */
  page?: number;
}

export interface RenderedLabel {
  bitmap: Bitmap;
  /** The factor the page was scaled by (1 unless allowScale shrank it). */
  scale: number;
  /** The page's size in mm as drawn on the media (after rotation). */
  pageMm: { width: number; height: number };
  /** What hangs over each side of the media, in mm (0 when the page fits). */
  overhangMm: { x: number; y: number };
}

export function renderPdfPage(
  mupdf: typeof MuPdf,
  pdf: Uint8Array,
  profile: PrinterProfile,
  options: FitOptions = {},
): Result<RenderedLabel, ThermalError> {
  let doc: MuPdf.Document | undefined;
  try {
    doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  } catch (error) {
    return failed(thermalError('unreadable', 'pdfUnreadable', {}, error));
  }
  try {
    const index = options.page ?? 0;
    if (index < 0 || index >= doc.countPages())
      return failed(thermalError('unreadable', 'pdfNoPage', { page: index + 1 }));
    const page = doc.loadPage(index);
    const [x0, y0, x1, y1] = page.getBounds();
    const turned = profile.rotation === 90 || profile.rotation === 270;
    const pageMm = {
      width: (turned ? y1 - y0 : x1 - x0) / PT_PER_MM,
      height: (turned ? x1 - x0 : y1 - y0) / PT_PER_MM,
    };
    const { widthMm, heightMm } = profile.media;
    let scale = 1;
    if (pageMm.width > widthMm + FIT_TOLERANCE_MM || pageMm.height > heightMm + FIT_TOLERANCE_MM) {
      if (!options.allowScale)
        return failed(
          thermalError('too-large', 'pageTooLarge', {
            width: tenths(pageMm.width),
            height: tenths(pageMm.height),
            mediaWidth: tenths(widthMm),
            mediaHeight: tenths(heightMm),
          }),
        );
      scale = Math.min(widthMm / pageMm.width, heightMm / pageMm.height);
    }
    const dpmm = DOTS_PER_MM[profile.dpi];
    const media = mediaDots(profile);
    const dotsPerPt = (dpmm / PT_PER_MM) * scale;
    // Page space → dots: move the page's origin to 0, scale, rotate clockwise on the media,
    // then centre and apply the operator's offsets (whole dots, so bars keep their widths).
    let m = mupdf.Matrix.concat(mupdf.Matrix.translate(-x0, -y0), mupdf.Matrix.scale(dotsPerPt, dotsPerPt));
    const w = (x1 - x0) * dotsPerPt;
    const h = (y1 - y0) * dotsPerPt;
    if (profile.rotation === 90) m = mupdf.Matrix.concat(m, [0, 1, -1, 0, h, 0]);
    else if (profile.rotation === 180) m = mupdf.Matrix.concat(m, [-1, 0, 0, -1, w, h]);
    else if (profile.rotation === 270) m = mupdf.Matrix.concat(m, [0, -1, 1, 0, 0, w]);
    const drawnW = turned ? h : w;
    const drawnH = turned ? w : h;
    const dx = Math.round((media.width - drawnW) / 2 + profile.offsets.xMm * dpmm);
    const dy = Math.round((media.height - drawnH) / 2 + profile.offsets.yMm * dpmm);
    m = mupdf.Matrix.concat(m, mupdf.Matrix.translate(dx, dy));

    const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, media.width, media.height], false);
    try {
      pixmap.clear(255);
      const device = new mupdf.DrawDevice(m, pixmap);
      try {
        page.run(device, mupdf.Matrix.identity);
        device.close();
      } finally {
        device.destroy();
      }
      const bitmap = threshold(pixmap.getPixels(), media.width, media.height, pixmap.getStride());
      const overhangMm = {
        x: Math.max(0, (pageMm.width * scale - widthMm) / 2),
        y: Math.max(0, (pageMm.height * scale - heightMm) / 2),
      };
      return ok({ bitmap, scale, pageMm, overhangMm });
    } finally {
      pixmap.destroy();
      page.destroy();
    }
  } catch (error) {
    return failed(thermalError('unreadable', 'pdfUnrenderable', {}, error));
  } finally {
    doc.destroy();
  }
}

/** Tenths of a mm, as a number the operator's language writes (0,8 in pt-BR). */
const tenths = (mm: number) => Math.round(mm * 10) / 10;
