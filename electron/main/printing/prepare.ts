// What a printer is given, decided right before a job is sent (issue 16.1–16.4):
// - a raw printer (a network printer, a CUPS raw queue, or any printer whose profile names a raw
//   language) gets the document converted by the thermal engine to its language, at its dpi, on
//   its media; without a profile it gets nothing, and the operator is told to set one;
// - a printer with a driver gets the PDF with paper options: the label media for labels, the
//   page's own size for the A4 DACE (never label media), or the label media with fitting when the
//   operator routed the A4 DACE to a label printer (its profile says it is one);
// - ZPL to a printer with a driver (a `driver` profile, or none yet) whose driver is known and is
//   not Zebra's (the office laser, Debian's EPL2 PPD, an Argox driver) goes as a PDF of the label
//   drawn at true size (thermal/render-zpl.ts), which the driver renders: sent raw it would come
//   out as text. A Zebra behind its own driver, or a driver nobody can name, gets the ZPL raw
//   (driver-language.ts reads both the PPD's model and the Windows driver), rewritten for its
//   resolution when that is not ZPL's 203 dpi (issue 29.1): `-o raw` passes the driver by, so
//   nobody else would, and a 300 dpi Zebra behind its PPD printed the thermal DACE at 2/3 size.
// What a document is comes from its bytes (sniffContent), never from a header or a file name.
//
// Why at send time and not when the job is stored: the queue keeps the document as it came, so a
// reprint or a "send again" to another printer (a 300 dpi Zebra, an Argox, the office laser) is
// converted for that printer, and a profile fixed after the calibration label applies to the
// next print. The conversion is deterministic and runs while the job is `claimed` (nothing has
// left the app), so a crash during it queues the job again and never prints it twice.
import type { PrinterDpi, PrinterProfile } from '../../shared/printer-profile';
import { said, type StationMessageKey } from '../../shared/messages';
import { convertForPrinter, sniffContent, type ThermalError } from '../thermal';
import type { Cups } from './cups/cups';
import { LABEL_MEDIA, type PdfMedia } from './cups/lp-args';
import type { CupsDriverInfo } from './cups/lpoptions';
import { rememberConversions } from './conversion-memo';
import { driverNameDpi, driverSpeaksAnotherLabelLanguage, proposedRawLanguage } from './driver-language';
import { failed, ok, type Result } from '../../shared/result';
import { printError, type PrintError, type PrintErrorKind } from './errors';
import type { PrintJob } from './queue/job';
import type { PreparedJob } from './queue/worker-deps';
import type { PrinterSettings } from './settings';
import { describeTarget, targetKey, type DocumentKind, type PrinterTarget } from './types';

export type ConvertDocument = typeof convertForPrinter;

export interface PrinterProfilesDeps {
  settings: Pick<PrinterSettings, 'profileFor'>;
  cups: Pick<Cups, 'driverInfo' | 'makeAndModel'>;
  /** A Windows printer's driver name (PRINTER_INFO_2.pDriverName), when the spooler is bound. */
  windowsDriver?: (name: string) => string | undefined;
  convert?: ConvertDocument;
  /**
   * How long one conversion may run before its worker is ended (default: the engine's own,
   * thermal/limits.ts CONVERSION_DEADLINE_MS); tests shorten it instead of waiting minutes.
   */
  conversionDeadlineMs?: number;
  now?: () => number;
}

/** How long a CUPS queue's "raw or driver" answer is trusted (queues rarely change driver). */
const QUEUE_KIND_MS = 30_000;

export class PrinterProfiles {
  private readonly queueDrivers = new Map<string, { info: CupsDriverInfo; at: number }>();
  private readonly models = new Map<string, { model: string | undefined; at: number }>();
  private readonly convert: ConvertDocument;
  private readonly now: () => number;

  constructor(private readonly deps: PrinterProfilesDeps) {
    const convert = rememberConversions(deps.convert ?? convertForPrinter);
    const deadlineMs = deps.conversionDeadlineMs;
    this.convert =
      deadlineMs === undefined
        ? convert
        : (bytes, profile, options) => convert(bytes, profile, { ...options, deadlineMs });
    this.now = deps.now ?? Date.now;
  }

