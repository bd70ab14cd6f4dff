// What one conversion may cost (issue 28.6): a document comes from a server the desk does not
// control, and a few kilobytes can ask for minutes of work or gigabytes (a 5.5 KB PDF of nested
// drawings ran for over 75 s; a ZPL of many formats at 600 dpi took 32 s and 2.7 GB), while
// every other label and test page waited behind it in the one conversion worker. So each
// conversion has:
// - a deadline (pool.ts): past it, its worker is ended (terminate: MuPDF and the ZPL renderer
//   are WebAssembly and cannot be interrupted from inside) and the next job gets a fresh one;
// - a page cap: a ZPL document draws one page per format (^XA … ^XZ); a PDF or PNG draws one;
// - a pixel budget from the roll the printer has (its media in mm × its dots per mm): no page
//   larger than PAGE_ROLLS rolls, no document drawing more than DOCUMENT_ROLLS rolls in all.
// What is refused is refused before anything is drawn, with a `thermal.*` reason the print job
// carries (the purchase stays bought and not printed, its bytes kept for a reprint).
import { DOTS_PER_MM, type PrinterProfile } from '../../shared/printer-profile';

/**
 * How long one conversion may run. A label takes tens of milliseconds; a 600 dpi ZPL drawn for
 * another language about a second, the ZPL renderer's first load included; a slow desk PC a few
 * times that. Counted from the moment the worker is given the job, not while it waits its turn.
 */
export const CONVERSION_DEADLINE_MS = 20_000;

/** Pages one document may draw: a label and its thermal DACE on one roll are two, a few volumes a few more. */
export const MAX_PAGES = 8;

/**
 * A page may be at most this many rolls in area (twice the roll's width and length): a larger
 * one would be refused by fitting, or shrunk to less than half its size with unreadable codes.
 */
export const PAGE_ROLLS = 4;

/** A document may draw at most this many rolls' worth of dots in all pages together. */
export const DOCUMENT_ROLLS = 8;

/** The dots one roll-sized label has at the printer's resolution. */
export function rollDots(profile: PrinterProfile): number {
  const dpmm = DOTS_PER_MM[profile.dpi];
  return Math.round(profile.media.widthMm * dpmm) * Math.round(profile.media.heightMm * dpmm);
}

export interface PixelBudget {
  /** The most dots one page may have. */
  page: number;
  /** The most dots all pages together may have. */
  document: number;
}

export function pixelBudget(profile: PrinterProfile): PixelBudget {
  const roll = rollDots(profile);
  return { page: roll * PAGE_ROLLS, document: roll * DOCUMENT_ROLLS };
}

/**
 * How many label formats a ZPL document holds, as a printer (and the renderer) reads them: each
 * ^XA with the prefixes in force, so a ^CC or ~CC (a new caret) or a ^CT or ~CT (a new tilde)
 * cannot hide one. Field data cannot start a format: a prefix inside it starts a command anyway.
 */
export function zplFormats(zpl: string): number {
  let caret = '^';
  let tilde = '~';
  let count = 0;
  for (let i = 0; i + 2 < zpl.length; i++) {
    const c = zpl[i];
    if (c !== caret && c !== tilde) continue;
    const name = zpl.slice(i + 1, i + 3).toUpperCase();
    if (name === 'XA' && c === caret) count++;
    const changed = zpl[i + 3];
    if (changed === undefined || (name !== 'CC' && name !== 'CT')) continue;
    if (name === 'CC') caret = changed;
    else tilde = changed;
    i += 3;
  }
  return count;
}
