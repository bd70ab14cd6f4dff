// The printers this workstation can print to: CUPS queues on Linux and macOS, the Windows
// printer list through pdf-to-printer (with each printer's driver from the spooler), and the
// network printers the operator typed in.
import { type Cups } from './cups/cups';
import { printError, type PrintError } from './errors';
import { ok, type Result } from '../../shared/result';
import { said } from '../../shared/messages';
import { type SavedNetworkPrinter } from './settings';
import { type Winspool } from './windows/raw-spooler';
import { type PrinterTarget } from './types';

export interface DiscoveredPrinter {
  target: PrinterTarget;
  /** What the operator sees: the CUPS description (which may hold spaces and quotes) or the name. */
  displayName: string;
  isDefault: boolean;
  /** CUPS device URI (socket://…, usb://…), when known. */
  deviceUri?: string;
  /** Windows: the paper names the driver lists (used to pick the 100×150 mm one). */
  paperSizes?: string[];
  /** Windows: the printer's driver (PRINTER_INFO_2.pDriverName), which names its label language. */
  driverName?: string;
}

/** pdf-to-printer's printer shape and list functions (injected, so this runs on any OS in tests). */
export interface WindowsPrinter {
  deviceId: string;
  name: string;
  paperSizes: string[];
}
export interface WindowsPrinterList {
  getPrinters(): Promise<WindowsPrinter[]>;
  getDefaultPrinter(): Promise<WindowsPrinter | null>;
}

export interface DiscoveryDeps {
  platform: NodeJS.Platform;
  cups: Pick<Cups, 'queues'>;
  windows?: WindowsPrinterList & { winspool?: Pick<Winspool, 'printers'> };
  networkPrinters?: () => SavedNetworkPrinter[];
}

export class PrinterDiscovery {
  constructor(private readonly deps: DiscoveryDeps) {}

  /** Every printer, the default one first among the system printers, then the network printers. */
  async list(): Promise<Result<DiscoveredPrinter[], PrintError>> {
    const system = this.deps.platform === 'win32' ? await this.windowsPrinters() : await this.cupsPrinters();
    if (!system.ok) return system;
    const network = (this.deps.networkPrinters?.() ?? []).map((printer): DiscoveredPrinter => ({
      target: { kind: 'network', host: printer.host, port: printer.port },
      displayName: printer.label ?? `${printer.host}:${printer.port}`,
      isDefault: false,
    }));
    return ok([...system.value, ...network]);
  }

  /** The system default printer, if one is set. */
  async defaultPrinter(): Promise<Result<DiscoveredPrinter | undefined, PrintError>> {
    const list = await this.list();
    return list.ok ? ok(list.value.find((printer) => printer.isDefault)) : list;
  }

  private async cupsPrinters(): Promise<Result<DiscoveredPrinter[], PrintError>> {
    const queues = await this.deps.cups.queues();
    if (!queues.ok) return queues;
    return ok(
      queues.value
        .map((queue): DiscoveredPrinter => {
          const printer: DiscoveredPrinter = {
            target: { kind: 'cups', name: queue.name },
            displayName: queue.description || queue.name,
            isDefault: queue.isDefault,
          };
          if (queue.deviceUri) printer.deviceUri = queue.deviceUri;
          return printer;
        })
        .sort(byDefaultThenName),
    );
  }

  private async windowsPrinters(): Promise<Result<DiscoveredPrinter[], PrintError>> {
    const windows = this.deps.windows;
    if (!windows) return ok([]);
    try {
      const [printers, fallback] = await Promise.all([windows.getPrinters(), windows.getDefaultPrinter()]);
      const drivers = windowsDrivers(windows.winspool);
      return ok(
        printers
          .filter((printer) => printer.name.trim() !== '')
          .map((printer): DiscoveredPrinter => ({
            target: { kind: 'windows', name: printer.name },
            displayName: printer.name,
            isDefault: fallback !== null && (fallback.deviceId === printer.deviceId || fallback.name === printer.name),
            paperSizes: [...printer.paperSizes],
            ...(drivers.get(printer.name) ? { driverName: drivers.get(printer.name) } : {}),
          }))
          .sort(byDefaultThenName),
      );
    } catch (error) {
      return {
        ok: false,
        error: printError(
          'printer-unavailable',
          said('printing.windowsListUnreadable'),
          error instanceof Error ? error.message : String(error),
        ),
      };
    }
  }
}

/** Each printer's driver by printer name, from the spooler; none when winspool is not bound or fails. */
export function windowsDrivers(winspool: Pick<Winspool, 'printers'> | undefined): Map<string, string> {
  try {
    const printers = winspool?.printers?.() ?? [];
    return new Map(printers.filter((p) => p.driverName).map((p) => [p.name, p.driverName]));
  } catch {
    // The list is still right without drivers: only the proposal of a language is lost.
    return new Map();
  }
}

function byDefaultThenName(a: DiscoveredPrinter, b: DiscoveredPrinter): number {
  return Number(b.isDefault) - Number(a.isDefault) || a.displayName.localeCompare(b.displayName);
}
