// Small drawing helpers over pdf-lib for the sandbox's documents: page sizes in millimetres,
// text that always fits its box, and barcodes rendered by bwip-js as embedded PNGs.
import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export const MM = 72 / 25.4;
/** 100 × 150 mm, the thermal label size carriers print on. */
export const LABEL_SIZE: [number, number] = [100 * MM, 150 * MM];
export const A4_SIZE: [number, number] = [210 * MM, 297 * MM];

export interface Canvas {
  doc: PDFDocument;
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
}

export async function newCanvas(size: [number, number], title: string): Promise<Canvas> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Shipping Station sandbox');
  doc.setCreator('Shipping Station sandbox');
  const page = doc.addPage(size);
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { doc, page, regular, bold };
}

const charsets = new WeakMap<PDFFont, Set<number>>();

/** Standard fonts only encode WinAnsi; anything else (emoji, CJK) would throw, so it becomes "?". */
function encodable(font: PDFFont, text: string): string {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  const known = set;
  return [...text.replace(/\s+/g, ' ')].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}

/** Draws one line at (x, y), shortened with an ellipsis when it would overflow maxWidth. */
export function line(
  c: Canvas,
  text: string,
  x: number,
  y: number,
  size: number,
  maxWidth: number,
  bold = false,
): void {
  const font = bold ? c.bold : c.regular;
  let fitted = encodable(font, text);
  if (font.widthOfTextAtSize(fitted, size) > maxWidth) {
    while (fitted.length > 1 && font.widthOfTextAtSize(`${fitted}…`, size) > maxWidth) fitted = fitted.slice(0, -1);
    fitted = `${fitted.trimEnd()}…`;
  }
  c.page.drawText(fitted, { x, y, size, font, color: rgb(0, 0, 0) });
}

/**
 * `text` broken into lines no wider than maxWidth, at spaces where it can, inside a word only when
 * the word alone is wider than a line: every character is kept (a carrier's label wraps a long
 * street; it does not drop its end).
 */
export function wrapLines(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= maxWidth;
  const lines: string[] = [];
  let current = '';
  for (const word of encodable(font, text).trim().split(' ')) {
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    // A word wider than a whole line is broken where the line is full.
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines;
}

/** Where and how drawLines writes: from (x, y) down, `leading` apart. */
export interface LinesAt {
  x: number;
  y: number;
  size: number;
  leading: number;
  bold?: boolean;
}

/** Draws lines already fitted (wrapLines); answers the y below the last. */
export function drawLines(c: Canvas, lines: readonly string[], at: LinesAt): number {
  const font = at.bold ? c.bold : c.regular;
  let y = at.y;
  for (const text of lines) {
    c.page.drawText(text, { x: at.x, y, size: at.size, font, color: rgb(0, 0, 0) });
    y -= at.leading;
  }
  return y;
}

export function rule(c: Canvas, y: number, x0: number, x1: number, thickness = 0.8): void {
  c.page.drawLine({ start: { x: x0, y }, end: { x: x1, y }, thickness, color: rgb(0, 0, 0) });
}

export function frame(c: Canvas, x: number, y: number, width: number, height: number): void {
  c.page.drawRectangle({ x, y, width, height, borderWidth: 1, borderColor: rgb(0, 0, 0) });
}

/**
 * A barcode (bwip-js symbology id) drawn into the box whose lower-left corner is (x, y).
 * Rendered at one pixel per module and stretched by the PDF: a barcode is made of whole
 * modules, so nothing is lost, and the PNG that pdf-lib must decode and re-compress stays tiny
 * (at bwip-js's usual scale 3 the image work was most of a label's rendering time). PDF images
 * are not interpolated unless asked, so printers draw the bars sharp.
 */
export async function barcode(
  c: Canvas,
  bcid: 'code128' | 'qrcode',
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
): Promise<void> {
  const png = await bwipjs.toBuffer(bcid === 'qrcode' ? { bcid, text, scale: 1 } : { bcid, text, scale: 1, height: 2 });
  const image = await c.doc.embedPng(png);
  if (bcid === 'qrcode') {
    const side = Math.min(width, height);
    c.page.drawImage(image, { x: x + (width - side) / 2, y: y + (height - side) / 2, width: side, height: side });
    return;
  }
  // Linear code: full height; width kept to a whole number of points per module when it fits.
  const perModule = Math.max(1, Math.floor(width / image.width));
  const w = Math.min(width, image.width * perModule);
  c.page.drawImage(image, { x: x + (width - w) / 2, y, width: w, height });
}

export const formatCep = (zip: string) => (/^\d{8}$/.test(zip) ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip);
export const formatKg = (kg: number) => `${kg.toLocaleString('pt-BR', { maximumFractionDigits: 3 })} kg`;
export const formatReais = (cents: number) =>
  `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
