// The day's summary of a loja from the journal: labels bought that day (desk local time),
// their carriers and tracking codes, and the totals a pickup list needs.
import type { DaySummaryView } from '../../../shared/desk';
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
    day: range.day,
    tenantId: scope.tenantId,
    shipments,
    carriers: [...groups.values()].sort(
      (a, b) => a.carrierName.localeCompare(b.carrierName) || a.serviceName.localeCompare(b.serviceName),
    ),
    count: shipments.length,
    totalCents,
    createdNotBought: journal.createdNotBoughtBetween(scope, range.from, range.to),
  };
}
