// pdf-to-printer, loaded only on Windows (its functions refuse other systems): the printer list,
// and print() for PDFs (options built in pdf.ts). It is a CommonJS bundle: under ESM its exports
// sit on `default`.
import type * as PdfToPrinter from 'pdf-to-printer';
import { type WindowsPrinterList } from '../discovery';
import { type PdfPrint } from './pdf';

export type WindowsPrinting = WindowsPrinterList & { print: PdfPrint };

type Api = typeof PdfToPrinter;

export async function loadPdfToPrinter(): Promise<WindowsPrinting> {
  const module = (await import('pdf-to-printer')) as Api & { default?: Api };
  const api = module.default ?? module;
  return {
    getPrinters: () => api.getPrinters(),
    getDefaultPrinter: () => api.getDefaultPrinter(),
    print: (pdf, options) => api.print(pdf, options),
  };
}
