// Test pages for a configured printer. Both carry a 50 mm ruler: a label printed at the wrong
// scale is the most common complaint, and a ruler shows it at a glance.
import { Buffer } from 'node:buffer';
import { PDFDocument, PrintScaling, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { zplFieldText } from './zpl';

export interface TestPageInfo {
  /** The printer's name as the operator knows it. */
  printerName: string;
  now?: Date;
}

/** A 100×150 mm ZPL test label with text, a Code 128 barcode and a 50 mm ruler. */
export function zplTestPage(info: TestPageInfo & { dpi?: 203 | 300 | 600 }): Uint8Array {
  const dpmm = { 203: 8, 300: 12, 600: 24 }[info.dpi ?? 203];
  const d = (mm: number) => Math.round(mm * dpmm);
  const stamp = (info.now ?? new Date()).toISOString().slice(0, 19).replace('T', ' ');
  const text = (xMm: number, yMm: number, heightMm: number, value: string) =>
    `^FO${d(xMm)},${d(yMm)}^A0N,${d(heightMm)},${d(heightMm)}^FH^FD${zplFieldText(value)}^FS`;
  const ticks: string[] = [];
  for (let mm = 0; mm <= 50; mm += 5) {
    const long = mm % 10 === 0;
    ticks.push(
      `^FO${d(10 + mm)},${d(long ? 92 : 95)}^GB${Math.max(2, d(0.3))},${d(long ? 8 : 5)},${Math.max(2, d(0.3))}^FS`,
    );
    if (long) ticks.push(text(9 + mm, 101, 3, String(mm)));
  }
  const lines = [
    '^XA',
    '^CI28',
    `^PW${d(100)}`,
    `^LL${d(150)}`,
    '^LH0,0',
    `^FO${d(1)},${d(1)}^GB${d(98)},${d(148)},${d(0.5)}^FS`,
    text(5, 6, 6, 'Shipping Station'),
    text(5, 14, 4, 'Página de teste / Test page'),
    text(5, 20, 3.5, `Impressora / Printer: ${info.printerName}`),
    text(5, 25, 3.5, stamp),
    `^FO${d(10)},${d(34)}^BY${Math.max(2, Math.round(dpmm / 3))}^BCN,${d(20)},Y,N,N^FDSS-TEST-0001^FS`,
    text(10, 80, 3.5, 'A linha abaixo deve medir 50 mm / 50 mm ruler:'),
    `^FO${d(10)},${d(100)}^GB${d(50)},${Math.max(2, d(0.4))},${Math.max(2, d(0.4))}^FS`,
    ...ticks,
    text(5, 140, 3, '100 x 150 mm'),
    '^XZ',
  ];
  return new Uint8Array(Buffer.from(`${lines.join('\n')}\n`, 'utf8'));
}

const MM = 72 / 25.4;

/** A 100×150 mm PDF test page: frame at the edge, a 50 mm ruler and a 40 mm square. */
export async function pdfTestPage(info: TestPageInfo): Promise<Uint8Array> {
  const now = info.now ?? new Date();
  const doc = await PDFDocument.create();
  doc.setTitle('Shipping Station test page');
  doc.setCreator('Shipping Station');
  doc.setProducer('Shipping Station');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  // Asks PDF viewers not to scale the page when printing (the print path asks the driver too).
  doc.catalog.getOrCreateViewerPreferences().setPrintScaling(PrintScaling.None);
  const page = doc.addPage([100 * MM, 150 * MM]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const black = rgb(0, 0, 0);
  // PDF y grows upwards; these helpers take millimetres from the top-left corner like a ruler.
  const top = (mm: number) => (150 - mm) * MM;
  const write = (xMm: number, yMm: number, size: number, value: string, f: PDFFont = font) =>
    page.drawText(encodable(f, value), { x: xMm * MM, y: top(yMm), size, font: f, color: black });

  page.drawRectangle({ x: 1 * MM, y: 1 * MM, width: 98 * MM, height: 148 * MM, borderColor: black, borderWidth: 1 });
  write(6, 12, 16, 'Shipping Station', bold);
  write(6, 19, 10, 'Página de teste / Test page — 100 × 150 mm, 100%');
  write(6, 25, 9, `Impressora / Printer: ${info.printerName}`);
  write(6, 30, 9, now.toISOString().slice(0, 19).replace('T', ' '));

  write(10, 44, 8, 'A linha abaixo deve medir 50 mm / this ruler is 50 mm:');
  page.drawLine({ start: { x: 10 * MM, y: top(50) }, end: { x: 60 * MM, y: top(50) }, thickness: 0.8, color: black });
  for (let mm = 0; mm <= 50; mm += 1) {
    const length = mm % 10 === 0 ? 4 : mm % 5 === 0 ? 3 : 1.5;
    page.drawLine({
      start: { x: (10 + mm) * MM, y: top(50) },
      end: { x: (10 + mm) * MM, y: top(50 + length) },
      thickness: 0.4,
      color: black,
    });
    if (mm % 10 === 0) write(9.3 + mm, 58, 7, String(mm));
  }
  write(10, 68, 8, 'O quadrado mede 40 × 40 mm / the square is 40 × 40 mm:');
  page.drawRectangle({
    x: 10 * MM,
    y: top(112),
    width: 40 * MM,
    height: 40 * MM,
    borderColor: black,
    borderWidth: 0.8,
  });
  write(6, 140, 8, 'Se a régua não medir 50 mm, a impressora está mudando a escala.');
  write(6, 144, 8, 'If the ruler is not 50 mm, the printer is scaling the page.');
  return doc.save();
}

/** Standard fonts cover Latin-1; any other character (a printer name in another script) becomes "?". */
function encodable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}
