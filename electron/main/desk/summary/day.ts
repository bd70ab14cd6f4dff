// The day's summary of a loja from the journal: labels bought that day (desk local time),
// their carriers and tracking codes, and the totals a pickup list needs.
import type { DaySummaryView, JournalEntryView } from '../../../shared/desk';
import type { WarehousePurchaseView, WarehouseView } from '../../../shared/warehouse';
import { toJournalView, type JournalStore } from '../journal/journal-store';
import type { DeskScope } from '../scope';

/** [from, to) in ms for a local calendar day ('YYYY-MM-DD'), today when absent. */
export function dayRange(day: string | undefined, now: number = Date.now()): { day: string; from: number; to: number } {
  const base = day
    ? new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
    : new Date(now);
  const from = new Date(base.getFullYear(), base.getMonth(), base.getDate());
  const to = new Date(base.getFullYear(), base.getMonth(), base.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${from.getFullYear()}-${pad(from.getMonth() + 1)}-${pad(from.getDate())}`,
    from: from.getTime(),
    to: to.getTime(),
  };
}

export function daySummary(journal: JournalStore, scope: DeskScope, day?: string, now?: number): DaySummaryView {
  const range = dayRange(day, now);
  const shipments = journal.boughtBetween(scope, range.from, range.to).map(toJournalView);
  return summaryOf(range.day, scope.tenantId, shipments, journal.createdNotBoughtBetween(scope, range.from, range.to));
}

/** The whole warehouse's day: every desk's labels as the shared journal holds them. */
export function warehouseDaySummary(
  view: WarehouseView<WarehousePurchaseView>,
  day: string,
  tenantId: string,
): DaySummaryView {
  const shipments = view.rows.map((r): JournalEntryView => ({
    shipmentId: r.shipmentId ?? '',
    externalRef: r.parcel > 1 ? `${r.orderRef} (${r.parcel})` : r.orderRef,
    carrierId: null,
    serviceLevelId: null,
    carrierName: r.carrierName,
    serviceName: r.serviceName,
    quotedPriceCents: null,
    priceCents: r.priceCents,
    recipientName: r.recipientName,
    recipientCity: r.recipientCity,
    recipientState: r.recipientState,
    trackingCode: r.trackingCode,
    labelId: r.labelId,
    dace: null,
    status: 'bought',
    source: 'manual',
    createdAt: r.claimedAt,
    boughtAt: r.boughtAt,
    weight:
      r.weightGrams === null
        ? null
        : { grams: r.weightGrams, source: 'typed', device: null, deviceId: null, readAt: null, dimensions: null },
    desk: r.desk,
  }));
  return { ...summaryOf(day, tenantId, shipments, 0), warehouse: { source: view.source, staleSince: view.staleSince } };
}

function summaryOf(
  day: string,
  tenantId: string,
  shipments: JournalEntryView[],
  createdNotBought: number,
): DaySummaryView {
  const groups = new Map<string, DaySummaryView['carriers'][number]>();
  let totalCents = 0;
  for (const s of shipments) {
    const carrierName = s.carrierName ?? '—';
    const serviceName = s.serviceName ?? '—';
    const key = `${carrierName}\u0000${serviceName}`;
    const group = groups.get(key) ?? { carrierName, serviceName, count: 0, totalCents: 0 };
    group.count++;
    group.totalCents += s.priceCents ?? 0;
    groups.set(key, group);
    totalCents += s.priceCents ?? 0;
  }
  return {
    day,
    tenantId,
    shipments,
    carriers: [...groups.values()].sort(
      (a, b) => a.carrierName.localeCompare(b.carrierName) || a.serviceName.localeCompare(b.serviceName),
    ),
    count: shipments.length,
    totalCents,
    createdNotBought,
  };
}
