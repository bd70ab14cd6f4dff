// IPC handlers of the desk (channels in electron/shared/desk/), and journalShipping: the desk's
// wrapper around three of the API's channels, to keep its journal: `shipments:create` (every
// shipment made on the ship screen) and the two quote channels (so the journal knows the carrier,
// service and price of that shipment). The station wraps the API's map with it before combining
// (app/station.ts): composition, never one map silently replacing another's entries.
import { randomUUID } from 'node:crypto';
import { Buffer } from 'node:buffer';
import type { deskChannels } from '../../shared/desk';
import { Failure, type HandlerMap } from '../ipc';
import type { Logger } from '../log';
import { listedPrinter, printFailure, toPrintJobView, type Printing } from '../printing';
import type { SettingsStore } from '../settings';
import { auditCsv } from './audit/audit-csv';
import { PICKUP_LIST_KEY } from './audit/audit-recorder';
import { toJournalView } from './journal/journal-store';
import { newShipmentOf } from './journal/new-shipment';
import { translate, type Locale } from '../i18n';
import { said } from '../../shared/messages';
import { requireScope, type DeskScope } from './scope';
import type { DeskService } from './service';
import { dayRange, daySummary, warehouseDaySummary } from './summary/day';
import type { WarehousePurchaseView, WarehouseView } from '../../shared/warehouse';

export type DeskChannel = keyof typeof deskChannels;

/** The API's channels the desk journals. */
export type JournalledChannel = 'shipments:create' | 'quotes:simulate' | 'quotes:simulate-international';

/**
 * The API's shipment and quote channels, each still doing exactly its API call, with the desk's
 * journal noting what they answered. The journal never fails the call: the shipment exists
 * either way, and a journal that missed it loses only a scan shortcut (its order reference is
 * kept in memory, so its purchase is still claimed: DeskService.shipmentCreated).
 */
export function journalShipping<M extends HandlerMap<JournalledChannel>>(api: M, desk: DeskService, logger: Logger): M {
  const log = logger.child('desk');
  return {
    ...api,
    'shipments:create': async (body) => {
      const created = await api['shipments:create'](body);
      const current = desk.scope();
      try {
        // The weight came from the scale when the operator took exactly this reading (Alt+W).
        const weight = desk.weigher.originOf(body.parcel.weightKg, 'typed');
        // A row desk.db refuses is kept in memory (shipmentCreated): its purchase still claims its order.
        if (current)
          desk.shipmentCreated(current, newShipmentOf(body, created, 'manual', { ...optionOf(desk, body), weight }));
      } catch (error) {
        log.warn('journal could not record a shipment', { error });
      }
      return created;
    },
    'quotes:simulate': async (body) => desk.quotes.remember(await api['quotes:simulate'](body)),
    'quotes:simulate-international': async (body) =>
      desk.quotes.remember(await api['quotes:simulate-international'](body)),
  };
}

export interface DeskHandlerDeps {
  desk: DeskService;
  printing: Pick<Printing, 'printRouted' | 'queue' | 'listedTarget'>;
  settings: SettingsStore;
  lojaName(tenantId: string): string;
  logger: Logger;
  /** The operator's language (settings' language when left out). */
  locale?: () => Locale;
  /** The whole warehouse's labels of [from, to) for a loja (the shared journal); null on a single desk. */
  warehouseDay?: (tenantId: string, from: number, to: number) => Promise<WarehouseView<WarehousePurchaseView> | null>;
}

