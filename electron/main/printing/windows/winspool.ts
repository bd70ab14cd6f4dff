// winspool.drv bound through koffi (an FFI with prebuilt binaries: nothing is compiled on the
// desk, and Constrained Language Mode does not apply, since no PowerShell runs). Only on
// Windows: the library exists nowhere else.
import type * as KoffiApi from 'koffi';
import { Buffer } from 'node:buffer';
import { type WindowsPaper } from './pdf';
import { type PrinterHandle, type SpoolerPrinter, type Winspool } from './raw-spooler';

/**
 * Each signature as in winspool.h; __stdcall is the Win32 convention (it only matters on x86).
 * The types SS_PRINTER_HANDLE and SS_DOC_INFO_1W are declared by `declareWinspoolTypes`.
 */
export const WINSPOOL_PROTOTYPES = {
  OpenPrinterW: 'bool __stdcall OpenPrinterW(str16 pPrinterName, _Out_ SS_PRINTER_HANDLE *phPrinter, void *pDefault)',
  StartDocPrinterW:
    'uint32_t __stdcall StartDocPrinterW(SS_PRINTER_HANDLE hPrinter, uint32_t Level, SS_DOC_INFO_1W *pDocInfo)',
  StartPagePrinter: 'bool __stdcall StartPagePrinter(SS_PRINTER_HANDLE hPrinter)',
  WritePrinter:
    'bool __stdcall WritePrinter(SS_PRINTER_HANDLE hPrinter, const void *pBuf, uint32_t cbBuf, _Out_ uint32_t *pcWritten)',
  EndPagePrinter: 'bool __stdcall EndPagePrinter(SS_PRINTER_HANDLE hPrinter)',
  EndDocPrinter: 'bool __stdcall EndDocPrinter(SS_PRINTER_HANDLE hPrinter)',
  AbortPrinter: 'bool __stdcall AbortPrinter(SS_PRINTER_HANDLE hPrinter)',
  ClosePrinter: 'bool __stdcall ClosePrinter(SS_PRINTER_HANDLE hPrinter)',
  DeviceCapabilitiesW:
    'int __stdcall DeviceCapabilitiesW(str16 pDevice, str16 pPort, uint16_t fwCapability, void *pOutput, void *pDevMode)',
  EnumPrintersW:
    'bool __stdcall EnumPrintersW(uint32_t Flags, str16 Name, uint32_t Level, void *pPrinterEnum, uint32_t cbBuf, _Out_ uint32_t *pcbNeeded, _Out_ uint32_t *pcReturned)',
} as const;

/** winspool.h: the local printers and the ones connected from a print server. */
const PRINTER_ENUM_LOCAL = 0x2;
const PRINTER_ENUM_CONNECTIONS = 0x4;
/** winerror.h: the buffer was too small (the first EnumPrintersW call asks how large). */
const ERROR_INSUFFICIENT_BUFFER = 122;

/** wingdi.h: the paper ids (WORD each) and their names (64 WCHAR each, NUL-padded). */
const DC_PAPERS = 2;
const DC_PAPERNAMES = 16;
const PAPER_NAME_CHARS = 64;

type Koffi = typeof KoffiApi;

/** koffi itself (a CommonJS module; under ESM its API may sit on `default`). */
export async function importKoffi(): Promise<Koffi> {
  const module = (await import('koffi')) as Koffi & { default?: Koffi };
  return module.default ?? module;
}

let declared = false;
/** The handle and DOC_INFO_1W types the prototypes name (declared once per process). */
export function declareWinspoolTypes(koffi: Koffi): void {
  if (declared) return;
  koffi.pointer('SS_PRINTER_HANDLE', koffi.opaque());
  // DOC_INFO_1W (winspool.h): three LPWSTR; pOutputFile NULL sends the job to the printer's port.
  koffi.struct('SS_DOC_INFO_1W', { pDocName: 'str16', pOutputFile: 'str16', pDatatype: 'str16' });
  // PRINTER_INFO_2W (winspool.h), field for field: thirteen pointers, then eight DWORDs.
  koffi.struct('SS_PRINTER_INFO_2W', {
    pServerName: 'str16',
    pPrinterName: 'str16',
    pShareName: 'str16',
    pPortName: 'str16',
    pDriverName: 'str16',
    pComment: 'str16',
    pLocation: 'str16',
    pDevMode: 'void *',
    pSepFile: 'str16',
    pPrintProcessor: 'str16',
    pDatatype: 'str16',
    pParameters: 'str16',
    pSecurityDescriptor: 'void *',
    Attributes: 'uint32_t',
    Priority: 'uint32_t',
    DefaultPriority: 'uint32_t',
    StartTime: 'uint32_t',
    UntilTime: 'uint32_t',
    Status: 'uint32_t',
    cJobs: 'uint32_t',
    AveragePPM: 'uint32_t',
  });
  declared = true;
}

