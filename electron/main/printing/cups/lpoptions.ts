// What a CUPS queue's driver says about the printer (`lpoptions -p NAME -l`, the PPD's options
// with their defaults starred). A raw queue has no PPD: lpoptions then prints nothing and says
// "Unable to get PPD file" — the one reliable way, on Linux and macOS, to tell a queue whose
// driver renders PDFs from one that passes bytes to the printer unchanged.

export interface CupsDriverInfo {
  /** No driver: the bytes go to the printer as they are (it needs a profile to print labels). */
  raw: boolean;
  /** The driver's default resolution, e.g. 203 from "*203dpi". */
  resolutionDpi?: number;
  /** The driver's default page size in mm, from "w288h360" (points) or a known name. */
  pageMm?: { width: number; height: number };
  /** The default of each option, by keyword. */
  defaults: Record<string, string>;
}

const NAMED_SIZES_MM: Record<string, { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
  A6: { width: 105, height: 148 },
  Letter: { width: 215.9, height: 279.4 },
  Legal: { width: 215.9, height: 355.6 },
};

const PT_MM = 25.4 / 72;

export function parseLpOptions(stdout: string, stderr = ''): CupsDriverInfo {
  const defaults: Record<string, string> = {};
  for (const line of stdout.split('\n')) {
    const match = /^([^/:\s]+)(?:\/[^:]*)?:\s*(.*)$/.exec(line.trim());
    if (!match) continue;
    const starred = (match[2] ?? '').split(/\s+/).find((choice) => choice.startsWith('*'));
    if (match[1] && starred) defaults[match[1]] = starred.slice(1);
  }
  const raw =
    Object.keys(defaults).length === 0 && (/Unable to get PPD|Not Found/i.test(stderr) || stdout.trim() === '');
  const info: CupsDriverInfo = { raw, defaults };
  const resolution = /^(\d+)(?:x\d+)?dpi$/i.exec(defaults.Resolution ?? '');
  if (resolution) info.resolutionDpi = Number(resolution[1]);
  const page = defaults.PageSize ?? defaults.media;
  const points = /^w(\d+(?:\.\d+)?)h(\d+(?:\.\d+)?)$/.exec(page ?? '');
  if (points) info.pageMm = { width: round1(Number(points[1]) * PT_MM), height: round1(Number(points[2]) * PT_MM) };
  else if (page && NAMED_SIZES_MM[page]) info.pageMm = NAMED_SIZES_MM[page];
  return info;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** `printer-make-and-model='Zebra EPL2 Label Printer'` (or unquoted, one word) from `lpoptions -p NAME`. */
export function parseMakeAndModel(stdout: string): string | undefined {
  const match = /(?:^|\s)printer-make-and-model=(?:'([^']*)'|"([^"]*)"|(\S+))/.exec(stdout);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value?.trim() || undefined;
}

/**
 * Whether a driver is for a label printer that reads some other language than ZPL (EPL, CPCL,
 * Argox/Elgin PPLA/PPLB, Datamax DPL, Intellitech): ZPL sent raw through such a queue comes out
 * as text. Unknown models (an office laser, a Zebra ZPL driver) are not claimed either way.
 */
export function driverSpeaksAnotherLabelLanguage(makeAndModel: string | undefined): boolean {
  if (!makeAndModel || /\bZPL\b|ZDesigner/i.test(makeAndModel)) return false;
  return /\b(EPL\d?|CPCL|PPL[AB]|DPL|Eltron|Argox|Elgin|Datamax|Intelli(?:tech|bar))\b/i.test(makeAndModel);
}
