// Raw data (ZPL, EPL2, PPLA/PPLB, DPL) to a Windows printer through the spooler with the RAW data
// type, so the driver passes the bytes to the printer untouched (a GDI driver would print the
// ZPL as text). winspool.drv is called in-process through koffi (FFI): no PowerShell, no C#
// compiled per job (seconds per label, and refused under Constrained Language Mode), no
// temporary file. The printer name and the title are handed to the API as UTF-16 strings,
// exactly as they are: no shell, script or command line ever parses them.
import { failed, ok, type Result } from '../../../shared/result';
import { printError, type PrintError } from '../errors';
import { said } from '../../../shared/messages';
import { type WindowsTarget } from '../types';
import { type WindowsPaper } from './pdf';

/** An opaque spooler handle (HANDLE from OpenPrinterW). */
export type PrinterHandle = unknown;

/**
 * The winspool.drv calls a RAW job needs, each returning what the Win32 function returns, and
 * the thread's last error right after a failed call. `loadWinspool()` binds them on Windows;
 * tests hand in a fake.
 */
export interface Winspool {
  /** OpenPrinterW(name, &handle, NULL): the handle, or null on failure. */
  openPrinter(name: string): PrinterHandle | null;
  /** StartDocPrinterW(handle, 1, DOC_INFO_1): the spool job id, 0 on failure. */
  startDocPrinter(handle: PrinterHandle, doc: { docName: string; outputFile: null; datatype: 'RAW' }): number;
  startPagePrinter(handle: PrinterHandle): boolean;
  /** WritePrinter(handle, bytes, bytes.length, &written): ok and how many bytes it took. */
  writePrinter(handle: PrinterHandle, bytes: Uint8Array): { ok: boolean; written: number };
  endPagePrinter(handle: PrinterHandle): boolean;
  endDocPrinter(handle: PrinterHandle): boolean;
  /** Deletes the spool job being written, so a half-written label never comes out. */
  abortPrinter(handle: PrinterHandle): boolean;
  closePrinter(handle: PrinterHandle): boolean;
  /** GetLastError(), read right after the call that failed. */
  lastError(): number;
  /** The driver's papers, names with their DMPAPER ids (DeviceCapabilitiesW DC_PAPERNAMES, DC_PAPERS). */
  papers?(printer: string): WindowsPaper[];
  /** The printers with their drivers (EnumPrintersW level 2, PRINTER_INFO_2W). */
  printers?(): SpoolerPrinter[];
}

/** A printer as the spooler lists it. */
export interface SpoolerPrinter {
  name: string;
  /** PRINTER_INFO_2W.pDriverName, e.g. "ZDesigner ZD220-203dpi ZPL", "Argox OS-214 plus series PPLA". */
  driverName: string;
  portName?: string;
}

/** ERROR_INVALID_PRINTER_NAME: OpenPrinterW's answer for a printer that does not exist. */
export const ERROR_INVALID_PRINTER_NAME = 1801;

/**
 * Sends bytes as one RAW spool job: OpenPrinterW, StartDocPrinterW (RAW), StartPagePrinter,
 * WritePrinter until every byte is taken, EndPagePrinter, EndDocPrinter, ClosePrinter. A
 * failure after the document started aborts it (AbortPrinter); the handle is always closed.
 * `sent.accepted` counts the bytes WritePrinter took, failure or not (see printRawOnWindows).
 */
export function sendRawToSpooler(
  winspool: Winspool,
  target: WindowsTarget,
  title: string,
  bytes: Uint8Array,
  sent: { accepted: number } = { accepted: 0 },
): Result<void, PrintError> {
  const handle = winspool.openPrinter(target.name);
  if (handle === null || handle === undefined) {
    const error = winspool.lastError();
    const detail = `OpenPrinter failed: ${error}`;
    return error === ERROR_INVALID_PRINTER_NAME
      ? failed(printError('printer-not-found', said('printing.printerMissing', { name: target.name }), detail))
      : failed(printError('print-failed', said('printing.spoolerRefused', { name: target.name }), detail));
  }
  const refused = (call: string) =>
    failed(
      printError(
        'print-failed',
        said('printing.spoolerRefused', { name: target.name }),
        `${call} failed: ${winspool.lastError()}`,
      ),
    );
  // Set once StartDocPrinter succeeded and cleared once EndDocPrinter did: a job left open by a
  // failed call (or a binding that throws) is aborted before the handle is closed.
  let open = false;
  try {
    if (winspool.startDocPrinter(handle, { docName: title, outputFile: null, datatype: 'RAW' }) === 0)
      return refused('StartDocPrinter');
    open = true;
    const failed = writeDocument(winspool, handle, bytes, sent);
    if (failed !== undefined) return refused(failed);
    if (!winspool.endDocPrinter(handle)) return refused('EndDocPrinter');
    open = false;
    return ok(undefined);
  } finally {
    if (open) winspool.abortPrinter(handle);
    winspool.closePrinter(handle);
  }
}

/** The page and its bytes; the name of the call that failed, or undefined when all went in. */
function writeDocument(
  winspool: Winspool,
  handle: PrinterHandle,
  bytes: Uint8Array,
  sent: { accepted: number },
): string | undefined {
  if (!winspool.startPagePrinter(handle)) return 'StartPagePrinter';
  // WritePrinter may take fewer bytes than offered (a port monitor's buffer); the rest is
  // offered again until all is in. Taking none is a failure, or this would loop for ever.
  for (let offset = 0; offset < bytes.length;) {
    const { ok: accepted, written } = winspool.writePrinter(handle, bytes.subarray(offset));
    if (!accepted || written <= 0) return 'WritePrinter';
    offset += written;
    sent.accepted = offset;
  }
  if (!winspool.endPagePrinter(handle)) return 'EndPagePrinter';
  return undefined;
}

/**
 * Sends bytes to a Windows printer as RAW through the spooler (winspool, in-process). A failure
 * says whether bytes may have reached the printer (`afterCommit`): once WritePrinter took any,
 * they may have. AbortPrinter deletes the spool file of a spooling printer, but Windows' default,
 * "start printing immediately", feeds the port while the job is still being written, and a
 * printer set to print directly gets each write at once: a whole ^XA…^XZ already there prints
 * (a label before a DACE joined to it on one roll, or every byte when EndDocPrinter failed).
 * Such a job is outcome-unknown, never sent again by itself (the operator checks the printer),
 * as a TCP job whose bytes left; one that failed before any byte went in is safe to retry.
 */
export function printRawOnWindows(
  bytes: Uint8Array,
  target: WindowsTarget,
  title: string,
  winspool: Winspool,
): Result<void, PrintError & { afterCommit: boolean }> {
  const sent = { accepted: 0 };
  let result: Result<void, PrintError>;
  try {
    result = sendRawToSpooler(winspool, target, title, bytes, sent);
  } catch (error) {
    // A binding that throws (koffi refusing a value) is a failure before or during the job,
    // which sendRawToSpooler has aborted and closed.
    const words = error instanceof Error ? error.message : String(error);
    result = failed(
      printError('print-failed', said('printing.spoolerRefused', { name: target.name }), words, 'system'),
    );
  }
  if (result.ok) return result;
  if (sent.accepted === 0) return failed({ ...result.error, afterCommit: false });
  const { quoted } = result.error;
  const unknown = printError('outcome-unknown', said('printing.spoolerNotConfirmed', { name: target.name }));
  return failed({ ...unknown, ...(quoted ? { quoted } : {}), afterCommit: true });
}
