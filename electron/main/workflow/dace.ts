// The DACE (spec 2.12, 4.9): generate it, download it, print it on the printer its kind is
// routed to. T is thermal ZPL (`dados`) and goes raw to the DACE thermal route (the label
// printer unless another is chosen); R and C are PDFs behind a temporary URL, for the PDF route.
// Generating costs nothing, so nothing here touches the wallet.
import { Buffer } from 'node:buffer';
import type { DaceDownloadResponse, TipoDace } from '../../shared/contract';
import { Failure, fromServer } from '../ipc';
import { isZpl, type ContentType, type EnqueueResult, type Printing } from '../printing';
import { fetchThroughTemporaryUrl, type WorkflowApi } from './downloads';
import { printFailure } from './errors';
import { detectLabelFormat } from './label-format';
import { said } from '../../shared/messages';
import type { DaceKind, DacePrintOutcome } from './types';

/**
 * The print key of the DACE a purchase prints with its label: one per shipment and type asked,
 * however often the server generates it (each generation has its own id), so that a purchase
 * resumed after a crash finds its DACE in the print queue instead of printing another. A batch
 * row's DACE uses the same key.
 */
export const purchaseDaceKey = (shipmentId: string, asked: TipoDace): string => `dace:${shipmentId}:${asked}`;

export interface DaceDocument {
  tipoDace: TipoDace;
  kind: DaceKind;
  contentType: ContentType;
  bytes: Uint8Array;
  /** `dace:<document id>` when the server names the DACE: asking again prints it once. */
  key?: string;
}

export interface DacePrinterDeps {
  api: Pick<WorkflowApi, 'generateDace' | 'downloadDace' | 'downloadFile'>;
  printing: Pick<Printing, 'printRouted' | 'settings' | 'profiles'>;
  maxDownloadUrls?: number;
}

/**
 * The DACE type printed when `tipoDace` is asked. The thermal DACE (T) is ZPL written for 203 dpi:
 * a thermal printer whose profile speaks another language (EPL2, PPLA, PPLB, DPL) cannot print
 * it, and neither can one behind a CUPS driver for such a printer (Debian's EPL2 PPD), so it gets
 * the summarized DACE (R), a PDF at label size that the station converts to its language at send
 * time (or its driver renders), on the same thermal route. Every path that prints a DACE asks this
 * (the ship screen, one-key and scan through the workflow, the batch through its rows).
 */
export async function printableDaceType(
  printing: Pick<Printing, 'settings' | 'profiles'>,
  tipoDace: TipoDace,
): Promise<TipoDace> {
  if (tipoDace !== 'T') return tipoDace;
  const target = printing.settings.targetFor('dace-thermal');
  return target && !(await printing.profiles.readsZpl(target)) ? 'R' : 'T';
}

export class DacePrinter {
  constructor(private readonly deps: DacePrinterDeps) {}

  /**
   * Generates and downloads a DACE of this type; `not-eligible` carries the server's reason. A
   * PDF DACE goes to the PDF route unless `route` says otherwise (an R standing in for a T).
   */
  async fetch(shipmentId: string, tipoDace: TipoDace, route?: DaceKind): Promise<DaceDocument> {
    const { api } = this.deps;
    const generated = await api.generateDace(shipmentId, tipoDace);
    if (!generated.available) {
      const reason =
        typeof generated.document?.reason === 'string' ? generated.document.reason : generated.fiscalDocumentStatus;
      throw new Failure('not-eligible', said('workflow.noDace'), { quoted: fromServer(reason ? [reason] : []) });
    }
    const id = typeof generated.document?.id === 'string' ? generated.document.id : undefined;
    const key = id ? `dace:${id}` : undefined;
    const withKey = (document: Omit<DaceDocument, 'key'>): DaceDocument => (key ? { ...document, key } : document);

    if (tipoDace === 'T') {
      const download = await api.downloadDace(shipmentId);
      expectType(download, 'DACE_THERMAL');
      // `dados` is the ZPL itself: its exact bytes go to the printer (UTF-8, as ^CI28 declares).
      const bytes = download.dados
        ? new Uint8Array(Buffer.from(download.dados, 'utf8'))
        : (
            await fetchThroughTemporaryUrl(
              this.urlAsker(shipmentId, 'DACE_THERMAL', download),
              api,
              this.deps.maxDownloadUrls,
            )
          ).bytes;
      if (!isZpl(bytes)) throw new Failure('contract', said('workflow.daceNotZpl'));
      return withKey({ tipoDace, kind: 'dace-thermal', contentType: 'application/zpl', bytes });
    }

    const file = await fetchThroughTemporaryUrl(this.urlAsker(shipmentId, 'DACE'), api, this.deps.maxDownloadUrls);
    if (detectLabelFormat(file.bytes, file.contentType) !== 'application/pdf')
      throw new Failure('contract', said('workflow.daceNotPdf'));
    return withKey({ tipoDace, kind: route ?? 'dace-pdf', contentType: 'application/pdf', bytes: file.bytes });
  }

