// Test-side decoders: the bytes a raw label printer receives, back to the dots it would print.
import type { RawPrinterLanguage } from '../../../electron/shared/printer-profile';
import { decodeDpl } from './dpl';
import { decodeEpl } from './epl';
import type { DotImage } from './image';
import { decodeZpl } from './zpl';

export * from './image';
export { decodeZpl, graphicFieldBytes } from './zpl';
export { decodeEpl } from './epl';
export { decodeDpl } from './dpl';
export { readCodes } from './barcodes';
export { rastertolabelEpl, rastertolabelZpl } from './rastertolabel';

/** Every label in a job, as dots. */
export function decodeLabels(language: RawPrinterLanguage, bytes: Uint8Array): DotImage[] {
  switch (language) {
    case 'zpl':
      return decodeZpl(bytes).map((l) => l.image);
    case 'epl2':
    case 'pplb':
      return decodeEpl(bytes).map((l) => l.image);
    case 'dpl':
    case 'ppla':
      return decodeDpl(bytes).map((l) => l.image);
  }
}
