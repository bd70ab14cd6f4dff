// ZPL written for one resolution (the carriers' and the sandbox's thermal DACE: 203 dpi) made
// true size on another by scaling every dot-valued parameter. Why not ^MU: Zebra's ZPL II
// Programming Guide (^MU Set Units of Measurement) documents conversions 150→300, 150→600 and
// 200→600 only, and clones (Oki, Elgin) treat ^MU differently before or after ^PW/^LL; a
// rewritten format means the same on every firmware. The parameter lists follow the same guide:
// only positions, sizes and module widths are scaled, never counts, ratios or orientations.
// Embedded bitmaps (^GF, ~DG) cannot be rescaled by their parameters; they are reported.
import { DOTS_PER_MM, type PrinterDpi } from '../../shared/printer-profile';

/** Command → indexes of its comma-separated parameters that are in dots. */
const DOT_PARAMS: Record<string, readonly number[]> = {
  FO: [0, 1],
  FT: [0, 1],
  LH: [0, 1],
  LT: [0],
  LS: [0],
  PW: [0],
  LL: [0],
  CF: [1, 2],
  GB: [0, 1, 2],
  GC: [0, 1],
  GD: [0, 1, 2],
  GE: [0, 1, 2],
  FB: [0, 2],
  TB: [1, 2],
  BY: [0, 2],
  BC: [1],
  B2: [1],
  B3: [2],
  B7: [1],
  B8: [1],
  B9: [1],
  BA: [1],
  BE: [1],
  BU: [1],
  BX: [1],
  BQ: [2], // magnification: one module = this many dots
};

export interface ScaledZpl {
  zpl: string;
  /** Commands that could not be scaled (embedded bitmaps), for the log and the operator. */
  unscaled: string[];
}

/** Rewrites ZPL for `from` dpi to print the same size at `to` dpi. */
export function scaleZpl(zpl: string, from: PrinterDpi, to: PrinterDpi): ScaledZpl {
  const factor = DOTS_PER_MM[to] / DOTS_PER_MM[from];
  if (factor === 1) return { zpl, unscaled: [] };
  const unscaled = new Set<string>();
  // Split at each command prefix, keeping it; field data (^FD…) runs to the next ^ and is never touched.
  const parts = zpl.split(/(?=[\^~])/);
  const out = parts.map((part) => {
    const prefix = part[0];
    if (prefix !== '^' && prefix !== '~') return part;
    const name = part.slice(1, 3).toUpperCase();
    if (name === 'GF' || name === 'DG') {
      unscaled.add(`${prefix}${name}`);
      return part;
    }
    // ^A: font letter then orientation,height,width (^A0N,30,30 / ^A@N,30,30,E:FONT.TTF).
    if (prefix === '^' && name[0] === 'A') {
      return prefix + part.slice(1, 3) + scaleParams(part.slice(3), [1, 2], factor);
    }
    const indexes = DOT_PARAMS[name];
    if (!indexes || prefix !== '^') return part;
    return prefix + part.slice(1, 3) + scaleParams(part.slice(3), indexes, factor);
  });
  return { zpl: out.join(''), unscaled: [...unscaled] };
}

function scaleParams(rest: string, indexes: readonly number[], factor: number): string {
  // Parameters end at the first line break (commands may be one a line).
  const end = rest.search(/[\r\n]/);
  const body = end < 0 ? rest : rest.slice(0, end);
  const tail = end < 0 ? '' : rest.slice(end);
  const params = body.split(',');
  for (const i of indexes) {
    const value = params[i];
    if (value === undefined || !/^\s*\d+\s*$/.test(value)) continue;
    params[i] = String(Math.max(1, Math.round(Number(value) * factor)));
  }
  return params.join(',') + tail;
}
