// The printing group's channels (electron/shared/printing.ts): list, check, test page, network printers,
// the print history and "send again". Inputs arrive parsed; printer ids are read back into
// targets here, and only a printer this computer lists or the operator added is one
// (Printing.listedTarget); failures are Failures. The routes saved through settings:update are
// held to the same rule (checkedRoutes).
import type { PrinterInfo, PrinterProfileView, printingChannels, RoutedKindKey } from '../../shared/printing';
import { Failure, type HandlerMap } from '../ipc';
import type { DiscoveredPrinter } from './discovery';
import type { PrintError } from './errors';
import type { Result } from '../../shared/result';
import { printFailure } from './failure';
import { said } from '../../shared/messages';
import { printerIdOf } from './printer-ids';
import type { Printing } from './printing';
import { describeTarget, type PrinterTarget, type RoutedKind } from './types';
import { toPrintJobView } from './views';

export type PrinterChannel = keyof typeof printingChannels;

const ROUTED: Record<RoutedKindKey, RoutedKind> = { label: 'label', daceThermal: 'dace-thermal', dacePdf: 'dace-pdf' };

export function printerHandlers(printing: Printing): HandlerMap<PrinterChannel> {
  const target = (printerId: string) => listedPrinter(printing, printerId);
  const list = async () => unwrap(await printing.discovery.list()).map(toPrinterInfo);
  return {
    'printers:list': list,
    'printers:check': async ({ kind, printerId }) => {
      const chosen =
        printerId === undefined ? printing.settings.targetFor(ROUTED[kind ?? 'label']) : await target(printerId);
      if (!chosen) return { ready: false, problem: said('printing.noPrinterForDocument') };
      // A raw printer without a profile would print nothing: that is its first problem.
      const profile = await printing.profiles.profileToPrintWith(chosen);
      if (!profile.ok) return { ready: false, problem: profile.error.said };
      const ready = await printing.readiness.checkPrinterReady(chosen, profile.value);
      return ready.ok ? { ready: true, problem: null } : { ready: false, problem: ready.error.said };
    },
    // The calibration label on every printer (the variant an older page asks for is not needed).
    'printers:test': async ({ printerId }) =>
      toPrintJobView(unwrap(await printing.testPrint(await target(printerId))).job),
    'printers:profile': async ({ printerId }) => profileView(printing, printerId, await target(printerId)),
    'printers:set-profile': async ({ printerId, profile }) => {
      const chosen = await target(printerId);
      unwrap(printing.settings.setProfile(chosen, profile));
      return profileView(printing, printerId, chosen);
    },
    'printers:detect': async ({ printerId }) => ({
      printerId,
      ...(await printing.detectProfile(await target(printerId))),
    }),
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
      const chosen = await target(printerId);
      if (chosen.kind !== 'network')
        throw new Failure('validation', said('printing.onlyNetworkRemovable'), { field: 'printerId' });
      printing.settings.removeNetworkPrinter(chosen);
      return list();
    },
    'printers:jobs': async ({ limit }) => printing.queue.list(limit).map(toPrintJobView),
    // To another printer, the job is settled on its first one before (never printed on both).
    'printers:resend': async ({ jobId, printerId }) =>
      toPrintJobView(
        unwrap(
          printerId === undefined
            ? printing.queue.resend(jobId)
            : await printing.queue.redirect(jobId, await target(printerId)),
        ),
      ),
  };
}

/**
 * The printer a renderer-given id names, when it is one this computer lists or the operator
 * added; a validation failure, in the operator's words, for any other (`field` names the input).
 */
export async function listedPrinter(
  printing: Pick<Printing, 'listedTarget'>,
  printerId: string,
  field = 'printerId',
): Promise<PrinterTarget> {
  const listed = await printing.listedTarget(printerId);
  if (listed.ok) return listed.value;
  // The list itself could not be read (CUPS not answering): its own failure, not a refusal.
  if (listed.error.kind !== 'invalid-printer' && listed.error.kind !== 'printer-not-found')
    throw printFailure(listed.error);
  throw new Failure('validation', listed.error.said, { field });
}

/**
 * settings:update, with every route it changes pointing at a printer this computer lists or the
 * operator added (a route left as it was, or cleared, is not asked about: a printer that went
 * away still lets the operator save the other settings).
 */
export function checkedRoutes<M extends HandlerMap<'settings:update'>>(
  printing: Pick<Printing, 'listedTarget' | 'settings'>,
  handlers: M,
): M {
  const update = handlers['settings:update'];
  return {
    ...handlers,
    'settings:update': async (patch) => {
      for (const [key, kind] of Object.entries(ROUTED) as [RoutedKindKey, RoutedKind][]) {
        const id = patch.printers?.[key];
        if (!id) continue;
        const current = printing.settings.current().routing[kind];
        if (current && printerIdOf(current) === id) continue;
        await listedPrinter(printing, id, `printers.${key}`);
      }
      return update(patch);
    },
  };
}

async function profileView(printing: Printing, printerId: string, chosen: PrinterTarget): Promise<PrinterProfileView> {
  const profile = printing.settings.profileFor(chosen) ?? null;
  return { printerId, profile, needsProfile: profile === null && (await printing.profiles.needsProfile(chosen)) };
}

function unwrap<T>(result: Result<T, PrintError>): T {
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
    ...(printer.driverName ? { driver: printer.driverName } : {}),
  };
}