export function deskHandlers(deps: DeskHandlerDeps): HandlerMap<DeskChannel> {
  /** Only a printer this computer lists or the operator added (printing's listedPrinter). */
  const target = (printerId: string) => listedPrinter(deps.printing, printerId);
  const { desk } = deps;
  const scope = () => requireScope(desk.scope());
  const locale = deps.locale ?? (() => deps.settings.get().language);
  /** This desk's day, or the whole warehouse's when asked and there is a warehouse. */
  const summaryOf = async (current: DeskScope, day: string | undefined, whole: 'desk' | 'warehouse') => {
    const range = dayRange(day);
    const view = whole === 'warehouse' ? await deps.warehouseDay?.(current.tenantId, range.from, range.to) : null;
    return view ? warehouseDaySummary(view, range.day, current.tenantId) : daySummary(desk.journal, current, day);
  };
  return {
    // The typed shipment, for the account logged in now; its content is never logged (CPF/CNPJ).
    'desk:draft-get': async () => {
      const owner = desk.draftOwner();
      return owner ? desk.drafts.get(owner) : null;
    },
    'desk:draft-save': async ({ work }) => {
      const owner = desk.draftOwner();
      if (!owner) throw new Failure('unauthorized', said('desk.draftNeedsLogin'));
      return desk.drafts.save(owner, work);
    },
    'desk:draft-clear': async () => {
      const owner = desk.draftOwner();
      return { cleared: owner ? desk.drafts.clear(owner) : false };
    },
    'desk:scan': async ({ text, printerId, ship, anotherCopy }) =>
      desk.scanner.scan(text, printerId === undefined ? undefined : await target(printerId), ship, {
        anotherCopy: anotherCopy === true,
      }),
    'desk:take-weight': async () => desk.weigher.take(),

    'desk:presets': async () => desk.presets.list(scope()),
    'desk:preset-save': async (input) => desk.presets.save(scope(), input),
    'desk:preset-delete': async ({ id }) => desk.presets.delete(scope(), id),
    'desk:preset-reorder': async ({ ids }) => desk.presets.reorder(scope(), ids),

    'desk:rule-get': async () => desk.rules.get(scope()),
    'desk:rule-set': async (rule) => desk.rules.set(scope(), rule),

    'desk:one-key-ship': (input) => desk.shipper.ship(input),
    'desk:quote-ahead': (input) => desk.shipper.quoteAhead(input),
    'desk:confirm-ship': ({ confirmationId, serviceLevelId, requestId }) =>
      desk.shipper.confirm(confirmationId, serviceLevelId, requestId),
    'desk:check-before-create': (input) => desk.shipper.checkBeforeCreate(input),

    'desk:batch-import': async ({ csv, fileName, senderKey, rule }) => {
      const current = scope();
      const sender = await desk.parties().sender(senderKey);
      return desk.batches.import(current, {
        csv,
        ...(fileName ? { fileName } : {}),
        sender,
        rule: rule ?? desk.rules.get(current).rule,
      });
    },
    'desk:batch-start': ({ batchId, concurrency, confirmPrinterDown }) =>
      desk.batches.start(scope(), batchId, {
        ...(concurrency ? { concurrency } : {}),
        ...(confirmPrinterDown ? { confirmPrinterDown } : {}),
      }),
    'desk:batch-pause': async ({ batchId }) => desk.batches.pause(scope(), batchId),
    'desk:batch-resume': ({ batchId }) => desk.batches.start(scope(), batchId),
    'desk:batch-retry-failed': ({ batchId }) => desk.batches.retryFailed(scope(), batchId),
    'desk:batch-status': async ({ batchId }) => desk.batches.status(scope(), batchId),
    'desk:batch-confirm-weight': async ({ batchId, index }) => desk.batches.confirmWeight(scope(), batchId, index),
    'desk:batch-list': async () => desk.batches.list(scope()),
    'desk:batch-discard': async ({ batchId }) => desk.batches.discard(scope(), batchId),

    'desk:journal-recent': async ({ limit }) => desk.journal.recent(scope(), limit).map(toJournalView),
    'desk:day-summary': ({ day, whole }) => summaryOf(scope(), day, whole),
    'desk:day-summary-pdf': async ({ day, print, printerId, whole }) => {
      const current = scope();
      const summary = await summaryOf(current, day, whole);
      // pdf-lib loads with the first pickup list, not with the station (startup.bench).
      const { pickupListPdf } = await import('./summary/pickup-pdf');
      const bytes = await pickupListPdf(summary, deps.lojaName(current.tenantId), locale());
      let printJob = null;
      if (print) {
        // A4 paper: the PDF DACE route's printer, unless the operator names another.
        const key = `${PICKUP_LIST_KEY}${summary.day}:${randomUUID()}`;
        const queued = printerId
          ? deps.printing.queue.enqueue({
              key,
              target: await target(printerId),
              bytes,
              document: { kind: 'dace-pdf', contentType: 'application/pdf' },
            })
          : deps.printing.printRouted('dace-pdf', { key, contentType: 'application/pdf', bytes });
        // No A4 printer chosen at all (none named, no PDF DACE route) fails as no-printer, never "check the paper".
        if (!queued.ok) throw printFailure(queued.error, 'desk.pickupNotSent');
        printJob = toPrintJobView(queued.value.job);
      }
      return {
        fileName: translate(said('desk.pickupFile', { day: summary.day }), locale()),
        base64: Buffer.from(bytes).toString('base64'),
        printJob,
      };
    },

    'desk:audit-list': async ({ day, kind, page, pageSize }) => {
      const range = day ? dayRange(day) : undefined;
      const { entries, total } = desk.audit.page(
        scope(),
        { ...(range ? { range } : {}), ...(kind ? { kind } : {}) },
        page,
        pageSize,
      );
      return { entries, total, page, pageSize };
    },
    'desk:audit-csv': async ({ day, kind }) => {
      const range = day ? dayRange(day) : undefined;
      const entries = desk.audit.all(scope(), { ...(range ? { range } : {}), ...(kind ? { kind } : {}) });
      return {
        fileName: translate(
          said('desk.auditFile', { day: range?.day ?? 'all', kind: kind ? `-${kind}` : '' }),
          locale(),
        ),
        csv: auditCsv(entries, locale()),
        rows: entries.length,
      };
    },
  };
}

function optionOf(desk: DeskService, body: { quoteId: string; serviceLevelId: string }) {
  const option = desk.quotes.find(body.quoteId, body.serviceLevelId);
  return option ? { option } : {};
}