/** Binds the spooler's functions; refuses any system but Windows. */
export async function loadWinspool(platform: NodeJS.Platform = process.platform): Promise<Winspool> {
  if (platform !== 'win32') throw new Error('winspool.drv exists only on Windows');
  const koffi = await importKoffi();
  declareWinspoolTypes(koffi);
  const winspool = koffi.load('winspool.drv');
  const kernel32 = koffi.load('kernel32.dll');
  const OpenPrinterW = winspool.func(WINSPOOL_PROTOTYPES.OpenPrinterW);
  const StartDocPrinterW = winspool.func(WINSPOOL_PROTOTYPES.StartDocPrinterW);
  const StartPagePrinter = winspool.func(WINSPOOL_PROTOTYPES.StartPagePrinter);
  const WritePrinter = winspool.func(WINSPOOL_PROTOTYPES.WritePrinter);
  const EndPagePrinter = winspool.func(WINSPOOL_PROTOTYPES.EndPagePrinter);
  const EndDocPrinter = winspool.func(WINSPOOL_PROTOTYPES.EndDocPrinter);
  const AbortPrinter = winspool.func(WINSPOOL_PROTOTYPES.AbortPrinter);
  const ClosePrinter = winspool.func(WINSPOOL_PROTOTYPES.ClosePrinter);
  const DeviceCapabilitiesW = winspool.func(WINSPOOL_PROTOTYPES.DeviceCapabilitiesW);
  const EnumPrintersW = winspool.func(WINSPOOL_PROTOTYPES.EnumPrintersW);
  // koffi keeps the thread's last Win32 error across its own work (since 2.6.10), so this reads
  // the error of the winspool call just made.
  const GetLastError = kernel32.func('uint32_t __stdcall GetLastError()');

  return {
    openPrinter: (name) => {
      const handle: [PrinterHandle] = [null];
      return OpenPrinterW(name, handle, null) ? handle[0] : null;
    },
    startDocPrinter: (handle, doc) =>
      StartDocPrinterW(handle, 1, {
        pDocName: doc.docName,
        pOutputFile: doc.outputFile,
        pDatatype: doc.datatype,
      }) as number,
    startPagePrinter: (handle) => Boolean(StartPagePrinter(handle)),
    writePrinter: (handle, bytes) => {
      const written: [number] = [0];
      const accepted = Boolean(WritePrinter(handle, bytes, bytes.length, written));
      return { ok: accepted, written: written[0] };
    },
    endPagePrinter: (handle) => Boolean(EndPagePrinter(handle)),
    endDocPrinter: (handle) => Boolean(EndDocPrinter(handle)),
    abortPrinter: (handle) => Boolean(AbortPrinter(handle)),
    closePrinter: (handle) => Boolean(ClosePrinter(handle)),
    lastError: () => GetLastError() as number,
    papers: (printer) => {
      // The first call with no buffer says how many; -1 is a failure (no such printer). The
      // buffers are filled in place (koffi passes a Buffer as its memory).
      const count = DeviceCapabilitiesW(printer, null, DC_PAPERS, null, null) as number;
      if (count <= 0) return [];
      const ids = Buffer.alloc(count * 2);
      const names = Buffer.alloc(count * PAPER_NAME_CHARS * 2);
      if ((DeviceCapabilitiesW(printer, null, DC_PAPERS, ids, null) as number) !== count) return [];
      if ((DeviceCapabilitiesW(printer, null, DC_PAPERNAMES, names, null) as number) !== count) return [];
      return readPapers(ids, names, count);
    },
    printers: () => {
      // Asked twice: how many bytes the PRINTER_INFO_2W array and its strings take, then filled.
      // A printer added between the calls makes the second one short: asked once more.
      const flags = PRINTER_ENUM_LOCAL | PRINTER_ENUM_CONNECTIONS;
      for (let attempt = 0; attempt < 3; attempt++) {
        const needed: [number] = [0];
        const returned: [number] = [0];
        EnumPrintersW(flags, null, 2, null, 0, needed, returned);
        if (needed[0] === 0) return [];
        const buffer = Buffer.alloc(needed[0]);
        if (EnumPrintersW(flags, null, 2, buffer, buffer.length, needed, returned))
          return readPrinterInfo2(koffi, buffer, returned[0]);
        if ((GetLastError() as number) !== ERROR_INSUFFICIENT_BUFFER) return [];
      }
      return [];
    },
  };
}

/**
 * EnumPrintersW level 2's buffer → each printer's name, driver and port. The array comes first,
 * its strings after it in the same buffer (the pointers point there), so the buffer must be the
 * one the call filled.
 */
export function readPrinterInfo2(koffi: Koffi, buffer: Buffer, count: number): SpoolerPrinter[] {
  declareWinspoolTypes(koffi);
  const size = koffi.sizeof('SS_PRINTER_INFO_2W');
  const printers: SpoolerPrinter[] = [];
  for (let i = 0; i < count; i++) {
    const info = koffi.decode(buffer, i * size, 'SS_PRINTER_INFO_2W') as {
      pPrinterName: string | null;
      pDriverName: string | null;
      pPortName: string | null;
    };
    if (!info.pPrinterName) continue;
    printers.push({
      name: info.pPrinterName,
      driverName: info.pDriverName ?? '',
      ...(info.pPortName ? { portName: info.pPortName } : {}),
    });
  }
  return printers;
}

/** DC_PAPERS and DC_PAPERNAMES buffers (same order) → papers. */
export function readPapers(ids: Buffer, names: Buffer, count: number): WindowsPaper[] {
  const papers: WindowsPaper[] = [];
  for (let i = 0; i < count; i++) {
    const raw = names.toString('utf16le', i * PAPER_NAME_CHARS * 2, (i + 1) * PAPER_NAME_CHARS * 2);
    const end = raw.indexOf('\0');
    papers.push({ name: end === -1 ? raw : raw.slice(0, end), id: ids.readUInt16LE(i * 2) });
  }
  return papers;
}