  /** The profile a target prints with; undefined = its driver renders PDFs; a failure = it needs one first. */
  async profileToPrintWith(target: PrinterTarget): Promise<Result<PrinterProfile | undefined, PrintError>> {
    const profile = this.deps.settings.profileFor(target);
    if (profile) return ok(profile);
    if (!(await this.needsProfile(target))) return ok(undefined);
    return failed(printError('not-configured', said('printing.profileMissing', { name: describeTarget(target) })));
  }

  /**
   * Whether a printer cannot print labels without a profile: a network printer (raw TCP has no
   * driver) and a CUPS queue without one. Windows printers have a driver. A CUPS queue that
   * cannot be asked is given the benefit of the doubt (its job then fails with CUPS's own words).
   */
  async needsProfile(target: PrinterTarget): Promise<boolean> {
    if (target.kind === 'network') return true;
    if (target.kind === 'windows') return false;
    return (await this.isRawQueue(target.name)) ?? false;
  }

  /**
   * Whether ZPL can be sent to this printer as it is: its raw profile is ZPL, or its driver (a
   * CUPS queue's PPD, a Windows driver's name) is not for a label printer of another language.
   * Unknown drivers (no spooler bound, a queue CUPS cannot answer for) are taken to read it.
   */
  async readsZpl(target: PrinterTarget): Promise<boolean> {
    const profile = this.deps.settings.profileFor(target);
    if (profile && profile.language !== 'driver') return profile.language === 'zpl';
    if (target.kind === 'network') return true;
    return !driverSpeaksAnotherLabelLanguage(await this.modelOf(target));
  }

  /** Sync: what is known without asking CUPS (network printers need a profile, always). */
  missingProfileNow(target: PrinterTarget): boolean {
    return target.kind === 'network' && !this.deps.settings.profileFor(target);
  }

  private async isRawQueue(name: string): Promise<boolean | undefined> {
    return (await this.queueDriver(name))?.raw;
  }

  /** What a CUPS queue's driver says (`lpoptions -l`), asked at most every QUEUE_KIND_MS. */
  private async queueDriver(name: string): Promise<CupsDriverInfo | undefined> {
    const known = this.queueDrivers.get(name);
    if (known && this.now() - known.at < QUEUE_KIND_MS) return known.info;
    const info = await this.deps.cups.driverInfo(name);
    if (!info.ok) return undefined;
    this.queueDrivers.set(name, { info: info.value, at: this.now() });
    return info.value;
  }

  /**
   * The resolution a driver printer without a profile prints at: its CUPS driver's resolution
   * (the PPD's Resolution as the queue is set), or the one its Windows driver's name says
   * ("ZDesigner ZD220-300dpi"). Undefined when neither says.
   */
  private async driverDpi(target: PrinterTarget): Promise<PrinterDpi | undefined> {
    if (target.kind === 'network') return undefined;
    const dpi =
      target.kind === 'cups'
        ? (await this.queueDriver(target.name))?.resolutionDpi
        : driverNameDpi(await this.modelOf(target));
    return dpi === 203 || dpi === 300 || dpi === 600 ? dpi : undefined;
  }

  /** The queue's PrepareJob: the job's bytes as its printer takes them. */
  readonly prepare = async (job: PrintJob, bytes: Uint8Array): Promise<Result<PreparedJob, PrintError>> => {
    const profile = await this.profileToPrintWith(job.target);
    if (!profile.ok) return profile;
    // A printer with a driver (a `driver` profile, or none yet) whose driver is not Zebra's.
    const drawZpl =
      (!profile.value || profile.value.language === 'driver') && (await this.driverCannotReadZpl(job.target, bytes));
    // ZPL raw to a driver printer with no profile yet: at the resolution its driver says.
    const driverDpi =
      !profile.value && !drawZpl && sniffContent(bytes) === 'zpl' ? await this.driverDpi(job.target) : undefined;
    return prepareForProfile(job.document.kind, job.target, bytes, profile.value, this.convert, {
      drawZpl,
      ...(driverDpi ? { driverDpi } : {}),
    });
  };

  /**
   * A ZPL document for a printer whose driver is known and is not Zebra's (the office laser, an
   * EPL2 or Argox driver): it would print the ZPL as text, so it gets it drawn as a PDF. A Zebra
   * behind ZDesigner or Zebra's PPD reads ZPL raw, and what cannot be asked (a network printer, a
   * raw queue, a driver the spooler does not name) gets it raw as before.
   */
  private async driverCannotReadZpl(target: PrinterTarget, bytes: Uint8Array): Promise<boolean> {
    if (target.kind === 'network' || sniffContent(bytes) !== 'zpl') return false;
    if (target.kind === 'cups' && (await this.isRawQueue(target.name)) !== false) return false;
    const model = await this.modelOf(target);
    return model !== undefined && proposedRawLanguage(model) !== 'zpl';
  }