  /** Queues a fetched DACE on the printer its kind is routed to. */
  print(shipmentId: string, document: DaceDocument): DacePrintOutcome & { created: boolean } {
    const queued = this.deps.printing.printRouted(document.kind, {
      ...(document.key ? { key: document.key } : {}),
      contentType: document.contentType,
      bytes: document.bytes,
      shipmentId,
    });
    if (!queued.ok) throw printFailure(queued.error, 'workflow.daceNotSent');
    return outcome(shipmentId, document, queued.value);
  }

  /** `key`, when given, is the job's key instead of the generated DACE's own (purchaseDaceKey). */
  async generateAndPrint(shipmentId: string, tipoDace: TipoDace, key?: string): Promise<DacePrintOutcome> {
    // No printer for it: say so before asking the server to issue a document nobody can print.
    const kind: DaceKind = tipoDace === 'T' ? 'dace-thermal' : 'dace-pdf';
    if (!this.deps.printing.settings.targetFor(kind)) {
      throw new Failure(
        'no-printer',
        said('workflow.noDacePrinter', {
          what: said(kind === 'dace-thermal' ? 'workflow.thermalDaces' : 'workflow.pdfDaces'),
        }),
      );
    }
    const document = await this.fetch(shipmentId, await this.printsAs(tipoDace), kind);
    const { created: _created, ...printed } = this.print(shipmentId, key ? { ...document, key } : document);
    return printed;
  }

  /** The DACE type this station prints for one asked (T becomes R on a thermal printer that is not ZPL). */
  printsAs(tipoDace: TipoDace): Promise<TipoDace> {
    return printableDaceType(this.deps.printing, tipoDace);
  }

  /** Gives the download URL: first the one already in hand, then a fresh one at every call (after a 410). */
  private urlAsker(
    shipmentId: string,
    type: DaceDownloadResponse['type'],
    inHand?: DaceDownloadResponse,
  ): () => Promise<string> {
    let next = inHand;
    return async () => {
      const download = next ?? (await this.deps.api.downloadDace(shipmentId));
      next = undefined;
      expectType(download, type);
      if (!download.downloadUrl) throw new Failure('contract', said('workflow.daceNoUrl'));
      return download.downloadUrl;
    };
  }
}

function outcome(
  shipmentId: string,
  document: DaceDocument,
  queued: EnqueueResult,
): DacePrintOutcome & { created: boolean } {
  return {
    shipmentId,
    tipoDace: document.tipoDace,
    kind: document.kind,
    contentType: document.contentType,
    printJob: queued.job,
    combinedWithLabel: false,
    created: queued.created,
  };
}

/** The download answers the latest DACE: a different kind means another one was generated meanwhile. */
function expectType(download: DaceDownloadResponse, type: DaceDownloadResponse['type']): void {
  if (download.type !== type) {
    throw new Failure(
      'contract',
      said(type === 'DACE_THERMAL' ? 'workflow.daceNotThermal' : 'workflow.daceNotPdfKind'),
    );
  }
}
