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

export function labelBytes(sandbox: Sandbox, label: LabelRow, shipment: StoredShipment): Promise<Uint8Array> {
  const service = serviceById(shipment.serviceLevelId);
  return sandbox.documents.once(
    `label:${label.id}`,
    () => labelPdf(sandbox.sql, label.id),
    async () =>
      (await import('./label-pdf')).renderLabelPdf({
        trackingCode: label.tracking_code,
        carrierName: service?.carrier.name ?? 'Transportadora',
        serviceName: service?.name ?? '',
        shipment: shipment.body,
        shipmentId: shipment.id,
        emittedAt: label.ready_at,
      }),
    (bytes) => storeLabelPdf(sandbox.sql, label.id, bytes),
  );
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
