// The conversion core: a document's bytes and a printer profile in, the bytes that printer
// understands out. Synchronous and pure apart from MuPDF (passed in, loaded once), so the worker,
// the tests and the benchmark all run exactly this; convertDocument adds the one asynchronous
// case, ZPL drawn for a printer that does not read it (render-zpl.ts).
import { Buffer } from 'node:buffer';
import type * as MuPdf from 'mupdf';
import {
  DOTS_PER_MM,
  mediaDots,
  type PrinterDpi,
  type PrinterLanguage,
  type PrinterProfile,
} from '../../shared/printer-profile';
import { said, type Said } from '../../shared/messages';
import { blankBitmap, blit, rotate, threshold, type Bitmap } from './bitmap';
import { encodeDplFamily } from './encoders/dpl';
import { encodeEplFamily } from './encoders/epl';
import { encodeZpl, type ZplCompression } from './encoders/zpl';
import { thermalError, type ThermalError } from './errors';
import { failed, ok, type Result } from '../../shared/result';
import { PAGE_ROLLS, pixelBudget } from './limits';
import { renderPdfPage, type FitOptions } from './render-pdf';
import { drawZpl, type ZplRenderer } from './render-zpl';
import { sniffContent, type SniffedKind } from './sniff';
import { scaleZpl } from './zpl-scale';

export interface ConvertOptions extends FitOptions {
  /** ZPL's own run-length scheme (every ZPL II firmware) or Z64 (newer firmware, smaller). */
  zplCompression?: ZplCompression;
  /** The resolution ZPL documents were written for: 203 dpi unless the source says otherwise. */
  zplSourceDpi?: PrinterDpi;
  /**
   * How long this conversion may run before its worker is ended (the pool's deadline,
   * CONVERSION_DEADLINE_MS by default, limits.ts). Read by the pool, not the worker.
   */
  deadlineMs?: number;
}

export interface PrinterJob {
  /** The bytes to send to the printer as they are (raw queue, TCP 9100, RAW spooler). */
  bytes: Uint8Array;
  language: PrinterLanguage;
  /** What the input was, by its bytes. */
  source: Exclude<SniffedKind, 'unknown'>;
  /** The image in dots, when the station rendered one. */
  dots?: { width: number; height: number };
  /**
   * What the operator may want to know (a page scaled to fit, a page hanging over the media, a
   * bitmap left at its size), as the station says it: the print job carries them to the screen.
   */
  notes: Said[];
}

/** Whether this document needs the ZPL renderer on this printer (so the worker loads it first). */
export function drawsZpl(bytes: Uint8Array, profile: PrinterProfile): boolean {
  return profile.language !== 'zpl' && sniffContent(bytes) === 'zpl';
}

/**
 * convertSync, and ZPL for a printer that does not read it: drawn at the printer's dpi and given
 * to a driver printer as a PDF of the label's true size, or to a raw printer in its own language
 * through the same fitting as a PDF. `renderer` is asked for only then.
 */
export async function convertDocument(
  mupdf: typeof MuPdf,
  bytes: Uint8Array,
  profile: PrinterProfile,
  options: ConvertOptions,
  renderer: () => Promise<ZplRenderer>,
): Promise<Result<PrinterJob, ThermalError>> {
  if (!drawsZpl(bytes, profile)) return convertSync(mupdf, bytes, profile, options);
  // The renderer is loaded only for a document within the limits (a second of work, 9 MB).
  const drawn = await drawZpl(mupdf, renderer, bytes, profile, options.zplSourceDpi ?? 203);
  if (!drawn.ok) return drawn;
  const { pdf, pages, labelMm, notes } = drawn.value;
  if (profile.language === 'driver') {
    const size = { width: mm(labelMm.width), height: mm(labelMm.height) };
    notes.push(said('printing.noteZplDrawnAsPdf', size));
    return ok({ bytes: pdf, language: 'driver', source: 'zpl', notes });
  }
  notes.push(said('printing.noteZplDrawn', { language: profile.language.toUpperCase(), dpi: profile.dpi }));
  const labels: Uint8Array[] = [];
  let dots: PrinterJob['dots'];
  for (let page = 0; page < pages; page++) {
    const rendered = renderPdf(mupdf, pdf, profile, { ...options, page });
    if (!rendered.ok) return rendered;
    const encoded = encode(rendered.value.bitmap, profile, options);
    if (!encoded.ok) return encoded;
    labels.push(encoded.value);
    dots ??= { width: rendered.value.bitmap.width, height: rendered.value.bitmap.height };
    for (const note of rendered.value.notes) if (!notes.some((n) => n.key === note.key)) notes.push(note);
  }
  return ok({
    bytes: new Uint8Array(Buffer.concat(labels)),
    language: profile.language,
    source: 'zpl',
    ...(dots ? { dots } : {}),
    notes,
  });
}

