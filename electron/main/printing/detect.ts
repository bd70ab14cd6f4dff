// A profile proposed for a printer (issue 16.1), for the operator to confirm on the settings
// screen: what its CUPS driver says (the PPD's default resolution, the label language its make
// and model names, and the page it offers nearest to the label: media-match.ts), what a Windows
// printer's driver name says (ZDesigner → ZPL, Argox → PPLA, Datamax → DPL: driver-language.ts,
// the same reading as CUPS), or what a network Zebra says about itself (~HI: model and dots per
// mm), directly or behind a CUPS raw queue's socket:// device. What cannot be detected keeps the
// defaults a desk starts with: ZPL at 203 dpi on 100×150 mm labels with gaps.
//
// The media is always the label the station prints (issue 29.1), never the driver's default
// page: Debian's Zebra PPDs default to 4 × 5 in, and a 100 × 150 mm label printed on it came out
// cut to 127 mm. A driver gets the page it offers nearest to the label; everything else the
// label's own size.
import type { PrinterProfile, RawPrinterLanguage } from '../../shared/printer-profile';
import type { Cups } from './cups/cups';
import { LABEL_MEDIA } from './cups/lp-args';
import { driverNameDpi, proposedRawLanguage } from './driver-language';
import { matchLabelMedia, type SizeMm } from './media-match';
import { deviceAddress } from './readiness';
import { type NetworkTarget, type PrinterTarget } from './types';
import { askZebra, parseHostIdentification } from './zebra-host';

export interface DetectedProfile {
  /** Where the proposal comes from: the queue's driver, the printer itself, or nothing (defaults). */
  source: 'driver' | 'printer' | 'none';
  /** Whether the printer has no driver here (it needs a profile to print labels). */
  raw: boolean;
  /** Whose driver was read (source `driver`): a CUPS queue's PPD or a Windows printer's driver name. */
  system?: 'cups' | 'windows';
  /** The model as the printer or its driver names it. */
  model?: string;
  /**
   * The label language the printer reads: what its driver's name says (what a raw profile would
   * use), or ZPL for a printer that answered ~HI (a ZPL command).
   */
  labelLanguage?: RawPrinterLanguage;
  profile: PrinterProfile;
  /** How the profile's media was chosen, for the operator to see beside the label's size. */
  media: DetectedMedia;
}

export interface DetectedMedia {
  /** The label the station prints, which the proposed media was matched to. */
  label: SizeMm;
  /** `driver-page`: the page the driver offers nearest to the label (`page` names it); `label`: the label itself. */
  from: 'driver-page' | 'label';
  page?: string;
}

/** The label the station prints: what the carriers and the training server send. */
export const STATION_LABEL: SizeMm = { widthMm: LABEL_MEDIA.widthMm, heightMm: LABEL_MEDIA.heightMm };

const LABEL_DEFAULTS = {
  media: { widthMm: 100, heightMm: 150, sensing: 'gap' },
  offsets: { xMm: 0, yMm: 0 },
  rotation: 0,
} as const satisfies Partial<PrinterProfile>;

export const DEFAULT_RAW_PROFILE: PrinterProfile = { language: 'zpl', dpi: 203, ...LABEL_DEFAULTS };

export interface DetectDeps {
  cups: Pick<Cups, 'driverInfo' | 'queues' | 'makeAndModel'>;
  /** A Windows printer's driver name (PRINTER_INFO_2.pDriverName), when the spooler can say. */
  windowsDriver?: (name: string) => Promise<string | undefined>;
  /** How long a network printer has to answer ~HI. */
  timeoutMs?: number;
  /** The label the media is matched to (STATION_LABEL, 100 × 150 mm, unless told). */
  label?: SizeMm;
}

