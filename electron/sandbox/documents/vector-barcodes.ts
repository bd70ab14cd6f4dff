// A carrier's barcodes: vector bars and modules whose size is a multiple of 0.25 mm (2 dots at 203 dpi, 3
// at 300, 6 at 600) and whose edges sit on that grid from the page's corner, so a label printer
// that renders the page at its own resolution draws every bar the same whole number of dots.
// A stretched bitmap barcode lands bars on fractions of a dot and scanners misread it.
import { rgb } from 'pdf-lib';
import { code128Widths, qrModules } from '../../shared/barcode-modules';
import { MM, type Canvas } from './pdf-kit';

const GRID_MM = 0.25;
const snap = (pt: number) => Math.round(pt / MM / GRID_MM) * GRID_MM * MM;

/** Draws the code centred in the box (lower-left x, y, in points) with 10-module quiet zones. */
export function vectorCode128(c: Canvas, text: string, x: number, y: number, width: number, height: number): void {
  const widths = code128Widths(text);
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
  const { side: modules, runs } = qrModules(text);
  const module = Math.max(GRID_MM, Math.floor(side / MM / modules / GRID_MM) * GRID_MM) * MM;
  const left = snap(x);
  const top = snap(y) + modules * module;
  for (const { row, col, length } of runs)
    c.page.drawRectangle({
      x: left + col * module,
      y: top - (row + 1) * module,
      width: length * module,
      height: module,
      color: rgb(0, 0, 0),
    });
}
