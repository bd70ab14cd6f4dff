// The document the conversion engine is warmed with before the first label of a session
// (printing.warmEngine): a one-page PDF at the media's size made of what a label is made of:
// text in Helvetica and Helvetica-Bold (the standard fonts labels use without embedding them) at
// several sizes, a Code 128's bars and a QR's modules each filled on its own, ruled lines, in a
// compressed content stream. Converting it starts the worker, loads MuPDF and its built-in fonts,
// and runs inflate, the drawing, the threshold and the encoder at the printer's dpi on a page of
// the label's size, enough times that V8 compiles and optimises them before a paid label needs
// them: a bare page of a few bars left the first label twice as slow as a warm one.
// Written here byte by byte, not with pdf-lib and the barcode encoder (as the calibration label
// is): those load ~100 ms of modules on main's thread that the money path never uses.
import { deflateSync } from 'node:zlib';
import type { PrinterProfile } from '../../shared/printer-profile';

const PT_PER_MM = 72 / 25.4;
/** Modules of the QR-like block, a side. */
const QR_SIDE = 29;

/** A PDF of the media's size, turned as a label is for a profile that rotates the page. */
export function warmUpPdf(profile: Pick<PrinterProfile, 'media' | 'rotation'>): Uint8Array {
  const turned = profile.rotation === 90 || profile.rotation === 270;
  const { widthMm, heightMm } = profile.media;
  const width = round((turned ? heightMm : widthMm) * PT_PER_MM);
  const height = round((turned ? widthMm : heightMm) * PT_PER_MM);
  const margin = 4 * PT_PER_MM;
  const ops: string[] = [];
  // As pdf-lib draws: each piece in its own graphics state, placed with a matrix, filled alone.
  const fill = (x: number, y: number, w: number, h: number) =>
    ops.push(
      `q 1 0 0 1 ${round(x)} ${round(y)} cm 0 0 0 rg 0 0 m ${round(w)} 0 l ${round(w)} ${round(h)} l 0 ${round(h)} l h f Q`,
    );
  const text = (font: 'F1' | 'F2', size: number, x: number, top: number, value: string) =>
    ops.push(`q BT 0 0 0 rg /${font} ${size} Tf 1 0 0 1 ${round(x)} ${round(height - top)} Tm <${hex(value)}> Tj ET Q`);
  const rule = (top: number) =>
    ops.push(
      `q 0 0 0 RG 1 w ${round(margin)} ${round(height - top)} m ${round(width - margin)} ${round(height - top)} l S Q`,
    );

  ops.push(
    `q 0 0 0 RG 0.8 w ${round(margin / 2)} ${round(margin / 2)} ${round(width - margin)} ${round(height - margin)} re S Q`,
  );
  text('F2', 14, margin, 30, 'Correios  SEDEX');
  text('F1', 7, margin, 42, 'Emitida 2026-01-01  ·  Pedido PED-0001');
  rule(48);
  // Code 128-like bars, 0.25 mm multiples.
  const module = 0.25 * PT_PER_MM * 2;
  let x = margin + 10 * module;
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  for (let i = 0; i < 70 && x < width - margin - 4 * module; i++) {
    const w = (1 + (next() % 4)) * module;
    if (i % 2 === 0) fill(x, height - 116, w, 58);
    x += w;
  }
  text('F2', 13, margin + 60, 134, 'QB123456789BR');
  rule(140);
  const lines = [
    'DESTINATÁRIO',
    'Maria da Conceição Silva',
    'Rua das Flores, 123 - Apto 4',
    'Centro - Rio de Janeiro / RJ',
  ];
  lines.forEach((line, i) => text(i < 2 ? 'F2' : 'F1', i === 1 ? 10 : 9, margin, 156 + i * 12, line));
  text('F2', 10, margin, 208, 'CEP 20040-020');
  rule(216);
  lines.forEach((line, i) => text(i < 2 ? 'F2' : 'F1', 8, margin, 230 + i * 11, line.toUpperCase()));
  // A QR-like block of module runs, as the label's QR is drawn (one fill a run).
  const side = Math.min(24 * PT_PER_MM, width / 3, height / 4);
  const cell = side / QR_SIDE;
  const left = width - margin - side;
  for (let row = 0; row < QR_SIDE; row++) {
    let col = 0;
    while (col < QR_SIDE) {
      const run = 1 + (next() % 3);
      if (next() % 2 === 0)
        fill(left + col * cell, margin + 12 + (QR_SIDE - row - 1) * cell, Math.min(run, QR_SIDE - col) * cell, cell);
      col += run;
    }
  }
  text('F1', 7, margin, height - margin - 30, 'Peso 1,250 kg  ·  30 × 20 × 10 cm  ·  DC-e 3526 0112 3456 7800');
  return pdfOf(width, height, deflateSync(Buffer.from(ops.join('\n'), 'latin1')));
}

/** A one-page PDF with this compressed content stream, its cross-reference table at the right offsets. */
function pdfOf(width: number, height: number, content: Buffer): Uint8Array {
  const objects: Array<string | Buffer> = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] ` +
      '/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n`, 'latin1'));
    push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    push(Buffer.from('\nendobj\n', 'latin1'));
  });
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/** A string in WinAnsi (Latin-1 for these words) as a PDF hex string's digits. */
const hex = (value: string) => Buffer.from(value, 'latin1').toString('hex').toUpperCase();
const round = (n: number) => Math.round(n * 100) / 100;
