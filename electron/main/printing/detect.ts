// A profile proposed for a printer (issue 16.1), for the operator to confirm on the settings
// screen: what its CUPS driver says (the PPD's default resolution and page size, and the label
// language its make and model names), what a Windows printer's driver name says (ZDesigner →
// ZPL, Argox → PPLA, Datamax → DPL: driver-language.ts, the same reading as CUPS), or what a
// network Zebra says about itself (~HI: model and dots per mm), directly or behind a CUPS raw
// queue's socket:// device. What cannot be detected keeps the defaults a desk starts with:
// ZPL at 203 dpi on 100×150 mm labels with gaps.
import type { PrinterProfile, RawPrinterLanguage } from '../../shared/printer-profile';
import type { Cups } from './cups/cups';
import { proposedRawLanguage } from './driver-language';
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
}

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
}

export async function detectProfile(target: PrinterTarget, deps: DetectDeps): Promise<DetectedProfile> {
  if (target.kind === 'network') return askIdentity(target, deps);
  if (target.kind === 'windows') return fromWindowsDriver(await deps.windowsDriver?.(target.name));
  const info = await deps.cups.driverInfo(target.name);
  if (info.ok && !info.value.raw) {
    const dpi = info.value.resolutionDpi;
    const page = info.value.pageMm;
    const model = await deps.cups.makeAndModel(target.name);
    const labelLanguage = proposedRawLanguage(model.ok ? model.value : undefined);
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
        ...(page && page.width >= 10 && page.width <= 300 && page.height >= 10 && page.height <= 1000
          ? { media: { widthMm: page.width, heightMm: page.height, sensing: 'gap' as const } }
          : {}),
      },
    };
  }
  // A raw queue: its printer may be a Zebra on the network behind socket://.
  const queues = await deps.cups.queues();
  const uri = queues.ok ? queues.value.find((q) => q.name === target.name)?.deviceUri : undefined;
  const address = uri && /^socket:/i.test(uri) ? deviceAddress(uri) : undefined;
  if (address) return askIdentity(address, deps);
  return { source: 'none', raw: info.ok ? info.value.raw : true, profile: DEFAULT_RAW_PROFILE };
}

/**
 * A Windows printer's driver renders PDFs, but through SumatraPDF and the driver's own scaling;
 * a label printer whose driver names its language is proposed that language raw instead (the
 * station converts at the printer's dpi and sends through the RAW spooler: true size, no driver
 * scaling). The dpi comes from the name when it says ("ZDesigner ZD220-203dpi", "… 300dpi").
 */
function fromWindowsDriver(driverName: string | undefined): DetectedProfile {
  const labelLanguage = proposedRawLanguage(driverName);
  const driverProfile: PrinterProfile = { ...DEFAULT_RAW_PROFILE, language: 'driver' };
  if (!driverName) return { source: 'none', raw: false, profile: driverProfile };
  if (!labelLanguage)
    return { source: 'driver', system: 'windows', raw: false, model: driverName, profile: driverProfile };
  const dpi = /(\d{3})\s?dpi/i.exec(driverName)?.[1];
  return {
    source: 'driver',
    system: 'windows',
    raw: false,
    model: driverName,
    labelLanguage,
    profile: {
      ...DEFAULT_RAW_PROFILE,
      language: labelLanguage,
      dpi: dpi === '300' ? 300 : dpi === '600' ? 600 : 203,
    },
  };
}

async function askIdentity(address: NetworkTarget, deps: DetectDeps): Promise<DetectedProfile> {
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
