// PDF on Windows through pdf-to-printer, which drives the SumatraPDF it ships. Labels must come
// out at 100% on the 100×150 mm roll: "noscale", and the printer's own name for that paper.
import { createRequire } from 'node:module';
import { fail, ok, type Result } from '../errors';
import { said } from '../../../shared/messages';
import { type WindowsTarget } from '../types';

/** pdf-to-printer's print options that this module uses (its PrintOptions type, narrowed). */
export interface PdfToPrinterOptions {
  printer: string;
  scale: 'noscale';
  silent: true;
  paperSize?: string;
  sumatraPdfPath: string;
}
export type PdfToPrinterPrint = (file: string, options: PdfToPrinterOptions) => Promise<void>;

const SUMATRA_EXE = 'SumatraPDF-3.4.6-32.exe';

/**
 * An executable cannot run from inside app.asar (it is an archive, not a folder), so the
 * packaged app must list pdf-to-printer's exe in asarUnpack and run it from app.asar.unpacked.
 * Only the path segment named exactly "app.asar" is replaced, so this is idempotent.
 */
export function outsideAsar(path: string): string {
  return path.replace(/([\\/])app\.asar(?=[\\/])/, '$1app.asar.unpacked');
}

/** Where pdf-to-printer's SumatraPDF is, resolved outside the asar archive. */
export function sumatraPdfPath(
  resolvePackage: (id: string) => string = createRequire(import.meta.url).resolve,
): string {
  const entry = resolvePackage('pdf-to-printer'); // …/pdf-to-printer/dist/bundle.js
  // Split on either separator, so a Windows path is handled the same on any OS (and in tests).
  const cut = Math.max(entry.lastIndexOf('/'), entry.lastIndexOf('\\'));
  return outsideAsar(`${entry.slice(0, cut + 1)}${SUMATRA_EXE}`);
}

/**
 * The printer's paper name for 100×150 mm (4×6 in), from the names the driver lists
 * (pdf-to-printer's getPrinters().paperSizes). Undefined when it has none: the driver's
 * default paper is then used, which on a label printer is the roll that is loaded.
 */
export function labelPaperName(paperSizes: readonly string[]): string | undefined {
  return paperSizes.find((name) => {
    const size = paperSizeMm(name);
    // 4×6 in is 101.6×152.4 mm: the same roll, so a small tolerance counts both.
    return size !== undefined && Math.abs(size.width - 100) <= 2 && Math.abs(size.height - 150) <= 3;
  });
}

/** "100 x 150 mm", "10x15cm", "4.00 x 6.00 in", "4x6" → millimetres; undefined for "A4", "Letter". */
function paperSizeMm(name: string): { width: number; height: number } | undefined {
  const match = /(\d+(?:[.,]\d+)?)\s*(mm|cm|in|")?\s*x\s*(\d+(?:[.,]\d+)?)\s*(mm|cm|in|")?(?![\d.,])/i.exec(name);
  if (!match) return undefined;
  const [, w = '', unitW, h = '', unitH] = match;
  const width = Number(w.replace(',', '.'));
  const height = Number(h.replace(',', '.'));
  const unit = (unitH ?? unitW ?? (height <= 12 ? 'in' : 'mm')).toLowerCase();
  const factor = unit === 'cm' ? 10 : unit === 'mm' ? 1 : 25.4;
  return { width: width * factor, height: height * factor };
}

/** The exact call made to pdf-to-printer for a label PDF. */
export function windowsPdfOptions(
  target: WindowsTarget,
  sumatraPath: string,
  paperSizes: readonly string[] = [],
): PdfToPrinterOptions {
  const paperSize = labelPaperName(paperSizes);
  return {
    printer: target.name,
    scale: 'noscale',
    silent: true,
    sumatraPdfPath: sumatraPath,
    ...(paperSize ? { paperSize } : {}),
  };
}

export async function printPdfOnWindows(
  file: string,
  target: WindowsTarget,
  deps: { print: PdfToPrinterPrint; sumatraPath: string; paperSizes?: readonly string[] },
): Promise<Result<void>> {
  try {
    await deps.print(file, windowsPdfOptions(target, deps.sumatraPath, deps.paperSizes));
    return ok(undefined);
  } catch (error) {
    return fail(
      'print-failed',
      said('printing.windowsPrintFailed', { name: target.name }),
      error instanceof Error ? error.message : String(error),
    );
  }
}
