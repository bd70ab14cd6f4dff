// pdf-to-printer, loaded only on Windows (its functions refuse other systems), for the printer
// list; printing runs its SumatraPDF directly (pdf.ts). It is a CommonJS bundle: under ESM its
// exports sit on `default`.
import type * as PdfToPrinter from 'pdf-to-printer';
import { type WindowsPrinterList } from '../discovery';

export type WindowsPrinting = WindowsPrinterList;

type Api = typeof PdfToPrinter;

export async function loadPdfToPrinter(): Promise<WindowsPrinting> {
  const module = (await import('pdf-to-printer')) as Api & { default?: Api };
  const api = module.default ?? module;
  return {
    getPrinters: () => api.getPrinters(),
    getDefaultPrinter: () => api.getDefaultPrinter(),
  };
}
