// IPC handlers of the emission workflow and the printers (channels in electron/shared/workflow.ts).
// Inputs arrive parsed; printer ids are read back into targets here; failures are Failures.
import { Buffer } from 'node:buffer';
import type { PrinterInfo, RoutedKindKey, workflowChannels } from '../../../shared/workflow';
import { Failure } from '../../ipc/failure';
import type { HandlerMap } from '../../ipc/registry';
import {
  describeTarget,
  type DiscoveredPrinter,
  type PrinterTarget,
  type Printing,
  type Result,
  type RoutedKind,
} from '../../printing';
import type { EmissionWorkflow } from '../emission-workflow';
import { printFailure } from '../errors';
import { DEFAULT_LOCALE, t, type Locale } from '../messages';
import { printerIdOf, targetOfId } from './printer-ids';
import { toDaceView, toEmissionView, toPrintJobView, toResumeView, toStatusView } from './views';

export type WorkflowChannel = keyof typeof workflowChannels;

const ROUTED: Record<RoutedKindKey, RoutedKind> = { label: 'label', daceThermal: 'dace-thermal', dacePdf: 'dace-pdf' };

export function workflowHandlers(deps: {
  workflow: EmissionWorkflow;
  printing: Printing;
  locale?: () => Locale;
}): HandlerMap<WorkflowChannel> {
  const { workflow, printing } = deps;
  const locale = deps.locale ?? DEFAULT_LOCALE;
  const target = (printerId: string) => targetFor(printerId, locale());
  const list = async () => unwrap(await printing.discovery.list()).map(toPrinterInfo);
  return {
    'labels:emit-and-print': async ({ shipmentId, ...options }) =>
      toEmissionView(await workflow.emitAndPrint(shipmentId, options)),
    'labels:resume': async () => (await workflow.resume()).map(toResumeView),
    'labels:emission-status': async ({ shipmentId }) => {
      const status = workflow.status(shipmentId);
      return status && toStatusView(status);
    },
    'labels:unfinished': async () => workflow.unfinished().map(toStatusView),
    'labels:reprint': async ({ id, printerId }) =>
      toPrintJobView(workflow.reprintLabel(id, printerId === undefined ? undefined : target(printerId))),
    'labels:file': async ({ labelId }) => {
      const file = await workflow.labelFile(labelId);
      return { contentType: file.contentType, base64: Buffer.from(file.bytes).toString('base64') };
    },
    'dace:generate-and-print': async ({ shipmentId, tipoDace }) =>
      toDaceView(await workflow.generateAndPrintDace(shipmentId, tipoDace)),

    'printers:list': list,
    'printers:check': async ({ kind, printerId }) => {
      const chosen = printerId === undefined ? printing.settings.targetFor(ROUTED[kind ?? 'label']) : target(printerId);
      if (!chosen) return { ready: false, problem: t(locale(), 'noPrinterForDocument') };
      const ready = await printing.readiness.checkPrinterReady(chosen);
      return ready.ok ? { ready: true, problem: null } : { ready: false, problem: ready.error.message };
    },
    'printers:test': async ({ printerId, kind, variant }) => {
      const chosen = target(printerId);
      // A raw network printer (port 9100) speaks ZPL; a printer with a driver takes the PDF page.
      const page =
        variant ?? (kind === 'daceThermal' || (kind !== 'dacePdf' && chosen.kind === 'network') ? 'zpl' : 'pdf');
      return toPrintJobView(unwrap(await printing.testPrint(chosen, page)).job);
    },
    'printers:add-network': async ({ address, label }) => {
      const added = unwrap(printing.settings.addNetworkPrinter(address, label));
      const saved = printing.settings
        .current()
        .networkPrinters.find((p) => p.host === added.host && p.port === added.port);
      return {
        id: printerIdOf(added),
        name: saved?.label ?? describeTarget(added),
        isDefault: false,
        connection: 'network',
      };
    },
    'printers:remove-network': async ({ printerId }) => {
      const chosen = target(printerId);
      if (chosen.kind !== 'network')
        throw new Failure('validation', t(locale(), 'onlyNetworkRemovable'), { field: 'printerId' });
      printing.settings.removeNetworkPrinter(chosen);
      return list();
    },
    'printers:jobs': async ({ limit }) => printing.queue.list(limit).map(toPrintJobView),
    'printers:resend': async ({ jobId, printerId }) =>
      toPrintJobView(unwrap(printing.queue.resend(jobId, printerId === undefined ? undefined : target(printerId)))),
  };
}

function targetFor(printerId: string, locale: Locale): PrinterTarget {
  const parsed = targetOfId(printerId);
  if (!parsed) throw new Failure('validation', t(locale, 'unknownPrinter'), { field: 'printerId' });
  return parsed;
}

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw printFailure(result.error);
  return result.value;
}

function toPrinterInfo(printer: DiscoveredPrinter): PrinterInfo {
  const name = printer.target.kind === 'network' ? printer.displayName : printer.target.name;
  return {
    id: printerIdOf(printer.target),
    name,
    ...(printer.displayName !== name ? { description: printer.displayName } : {}),
    isDefault: printer.isDefault,
    connection: printer.target.kind,
  };
}
