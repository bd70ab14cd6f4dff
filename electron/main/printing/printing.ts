// The printing service: discovery, per-workstation routing, readiness (strict mode), the
// persistent print queue and test pages, wired from their collaborators. Plain Node: the IPC
// layer holds one of these and forwards queue.onJobUpdate to the renderer.
import { printError, type PrintError } from './errors';
import { failed, ok, type Result } from '../../shared/result';
import { PrinterDiscovery, windowsDrivers } from './discovery';
import { PrintPaths } from './paths/print-paths';
import { type EnqueueResult } from './queue/job';
import { PrintQueue } from './queue/print-queue';
import { type PrintQueueOptions } from './queue/print-queue-options';
import { PrinterReadiness } from './readiness';
import { type RunCommand } from './run-command';
import { said, type Said, type StationMessageKey } from '../../shared/messages';
import { calibrationPdf, convertForPrinter, warmUpPdf } from '../thermal';
import { detectProfile, type DetectedProfile } from './detect';
import { PrinterProfiles, type ConvertDocument } from './prepare';
import { PrinterSettings, type PrintingSettingsStore } from './settings';
import type { PrinterProfile } from '../../shared/printer-profile';
import { targetOfId } from './printer-ids';
import { describeTarget, targetKey, type ContentType, type PrinterTarget, type RoutedKind } from './types';
import { type WindowsPrinting } from './windows/pdf-to-printer';
import { type Winspool } from './windows/raw-spooler';

export interface PrintingDeps {
  platform: NodeJS.Platform;
  /** The app's data dir: the queue keeps print-queue.sqlite there. */
  dataDir: string;
  settings: PrintingSettingsStore;
  /**
   * On Windows: `await loadPdfToPrinter()` (the printer list and print() for PDFs; without print a
   * PDF to a Windows printer is refused) and `await loadWinspool()`; elsewhere leave out.
   */
  windows?: Omit<WindowsPrinting, 'print'> &
    Partial<Pick<WindowsPrinting, 'print'>> & {
      sumatraPath?: string;
      winspool?: Winspool;
    };
  run?: RunCommand;
  tmpDir?: string;
  connectTimeoutMs?: number;
  queue?: Omit<PrintQueueOptions, 'dataDir' | 'paths'>;
  /**
   * How long a printer that just answered (a check passed, or a job printed) counts as ready
   * for strict mode without being asked again (default 5 s). 0 asks every time.
   */
  readyProofMs?: number;
  /** The thermal engine's conversion (default: its worker, convertForPrinter). */
  convert?: ConvertDocument;
  /** How long one conversion may run before its worker is ended (default: the engine's deadline). */
  conversionDeadlineMs?: number;
  /** How long a network printer has to answer ~HI (detection) and ~HS (strict mode). */
  statusTimeoutMs?: number;
  now?: () => number;
}

/** Default: a printer that answered within the last 5 s needs no new probe before a purchase. */
export const READY_PROOF_MS = 5_000;

/** How many times warmEngine converts its page (see there). */
const WARM_CONVERSIONS = 4;

export interface RoutedDocument {
  /** Idempotency key, e.g. `label:<labelId>`: calling again after a crash prints nothing new. */
  key?: string;
  contentType: ContentType;
  bytes: Uint8Array;
  shipmentId?: string;
  labelId?: string;
}

export class Printing {
  readonly settings: PrinterSettings;
  readonly discovery: PrinterDiscovery;
  readonly readiness: PrinterReadiness;
  readonly queue: PrintQueue;
  readonly paths: PrintPaths;
  /** Each printer's profile, and what a job becomes for its printer (prepare.ts). */
  readonly profiles: PrinterProfiles;
  private readonly statusTimeoutMs: number | undefined;
  private readonly windows: PrintingDeps['windows'];
  /** When each printer last proved it answers: a passed check, or a job it printed. */
  private readonly answeredAt = new Map<string, number>();
  private readonly readyProofMs: number;
  private readonly now: () => number;
  /** The engine's conversion without the reprint memo (prepare.ts keeps one): a warm-up must convert. */
  private readonly convertUnkept: ConvertDocument;
  /** Set by close(): a warm-up still running asks no more conversions (they would start a new worker). */
  private closed = false;

