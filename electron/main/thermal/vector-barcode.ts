// Barcodes drawn as PDF rectangles whose edges fall on whole printer dots: a module is a
// multiple of 0.25 mm (2 dots at 8 dots/mm, 3 at 12, 6 at 24) and the symbol starts on that
// grid, so a label printer's threshold never widens one bar and narrows the next.
import { rgb, type PDFPage } from 'pdf-lib';
import { code128Widths, qrModules } from '../../shared/barcode-modules';

export const MODULE_GRID_MM = 0.25;
const PT_PER_MM = 72 / 25.4;
const snap = (mm: number) => Math.round(mm / MODULE_GRID_MM) * MODULE_GRID_MM;

/** Code 128 with its left edge at xMm and bottom at yMm (PDF coordinates, mm); answers its width in mm. */
export function drawCode128(
  page: PDFPage,
  text: string,
  box: { xMm: number; yMm: number; maxWidthMm: number; heightMm: number },
): number {
  const widths = code128Widths(text);
  const modules = widths.reduce((a, b) => a + b, 0);
  const moduleMm = Math.max(MODULE_GRID_MM, Math.floor(box.maxWidthMm / modules / MODULE_GRID_MM) * MODULE_GRID_MM);
  const widthMm = modules * moduleMm;
  let x = snap(box.xMm + Math.max(0, (box.maxWidthMm - widthMm) / 2));
  const y = snap(box.yMm);
  widths.forEach((w, i) => {
    if (i % 2 === 0)
      page.drawRectangle({
        x: x * PT_PER_MM,
        y: y * PT_PER_MM,
        width: w * moduleMm * PT_PER_MM,
        height: snap(box.heightMm) * PT_PER_MM,
        color: rgb(0, 0, 0),
      });
    x += w * moduleMm;
  });
  return widthMm;
}

/** A QR code (error correction M) in a square of at most sideMm, lower-left corner at (xMm, yMm). */
export function drawQr(page: PDFPage, text: string, box: { xMm: number; yMm: number; sideMm: number }): number {
  const { side, runs } = qrModules(text);
  const moduleMm = Math.max(MODULE_GRID_MM, Math.floor(box.sideMm / side / MODULE_GRID_MM) * MODULE_GRID_MM);
  const x0 = snap(box.xMm);
  const top = snap(box.yMm) + side * moduleMm;
  for (const { row, col, length } of runs)
    page.drawRectangle({
      x: (x0 + col * moduleMm) * PT_PER_MM,
      y: (top - (row + 1) * moduleMm) * PT_PER_MM,
      width: length * moduleMm * PT_PER_MM,
      height: moduleMm * PT_PER_MM,
      color: rgb(0, 0, 0),
    });
  return side * moduleMm;
}
