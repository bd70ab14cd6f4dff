// Where the printing service keeps its per-workstation settings in the station: the route of
// each document kind is the core setting `settings.printers` (printer ids, shown and changed
// through settings:get/update like any setting), the network printers the operator typed in
// live in <dataDir>/network-printers.json and the printer profiles (by printer id) in
// <dataDir>/printer-profiles.json (each written durably by platform's writer: the old file or
// the new one after any crash; no .bak, as nothing reads one: a lost file is typed in again).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileDurably } from '../platform';
import type { SettingsStore } from '../settings';
import {
  savedNetworkPrinterSchema,
  type PrintingSettings,
  type PrintingSettingsStore,
  type SavedNetworkPrinter,
} from './settings';
import type { RoutedKind } from './types';
import { printerIdOf, targetOfId } from './printer-ids';

/** settings.printers keys per routed kind. */
export const SETTING_KEY = {
  label: 'label',
  'dace-thermal': 'daceThermal',
  'dace-pdf': 'dacePdf',
} as const satisfies Record<RoutedKind, string>;
const KINDS = Object.keys(SETTING_KEY) as RoutedKind[];

export function stationPrintingSettings(
  settings: SettingsStore,
  networkFile: string,
  profilesFile = join(dirname(networkFile), 'printer-profiles.json'),
): PrintingSettingsStore {
  // The value last read and what it was read from: the same value comes back (validated once by
  // PrinterSettings) until the routes change or either file does (stat only, no read, per call).
  let last: { printers: object; files: string; value: unknown } | undefined;
  return {
    read() {
      const printers = settings.get().printers;
      const files = `${fileStamp(networkFile)}|${fileStamp(profilesFile)}`;
      if (last?.printers === printers && last.files === files) return last.value;
      const routing: PrintingSettings['routing'] = {};
      for (const kind of KINDS) {
        const id = printers[SETTING_KEY[kind]];
        const target = id ? targetOfId(id) : undefined;
        if (target) routing[kind] = target;
      }
      const value = {
        routing,
        networkPrinters: readNetworkPrinters(networkFile),
        profiles: readProfiles(profilesFile),
      };
      last = { printers, files, value };
      return value;
    },
    write(next: PrintingSettings): void {
      writeNetworkPrinters(networkFile, next.networkPrinters);
      if (next.profiles) writeJson(profilesFile, next.profiles);
      const printers = { label: null, daceThermal: null, dacePdf: null } as Record<
        (typeof SETTING_KEY)[RoutedKind],
        string | null
      >;
      for (const kind of KINDS) {
        const target = next.routing[kind];
        printers[SETTING_KEY[kind]] = target ? printerIdOf(target) : null;
      }
      settings.update({ printers });
    },
  };
}

function readNetworkPrinters(file: string): SavedNetworkPrinter[] {
  if (!existsSync(file)) return [];
  try {
    const parsed = savedNetworkPrinterSchema.array().safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : [];
  } catch {
    return []; // unreadable: the printers are typed in again; the routes in settings still work
  }
}

/** Profiles as stored; each is validated by PrinterSettings (a bad one is dropped alone). */
function readProfiles(file: string): Record<string, unknown> {
  if (!existsSync(file)) return {};
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {}; // unreadable: each raw printer asks for its profile again before it prints
  }
}

function writeNetworkPrinters(file: string, printers: SavedNetworkPrinter[]): void {
  writeJson(file, printers);
}

/** What identifies one version of a file without reading it (absent: "-"). */
function fileStamp(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false, bigint: true });
  return stat ? `${stat.ino}:${stat.size}:${stat.mtimeNs}` : '-';
}

function writeJson(file: string, value: unknown): void {
  writeFileDurably(file, `${JSON.stringify(value, null, 2)}\n`);
}