export function convertSync(
  mupdf: typeof MuPdf,
  bytes: Uint8Array,
  profile: PrinterProfile,
  options: ConvertOptions = {},
): Result<PrinterJob, ThermalError> {
  const source = sniffContent(bytes);
  if (source === 'unknown') return failed(thermalError('unreadable', 'unknownFormat'));
  if (profile.language === 'driver') {
    // The OS driver renders PDFs itself, at its own resolution; anything else it would print as
    // text. ZPL is drawn as a PDF first, by convertDocument.
    if (source !== 'pdf')
      return failed(thermalError('unsupported', 'driverTakesPdf', { source: source.toUpperCase() }));
    return ok({ bytes, language: 'driver', source, notes: [] });
  }
  if (source === 'zpl') {
    if (profile.language !== 'zpl')
      return failed(thermalError('unsupported', 'zplNeedsDrawing', { language: profile.language.toUpperCase() }));
    const from = options.zplSourceDpi ?? 203;
    if (from === profile.dpi) return ok({ bytes, language: 'zpl', source, notes: [] });
    // Latin-1 maps every byte to one character and back, so field data in any ^CI code page
    // (UTF-8 included) comes out byte for byte; only the ASCII parameters change.
    const scaled = scaleZpl(Buffer.from(bytes).toString('latin1'), from, profile.dpi);
    const notes = scaled.unscaled.map((command) => said('printing.noteBitmapKept', { command, from, to: profile.dpi }));
    return ok({ bytes: new Uint8Array(Buffer.from(scaled.zpl, 'latin1')), language: 'zpl', source, notes });
  }
  const rendered =
    source === 'pdf' ? renderPdf(mupdf, bytes, profile, options) : renderPng(mupdf, bytes, profile, options);
  if (!rendered.ok) return rendered;
  const { bitmap, notes } = rendered.value;
  const encoded = encode(bitmap, profile, options);
  if (!encoded.ok) return encoded;
  return ok({
    bytes: encoded.value,
    language: profile.language,
    source,
    dots: { width: bitmap.width, height: bitmap.height },
    notes,
  });
}

export function encode(
  bitmap: Bitmap,
  profile: PrinterProfile,
  options: ConvertOptions = {},
): Result<Uint8Array, ThermalError> {
  switch (profile.language) {
    case 'zpl':
      return ok(encodeZpl(bitmap, profile, options.zplCompression));
    case 'epl2':
    case 'pplb':
      return ok(encodeEplFamily(bitmap, profile));
    case 'dpl':
    case 'ppla':
      return encodeDplFamily(bitmap, profile, profile.language);
    case 'driver':
      return failed(thermalError('unsupported', 'driverGetsPdf'));
  }
}

function renderPdf(
  mupdf: typeof MuPdf,
  bytes: Uint8Array,
  profile: PrinterProfile,
  options: FitOptions,
): Result<{ bitmap: Bitmap; notes: Said[] }, ThermalError> {
  const rendered = renderPdfPage(mupdf, bytes, profile, options);
  if (!rendered.ok) return rendered;
  const { scale, pageMm, overhangMm } = rendered.value;
  const notes: Said[] = [];
  if (scale < 1) notes.push(said('printing.noteScaled', { percent: Math.round(scale * 100) }));
  else if (overhangMm.x > 0.05 || overhangMm.y > 0.05)
    notes.push(
      said('printing.noteOverhang', {
        width: mm(pageMm.width),
        height: mm(pageMm.height),
        sideMm: mm(overhangMm.x),
        endMm: mm(overhangMm.y),
      }),
    );
  return ok({ bitmap: rendered.value.bitmap, notes });
}