  constructor(deps: PrintingDeps) {
    this.convertUnkept = deps.convert ?? convertForPrinter;
    this.readyProofMs = deps.readyProofMs ?? READY_PROOF_MS;
    this.now = deps.now ?? Date.now;
    const windows = deps.windows;
    this.windows = windows;
    this.paths = new PrintPaths({
      platform: deps.platform,
      ...(deps.run ? { run: deps.run } : {}),
      ...(deps.tmpDir ? { tmpDir: deps.tmpDir } : {}),
      ...(deps.connectTimeoutMs === undefined ? {} : { connectTimeoutMs: deps.connectTimeoutMs }),
      ...(windows
        ? {
            windows: {
              ...(windows.print ? { print: windows.print } : {}),
              ...(windows.sumatraPath ? { sumatraPath: windows.sumatraPath } : {}),
              ...(windows.winspool ? { winspool: windows.winspool } : {}),
              // The driver's papers with their ids from winspool; the names alone from
              // pdf-to-printer's list when winspool is not bound.
              papers: async (name: string) => {
                const papers = windows.winspool?.papers?.(name);
                if (papers && papers.length > 0) return papers;
                const names = (await windows.getPrinters()).find((p) => p.name === name)?.paperSizes ?? [];
                return names.map((paper) => ({ name: paper }));
              },
            },
          }
        : {}),
    });
    this.settings = new PrinterSettings(deps.settings);
    this.discovery = new PrinterDiscovery({
      platform: deps.platform,
      cups: this.paths.cups,
      ...(windows ? { windows } : {}),
      networkPrinters: () => this.settings.current().networkPrinters,
    });
    this.statusTimeoutMs = deps.statusTimeoutMs;
    this.readiness = new PrinterReadiness({
      cups: this.paths.cups,
      ...(windows ? { windows } : {}),
      ...(deps.statusTimeoutMs === undefined ? {} : { statusTimeoutMs: deps.statusTimeoutMs }),
    });
    const winspool = windows?.winspool;
    this.profiles = new PrinterProfiles({
      settings: this.settings,
      cups: this.paths.cups,
      ...(winspool ? { windowsDriver: (name: string) => windowsDrivers(winspool).get(name) } : {}),
      ...(deps.convert ? { convert: deps.convert } : {}),
      ...(deps.conversionDeadlineMs === undefined ? {} : { conversionDeadlineMs: deps.conversionDeadlineMs }),
      now: this.now,
    });
    this.queue = new PrintQueue({
      ...deps.queue,
      dataDir: deps.dataDir,
      paths: this.paths,
      prepare: this.profiles.prepare,
    });
    this.queue.onJobUpdate((job) => {
      if (job.status === 'done') this.answeredAt.set(targetKey(job.target), this.now());
    });
  }

  /**
   * The printer an id from the page names, when this computer lists it (its CUPS queues or
   * Windows printers, as discovery reads them) or the operator added it here as a network
   * printer. Any other id is refused: a made-up `windows:\\host\share` would have the spooler
   * connect to that host with the desk user's credentials, and a made-up network address would
   * have the station send labels (names, addresses) wherever the page said.
   */
  async listedTarget(printerId: string): Promise<Result<PrinterTarget, PrintError>> {
    const target = targetOfId(printerId);
    if (!target) return failed(printError('invalid-printer', said('printing.unknownPrinter')));
    const key = targetKey(target);
    const unlisted = () =>
      failed(printError('printer-not-found', said('printing.printerNotListed', { name: describeTarget(target) })));
    if (target.kind === 'network') {
      const { host, port } = target;
      const added = this.settings.current().networkPrinters.some((p) => p.host === host && p.port === port);
      return added ? ok(target) : unlisted();
    }
    const listed = await this.discovery.list();
    if (!listed.ok) return listed;
    return listed.value.some((printer) => targetKey(printer.target) === key) ? ok(target) : unlisted();
  }

  /** Queues a document on the printer its kind is routed to on this workstation. */
  printRouted(kind: RoutedKind, document: RoutedDocument): Result<EnqueueResult, PrintError> {
    const target = this.settings.targetFor(kind);
    if (!target) return failed(printError('no-printer', this.noPrinterFor(kind)));
    // A network printer without a profile would get a PDF it prints as garbage (or not at all).
    // A CUPS raw queue is told apart asynchronously: before buying (checkRoutedPrinterConfigured)
    // and at send time, where its job fails with the same words.
    if (this.profiles.missingProfileNow(target))
      return failed(printError('not-configured', said('printing.profileMissing', { name: describeTarget(target) })));
    return this.queue.enqueue({
      ...(document.key ? { key: document.key } : {}),
      target,
      bytes: document.bytes,
      document: {
        kind,
        contentType: document.contentType,
        ...(document.shipmentId ? { shipmentId: document.shipmentId } : {}),
        ...(document.labelId ? { labelId: document.labelId } : {}),
      },
    });
  }

  /**
   * A document of this kind will be queued in a moment (a bought label being downloaded): a
   * network printer's connection is opened now, so the job does not wait for it. Sends nothing.
   */
  warmUp(kind: RoutedKind): void {
    const target = this.settings.targetFor(kind);
    if (target) this.paths.warm(target);
  }

