// A profile proposed for a printer (issue 16.1), for the operator to confirm on the settings
// screen: what its CUPS driver says (the PPD's default resolution and page size), or what a
// network Zebra says about itself (~HI: model and dots per mm), directly or behind a CUPS raw
// queue's socket:// device. What cannot be detected keeps the defaults a desk starts with:
// ZPL at 203 dpi on 100×150 mm labels with gaps.
import type { PrinterProfile } from '../../shared/printer-profile';
import type { Cups } from './cups/cups';
import { deviceAddress } from './readiness';
import { type NetworkTarget, type PrinterTarget } from './types';
import { askZebra, parseHostIdentification } from './zebra-host';

export interface DetectedProfile {
  /** Where the proposal comes from: the queue's driver, the printer itself, or nothing (defaults). */
  source: 'driver' | 'printer' | 'none';
  /** Whether the printer has no driver here (it needs a profile to print labels). */
  raw: boolean;
  /** The model as the printer or its driver names it. */
  model?: string;
  profile: PrinterProfile;
}

const LABEL_DEFAULTS = {
  media: { widthMm: 100, heightMm: 150, sensing: 'gap' },
  offsets: { xMm: 0, yMm: 0 },
  rotation: 0,
} as const satisfies Partial<PrinterProfile>;

export const DEFAULT_RAW_PROFILE: PrinterProfile = { language: 'zpl', dpi: 203, ...LABEL_DEFAULTS };

export interface DetectDeps {
  cups: Pick<Cups, 'driverInfo' | 'queues'>;
  /** How long a network printer has to answer ~HI. */
  timeoutMs?: number;
}

export async function detectProfile(target: PrinterTarget, deps: DetectDeps): Promise<DetectedProfile> {
  if (target.kind === 'network') return askIdentity(target, deps);
  if (target.kind === 'windows')
    return { source: 'none', raw: false, profile: { ...DEFAULT_RAW_PROFILE, language: 'driver' } };
  const info = await deps.cups.driverInfo(target.name);
  if (info.ok && !info.value.raw) {
    const dpi = info.value.resolutionDpi;
    const page = info.value.pageMm;
    return {
      source: 'driver',
      raw: false,
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

async function askIdentity(address: NetworkTarget, deps: DetectDeps): Promise<DetectedProfile> {
  const answer = await askZebra(address, '~HI', deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs });
  const identity = answer.ok && answer.value[0] !== undefined ? parseHostIdentification(answer.value[0]) : undefined;
  if (!identity) return { source: 'none', raw: true, profile: DEFAULT_RAW_PROFILE };
  return {
    source: 'printer',
    raw: true,
    model: identity.model,
    profile: { ...DEFAULT_RAW_PROFILE, dpi: identity.dpi ?? 203 },
  };
}
