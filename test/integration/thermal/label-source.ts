// A real sandbox label: quote, create, emit and download over HTTP, as the station does.
import {
  daceDownloadResponseSchema,
  emitLabelReadySchema,
  labelDownloadResponseSchema,
} from '../../../electron/shared/contract';
import { login } from '../../sandbox/integration/client';
import { createShipment, dceInvoice, emit } from '../../sandbox/integration/fixtures';
import { fetchBytes } from '../../sandbox/integration/pdf';

export interface SandboxDocuments {
  trackingCode: string;
  labelPdf: Uint8Array;
  /** The thermal DACE (tipo T) as the sandbox serves it: ZPL for 203 dpi. */
  daceZpl: Uint8Array;
  chave: string;
}

export async function sandboxDocuments(url: string): Promise<SandboxDocuments> {
  const { api } = await login(url);
  const { shipmentId } = await createShipment(api, dceInvoice);
  const ready = emitLabelReadySchema.parse((await emit(api, shipmentId)).body);
  const { downloadUrl } = labelDownloadResponseSchema.parse(
    (await api.get(`/api/v1/labels/${ready.labelId}/download`)).body,
  );
  const label = await fetchBytes(downloadUrl);
  const dacePath = `/api/v1/fiscal-documents/shipments/${shipmentId}/dace`;
  const generated = await api.post(dacePath, { tipoDace: 'T' });
  const chave = (generated.body.document as { chave: string }).chave;
  const download = daceDownloadResponseSchema.parse((await api.get(`${dacePath}/download`)).body);
  const dace = await fetchBytes(download.downloadUrl ?? '');
  return { trackingCode: ready.trackingCode, labelPdf: label.bytes, daceZpl: dace.bytes, chave };
}