  /**
   * Makes the conversion engine ready for the printer a kind is routed to, when what it prints is
   * converted (a raw printer: ZPL, EPL, …): the first conversion of a run costs several hundred ms
   * (the worker, MuPDF, its fonts, V8 compiling the drawing and the encoders) that would otherwise
   * fall on the first label of the session. A built-in label-like page (thermal/warm-up.ts) is
   * converted WARM_CONVERSIONS times for that printer's profile and dropped; nothing is printed.
   * Once loads the engine; the next runs let V8 move MuPDF's WebAssembly and the encoders to their
   * optimised tier (thread CPU of the sandbox's label converted next: ~100 ms cold, ~25 after one
   * warm conversion, ~17–20 after four, as warm). About 150 ms of the worker's CPU, off main's
   * thread; a label bought meanwhile waits behind one warm conversion at most (they are asked one
   * by one). Answers whether the engine was warmed (false: nothing to warm, or the station
   * closed); a conversion that fails (a profile the page does not fit, a worker that died) rejects
   * it, which the caller only logs: that printer's first label then converts cold, as it did before.
   */
  async warmEngine(kind: RoutedKind): Promise<boolean> {
    const configured = await this.checkRoutedPrinterConfigured(kind);
    const profile = configured.ok ? configured.value.profile : undefined;
    if (!profile || profile.language === 'driver') return false;
    const page = warmUpPdf(profile);
    for (let i = 0; i < WARM_CONVERSIONS && !this.closed; i++) {
      const converted = await this.convertUnkept(page, profile);
      if (this.closed) return false;
      if (!converted.ok) throw new Error(`warm-up conversion failed: ${converted.error.kind}`);
    }
    return !this.closed;
  }

  /**
   * Before buying, in any mode: the printer a kind is routed to exists in the settings and, if it
   * is a raw printer (network, CUPS raw queue), has a profile. Its profile, or undefined for a
   * printer whose driver renders PDFs.
   */
  async checkRoutedPrinterConfigured(
    kind: RoutedKind,
  ): Promise<Result<{ target: PrinterTarget; profile: PrinterProfile | undefined }, PrintError>> {
    const target = this.settings.targetFor(kind);
    if (!target) return failed(printError('no-printer', this.noPrinterFor(kind)));
    const profile = await this.profiles.profileToPrintWith(target);
    return profile.ok ? ok({ target, profile: profile.value }) : profile;
  }

  /** Strict mode, before buying: whether the printer a kind is routed to would print now. */
  async checkRoutedPrinterReady(kind: RoutedKind): Promise<Result<PrinterTarget, PrintError>> {
    const configured = await this.checkRoutedPrinterConfigured(kind);
    if (!configured.ok) return configured;
    const { target, profile } = configured.value;
    // Printing is ready before money is spent: a label bought now must be able to enter the queue.
    const queue = this.queue.canTakeJobs();
    if (!queue.ok) return queue;
    // At a busy desk the label printer printed seconds ago: that is proof enough that it
    // answers, and asking again would add a connection to every purchase. The window is short,
    // and a printer that stops answering earns no new proof, so it is caught once this one is
    // older than readyProofMs (its job then waits in the queue and prints when it is back).
    const key = targetKey(target);
    const answered = this.answeredAt.get(key);
    if (answered !== undefined && this.now() - answered < this.readyProofMs) return ok(target);
    const ready = await this.readiness.checkPrinterReady(target, profile);
    if (ready.ok) this.answeredAt.set(key, this.now());
    else this.answeredAt.delete(key);
    return ready.ok ? ok(target) : ready;
  }

  /**
   * Queues a test page: the calibration label everywhere (issue 16.5: rulers, a 50 mm square, a
   * Code 128 and a QR, the profile as text), converted for the printer like any label. A raw
   * printer without a profile is refused (it needs one first); a printer whose driver renders PDFs
   * and has no profile yet gets it as a PDF at the media its driver proposes (the PPD's default
   * page size; 100 × 150 mm when the driver does not say), printed at that size and 100%, so
   * the operator measures what a label on that printer will be. The variant is no longer asked:
   * a Zebra behind its driver gets the same label as PDF, through its driver, like its labels.
   */
  async testPrint(target: PrinterTarget, _variant?: 'zpl' | 'pdf'): Promise<Result<EnqueueResult, PrintError>> {
    const profile = await this.profiles.profileToPrintWith(target);
    if (!profile.ok) return profile;
    const printsWith = profile.value ?? { ...(await this.detectProfile(target)).profile, language: 'driver' as const };
    return this.queue.enqueue({
      target,
      bytes: await calibrationPdf(printsWith, new Date(this.now())),
      document: { kind: 'test', contentType: 'application/pdf' },
    });
  }

  /** A profile proposed for a printer, from its driver or from the printer itself (~HI). */
  detectProfile(target: PrinterTarget): Promise<DetectedProfile> {
    const winspool = this.windows?.winspool;
    return detectProfile(target, {
      cups: this.paths.cups,
      ...(winspool ? { windowsDriver: async (name: string) => windowsDrivers(winspool).get(name) } : {}),
      ...(this.statusTimeoutMs === undefined ? {} : { timeoutMs: this.statusTimeoutMs }),
    });
  }

  close(): void {
    this.closed = true;
    this.queue.close();
    this.paths.close();
  }

  private noPrinterFor(kind: RoutedKind): Said {
    return said('printing.noPrinterFor', { what: said(KIND_NAMES[kind]) });
  }
}

const KIND_NAMES = {
  label: 'printing.kindLabel',
  'dace-thermal': 'printing.kindDaceThermal',
  'dace-pdf': 'printing.kindDacePdf',
} as const satisfies Record<RoutedKind, StationMessageKey>;
