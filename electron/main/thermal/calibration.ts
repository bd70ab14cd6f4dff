// The calibration label (issue 16.5), the same test page on every printer: mm rulers along the
// top and left edges (ticks each mm, numbers each 10), a 50 mm square, a Code 128 and a QR, and
// the profile as text. The operator measures it: a square that is not 50 mm means a wrong dpi;
// rulers that start late or are cut mean an offset; a label printed sideways, a rotation.
// Built as a PDF at the media's size so it takes exactly the path a real label takes.
import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import type { PrinterProfile } from '../../shared/printer-profile';
import { drawCode128, drawQr } from './vector-barcode';

const PT = 72 / 25.4;
/** What the Code 128 and the QR of a calibration label carry. */
export const CALIBRATION_CODE = 'SS-CALIBRACAO';
/** The square's side and where its top-left corner is, in mm from the label's top-left. */
export const CALIBRATION_SQUARE = { sideMm: 50, leftMm: 12, topMm: 14 } as const;

export function profileText(p: PrinterProfile): string[] {
  return [
    `${p.language.toUpperCase()} ${p.dpi} dpi`,
    `${p.media.widthMm} x ${p.media.heightMm} mm ${p.media.sensing}`,
    `offsets x ${p.offsets.xMm} y ${p.offsets.yMm} mm  rot ${p.rotation}`,
    `darkness ${p.darkness ?? '-'}  speed ${p.speed ?? '-'}`,
  ];
}

export async function calibrationPdf(profile: PrinterProfile, now = new Date()): Promise<Uint8Array> {
  const { widthMm: w, heightMm: h } = profile.media;
  const doc = await PDFDocument.create();
  doc.setTitle('Shipping Station calibration label');
  doc.setCreator('Shipping Station');
  doc.setProducer('Shipping Station');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const page = doc.addPage([w * PT, h * PT]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const black = rgb(0, 0, 0);
  // y in mm from the top edge, as the operator reads the label.
  const rect = (xMm: number, topMm: number, wMm: number, hMm: number) =>
    page.drawRectangle({ x: xMm * PT, y: (h - topMm - hMm) * PT, width: wMm * PT, height: hMm * PT, color: black });
  const text = (value: string, xMm: number, topMm: number, sizeMm: number) =>
    page.drawText(value, { x: xMm * PT, y: (h - topMm - sizeMm) * PT, size: sizeMm * PT * 1.3, font, color: black });

  // Rulers: ticks 0.25 mm wide (2 dots at 203, 3 at 300) at every whole mm.
  const tick = 0.25;
  for (let mm = 0; mm <= Math.floor(w - tick); mm++) {
    rect(mm, 0, tick, mm % 10 === 0 ? 4 : mm % 5 === 0 ? 3 : 1.5);
    if (mm % 10 === 0 && mm > 0 && mm + 4 < w) text(String(mm), mm + 0.6, 2.2, 1.8);
  }
  for (let mm = 0; mm <= Math.floor(h - tick); mm++) {
    rect(0, mm, mm % 10 === 0 ? 4 : mm % 5 === 0 ? 3 : 1.5, tick);
    if (mm % 10 === 0 && mm > 0 && mm + 3 < h) text(String(mm), 2.2, mm + 0.4, 1.8);
  }
  drawSquare(page, profile, black);
  const { leftMm, topMm, sideMm } = CALIBRATION_SQUARE;
  text('este quadrado mede 50 mm', leftMm + 4, topMm + 4, 2.6);
  text('this square is 50 mm', leftMm + 4, topMm + 8, 2.6);
  let y = topMm + sideMm + 4;
  text('Shipping Station - etiqueta de calibração', leftMm, y, 3);
  y += 5;
  for (const line of profileText(profile)) {
    text(line, leftMm, y, 2.6);
    y += 4;
  }
  text(now.toISOString().slice(0, 16).replace('T', ' '), leftMm, y, 2.6);
  y += 6;
  const codeHeight = 14;
  if (y + codeHeight + 2 < h) {
    drawCode128(page, CALIBRATION_CODE, {
      xMm: leftMm,
      yMm: h - y - codeHeight,
      maxWidthMm: w - leftMm - 4,
      heightMm: codeHeight,
    });
    y += codeHeight + 4;
  }
  const qrSide = Math.min(24, h - y - 3, w - leftMm - 4);
  if (qrSide >= 10) drawQr(page, CALIBRATION_CODE, { xMm: leftMm, yMm: h - y - qrSide, sideMm: qrSide });
  return doc.save();
}

/** A 50 mm square outline 0.5 mm thick (4 dots at 203, 6 at 300), smaller only on tiny media. */
function drawSquare(page: PDFPage, profile: PrinterProfile, color: ReturnType<typeof rgb>): void {
  const { widthMm: w, heightMm: h } = profile.media;
  const { leftMm, topMm } = CALIBRATION_SQUARE;
  const side = Math.min(CALIBRATION_SQUARE.sideMm, w - leftMm - 2, h - topMm - 2);
  const t = 0.5;
  const y = h - topMm - side;
  for (const [x0, y0, ww, hh] of [
    [leftMm, y + side - t, side, t],
    [leftMm, y, side, t],
    [leftMm, y, t, side],
    [leftMm + side - t, y, t, side],
  ] as const)
    page.drawRectangle({ x: x0 * PT, y: y0 * PT, width: ww * PT, height: hh * PT, color });
}
