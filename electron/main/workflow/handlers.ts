// The emission workflow's channels (electron/shared/workflow.ts): buy-and-print, resume, status,
// reprint, the label file for the preview, and the DACE (the server's calls, and generated and
// printed). These are the only channels that spend money, all through the workflow's
// one-purchase-per-shipment rules; the DACE's calls spend none.
import { Buffer } from 'node:buffer';
import type { workflowChannels } from '../../shared/workflow';
import type { ApiClient } from '../api';
import type { HandlerMap } from '../ipc';
import { listedPrinter, toPrintJobView, type Printing } from '../printing';
import type { EmissionWorkflow } from './emission-workflow';
import { desktopOpener, labelFileName, labelFolder, saveLabelFile, type FolderOpener } from './label-files';
import { Failure } from '../ipc';
import { privateFolder } from '../platform';
import { said } from '../../shared/messages';
import {
  toDaceView,
  toEmissionView,
  toOwedDaceView,
  toResumeView,
  toStatusView,
  toUnsettledView,
  type OrderFacts,
} from './views';

export type WorkflowChannel = keyof typeof workflowChannels;

export interface WorkflowHandlerDeps {
  /** Reads a printer id from the page: only a printer this computer lists or the operator added. */
  printers: Pick<Printing, 'listedTarget'>;
  /** What the desk journal knows of a shipment's order (quoted price, reference, recipient). */
  orderOf?: (shipmentId: string) => OrderFacts | undefined;
  /** A loja's name as the session's account lists it (undefined when it does not know the loja). */
  lojaName?: (tenantId: string) => string | undefined;
  /** The station's data folder: saved labels go to its `etiquetas` folder (label-files.ts). */
  dataDir?: string;
  /** Opens a folder on the desk (Electron's shell, or the desktop's opener in the browser host). */
  openFolder?: FolderOpener;
  /** The server's DACE calls, answered as they are (dace:generate, dace:get, dace:download). */
  dace: Pick<ApiClient, 'generateDace' | 'getDace' | 'downloadDace'>;
}

export function workflowHandlers(workflow: EmissionWorkflow, deps: WorkflowHandlerDeps): HandlerMap<WorkflowChannel> {
  const target = (printerId: string) => listedPrinter(deps.printers, printerId);
  const unsettled = () =>
    workflow.unsettled().map((row) => toUnsettledView(row, deps.orderOf?.(row.record.shipmentId)));
  return {
    'labels:emit-and-print': async ({ shipmentId, ...options }) =>
      toEmissionView(await workflow.emitAndPrint(shipmentId, options)),
    'labels:resume': async () => (await workflow.resume()).map(toResumeView),
    'labels:emission-status': async ({ shipmentId }) => {
      const status = workflow.status(shipmentId);
      return status && toStatusView(status);
    },
    'labels:unfinished': async () => workflow.unfinished().map(toStatusView),
    'labels:print-anyway': async ({ shipmentId }) => toEmissionView(await workflow.printAnyway(shipmentId)),
    'labels:unsettled': async () => unsettled(),
    'labels:unsettled-elsewhere': async () =>
      workflow.unsettledElsewhere().map(({ tenantId, count }) => ({
        tenantId,
        name: deps.lojaName?.(tenantId)?.trim() || tenantId,
        count,
      })),
    'labels:owed-daces': async () =>
      workflow.owedDaces().map((record) => toOwedDaceView(record, deps.orderOf?.(record.shipmentId))),
    'labels:print-owed-dace': async ({ shipmentId }) => toDaceView(await workflow.printOwedDace(shipmentId)),
    // `confirmed` is checked by the schema (literal true): the page sends it only after its dialog.
    'labels:buy-again-anyway': async ({ shipmentId, requestId }) =>
      toEmissionView(await workflow.buyAgainAnyway(shipmentId, requestId ? { requestId } : {})),
    'labels:acknowledge-double-charge': async ({ shipmentId }) => {
      workflow.acknowledgeDoubleCharge(shipmentId);
      return unsettled();
    },
    'labels:stop-waiting': async ({ shipmentId }) => ({ stopped: workflow.stopWaiting(shipmentId) }),
    'labels:reprint': async ({ id, printerId, anotherCopy }) => {
      const options = { anotherCopy: anotherCopy === true };
      return toPrintJobView(
        printerId === undefined
          ? workflow.reprintLabel(id, undefined, options)
          : await workflow.sendLabelTo(id, await target(printerId), options),
      );
    },
    'labels:cancel-held-copy': async ({ id, printerId }) =>
      toPrintJobView(await workflow.cancelHeldCopy(id, printerId === undefined ? undefined : await target(printerId))),
    'labels:file': async ({ labelId }) => {
      const file = await workflow.labelFile(labelId);
      return { contentType: file.contentType, base64: Buffer.from(file.bytes).toString('base64') };
    },
    'labels:save-file': async ({ id }) => {
      const folder = labelFolder(requireDataDir(deps.dataDir));
      const file = await workflow.labelFileOf(id);
      const fileName = labelFileName(file.name, file.contentType);
      const path = await saveLabelFile(folder, fileName, file.bytes);
      return {
        fileName,
        path,
        folder,
        contentType: file.contentType,
        base64: Buffer.from(file.bytes).toString('base64'),
      };
    },
    'labels:open-folder': async () => {
      const folder = labelFolder(requireDataDir(deps.dataDir));
      privateFolder(folder);
      return { folder, opened: await (deps.openFolder ?? desktopOpener)(folder) };
    },
    'dace:generate': ({ shipmentId, tipoDace }) => deps.dace.generateDace(shipmentId, tipoDace),
    'dace:get': ({ shipmentId }) => deps.dace.getDace(shipmentId),
    'dace:download': ({ shipmentId }) => deps.dace.downloadDace(shipmentId),
    'dace:generate-and-print': async ({ shipmentId, tipoDace }) =>
      toDaceView(await workflow.generateAndPrintDace(shipmentId, tipoDace)),
  };
}

function requireDataDir(dataDir: string | undefined): string {
  if (!dataDir) throw new Failure('internal', said('workflow.noLabelFolder'));
  return dataDir;
}
