// The shipping label: one 100 × 150 mm page with the carrier and service, the tracking code as
// a Code 128 barcode (and a QR at the bottom), recipient (large, it is what the courier reads), sender, and the parcel.
import type { CreateShipmentDto, ShipmentAddress } from '../../shared/contract';
import { LABEL_SIZE, MM, formatCep, formatKg, frame, line, newCanvas, rule, type Canvas } from './pdf-kit';
import { vectorCode128, vectorQr } from './vector-barcodes';

export interface LabelDocument {
  trackingCode: string;
  carrierName: string;
  serviceName: string;
  shipment: CreateShipmentDto;
  shipmentId: string;
  emittedAt: number;
}

function address(c: Canvas, title: string, a: ShipmentAddress, top: number, big: boolean): number {
  const x = 4 * MM;
  const width = LABEL_SIZE[0] - 8 * MM;
  const size = big ? 10 : 7.5;
  const gap = size + 2.5;
  let y = top;
  line(c, title, x, y, 7, width, true);
  y -= gap;
  line(c, a.personName || a.name, x, y, size + 1, width, true);
  y -= gap;
  if (a.company) {
    line(c, a.company, x, y, size, width);
    y -= gap;
  }
  line(c, [`${a.street}, ${a.number}`, a.complement].filter(Boolean).join(' - '), x, y, size, width);
  y -= gap;
  line(c, [a.district, `${a.city} / ${a.state}`].filter(Boolean).join(' - '), x, y, size, width);
  y -= gap;
  const country = a.country && a.country !== 'BR' ? ` ${a.country}` : '';
  line(c, `CEP ${formatCep(a.zip)}${country}`, x, y, size + 1, width, true);
  y -= gap;
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

  y = address(c, 'DESTINATÁRIO', label.shipment.destAddress, y - 12, true);
  rule(c, y + 4, margin, width - margin);
  y = address(c, 'REMETENTE', label.shipment.originAddress, y - 8, false);
  rule(c, y + 4, margin, width - margin);

  const p = label.shipment.parcel;
  const dims =
    p.format === '3'
      ? `${p.lengthCm ?? '?'} × ø${p.diameterCm ?? '?'} cm`
      : `${p.lengthCm ?? '?'} × ${p.widthCm ?? '?'} × ${p.heightCm ?? p.thicknessCm ?? '?'} cm`;
  y -= 8;
  line(c, `Peso ${formatKg(p.weightKg)}   Dimensões ${dims}   Volumes ${p.quantity ?? 1}`, margin, y, 8, inner, true);
  y -= 11;
  const fiscal = label.shipment.invoice
    ? label.shipment.invoice.type === 'NFE'
      ? 'NF-e'
      : 'DC-e'
    : 'sem documento fiscal';
  line(c, `Documento fiscal: ${fiscal}   Envio ${label.shipmentId}`, margin, y, 6.5, inner);
  // The tracking code again as a QR (carriers print a 2D code for sorting machines), bottom right.
  const qrSide = 24 * MM;
  vectorQr(c, label.trackingCode, width - margin - qrSide, margin + 12, qrSide);
  line(c, 'SANDBOX — etiqueta de treinamento, sem valor postal', margin, margin + 2, 6.5, inner, true);
  return c.doc.save();
}
