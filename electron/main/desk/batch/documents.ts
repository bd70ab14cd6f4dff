// The DACE a bought row prints after its label (the label itself comes from the emission
// workflow's buyAndDownload). The DACE is generated only when the server says it holds none of
// the asked type. Its print key is the row's DACE itself (`dace:<shipment id>:<type asked>`), not
// the id of the DACE the server made: a server whose answer does not say its latest DACE's type
// (or names no id; the spec shows none of `document`'s fields) makes a row resumed after a crash
// generate another DACE, with another id, and that one must not print a second time.
import { Buffer } from 'node:buffer';
import type { TipoDace } from '../../../shared/contract';
import { Failure, fromServer } from '../../ipc';
import { isZpl, type ContentType } from '../../printing';
import { detectLabelFormat, fetchThroughTemporaryUrl, purchaseDaceKey } from '../../workflow';
import type { ApiClient } from '../../api';
import { said } from '../../../shared/messages';

/** The row's files: the label's download (buyAndDownload fetches it through this client) and the DACE's. */
export type DocumentsApi = Pick<
  ApiClient,
  'downloadLabel' | 'downloadFile' | 'generateDace' | 'downloadDace' | 'getDace'
>;

export interface DaceFile {
  kind: 'dace-thermal' | 'dace-pdf';
  contentType: ContentType;
  bytes: Uint8Array;
  /** `dace:<shipment id>:<type asked>`: queueing the row's DACE again prints nothing, whatever DACE the server made. */
  key: string;
}

/** The print key of a batch row's DACE: one per shipment and type asked, however often it is generated. */
export const batchDaceKey = purchaseDaceKey;

/**
 * The row's DACE file. `printAs` is the type the thermal route can print (workflow's
 * printableDaceType): an R asked for a T prints on the thermal route, converted like a label.
 */
export async function daceFile(
  api: DocumentsApi,
  shipmentId: string,
  asked: TipoDace,
  printAs: TipoDace = asked,
): Promise<DaceFile> {
  const tipo = printAs;
  const kind = asked === 'T' ? 'dace-thermal' : 'dace-pdf';
  const dace = await api.getDace(shipmentId);
  if (!dace.available) {
    const reason = typeof dace.document?.reason === 'string' ? dace.document.reason : dace.fiscalDocumentStatus;
    throw new Failure('not-eligible', said('workflow.noDace'), { quoted: fromServer(reason ? [reason] : []) });
  }
  if (dace.document?.tipoDace !== tipo) await api.generateDace(shipmentId, tipo);
  const key = batchDaceKey(shipmentId, asked);
  if (tipo === 'T') {
    const download = await api.downloadDace(shipmentId);
    const bytes = download.dados
      ? new Uint8Array(Buffer.from(download.dados, 'utf8'))
      : (await fetchThroughTemporaryUrl(async () => (await api.downloadDace(shipmentId)).downloadUrl ?? '', api)).bytes;
    if (!isZpl(bytes)) throw new Failure('contract', said('desk.daceThermalNotZpl'));
    return { kind: 'dace-thermal', contentType: 'application/zpl', bytes, key };
  }
  const file = await fetchThroughTemporaryUrl(async () => {
    const url = (await api.downloadDace(shipmentId)).downloadUrl;
    if (!url) throw new Failure('contract', said('workflow.daceNoUrl'));
    return url;
  }, api);
  if (detectLabelFormat(file.bytes, file.contentType) !== 'application/pdf')
    throw new Failure('contract', said('workflow.daceNotPdf'));
  return { kind, contentType: 'application/pdf', bytes: file.bytes, key };
}
