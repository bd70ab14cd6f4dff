// The printing service as the station runs it: the routes in settings.json, the network
// printers the operator typed in <dataDir>/network-printers.json, the print queue in the data
// folder, and on Windows the PDF path through pdf-to-printer (SumatraPDF) and RAW jobs through
// winspool.drv (koffi).
import { join } from 'node:path';
import type { SettingsStore } from '../settings';
import { Printing } from './printing';
import type { ConvertDocument } from './prepare';
import { stationPrintingSettings } from './station-settings';
import { loadPdfToPrinter } from './windows/pdf-to-printer';
import { loadWinspool } from './windows/winspool';

export interface StationPrintingDeps {
  dataDir: string;
  settings: SettingsStore;
  platform?: NodeJS.Platform;
  /** How long one conversion may run before its worker is ended (default: the engine's deadline). */
  conversionDeadlineMs?: number;
  /** The thermal engine's conversion (default: its worker); tests wrap it to see what it converts. */
  convert?: ConvertDocument;
}

export async function openStationPrinting(deps: StationPrintingDeps): Promise<Printing> {
  const platform = deps.platform ?? process.platform;
  const windows =
    platform === 'win32'
      ? {
          ...(await loadPdfToPrinter()),
          // Without the binding a RAW job is refused with a reason; PDFs and the rest still work.
          ...(await loadWinspool(platform).then(
            (winspool) => ({ winspool }),
            () => ({}),
          )),
        }
      : undefined;
  return new Printing({
    platform,
    dataDir: deps.dataDir,
    settings: stationPrintingSettings(deps.settings, join(deps.dataDir, 'network-printers.json')),
    ...(windows ? { windows } : {}),
    ...(deps.conversionDeadlineMs === undefined ? {} : { conversionDeadlineMs: deps.conversionDeadlineMs }),
    ...(deps.convert ? { convert: deps.convert } : {}),
  });
}
