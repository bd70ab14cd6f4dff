// The thermal print engine (issue 16): PDF, ZPL or PNG in, the printer's own language out, at
// the printer's resolution and the media's true size (ZPL for a printer that does not read it is
// drawn first, render-zpl.ts). Main's printing domain calls convertForPrinter for raw printers
// (TCP 9100, raw queues, the Windows RAW spooler) and for ZPL on a driver printer.
export {
  convertForPrinter,
  calibrationLabel,
  calibrationPdf,
  closeThermalEngine,
  loadThermalCore,
  testOnlyCrashNextConversions,
  type ThermalCore,
} from './thermal';
export type { TestOnlyCrash } from './protocol';
export type { ConvertOptions, PrinterJob } from './convert';
export type { ThermalError, ThermalErrorKind } from './errors';
export { ConversionPool, type ConversionPoolOptions } from './pool';
export { sniffContent, type SniffedKind } from './sniff';
export { warmUpPdf } from './warm-up';
export { loadZplRenderer, type ZplRenderer } from './render-zpl';
export { scaleZpl, type ScaledZpl } from './zpl-scale';
export { FIT_TOLERANCE_MM, type FitOptions } from './render-pdf';
export type { Bitmap } from './bitmap';
export type { ZplCompression } from './encoders/zpl';
