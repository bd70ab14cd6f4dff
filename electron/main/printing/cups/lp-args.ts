// The exact argument lists given to lp. Kept apart and pure so a unit test can pin them: a
// wrong option here is a label printed at the wrong scale on every desk.
import { type ContentType } from '../types';

/**
 * How bytes go to a printer: a PDF through its driver, or raw (ZPL, EPL2, PPLA/PPLB, DPL — the
 * printer's own language, passed untouched). `application/zpl` is raw too.
 */
export type SendAs = ContentType | 'raw';
export const isRaw = (sendAs: SendAs): boolean => sendAs !== 'application/pdf';

/**
 * The paper a PDF is printed on: a label roll (the profile's media, 100×150 mm by default) at
 * 100%, or the page's own size (an A4 DACE on an office printer: never label media), or a larger
 * page fitted to the label roll when the operator routed it to a label printer.
 */
export type PdfMedia =
  | { kind: 'label'; widthMm: number; heightMm: number }
  | { kind: 'page'; widthMm: number; heightMm: number }
  | { kind: 'fit-label'; widthMm: number; heightMm: number };

export const LABEL_MEDIA: PdfMedia = { kind: 'label', widthMm: 100, heightMm: 150 };

/**
 * 100% scale on 100×150 mm media. `print-scaling=none` is the IPP attribute CUPS 2.x
 * (Linux and macOS) honours; `fit-to-page=false` turns off the older CUPS/macOS option that
 * some drivers still read. `media=Custom.100x150mm` is CUPS's custom size syntax, so the page
 * is not fitted to a Letter/A4 default when the driver's default paper is wrong.
 */
export const PDF_LABEL_OPTIONS = [
  '-o',
  'media=Custom.100x150mm',
  '-o',
  'print-scaling=none',
  '-o',
  'fit-to-page=false',
] as const;

/** Paper names drivers know; a custom size may not match the tray's paper on an office printer. */
const NAMED_PAGES: ReadonlyArray<{ name: string; width: number; height: number }> = [
  { name: 'A4', width: 210, height: 297 },
  { name: 'A5', width: 148, height: 210 },
  { name: 'Letter', width: 215.9, height: 279.4 },
  { name: 'Legal', width: 215.9, height: 355.6 },
];

const mm = (value: number) => String(Math.round(value * 10) / 10);

/** lp's options for a PDF on this media (the label case is exactly PDF_LABEL_OPTIONS at 100×150). */
export function pdfMediaOptions(media: PdfMedia): string[] {
  const custom = `media=Custom.${mm(media.widthMm)}x${mm(media.heightMm)}mm`;
  switch (media.kind) {
    case 'label':
      return ['-o', custom, '-o', 'print-scaling=none', '-o', 'fit-to-page=false'];
    case 'fit-label':
      return ['-o', custom, '-o', 'print-scaling=fit', '-o', 'fit-to-page=true'];
    case 'page': {
      // Either orientation of a named size: the driver rotates a landscape page onto it.
      const named = NAMED_PAGES.find(
        (p) =>
          (Math.abs(p.width - media.widthMm) <= 2 && Math.abs(p.height - media.heightMm) <= 2) ||
          (Math.abs(p.height - media.widthMm) <= 2 && Math.abs(p.width - media.heightMm) <= 2),
      );
      return ['-o', named ? `media=${named.name}` : custom, '-o', 'print-scaling=none', '-o', 'fit-to-page=false'];
    }
  }
}

/** `-o raw`: CUPS sends the bytes to the printer untouched, the only way ZPL reaches a thermal printer. */
export const RAW_OPTIONS = ['-o', 'raw'] as const;

export interface LpSubmitOptions {
  /** The job's title (job-name) in CUPS: how a job is found again after a crash. */
  title: string;
  /** Submit held (job-hold-until=indefinite): CUPS keeps it until it is released. */
  hold?: boolean;
  /** A PDF's paper (100×150 mm label when left out); ignored for raw bytes. */
  media?: PdfMedia;
}

/**
 * `lp -d NAME [-H hold] -t TITLE <options> -- FILE`. The name is its own argv element (a
 * leading "-" is fine after -d), and `--` ends the options so no file path is read as one.
 */
export function lpSubmitArgs(queue: string, file: string, sendAs: SendAs, options: LpSubmitOptions): string[] {
  return [
    '-d',
    queue,
    ...(options.hold ? ['-H', 'hold'] : []),
    '-t',
    options.title,
    ...(isRaw(sendAs) ? RAW_OPTIONS : options.media ? pdfMediaOptions(options.media) : PDF_LABEL_OPTIONS),
    '--',
    file,
  ];
}

/** `lp -i JOB -H resume`: releases a held job. */
export function lpReleaseArgs(job: number): string[] {
  return ['-i', String(job), '-H', 'resume'];
}
