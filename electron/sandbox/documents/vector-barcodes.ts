// A carrier's barcodes: vector bars and modules whose size is a multiple of 0.25 mm (2 dots at 203 dpi, 3
// at 300, 6 at 600) and whose edges sit on that grid from the page's corner, so a label printer
// that renders the page at its own resolution draws every bar the same whole number of dots.
// A stretched bitmap barcode lands bars on fractions of a dot and scanners misread it.
import bwipjs from 'bwip-js/node';
import { rgb } from 'pdf-lib';
import { MM, type Canvas } from './pdf-kit';

const GRID_MM = 0.25;
const snap = (pt: number) => Math.round(pt / MM / GRID_MM) * GRID_MM * MM;

/** Draws the code centred in the box (lower-left x, y, in points) with 10-module quiet zones. */
export function vectorCode128(c: Canvas, text: string, x: number, y: number, width: number, height: number): void {
  const [symbol] = bwipjs.raw('code128', text, {});
  const widths = (symbol as { sbs: number[] }).sbs;
  const modules = widths.reduce((a, b) => a + b, 0);
  const perModuleMm = Math.max(GRID_MM, Math.floor(width / MM / (modules + 20) / GRID_MM) * GRID_MM);
  const module = perModuleMm * MM;
  let bar = snap(x + (width - modules * module) / 2);
  const bottom = snap(y);
  const tall = snap(height);
  widths.forEach((w, i) => {
    if (i % 2 === 0) c.page.drawRectangle({ x: bar, y: bottom, width: w * module, height: tall, color: rgb(0, 0, 0) });
    bar += w * module;
  });
}

/** A QR code (error correction M) as vector modules on the same grid, lower-left at (x, y), at most `side` points. */
export function vectorQr(c: Canvas, text: string, x: number, y: number, side: number): void {
  const [symbol] = bwipjs.raw('qrcode', text, { eclevel: 'M' } as never);
  const { pixs, pixx, pixy } = symbol as unknown as { pixs: number[]; pixx: number; pixy: number };
  const module = Math.max(GRID_MM, Math.floor(side / MM / pixx / GRID_MM) * GRID_MM) * MM;
  const left = snap(x);
  const top = snap(y) + pixy * module;
  for (let row = 0; row < pixy; row++) {
    let col = 0;
    while (col < pixx) {
      if (!pixs[row * pixx + col]) {
        col++;
        continue;
      }
      let end = col;
      while (end < pixx && pixs[row * pixx + end]) end++;
      c.page.drawRectangle({
        x: left + col * module,
        y: top - (row + 1) * module,
        width: (end - col) * module,
        height: module,
        color: rgb(0, 0, 0),
      });
      col = end;
    }
  }
}
