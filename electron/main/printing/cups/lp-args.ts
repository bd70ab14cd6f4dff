// The exact argument lists given to lp. Kept apart and pure so a unit test can pin them: a
// wrong option here is a label printed at the wrong scale on every desk.
import { type ContentType } from '../types';

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

/** `-o raw`: CUPS sends the bytes to the printer untouched, the only way ZPL reaches a thermal printer. */
export const RAW_OPTIONS = ['-o', 'raw'] as const;

export interface LpSubmitOptions {
  /** The job's title (job-name) in CUPS: how a job is found again after a crash. */
  title: string;
  /** Submit held (job-hold-until=indefinite): CUPS keeps it until it is released. */
  hold?: boolean;
}

/**
 * `lp -d NAME [-H hold] -t TITLE <options> -- FILE`. The name is its own argv element (a
 * leading "-" is fine after -d), and `--` ends the options so no file path is read as one.
 */
export function lpSubmitArgs(
  queue: string,
  file: string,
  contentType: ContentType,
  options: LpSubmitOptions,
): string[] {
  return [
    '-d',
    queue,
    ...(options.hold ? ['-H', 'hold'] : []),
    '-t',
    options.title,
    ...(contentType === 'application/zpl' ? RAW_OPTIONS : PDF_LABEL_OPTIONS),
    '--',
    file,
  ];
}

/** `lp -i JOB -H resume`: releases a held job. */
export function lpReleaseArgs(job: number): string[] {
  return ['-i', String(job), '-H', 'resume'];
}
