// pdf-to-printer, loaded only on Windows (its functions refuse other systems). It is a
// CommonJS bundle: under ESM its exports sit on `default`.
import type * as PdfToPrinter from 'pdf-to-printer';
import { type WindowsPrinterList } from '../discovery';
import { type PdfToPrinterPrint } from './pdf';

export type WindowsPrinting = WindowsPrinterList & { print: PdfToPrinterPrint };

type Api = typeof PdfToPrinter;

export async function loadPdfToPrinter(): Promise<WindowsPrinting> {
  const module = (await import('pdf-to-printer')) as Api & { default?: Api };
  const api = module.default ?? module;
  return {
    print: (file, options) => api.print(file, options),
    getPrinters: () => api.getPrinters(),
    getDefaultPrinter: () => api.getDefaultPrinter(),
  };
}