/**
 * A PNG has no trustworthy physical size, so one pixel is one dot: a label image made for the
 * printer's resolution prints at true size; a larger one is refused unless scaling is allowed.
 */
function renderPng(
  mupdf: typeof MuPdf,
  bytes: Uint8Array,
  profile: PrinterProfile,
  options: FitOptions,
): Result<{ bitmap: Bitmap; notes: Said[] }, ThermalError> {
  let image: MuPdf.Image;
  try {
    image = new mupdf.Image(bytes);
  } catch (error) {
    return failed(thermalError('unreadable', 'pngUnreadable', {}, error));
  }
  // Drawn onto white, so a transparent background prints as paper, not as black.
  const w = image.getWidth();
  const h = image.getHeight();
  // A PNG's size is in its header: a few kilobytes can claim a huge image. One larger than a
  // page may be is refused before a dot of it is decoded or allocated.
  if (w * h > pixelBudget(profile).page) {
    image.destroy();
    const media = mediaDots(profile);
    return failed(
      thermalError('over-limit', 'imageOverBudget', {
        width: w,
        height: h,
        rolls: PAGE_ROLLS,
        mediaWidth: media.width,
        mediaHeight: media.height,
      }),
    );
  }
  const gray = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, w, h], false);
  gray.clear(255);
  // Through MuPDF's image document, which applies the PNG's alpha (Image.toPixmap drops it).
  const doc = mupdf.Document.openDocument(bytes, 'image/png');
  const page = doc.loadPage(0);
  const [x0, y0, x1, y1] = page.getBounds();
  const device = new mupdf.DrawDevice(mupdf.Matrix.scale(w / (x1 - x0), h / (y1 - y0)), gray);
  try {
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
    page.destroy();
    doc.destroy();
  }
  try {
    let bitmap = rotate(
      threshold(gray.getPixels(), gray.getWidth(), gray.getHeight(), gray.getStride()),
      profile.rotation,
    );
    const media = mediaDots(profile);
    const notes: Said[] = [];
    if (bitmap.width > media.width + 1 || bitmap.height > media.height + 1) {
      if (!options.allowScale)
        return failed(
          thermalError('too-large', 'imageTooLarge', {
            width: bitmap.width,
            height: bitmap.height,
            mediaWidth: media.width,
            mediaHeight: media.height,
          }),
        );
      const scale = Math.min(media.width / bitmap.width, media.height / bitmap.height);
      bitmap = nearest(bitmap, scale);
      notes.push(said('printing.noteScaled', { percent: Math.round(scale * 100) }));
    }
    const dpmm = DOTS_PER_MM[profile.dpi];
    const out = blankBitmap(media.width, media.height);
    blit(
      out,
      bitmap,
      Math.round((media.width - bitmap.width) / 2 + profile.offsets.xMm * dpmm),
      Math.round((media.height - bitmap.height) / 2 + profile.offsets.yMm * dpmm),
    );
    return ok({ bitmap: out, notes });
  } finally {
    gray.destroy();
    image.destroy();
  }
}

function nearest(b: Bitmap, scale: number): Bitmap {
  const out = blankBitmap(Math.max(1, Math.floor(b.width * scale)), Math.max(1, Math.floor(b.height * scale)));
  for (let y = 0; y < out.height; y++)
    for (let x = 0; x < out.width; x++) {
      const sx = Math.floor(x / scale);
      const sy = Math.floor(y / scale);
      if ((b.data[sy * b.rowBytes + (sx >> 3)] ?? 0) & (0x80 >> (sx & 7)))
        out.data[y * out.rowBytes + (x >> 3)] = (out.data[y * out.rowBytes + (x >> 3)] ?? 0) | (0x80 >> (x & 7));
    }
  return out;
}

/** Tenths of a mm, as a number the operator's language writes (0,8 in pt-BR). */
const mm = (value: number) => Math.round(value * 10) / 10;