  /** The driver's name: a CUPS queue's make and model, a Windows printer's driver. */
  private async modelOf(target: PrinterTarget & { kind: 'cups' | 'windows' }): Promise<string | undefined> {
    const key = targetKey(target);
    const known = this.models.get(key);
    if (known && this.now() - known.at < QUEUE_KIND_MS) return known.model;
    let model: string | undefined;
    if (target.kind === 'windows') model = this.deps.windowsDriver?.(target.name);
    else {
      const answer = await this.deps.cups.makeAndModel(target.name);
      if (!answer.ok) return undefined;
      model = answer.value;
    }
    this.models.set(key, { model, at: this.now() });
    return model;
  }
}

/** How a ZPL document is drawn for a driver printer that has no profile yet: ZPL's own resolution, the label media. */
const DRAWN_ZPL_PROFILE: PrinterProfile = {
  language: 'driver',
  dpi: 203,
  media: { widthMm: LABEL_MEDIA.widthMm, heightMm: LABEL_MEDIA.heightMm, sensing: 'gap' },
  offsets: { xMm: 0, yMm: 0 },
  rotation: 0,
};

export async function prepareForProfile(
  kind: DocumentKind,
  target: PrinterTarget,
  bytes: Uint8Array,
  profile: PrinterProfile | undefined,
  convert: ConvertDocument,
  options: {
    /** ZPL for this driver printer is drawn as a PDF (PrinterProfiles.driverCannotReadZpl). */
    drawZpl?: boolean;
    /** The resolution a driver printer without a profile prints at (its driver's; 203 when unknown). */
    driverDpi?: PrinterDpi;
  } = {},
): Promise<Result<PreparedJob, PrintError>> {
  const { drawZpl = false } = options;
  const sniffed = sniffContent(bytes);
  if ((!profile || profile.language === 'driver') && sniffed === 'zpl' && drawZpl) {
    // The OS driver renders for this printer and is not Zebra's: ZPL would come out as text, so
    // it goes as a PDF of the label at true size, on the profile's media at 100 % (without a
    // profile yet: drawn at ZPL's own 203 dpi, on the label media).
    const drawWith = profile ?? DRAWN_ZPL_PROFILE;
    const drawn = await convert(bytes, drawWith);
    if (!drawn.ok) return conversionFailure(drawn.error, target, drawWith);
    const { notes } = drawn.value;
    const pdf = drawn.value.bytes;
    return ok({ bytes: pdf, sendAs: 'application/pdf', media: await pdfMedia(kind, pdf, profile), notes });
  }
  if (!profile || profile.language === 'driver') {
    if (sniffed === 'zpl') return zplPastTheDriver(target, bytes, profile, options.driverDpi ?? 203, convert);
    if (sniffed !== 'pdf') {
      const problem = said('printing.convertUnreadable', { name: describeTarget(target) });
      const reason =
        sniffed === 'unknown'
          ? said('thermal.unknownFormat')
          : said('thermal.driverTakesPdf', { source: sniffed.toUpperCase() });
      return failed(printError('unsupported', said('printing.conversionFailed', { problem, reason })));
    }
    return ok({ bytes, sendAs: 'application/pdf', media: await pdfMedia(kind, bytes, profile) });
  }
  // The A4 DACE on a label printer: the operator routed it there, so it is fitted to the roll; a
  // larger label only when the operator allowed it in the profile.
  const fit = kind === 'dace-pdf' || profile.scaleToFit === true;
  const converted = await convert(bytes, profile, fit ? { allowScale: true } : {});
  if (!converted.ok) return conversionFailure(converted.error, target, profile);
  const { notes } = converted.value;
  return ok({ bytes: converted.value.bytes, sendAs: 'raw', ...(notes.length ? { notes } : {}) });
}

/**
 * ZPL sent raw to a Zebra behind its driver (`-o raw`, the RAW spooler): the driver is passed by,
 * so the station makes it true size itself. ZPL is written for 203 dpi (the carriers' labels and
 * the thermal DACE); a 300 or 600 dpi printer, as its profile (or, without one, its driver) says,
 * gets it rewritten for its dots by the thermal engine, as a raw ZPL printer at that dpi does.
 */
