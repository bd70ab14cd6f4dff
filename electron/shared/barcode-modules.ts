// A carrier's barcodes as modules, for whoever draws them on a module grid (the thermal engine's
// labels, the sandbox's documents): Code 128 as bar and space widths, a QR code as runs of dark
// modules per row, each run one rectangle.
import bwipjs from 'bwip-js/generic';

/** Code 128's widths in modules: bar, space, bar, … (even indexes are bars). */
export function code128Widths(text: string): number[] {
  const [symbol] = bwipjs.raw('code128', text, {});
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js drew no Code 128 bars');
  return symbol.sbs;
}

/** A run of dark modules in one row of a QR code: from `col`, `length` modules wide. */
export interface ModuleRun {
  row: number;
  col: number;
  length: number;
}

/** A QR code (error correction M): its side in modules and its dark modules as runs per row. */
export function qrModules(text: string): { side: number; runs: ModuleRun[] } {
  const [symbol] = bwipjs.raw('qrcode', text, { eclevel: 'M' } as never);
  // A two-dimensional symbol comes back as a pixel grid (pixs, row by row), a linear one as bars.
  if (!symbol || !('pixs' in symbol)) throw new Error('bwip-js drew no QR module grid');
  const { pixs, pixx, pixy } = symbol;
  const runs: ModuleRun[] = [];
  for (let row = 0; row < pixy; row++) {
    let col = 0;
    while (col < pixx) {
      if (!pixs[row * pixx + col]) {
        col++;
        continue;
      }
      let end = col;
      while (end < pixx && pixs[row * pixx + end]) end++;
      runs.push({ row, col, length: end - col });
      col = end;
    }
  }
  return { side: pixx, runs };
}
