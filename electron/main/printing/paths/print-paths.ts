// Which way bytes go to a printer, by target and how they are sent (a PDF, or raw bytes in the
// printer's language, converted before they get here: see queue/prepare.ts):
//   CUPS queue (macOS, Linux) — PDF: lp at 100% on the label media (an A4 DACE on its own page
//     size); raw: lp -o raw
//   Windows printer — PDF: pdf-to-printer (its SumatraPDF; noscale, the driver's label paper);
//     raw: winspool in-process (koffi), RAW data type
//   network printer (any OS) — the bytes over TCP (port 9100)
import { Cups } from '../cups/cups';
import { isRaw, type PdfMedia, type SendAs } from '../cups/lp-args';
import { failed, type Result, type Result as StationResult } from '../../../shared/result';
import { printError, type PrintError } from '../errors';
import { runCommand, type RunCommand } from '../run-command';
import { withTempFile } from '../temp-file';
import { type CupsTarget, type NetworkTarget, type PrinterTarget, type WindowsTarget } from '../types';
import { printPdfOnWindows, sumatraPdfPath, type PdfPrint, type WindowsPaper } from '../windows/pdf';
import { printRawOnWindows, type Winspool } from '../windows/raw-spooler';
import { said } from '../../../shared/messages';
import { sendOverTcp, WarmConnections } from './tcp';

export interface PrintPathsDeps {
  platform: NodeJS.Platform;
  run?: RunCommand;
  /** Where the bytes are written for lp and SumatraPDF (a private folder inside). */
  tmpDir?: string;
  connectTimeoutMs?: number;
  /** How long to wait for a network printer to close the connection after the last byte. */
  closeTimeoutMs?: number;
  /** Windows only: pdf-to-printer's print(), where its SumatraPDF is (default: found outside the asar), a printer's papers. */
  windows?: {
    /** Without it a PDF to a Windows printer is refused. */
    print?: PdfPrint;
    sumatraPath?: string;
    papers?: (printer: string) => Promise<WindowsPaper[]>;
    /** The spooler's functions for RAW jobs (`loadWinspool()`); without it raw is refused. */
    winspool?: Winspool;
  };
}

/** A direct send's failure, saying whether bytes may have reached the printer (the queue then never retries it). */
export type DirectError = PrintError & { afterCommit: boolean };
export type DirectResult = StationResult<void, DirectError>;

/** A failure before any byte could leave the app: safe to retry. */
const beforeCommit = (result: Result<void, PrintError>): DirectResult =>
  result.ok ? result : failed({ ...result.error, afterCommit: false });

export class PrintPaths {
  readonly cups: Cups;
  private readonly run: RunCommand;
  /** Connections to network printers opened ahead of their job (see warm). */
  private readonly warmConnections = new WarmConnections();

  constructor(private readonly deps: PrintPathsDeps) {
    this.run = deps.run ?? runCommand;
    this.cups = new Cups(this.run);
  }

  /** Hands bytes to a CUPS queue (held when asked); the CUPS job number. */
  async submitToCups(
    target: CupsTarget,
    sendAs: SendAs,
    bytes: Uint8Array,
    options: { title: string; hold?: boolean; media?: PdfMedia },
  ): Promise<Result<number, PrintError>> {
    if (this.deps.platform === 'win32') return failed(printError('unsupported', said('printing.cupsOnly')));
    return withTempFile(
      bytes,
      fileName(sendAs),
      (file) => this.cups.submit(target.name, file, sendAs, options),
      this.deps.tmpDir,
    );
  }

  /**
   * Opens the connection to a network printer ahead of a job that will be sent to it soon (a
   * label being downloaded): the job then skips the connect and most of the wait after its last
   * byte. Nothing is sent; unused, it closes after a few seconds. Other printers: nothing to do.
   */
  warm(target: PrinterTarget): void {
    if (target.kind === 'network') this.warmConnections.warm(target);
  }

  /** Closes the connections opened ahead that no job took. */
  close(): void {
    this.warmConnections.close();
  }

  /**
   * Sends bytes to a network or Windows printer. `onCommit` runs right before bytes may leave
   * the app (after the TCP connect; before the spooler or SumatraPDF starts).
   */
  async sendDirect(
    target: NetworkTarget | WindowsTarget,
    sendAs: SendAs,
    bytes: Uint8Array,
    options: { title: string; onCommit: () => void; media?: PdfMedia },
  ): Promise<DirectResult> {
    if (target.kind === 'network') {
      const result = await sendOverTcp(bytes, target, {
        onConnected: options.onCommit,
        warm: this.warmConnections,
        ...(this.deps.connectTimeoutMs === undefined ? {} : { connectTimeoutMs: this.deps.connectTimeoutMs }),
        ...(this.deps.closeTimeoutMs === undefined ? {} : { closeTimeoutMs: this.deps.closeTimeoutMs }),
      });
      if (result.ok) return result;
      const { afterConnect, ...error } = result.error;
      return failed({ ...error, afterCommit: afterConnect });
    }
    const windows = this.deps.windows;
    const windowsOnly = failed({ ...printError('unsupported', said('printing.windowsOnly')), afterCommit: false });
    if (this.deps.platform !== 'win32' || !windows) return windowsOnly;
    if (isRaw(sendAs)) {
      // The bytes go straight from memory into the spool job: no temporary file.
      if (!windows.winspool) return windowsOnly;
      options.onCommit();
      // Retried only when no byte went in (printRawOnWindows says which).
      return printRawOnWindows(bytes, target, options.title, windows.winspool);
    }
    const print = windows.print;
    if (!print) return windowsOnly;
    const result = await withTempFile(
      bytes,
      fileName(sendAs),
      async (file) => {
        // A page printed on its own size (an A4 DACE) is not put on the label paper.
        const papers =
          options.media?.kind === 'page' ? [] : ((await windows.papers?.(target.name).catch(() => [])) ?? []);
        options.onCommit();
        return printPdfOnWindows(file, target, {
          print,
          sumatraPath: windows.sumatraPath ?? sumatraPdfPath(),
          papers,
        });
      },
      this.deps.tmpDir,
    );
    // SumatraPDF fails before anything is printed (no printer, the driver refused): safe to retry.
    return beforeCommit(result);
  }

  /** One print without the queue (a quick test, the benchmark): CUPS jobs are submitted released. */
  async print(
    target: PrinterTarget,
    sendAs: SendAs,
    bytes: Uint8Array,
    title = 'Shipping Station',
  ): Promise<Result<void, PrintError>> {
    if (target.kind === 'cups') {
      const submitted = await this.submitToCups(target, sendAs, bytes, { title });
      return submitted.ok ? { ok: true, value: undefined } : submitted;
    }
    const sent = await this.sendDirect(target, sendAs, bytes, { title, onCommit: () => undefined });
    if (sent.ok) return sent;
    const { afterCommit: _afterCommit, ...error } = sent.error;
    return failed(error);
  }
}

function fileName(sendAs: SendAs): string {
  return sendAs === 'application/pdf' ? 'document.pdf' : sendAs === 'raw' ? 'document.prn' : 'document.zpl';
}
