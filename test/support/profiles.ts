// Printer profiles the tests use. PASS_THROUGH is a printer that reads what it is sent itself (a
// driver, or a network printer that renders PDF): the station converts nothing for it, so tests
// about the queue, the paths and the workflow keep comparing the exact bytes the server sent.
import { printerIdOf, type PrinterTarget } from '../../electron/main/printing';
import type { PrinterProfile, PrinterDpi, RawPrinterLanguage } from '../../electron/shared/printer-profile';

const LABEL = {
  media: { widthMm: 100, heightMm: 150, sensing: 'gap' },
  offsets: { xMm: 0, yMm: 0 },
  rotation: 0,
} as const;

export const PASS_THROUGH: PrinterProfile = { language: 'driver', dpi: 203, ...LABEL };

export const rawProfile = (language: RawPrinterLanguage, dpi: PrinterDpi): PrinterProfile => ({
  language,
  dpi,
  ...LABEL,
});

/** Profiles for these printers, by printer id (undefined targets are skipped). */
export function profilesFor(
  targets: ReadonlyArray<PrinterTarget | undefined>,
  profile: PrinterProfile = PASS_THROUGH,
): Record<string, PrinterProfile> {
  return Object.fromEntries(targets.flatMap((t) => (t ? [[printerIdOf(t), profile] as const] : [])));
}
