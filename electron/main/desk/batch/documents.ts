// The DACE a bought row prints after its label (the label itself comes from the emission
// workflow's buyAndDownload). The DACE is generated only when the server does not already hold
// one of the asked type, so a row resumed after a crash prints the same DACE (same id, same
// print key) instead of issuing a second one.
import { Buffer } from 'node:buffer';
import type { TipoDace } from '../../../shared/contract';
import { Failure, fromServer } from '../../ipc';
import { isZpl, type ContentType } from '../../printing';
import { detectLabelFormat, fetchThroughTemporaryUrl } from '../../workflow';
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
  /** `dace:<document id>`, the key the workflow uses too: queueing it again prints nothing. */
  key?: string;
}

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
  let dace = await api.getDace(shipmentId);
  if (!dace.available) {
    const reason = typeof dace.document?.reason === 'string' ? dace.document.reason : dace.fiscalDocumentStatus;
    throw new Failure('not-eligible', said('workflow.noDace'), { quoted: fromServer(reason ? [reason] : []) });
  }
  if (dace.document?.tipoDace !== tipo) dace = await api.generateDace(shipmentId, tipo);
  const id = typeof dace.document?.id === 'string' ? dace.document.id : undefined;
  const key = id ? { key: `dace:${id}` } : {};
  if (tipo === 'T') {
    const download = await api.downloadDace(shipmentId);
    const bytes = download.dados
      ? new Uint8Array(Buffer.from(download.dados, 'utf8'))
      : (await fetchThroughTemporaryUrl(async () => (await api.downloadDace(shipmentId)).downloadUrl ?? '', api)).bytes;
    if (!isZpl(bytes)) throw new Failure('contract', said('desk.daceThermalNotZpl'));
    return { kind: 'dace-thermal', contentType: 'application/zpl', bytes, ...key };
  }
  const file = await fetchThroughTemporaryUrl(async () => {
    const url = (await api.downloadDace(shipmentId)).downloadUrl;
    if (!url) throw new Failure('contract', said('workflow.daceNoUrl'));
    return url;
  }, api);
  if (detectLabelFormat(file.bytes, file.contentType) !== 'application/pdf')
    throw new Failure('contract', said('workflow.daceNotPdf'));
  return { kind, contentType: 'application/pdf', bytes: file.bytes, ...key };
}
