// The shipping label: one 100 × 150 mm page with the carrier and service, the tracking code as
// a Code 128 barcode (and a QR at the bottom), recipient (large, it is what the courier reads), sender, and the parcel.
//
// Addresses are drawn as a carrier's label draws them (issue 29, item 4): each field is cut at
// the length the carrier publishes for its label (electron/shared/label-fields.ts, the figures the
// station warns with before buying), and what is left is printed whole: a long street wraps onto
// the next lines, and the house number and the complement are always there. The two address
// blocks get the room between the barcode and the footer; when their lines would not fit there,
// both are drawn smaller, never cut.
import type { CreateShipmentDto, ShipmentAddress } from '../../shared/contract';
import { fitToLabel, labelFieldLimits, type LabelFieldLimits } from '../../shared/label-fields';
import {
  LABEL_SIZE,
  MM,
  drawLines,
  formatCep,
  formatKg,
  frame,
  line,
  newCanvas,
  rule,
  wrapLines,
  type Canvas,
} from './pdf-kit';
import { vectorCode128, vectorQr } from './vector-barcodes';

export interface LabelDocument {
  trackingCode: string;
  carrierName: string;
  serviceName: string;
  shipment: CreateShipmentDto;
  shipmentId: string;
  emittedAt: number;
}

/** One address block's lines at a size, ready to draw, and how tall it is. */
interface AddressBlock {
  rows: Array<{ lines: string[]; size: number; bold: boolean }>;
  leading: number;
  height: number;
}

/** The street line as a carrier prints it: "street, number - complement", every part present. */
const streetLine = (a: ShipmentAddress) =>
  [`${a.street}, ${a.number}`, a.complement].filter((part) => part && part.trim()).join(' - ');

function addressBlock(
  c: Canvas,
  title: string,
  a: ShipmentAddress,
  width: number,
  size: number,
  limits: LabelFieldLimits,
): AddressBlock {
  const fitted = fitToLabel(a, limits);
  const leading = size + 2.5;
  const country = fitted.country && fitted.country !== 'BR' ? ` ${fitted.country}` : '';
  const row = (text: string, rowSize: number, bold = false) => ({
    lines: wrapLines(bold ? c.bold : c.regular, text, rowSize, width),
    size: rowSize,
    bold,
  });
  const rows = [
    row(title, Math.min(7, size), true),
    row(fitted.personName || fitted.name, size + 1, true),
    ...(fitted.company ? [row(fitted.company, size)] : []),
    row(streetLine(fitted), size),
    row([fitted.district, `${fitted.city} / ${fitted.state}`].filter(Boolean).join(' - '), size),
    row(`CEP ${formatCep(fitted.zip)}${country}`, size + 1, true),
  ];
  const height = rows.reduce((sum, r) => sum + r.lines.length, 0) * leading;
  return { rows, leading, height };
}

function drawBlock(c: Canvas, block: AddressBlock, x: number, top: number): number {
  let y = top;
  for (const row of block.rows)
    y = drawLines(c, row.lines, { x, y, size: row.size, leading: block.leading, bold: row.bold });
  return y;
}

export async function renderLabelPdf(label: LabelDocument): Promise<Uint8Array> {
  const c = await newCanvas(LABEL_SIZE, `Etiqueta ${label.trackingCode}`);
  const [width, height] = LABEL_SIZE;
  const margin = 4 * MM;
  const inner = width - 2 * margin;
  frame(c, margin / 2, margin / 2, width - margin, height - margin);

  let y = height - margin - 12;
  line(c, label.carrierName, margin, y, 14, inner / 2, true);
  line(c, label.serviceName, margin + inner / 2, y, 14, inner / 2, true);
  y -= 14;
  line(
    c,
    `Emitida ${new Date(label.emittedAt).toISOString().slice(0, 10)}  ·  Pedido ${label.shipment.externalRef ?? '-'}`,
    margin,
    y,
    7,
    inner,
  );
  y -= 6;
  rule(c, y, margin, width - margin);

  vectorCode128(c, label.trackingCode, margin, y - 64, inner, 58);
  const codeWidth = c.bold.widthOfTextAtSize(label.trackingCode, 13);
  line(c, label.trackingCode, (width - codeWidth) / 2, y - 78, 13, inner, true);
  y -= 84;
  rule(c, y, margin, width - margin);

  // The footer: the tracking code again as a QR (carriers print a 2D code for sorting machines)
  // bottom right, the parcel and the fiscal document beside it.
  const qrSide = 24 * MM;
  const qrBottom = margin + 12;
  const footerTop = qrBottom + qrSide + 4;
  vectorQr(c, label.trackingCode, width - margin - qrSide, qrBottom, qrSide);
  const p = label.shipment.parcel;
  const dims =
    p.format === '3'
      ? `${p.lengthCm ?? '?'} × ø${p.diameterCm ?? '?'} cm`
      : `${p.lengthCm ?? '?'} × ${p.widthCm ?? '?'} × ${p.heightCm ?? p.thicknessCm ?? '?'} cm`;
  const fiscal = label.shipment.invoice
    ? label.shipment.invoice.type === 'NFE'
      ? 'NF-e'
      : 'DC-e'
    : 'sem documento fiscal';
  const beside = inner - qrSide - 3 * MM;
  let f = footerTop - 12;
  line(c, `Peso ${formatKg(p.weightKg)}   Volumes ${p.quantity ?? 1}`, margin, f, 8, beside, true);
  f -= 10;
  line(c, `Dimensões ${dims}`, margin, f, 8, beside, true);
  f -= 10;
  line(c, `Documento fiscal: ${fiscal}`, margin, f, 6.5, beside);
  f -= 8;
  line(c, `Envio ${label.shipmentId}`, margin, f, 6, beside);
  line(c, 'SANDBOX — etiqueta de treinamento, sem valor postal', margin, margin + 2, 6.5, inner, true);
  rule(c, footerTop, margin, width - margin);

  // The addresses, cut where the carrier cuts them and wrapped whole; smaller only when they must be.
  const { limits } = labelFieldLimits({ carrierName: label.carrierName });
  const room = y - footerTop - 20; // the gaps under the barcode's rule, between the blocks and above the footer
  let recipient = addressBlock(c, 'DESTINATÁRIO', label.shipment.destAddress, inner, 10, limits);
  let sender = addressBlock(c, 'REMETENTE', label.shipment.originAddress, inner, 7.5, limits);
  for (const scale of [0.92, 0.85, 0.78, 0.7, 0.62, 0.55]) {
    if (recipient.height + sender.height <= room) break;
    recipient = addressBlock(c, 'DESTINATÁRIO', label.shipment.destAddress, inner, 10 * scale, limits);
    sender = addressBlock(c, 'REMETENTE', label.shipment.originAddress, inner, 7.5 * scale, limits);
  }
  y = drawBlock(c, recipient, margin, y - 12);
  rule(c, y + 4, margin, width - margin);
  drawBlock(c, sender, margin, y - 8);
  return c.doc.save();
}
