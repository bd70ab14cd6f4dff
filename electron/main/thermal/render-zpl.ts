// ZPL drawn for a printer that does not read it (issue 16.3): a carrier's ZPL label or the thermal
// DACE on an EPL2 Zebra, an Argox (PPLA, PPLB), a Datamax (DPL), or a driver printer (the office
// laser, a CUPS driver queue). Drawn by zpl-renderer-js (IngridHQ's Zebrash, Go compiled to
// WebAssembly, its .wasm inlined: ~9 MB of JavaScript), so it is imported the first time a ZPL
// document meets such a printer, inside the conversion worker, and never on the common path.
//
// The ZPL is first rewritten for the printer's resolution (scaleZpl: module widths stay whole
// dots, as a 300 dpi Zebra gets it), drawn at that resolution, and set as an image on a PDF page
// of the label's true size (^PW × ^LL). A driver printer is given that PDF; a raw printer's bitmap
// is rendered from it by renderPdfPage, so one path decides fitting, centring, overhang,
// rotation and offsets for every document.
import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';
import type * as MuPdf from 'mupdf';
import type * as ZplRendererJs from 'zpl-renderer-js';
import { DOTS_PER_MM, type PrinterDpi, type PrinterProfile } from '../../shared/printer-profile';
import { said, type Said } from '../../shared/messages';
import { thermalError, type ThermalError } from './errors';
import { failed, ok, type Result } from '../../shared/result';
import { DOCUMENT_ROLLS, MAX_PAGES, PAGE_ROLLS, pixelBudget, zplFormats } from './limits';
import { scaleZpl } from './zpl-scale';

export interface ZplRenderer {
  /** One PNG (8-bit gray) per label format (^XA … ^XZ), drawn at `dpmm` on widthMm × heightMm. */
  draw(zpl: string, widthMm: number, heightMm: number, dpmm: number): Promise<Uint8Array[]>;
}

export interface DrawnZpl {
  /** One page per label format, each the label's true size, the label drawn at the printer's dpi. */
  pdf: Uint8Array;
  pages: number;
  /** The label's size in mm, as its ZPL sets it (^PW × ^LL) or, without them, the media's. */
  labelMm: { width: number; height: number };
  notes: Said[];
}

let loading: Promise<ZplRenderer> | undefined;

/**
 * The renderer, loaded once per worker; a failed load is tried again by the next document. Its
 * CommonJS build: the ES one has no "type": "module" beside it, so Node would parse its 9 MB twice.
 */
