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
  /**
   * Every page the driver offers (its PageSize choices) whose size is known: "w288h432" in
   * points, or a name such as A6. Detection matches the station's label to one of these.
   */
  pages: DriverPage[];
  /** Whether the driver takes a page of any size (`Custom.WIDTHxHEIGHT` among its choices). */
  customPages: boolean;
  /** The default of each option, by keyword. */
  defaults: Record<string, string>;
}

/** A page a driver offers, as its PPD names it ("w288h432") and its size in mm. */
export interface DriverPage {
  name: string;
  widthMm: number;
  heightMm: number;
}

const NAMED_SIZES_MM: Record<string, { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
  A5Rotated: { width: 210, height: 148 },
  A6: { width: 105, height: 148 },
  Letter: { width: 215.9, height: 279.4 },
  Legal: { width: 215.9, height: 355.6 },
};

const PT_MM = 25.4 / 72;

export function parseLpOptions(stdout: string, stderr = ''): CupsDriverInfo {
  const defaults: Record<string, string> = {};
  const choices: Record<string, string[]> = {};
  for (const line of stdout.split('\n')) {
    const match = /^([^/:\s]+)(?:\/[^:]*)?:\s*(.*)$/.exec(line.trim());
    if (!match?.[1]) continue;
    const offered = (match[2] ?? '').split(/\s+/).filter(Boolean);
    choices[match[1]] = offered.map((choice) => choice.replace(/^\*/, ''));
    const starred = offered.find((choice) => choice.startsWith('*'));
    if (starred) defaults[match[1]] = starred.slice(1);
  }
  const raw =
    Object.keys(defaults).length === 0 && (/Unable to get PPD|Not Found/i.test(stderr) || stdout.trim() === '');
  const pageChoices = choices.PageSize ?? choices.media ?? [];
  const pages = pageChoices.flatMap((name) => {
    const size = pageSizeMm(name);
    return size ? [{ name, widthMm: size.width, heightMm: size.height }] : [];
  });
  const info: CupsDriverInfo = {
    raw,
    defaults,
    pages,
    customPages: pageChoices.some((name) => /^Custom\./i.test(name)),
  };
  const resolution = /^(\d+)(?:x\d+)?dpi$/i.exec(defaults.Resolution ?? '');
  if (resolution) info.resolutionDpi = Number(resolution[1]);
  const page = pageSizeMm(defaults.PageSize ?? defaults.media);
  if (page) info.pageMm = page;
  return info;
}

/** A PPD page's size in mm: "w288h360" is in points; a few names are known. */
function pageSizeMm(name: string | undefined): { width: number; height: number } | undefined {
  const points = /^w(\d+(?:\.\d+)?)h(\d+(?:\.\d+)?)$/.exec(name ?? '');
  if (points) return { width: round1(Number(points[1]) * PT_MM), height: round1(Number(points[2]) * PT_MM) };
  return name ? NAMED_SIZES_MM[name] : undefined;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** `printer-make-and-model='Zebra EPL2 Label Printer'` (or unquoted, one word) from `lpoptions -p NAME`. */
export function parseMakeAndModel(stdout: string): string | undefined {
  const match = /(?:^|\s)printer-make-and-model=(?:'([^']*)'|"([^"]*)"|(\S+))/.exec(stdout);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value?.trim() || undefined;
}
