// The size a raw printer would print a job at: its labels decoded back to dots (label-decoders)
// and measured in millimetres at the printer's dpi.
import { expect } from 'vitest';
import { DOTS_PER_MM, type PrinterDpi, type RawPrinterLanguage } from '../../electron/shared/printer-profile';
import { decodeLabels, type DotImage } from './label-decoders';

/**
 * The job's one label, as dots; the test fails unless the job holds exactly one label and it
 * prints within 1 mm of 100 × 150 mm at `dpi`.
 */
export function oneShippingLabel(language: RawPrinterLanguage, bytes: Uint8Array, dpi: PrinterDpi): DotImage {
  const labels = decodeLabels(language, bytes);
  expect(labels).toHaveLength(1);
  const image = labels[0]!;
  const dpmm = DOTS_PER_MM[dpi];
  expect(Math.abs(image.width / dpmm - 100)).toBeLessThanOrEqual(1);
  expect(Math.abs(image.height / dpmm - 150)).toBeLessThanOrEqual(1);
  return image;
}
