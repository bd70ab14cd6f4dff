// What the operator reads when the journal refuses an order to this desk (who holds it, since
// when, with which label) and the system's own words of a database that did not answer.
import { said } from '../../shared/messages';
import { Failure } from '../ipc';
import type { WarehousePurchaseRow } from './pg-rows';

/** The order is another desk's: bought (at, label), being bought, or claimed (fresh or stale). */
export function heldElsewhere(orderRef: string, holder: WarehousePurchaseRow, takeOverAfterMs: number): Failure {
  const params = { ref: orderRef, desk: holder.desk, at: clock(holder.claimed_at) };
  const minutes = Math.round(takeOverAfterMs / 60_000);
  const message =
    holder.state === 'bought' || holder.state === 'printed'
      ? said('warehouse.heldBought', {
          ...params,
          at: clock(holder.bought_at ?? holder.claimed_at),
          tracking: holder.tracking_code ?? '?',
        })
      : holder.state === 'emitting'
        ? said('warehouse.heldBuying', params)
        : holder.stale
          ? said('warehouse.heldClaimedStale', { ...params, minutes })
          : said('warehouse.heldClaimed', { ...params, minutes });
  return new Failure('held-elsewhere', message, { field: 'externalRef' });
}

/** HH:MM on the desk's clock (24 h in both languages) of a time the database gave. */
function clock(at: Date): string {
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/** An error's own words, shown under the operator's sentence (details). */
export function systemWords(error: unknown) {
  const text = error instanceof Error ? error.message : String(error);
  return text ? { source: 'system' as const, lines: [text] } : undefined;
}