async function zplPastTheDriver(
  target: PrinterTarget,
  bytes: Uint8Array,
  profile: PrinterProfile | undefined,
  driverDpi: PrinterDpi,
  convert: ConvertDocument,
): Promise<Result<PreparedJob, PrintError>> {
  const dpi = profile?.dpi ?? driverDpi;
  const from = 203;
  if (dpi === from) return ok({ bytes, sendAs: 'raw' });
  const asZpl: PrinterProfile = { ...(profile ?? DRAWN_ZPL_PROFILE), language: 'zpl', dpi };
  const scaled = await convert(bytes, asZpl, { zplSourceDpi: from });
  if (!scaled.ok) return conversionFailure(scaled.error, target, asZpl);
  const notes = [said('printing.noteZplRescaled', { from, to: dpi }), ...scaled.value.notes];
  return ok({ bytes: scaled.value.bytes, sendAs: 'raw', notes });
}

async function pdfMedia(kind: DocumentKind, bytes: Uint8Array, profile: PrinterProfile | undefined): Promise<PdfMedia> {
  const roll = profile
    ? { widthMm: profile.media.widthMm, heightMm: profile.media.heightMm }
    : { widthMm: LABEL_MEDIA.widthMm, heightMm: LABEL_MEDIA.heightMm };
  // The calibration label on a driver printer without a profile is made at the media its driver
  // proposes: printed on that size, at 100%.
  if (kind === 'test' && !profile) return { kind: 'label', ...(await pageSizeMm(bytes)) };
  if (kind !== 'dace-pdf') return { kind: profile?.scaleToFit ? 'fit-label' : 'label', ...roll };
  if (profile) return { kind: 'fit-label', ...roll };
  return { kind: 'page', ...(await pageSizeMm(bytes)) };
}

const A4 = { widthMm: 210, heightMm: 297 };

/**
 * The first page's size in mm (its CropBox as pdf-lib reads it); A4 when the PDF cannot be read.
 * pdf-lib (~100 ms of CPU to load) comes with the first page measured, not with the station's
 * start (startup.bench).
 */
async function pageSizeMm(bytes: Uint8Array): Promise<{ widthMm: number; heightMm: number }> {
  const { PDFDocument } = await import('pdf-lib');
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const page = doc.getPage(0);
    const { width, height } = page.getSize();
    const rotated = page.getRotation().angle % 180 !== 0;
    const mm = (points: number) => Math.round((points * 254) / 72) / 10;
    return rotated ? { widthMm: mm(height), heightMm: mm(width) } : { widthMm: mm(width), heightMm: mm(height) };
  } catch {
    return A4;
  }
}

const CONVERSION_SAYS: Record<ThermalError['kind'], [PrintErrorKind, StationMessageKey]> = {
  unreadable: ['unsupported', 'printing.convertUnreadable'],
  'too-large': ['unsupported', 'printing.convertTooLarge'],
  unsupported: ['unsupported', 'printing.convertUnsupported'],
  'too-wide': ['unsupported', 'printing.convertTooWide'],
  'invalid-profile': ['not-configured', 'printing.convertInvalidProfile'],
  // Retried once in a fresh worker already: the queue leaves it failed (its bytes kept for a reprint).
  crashed: ['unsupported', 'printing.convertCrashed'],
  // Ended at its deadline, or refused by its page cap or pixel budget (thermal/limits.ts): the
  // same bytes would do the same again, so the queue leaves it failed (its bytes kept) and
  // goes on with the next job.
  'timed-out': ['unsupported', 'printing.convertTimedOut'],
  'over-limit': ['unsupported', 'printing.convertOverLimit'],
};

/**
 * The engine's error as the station says it: what went wrong for this printer, then the engine's
 * reason (a Said of its own, in the operator's language). What a library said (MuPDF's, the ZPL
 * renderer's, the worker's) stays quoted as the system's words, never as the printer's.
 */
function conversionFailure(error: ThermalError, target: PrinterTarget, profile: PrinterProfile) {
  const [kind, key] = CONVERSION_SAYS[error.kind];
  const problem = said(key, { name: describeTarget(target), language: profile.language.toUpperCase() });
  const failure: PrintError = { kind, said: said('printing.conversionFailed', { problem, reason: error.said }) };
  return failed(error.quoted ? { ...failure, quoted: error.quoted } : failure);
}