export async function detectProfile(target: PrinterTarget, deps: DetectDeps): Promise<DetectedProfile> {
  const label = deps.label ?? STATION_LABEL;
  /** No driver page to match: the media is the label itself. */
  const onLabel = (detected: Omit<DetectedProfile, 'media'>): DetectedProfile => ({
    ...detected,
    profile: { ...detected.profile, media: { ...detected.profile.media, ...label } },
    media: { label, from: 'label' },
  });
  if (target.kind === 'network') return onLabel(await askIdentity(target, deps));
  if (target.kind === 'windows') return onLabel(fromWindowsDriver(await deps.windowsDriver?.(target.name)));
  const info = await deps.cups.driverInfo(target.name);
  if (info.ok && !info.value.raw) {
    const dpi = info.value.resolutionDpi;
    const model = await deps.cups.makeAndModel(target.name);
    const labelLanguage = proposedRawLanguage(model.ok ? model.value : undefined);
    // Only pages a profile can hold (printer-profile.ts: 10–300 mm across, 10–1000 mm long).
    const pages = info.value.pages.filter(
      (p) => p.widthMm >= 10 && p.widthMm <= 300 && p.heightMm >= 10 && p.heightMm <= 1000,
    );
    const matched = matchLabelMedia(label, pages, info.value.customPages);
    return {
      source: 'driver',
      system: 'cups',
      raw: false,
      ...(model.ok && model.value ? { model: model.value } : {}),
      ...(labelLanguage ? { labelLanguage } : {}),
      profile: {
        ...DEFAULT_RAW_PROFILE,
        language: 'driver',
        dpi: dpi === 300 || dpi === 600 ? dpi : 203,
        media: { widthMm: matched.widthMm, heightMm: matched.heightMm, sensing: 'gap' },
      },
      media: { label, from: matched.from, ...(matched.from === 'driver-page' ? { page: matched.page } : {}) },
    };
  }
  // A raw queue: its printer may be a Zebra on the network behind socket://.
  const queues = await deps.cups.queues();
  const uri = queues.ok ? queues.value.find((q) => q.name === target.name)?.deviceUri : undefined;
  const address = uri && /^socket:/i.test(uri) ? deviceAddress(uri) : undefined;
  if (address) return onLabel(await askIdentity(address, deps));
  return onLabel({ source: 'none', raw: info.ok ? info.value.raw : true, profile: DEFAULT_RAW_PROFILE });
}

/**
 * A Windows printer's driver renders PDFs, but through SumatraPDF and the driver's own scaling;
 * a label printer whose driver names its language is proposed that language raw instead (the
 * station converts at the printer's dpi and sends through the RAW spooler: true size, no driver
 * scaling). The dpi comes from the name when it says ("ZDesigner ZD220-203dpi", "… 300dpi").
 */
function fromWindowsDriver(driverName: string | undefined): Omit<DetectedProfile, 'media'> {
  const labelLanguage = proposedRawLanguage(driverName);
  const driverProfile: PrinterProfile = { ...DEFAULT_RAW_PROFILE, language: 'driver' };
  if (!driverName) return { source: 'none', raw: false, profile: driverProfile };
  if (!labelLanguage)
    return { source: 'driver', system: 'windows', raw: false, model: driverName, profile: driverProfile };
  const dpi = driverNameDpi(driverName);
  return {
    source: 'driver',
    system: 'windows',
    raw: false,
    model: driverName,
    labelLanguage,
    profile: {
      ...DEFAULT_RAW_PROFILE,
      language: labelLanguage,
      dpi: dpi === 300 || dpi === 600 ? dpi : 203,
    },
  };
}

async function askIdentity(address: NetworkTarget, deps: DetectDeps): Promise<Omit<DetectedProfile, 'media'>> {
  const answer = await askZebra(address, '~HI', deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs });
  const identity = answer.ok && answer.value[0] !== undefined ? parseHostIdentification(answer.value[0]) : undefined;
  if (!identity) return { source: 'none', raw: true, profile: DEFAULT_RAW_PROFILE };
  return {
    source: 'printer',
    raw: true,
    model: identity.model,
    // ~HI is a ZPL command: a printer that answers it reads ZPL.
    labelLanguage: 'zpl',
    profile: { ...DEFAULT_RAW_PROFILE, dpi: identity.dpi ?? 203 },
  };
}
