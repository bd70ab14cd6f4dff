// Quotes asked ahead: the ship screen asks for the quote as soon as the recipient, the parcel
// and the weight are all there (desk:quote-ahead), so F9 finds it ready or on its way and waits
// only for what the spec cannot skip (create, emit, the label's address, its file). At a desk
// 80 ms away that is one round trip fewer between the key and the label.
//
// What may be reused, and why it is safe:
// - Only a quote of exactly the same request (the same loja, route, parcel, weight and declared
//   value: the request's JSON as quoteRequestOf builds it): the server accepts a shipment only
//   when these match its quote (spec 4.6, rule 4), and a quote may be used by more than one
//   shipment (the spec says nothing of single use).
// - Only while it has at least a minute of validity left on this desk's clock (so the creation
//   right after it is not refused as expired), and never older than two minutes (a price the
//   operator sees is a recent one).
// - A quote that failed is not kept: the next ask, or F9, quotes again. A quote the server
//   called expired at creation is forgotten (forget) before quoting again.
import type { QuoteResponse } from '../../../shared/contract';
import type { DeskScope } from '../scope';
import { quotePlan, type QuoteApi } from './quote';
import { isInternational, quoteRequestOf, type ShipPlan } from './plan';

const MIN_VALIDITY_LEFT_MS = 60_000;
const MAX_AGE_MS = 2 * 60_000;
const LIMIT = 50;

interface Asked {
  /** When it was asked (this desk's clock). */
  at: number;
  answer: Promise<QuoteResponse>;
  /** When it stops being usable; Infinity while the answer has not come. */
  usableUntil: number;
}

export class QuoteAhead {
  private readonly asked = new Map<string, Asked>();

  constructor(
    private readonly api: QuoteApi,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The quote of this plan: one asked ahead and still good, the one on its way, or a new one. Its
   * validForMs counts from now (less the time since it was asked).
   */
  async quote(scope: DeskScope, plan: ShipPlan): Promise<QuoteResponse> {
    const entry = this.entryOf(scope, plan);
    const quote = await entry.answer;
    return { ...quote, validForMs: Math.max(0, quote.validForMs - (this.now() - entry.at)) };
  }

  private entryOf(scope: DeskScope, plan: ShipPlan): Asked {
    this.sweep();
    const key = keyOf(scope, plan);
    const known = this.asked.get(key);
    if (known && this.now() < known.usableUntil) return known;
    const at = this.now();
    const entry: Asked = { at, answer: quotePlan(this.api, plan), usableUntil: Number.POSITIVE_INFINITY };
    this.asked.set(key, entry);
    entry.answer.then(
      (quote) => {
        entry.usableUntil = Math.min(at + MAX_AGE_MS, at + quote.validForMs - MIN_VALIDITY_LEFT_MS);
      },
      () => {
        if (this.asked.get(key) === entry) this.asked.delete(key);
      },
    );
    return entry;
  }

  /** The server said this plan's quote expired: the next one is asked anew. */
  forget(scope: DeskScope, plan: ShipPlan): void {
    this.asked.delete(keyOf(scope, plan));
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.asked) if (now >= entry.usableUntil) this.asked.delete(key);
    while (this.asked.size > LIMIT) this.asked.delete(this.asked.keys().next().value as string);
  }
}

function keyOf(scope: DeskScope, plan: ShipPlan): string {
  const endpoint = isInternational(plan) ? 'international' : 'national';
  return `${scope.server}|${scope.tenantId}|${endpoint}|${JSON.stringify(quoteRequestOf(plan))}`;
}
