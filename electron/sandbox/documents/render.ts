// The bytes of a label or DACE file, rendered once and then read from the database. The PDF
// renderers (pdf-lib and bwip-js, ~120 ms of CPU to load) are imported with the first PDF asked
// for, not when the training server starts: a desk's start to its login waits for neither
// (startup.bench). The thermal DACE is plain text and needs neither.
import { serviceById } from '../catalog';
import type { Sandbox } from '../context';
import { daceData } from '../dace-status';
import { daceFile, storeDaceFile, type DaceRow, type FiscalDocument } from '../db/dace';
import { labelPdf, storeLabelPdf, type LabelRow } from '../db/labels';
import type { StoredShipment } from '../db/shipments';
import { renderDaceZpl } from './dace-zpl';
import type { LabelDocument } from './label-pdf';
import { renderLabelZpl } from './label-zpl';

export function labelBytes(sandbox: Sandbox, label: LabelRow, shipment: StoredShipment): Promise<Uint8Array> {
  return sandbox.documents.once(
    `label:${label.id}`,
    () => labelPdf(sandbox.sql, label.id),
    async () => (await import('./label-pdf')).renderLabelPdf(labelDocument(label, shipment)),
    (bytes) => storeLabelPdf(sandbox.sql, label.id, bytes),
  );
}

/** The label as ZPL II (personality labelFile `zpl`): plain text, rendered at each download. */
export function labelZpl(label: LabelRow, shipment: StoredShipment): string {
  return renderLabelZpl(labelDocument(label, shipment));
}

function labelDocument(label: LabelRow, shipment: StoredShipment): LabelDocument {
  const service = serviceById(shipment.serviceLevelId);
  return {
    trackingCode: label.tracking_code,
    carrierName: service?.carrier.name ?? 'Transportadora',
    serviceName: service?.name ?? '',
    shipment: shipment.body,
    shipmentId: shipment.id,
    emittedAt: label.ready_at,
  };
}

export function daceBytes(
  sandbox: Sandbox,
  dace: DaceRow,
  shipment: StoredShipment,
  label: LabelRow,
  fiscal: FiscalDocument,
): Promise<Uint8Array> {
  const data = daceData(shipment, label, fiscal, dace.tipo);
  return sandbox.documents.once(
    `dace:${dace.id}`,
    () => daceFile(sandbox.sql, dace.id),
    async () =>
      dace.tipo === 'T'
        ? new TextEncoder().encode(renderDaceZpl(data))
        : (await import('./dace-pdf')).renderDacePdf(data),
    (bytes) => storeDaceFile(sandbox.sql, dace.id, bytes),
  );
}
