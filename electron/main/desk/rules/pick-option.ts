// The rate rule's decision: which quote option one key buys. Pure, so it is tested on its own.
//
// Money decisions, and why:
// - A ceiling is never exceeded. A rule with a ceiling that no option meets refuses, and the
//   operator picks by hand: buying above what the loja agreed to is the one mistake a desk
//   cannot take back (the wallet is charged at once).
// - `preferred` falls back only when told to (`fallback: 'cheapest'`), and then still within the
//   ceiling. By default it refuses: a loja that names a carrier usually has a reason (contract,
//   pickup schedule) that a cheaper option would silently break.
// - Only options priced in reais with a known price take part: a ceiling in cents cannot be
//   compared with an unknown price or another currency.
import type { QuoteOption, QuoteResponse } from '../../../shared/contract';
import type { PickResult, RateRule } from '../../../shared/desk';
import { said } from '../../../shared/messages';
import { failed, ok } from '../../../shared/result';
import { reais } from '../money';

type Priced = QuoteOption & { priceCents: number };

const isPriced = (o: QuoteOption): o is Priced =>
  typeof o.priceCents === 'number' && (o.currency === undefined || o.currency === 'BRL');
/** The slowest promise of an option; unknown counts as slowest. */
const days = (o: QuoteOption): number => o.deliveryDaysMax ?? o.deliveryDaysMin ?? Number.POSITIVE_INFINITY;
const nameOf = (o: QuoteOption): string => [o.carrierName, o.serviceName].filter(Boolean).join(' ') || o.serviceLevelId;

const byPrice = (a: Priced, b: Priced) =>
  a.priceCents - b.priceCents || days(a) - days(b) || nameOf(a).localeCompare(nameOf(b));
const bySpeed = (a: Priced, b: Priced) =>
  days(a) - days(b) || a.priceCents - b.priceCents || nameOf(a).localeCompare(nameOf(b));

export function pickOption(rule: RateRule, quote: Pick<QuoteResponse, 'shippingOptions' | 'issues'>): PickResult {
  const priced = quote.shippingOptions.filter(isPriced);
  if (priced.length === 0) {
    const issue = quote.issues?.find((i) => typeof i.message === 'string')?.message;
    return failed({
      reason: 'no-options',
      message: typeof issue === 'string' ? said('desk.pick.noOptionsBecause', { issue }) : said('desk.pick.noOptions'),
    });
  }
  const ceiling = rule.maxPriceCents;
  const within = ceiling === undefined ? priced : priced.filter((o) => o.priceCents <= ceiling);
  const limit = ceiling === undefined ? '' : said('desk.pick.within', { ceiling: reais(ceiling) });
  const count = priced.length;
  const cheapestWithin = (): PickResult => {
    const option = [...within].sort(byPrice)[0];
    if (!option) return overCeiling(priced, ceiling as number);
    return ok({
      option,
      why: said('desk.pick.cheapest', { count, limit, name: nameOf(option), price: reais(option.priceCents) }),
    });
  };

  switch (rule.kind) {
    case 'cheapest':
      return cheapestWithin();
    case 'fastest': {
      const option = [...within].sort(bySpeed)[0];
      if (!option) return overCeiling(priced, ceiling as number);
      const promise = Number.isFinite(days(option)) ? said('desk.pick.upToDays', { count: days(option) }) : '';
      return ok({
        option,
        why: said('desk.pick.fastest', {
          count,
          limit,
          name: nameOf(option),
          promise,
          price: reais(option.priceCents),
        }),
      });
    }
    case 'preferred': {
      const preferred = priced.find((o) => o.carrierId === rule.carrierId && o.serviceLevelId === rule.serviceLevelId);
      const label = rule.serviceLabel ?? (preferred ? nameOf(preferred) : said('desk.pick.preferredService'));
      if (preferred && preferred.priceCents <= rule.maxPriceCents) {
        return ok({
          option: preferred,
          why: said('desk.pick.preferred', {
            name: nameOf(preferred),
            price: reais(preferred.priceCents),
            ceiling: reais(rule.maxPriceCents),
          }),
        });
      }
      const problem = preferred
        ? said('desk.pick.preferredOver', {
            label,
            price: reais(preferred.priceCents),
            ceiling: reais(rule.maxPriceCents),
          })
        : said('desk.pick.preferredMissing', { label });
      if (rule.fallback === 'cheapest') {
        const fallback = cheapestWithin();
        return fallback.ok
          ? ok({ ...fallback.value, why: said('desk.pick.fellBack', { problem, then: fallback.value.why }) })
          : fallback;
      }
      return failed({
        reason: preferred ? 'over-ceiling' : 'preferred-unavailable',
        message: said('desk.pick.refused', { problem }),
      });
    }
  }
}

function overCeiling(priced: Priced[], ceiling: number): PickResult {
  const cheapest = [...priced].sort(byPrice)[0] as Priced;
  return failed({
    reason: 'over-ceiling',
    message: said('desk.pick.overCeiling', {
      ceiling: reais(ceiling),
      name: nameOf(cheapest),
      price: reais(cheapest.priceCents),
    }),
  });
}
