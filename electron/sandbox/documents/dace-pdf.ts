// DACE as PDF: R (summarized) on a 100 × 150 mm label, C (complete) on A4 with the item list.
// Both carry the 44-digit access key, the authorization protocol and the QR code.
import { A4_SIZE, LABEL_SIZE, MM, barcode, formatReais, line, newCanvas, rule, type Canvas } from './pdf-kit';
import { document, groupedKey, oneLineAddress, type DaceData } from './dace-data';

function party(
  c: Canvas,
  title: string,
  a: DaceData['emitente'],
  x: number,
  y: number,
  width: number,
  size: number,
): number {
  line(c, title, x, y, size - 1, width, true);
  line(c, a.company || a.personName || a.name, x, y - size - 2, size, width, true);
  line(c, document(a), x, y - 2 * (size + 2), size, width);
  line(c, oneLineAddress(a), x, y - 3 * (size + 2), size, width);
  return y - 4 * (size + 2) - 2;
}

function header(c: Canvas, d: DaceData, x: number, y: number, width: number, size: number): number {
  line(c, 'DACE', x, y, size + 6, width, true);
  line(c, 'Documento Auxiliar da Declaração de Conteúdo Eletrônica', x, y - size - 4, size, width);
  y -= 2 * size + 10;
  line(
    c,
    `Nº ${d.numero}  Série ${d.serie}  Emissão ${new Date(d.issuedAt).toISOString().replace('T', ' ').slice(0, 19)} UTC`,
    x,
    y,
    size,
    width,
  );
  y -= size + 4;
  line(c, 'CHAVE DE ACESSO', x, y, size - 1, width, true);
  line(c, groupedKey(d.chave), x, y - size - 2, size + 0.5, width, true);
  line(c, `Protocolo de autorização ${d.protocolo}`, x, y - 2 * size - 6, size, width);
  return y - 3 * size - 10;
}

async function summarized(d: DaceData): Promise<Uint8Array> {
  const c = await newCanvas(LABEL_SIZE, `DACE ${d.chave}`);
  const [width, height] = LABEL_SIZE;
  const m = 4 * MM;
  const inner = width - 2 * m;
  let y = header(c, d, m, height - m - 12, inner, 7.5);
  rule(c, y + 4, m, width - m);
  y = party(c, 'EMITENTE', d.emitente, m, y - 6, inner, 7);
  y = party(c, 'DESTINATÁRIO', d.destinatario, m, y - 4, inner, 7);
  rule(c, y + 2, m, width - m);
  line(
    c,
    `Itens ${d.products.length}   Valor total ${formatReais(Math.round(d.valor * 100))}`,
    m,
    y - 8,
    8,
    inner,
    true,
  );
  line(c, `${d.carrierService}  ·  Objeto ${d.trackingCode}`, m, y - 19, 7, inner);
  await barcode(c, 'qrcode', d.qrText, m, m + 10, inner, Math.max(40, y - 30 - m - 10));
  line(c, 'SANDBOX — sem valor fiscal', m, m, 6.5, inner, true);
  return c.doc.save();
}

async function complete(d: DaceData): Promise<Uint8Array> {
  const c = await newCanvas(A4_SIZE, `DACE ${d.chave}`);
  const [width, height] = A4_SIZE;
  const m = 12 * MM;
  const inner = width - 2 * m;
  const qrSize = 34 * MM;
  header(c, d, m, height - m - 14, inner - qrSize - 6, 10);
  await barcode(c, 'qrcode', d.qrText, width - m - qrSize, height - m - qrSize, qrSize, qrSize);
  let y = height - m - qrSize - 16;
  await barcode(c, 'code128', d.chave, m, y - 40, inner, 34);
  line(c, d.chave, m + inner / 2 - c.regular.widthOfTextAtSize(d.chave, 8) / 2, y - 48, 8, inner);
  y -= 56;
  rule(c, y, m, width - m);
  y = party(c, 'EMITENTE', d.emitente, m, y - 14, inner, 10);
  y = party(c, 'DESTINATÁRIO', d.destinatario, m, y - 6, inner, 10);
  rule(c, y, m, width - m);
  y -= 16;
  const cols = [m, m + inner * 0.58, m + inner * 0.72, m + inner * 0.84];
  ['Conteúdo', 'NCM', 'Qtd.', 'Valor'].forEach((title, i) => line(c, title, cols[i] ?? m, y, 9, inner * 0.25, true));
  for (const item of d.products.slice(0, 40)) {
    y -= 13;
    line(c, item.content, cols[0] ?? m, y, 9, inner * 0.56);
    line(c, item.ncm ?? '-', cols[1] ?? m, y, 9, inner * 0.13);
    line(c, String(item.quantity), cols[2] ?? m, y, 9, inner * 0.11);
    line(c, formatReais(item.valueCents * item.quantity), cols[3] ?? m, y, 9, inner * 0.16);
  }
  y -= 18;
  rule(c, y + 10, m, width - m);
  line(c, `Valor total declarado ${formatReais(Math.round(d.valor * 100))}`, m, y, 11, inner, true);
  line(c, `Transporte: ${d.carrierService}  ·  Objeto ${d.trackingCode}`, m, y - 16, 10, inner);
  line(c, 'SANDBOX — documento de treinamento, sem valor fiscal', m, m, 8, inner, true);
  return c.doc.save();
}

export const renderDacePdf = (d: DaceData): Promise<Uint8Array> => (d.tipo === 'C' ? complete(d) : summarized(d));
