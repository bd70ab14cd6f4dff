// PDF on Windows: pdf-to-printer's print(), which runs the SumatraPDF it ships with an argument
// list (execFile, no shell). Labels must come out at 100% on the 100×150 mm roll: scale
// "noscale", and the driver's own paper for that size. Two things its options cannot carry the
// way a desk needs, each with the smallest workaround:
//   - a paper name with commas: print() joins -print-settings with commas and SumatraPDF splits
//     them at every comma, so a driver's "100,0 mm x 150,0 mm" would become "100", "0 mm x 150"
//     and "0 mm" and the label fall back to whatever paper the driver had. Such a paper goes by
//     its driver id instead (the paperKind option), or not at all (labelPaper);
//   - the path of SumatraPDF in the packaged app: print() moves it out of app.asar only when
//     process.mainModule names app.asar, and an ES module main process has no mainModule, so the
//     path is given (sumatraPdfPath, outside the archive).
import { createRequire } from 'node:module';
import type { PrintOptions } from 'pdf-to-printer';
import { printError, type PrintError } from '../errors';
import { failed, ok, type Result } from '../../../shared/result';
import { said } from '../../../shared/messages';
import { type WindowsTarget } from '../types';

/** pdf-to-printer's print(): resolves once SumatraPDF exits 0, rejects with its failure otherwise. */
export type PdfPrint = (pdf: string, options: PrintOptions) => Promise<void>;

/** A paper the driver lists: its name and, when known, its DMPAPER id (DeviceCapabilities DC_PAPERS). */
export interface WindowsPaper {
  name: string;
  id?: number;
}

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

/**
 * How SumatraPDF is told the label paper (pdf-to-printer's paperSize or paperKind). SumatraPDF
 * 3.4.6 (src/Print.cpp, ApplyPrintSettings) splits -print-settings at every comma with no quoting,
 * then matches `paper=<name>` against the driver's paper names (DC_PAPERNAMES) or, failing that,
 * reads it as a number; `paperkind=<num>` sets the DMPAPER id directly. So a name without a comma
 * goes by name (what the operator sees in the driver), and one with a comma goes by the driver's
 * id for it (DC_PAPERS, same index). A comma name whose id is unknown cannot be said at all: the
 * setting is left out and the driver's default paper is used, which on a label printer is the
 * roll that is loaded.
 */
export function labelPaper(
  papers: readonly WindowsPaper[],
): Pick<PrintOptions, 'paperSize'> | Pick<PrintOptions, 'paperKind'> | undefined {
  const name = labelPaperName(papers.map((paper) => paper.name));
  if (name === undefined) return undefined;
  if (!name.includes(',')) return { paperSize: name };
  const id = papers.find((paper) => paper.name === name)?.id;
  return id === undefined ? undefined : { paperKind: id };
}

/** pdf-to-printer's options for one silent print at 100% on the printer's label paper. */
export function pdfPrintOptions(
  target: WindowsTarget,
  sumatraPath: string,
  papers: readonly WindowsPaper[] = [],
): PrintOptions {
  return {
    // Exactly as Windows names the printer: one argv element for SumatraPDF, no shell between.
    printer: target.name,
    silent: true,
    scale: 'noscale',
    ...labelPaper(papers),
    sumatraPdfPath: sumatraPath,
  };
}

export async function printPdfOnWindows(
  file: string,
  target: WindowsTarget,
  deps: { print: PdfPrint; sumatraPath: string; papers?: readonly WindowsPaper[] },
): Promise<Result<void, PrintError>> {
  try {
    await deps.print(file, pdfPrintOptions(target, deps.sumatraPath, deps.papers));
    return ok(undefined);
  } catch (error) {
    return failed(printError('print-failed', said('printing.windowsPrintFailed', { name: target.name }), words(error)));
  }
}

/** SumatraPDF's own words (execFile's stderr), else what failed, for support. */
function words(error: unknown): string {
  const { stderr, code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    stderr?: unknown;
    code?: unknown;
    message?: unknown;
  };
  if (typeof stderr === 'string' && stderr.trim()) return stderr.trim();
  if (typeof code === 'number') return `SumatraPDF exited with ${code}`;
  return typeof message === 'string' ? message : String(error);
}