export function loadZplRenderer(): Promise<ZplRenderer> {
  loading ??= Promise.resolve()
    .then(() => createRequire(import.meta.url)('zpl-renderer-js') as typeof ZplRendererJs)
    .then(
      async (module): Promise<ZplRenderer> => {
        const api = await module.getApi();
        return {
          async draw(zpl, widthMm, heightMm, dpmm) {
            const pngs = await api.zplToBase64MultipleAsync(zpl, widthMm, heightMm, dpmm);
            return pngs.map((png) => new Uint8Array(Buffer.from(png, 'base64')));
          },
        };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return loading;
}

const PT_PER_MM = 72 / 25.4;
/** The widest and longest media a printer profile may have (printerProfileSchema). */
const MAX_LABEL_MM = { width: 300, height: 1000 };

export async function drawZpl(
  mupdf: typeof MuPdf,
  loadRenderer: () => Promise<ZplRenderer>,
  bytes: Uint8Array,
  profile: PrinterProfile,
  sourceDpi: PrinterDpi,
): Promise<Result<DrawnZpl, ThermalError>> {
  // Latin-1 keeps every byte of field data as it is (see convert.ts); the renderer reads ^CI itself.
  const scaled = scaleZpl(Buffer.from(bytes).toString('latin1'), sourceDpi, profile.dpi);
  const notes = scaled.unscaled.map((command) =>
    said('printing.noteBitmapKept', { command, from: sourceDpi, to: profile.dpi }),
  );
  const dpmm = DOTS_PER_MM[profile.dpi];
  const labelMm = labelSizeMm(scaled.zpl, dpmm, profile);
  // A label no roll carries (the profile's own limits) is refused before its image is allocated.
  if (labelMm.width > MAX_LABEL_MM.width || labelMm.height > MAX_LABEL_MM.height)
    return failed(
      thermalError('too-large', 'zplLabelTooLarge', {
        width: Math.round(labelMm.width),
        height: Math.round(labelMm.height),
      }),
    );
  const refused = overLimit(scaled.zpl, labelMm, dpmm, profile);
  if (refused) return refused;
  let renderer: ZplRenderer;
  try {
    renderer = await loadRenderer();
  } catch (error) {
    return failed(thermalError('unsupported', 'zplRendererMissing', {}, error));
  }
  let pngs: Uint8Array[];
  try {
    pngs = await renderer.draw(scaled.zpl, labelMm.width, labelMm.height, dpmm);
  } catch (error) {
    return failed(thermalError('unreadable', 'zplUndrawable', {}, error));
  }
  if (pngs.length === 0) return failed(thermalError('unreadable', 'zplDrawsNothing'));
  // The renderer found more formats than were counted (a prefix it reads that the count does not).
  if (pngs.length > MAX_PAGES)
    return failed(thermalError('over-limit', 'tooManyPages', { pages: pngs.length, max: MAX_PAGES }));
  try {
    return ok({ pdf: imagesToPdf(mupdf, pngs, dpmm), pages: pngs.length, labelMm, notes });
  } catch (error) {
    return failed(thermalError('unreadable', 'zplDrawnUnreadable', {}, error));
  }
}

/**
 * The page cap and the pixel budget (limits.ts), checked before the renderer draws a dot: it
 * draws every format at the label's size, so the cost is known from the ZPL's text.
 */
function overLimit(
  zpl: string,
  labelMm: { width: number; height: number },
  dpmm: number,
  profile: PrinterProfile,
): { ok: false; error: ThermalError } | undefined {
  const pages = Math.max(1, zplFormats(zpl));
  if (pages > MAX_PAGES) return failed(thermalError('over-limit', 'tooManyPages', { pages, max: MAX_PAGES }));
  const budget = pixelBudget(profile);
  const dots = Math.round(labelMm.width * dpmm) * Math.round(labelMm.height * dpmm);
  const size = {
    width: Math.round(labelMm.width),
    height: Math.round(labelMm.height),
    mediaWidth: profile.media.widthMm,
    mediaHeight: profile.media.heightMm,
  };
  if (dots > budget.page) return failed(thermalError('over-limit', 'pageOverBudget', { ...size, rolls: PAGE_ROLLS }));
  if (dots * pages > budget.document)
    return failed(thermalError('over-limit', 'documentOverBudget', { ...size, pages, rolls: DOCUMENT_ROLLS }));
  return undefined;
}

/**
 * The label's size from its first format's last ^PW and ^LL (in dots at the printer's dpi, the
 * ZPL already rescaled); what the ZPL leaves out is the media's, as the printer would take it.
 */
export function labelSizeMm(zpl: string, dpmm: number, profile: PrinterProfile): { width: number; height: number } {
  const first = zpl.split(/\^XZ/i)[0] ?? zpl;
  const last = (command: string) => {
    const all = [...first.matchAll(new RegExp(`\\^${command}\\s*(\\d+)`, 'gi'))];
    const value = Number(all.at(-1)?.[1]);
    return value > 0 ? value / dpmm : undefined;
  };
  const turned = profile.rotation === 90 || profile.rotation === 270;
  const media = turned
    ? { width: profile.media.heightMm, height: profile.media.widthMm }
    : { width: profile.media.widthMm, height: profile.media.heightMm };
  return { width: last('PW') ?? media.width, height: last('LL') ?? media.height };
}

/** Each PNG on a page of its own size at `dpmm` (one image pixel = one printer dot). */
function imagesToPdf(mupdf: typeof MuPdf, pngs: Uint8Array[], dpmm: number): Uint8Array {
  const doc = new mupdf.PDFDocument();
  try {
    for (const png of pngs) {
      const image = new mupdf.Image(png);
      try {
        const width = (image.getWidth() / dpmm) * PT_PER_MM;
        const height = (image.getHeight() / dpmm) * PT_PER_MM;
        const resources = doc.addObject({ XObject: { Label: doc.addImage(image) } });
        const contents = `q ${width} 0 0 ${height} 0 0 cm /Label Do Q`;
        doc.insertPage(-1, doc.addPage([0, 0, width, height], 0, resources, contents));
      } finally {
        image.destroy();
      }
    }
    return doc.saveToBuffer('compress').asUint8Array().slice();
  } finally {
    doc.destroy();
  }
}
