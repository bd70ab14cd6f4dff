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
import { say, type Locale } from '../messages';
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

export function pickOption(
  rule: RateRule,
  quote: Pick<QuoteResponse, 'shippingOptions' | 'issues'>,
  locale: Locale = 'pt-BR',
): PickResult {
  const s = (en: string, pt: string) => say(locale, en, pt);
  const priced = quote.shippingOptions.filter(isPriced);
  if (priced.length === 0) {
    const issue = quote.issues?.find((i) => typeof i.message === 'string')?.message;
    return {
      ok: false,
      reason: 'no-options',
      message: `${s('No priced option was offered for this parcel and route', 'Nenhuma opção com preço foi oferecida para este pacote e rota')}${typeof issue === 'string' ? `: ${issue}` : '.'}`,
    };
  }
  const ceiling = rule.maxPriceCents;
  const within = ceiling === undefined ? priced : priced.filter((o) => o.priceCents <= ceiling);
  const limit = ceiling === undefined ? '' : s(` within ${reais(ceiling)}`, ` até ${reais(ceiling)}`);
  const ofN = s(`of ${priced.length} option(s)`, `de ${priced.length} opção(ões)`);
  const cheapestWithin = (): PickResult => {
    const option = [...within].sort(byPrice)[0];
    if (!option) return overCeiling(priced, ceiling as number, locale);
    return {
      ok: true,
      option,
      why: `${s('cheapest', 'mais barata')} ${ofN}${limit}: ${nameOf(option)} ${reais(option.priceCents)}`,
    };
  };

  switch (rule.kind) {
    case 'cheapest':
      return cheapestWithin();
    case 'fastest': {
      const option = [...within].sort(bySpeed)[0];
      if (!option) return overCeiling(priced, ceiling as number, locale);
      const promise = Number.isFinite(days(option))
        ? s(`, up to ${days(option)} day(s)`, `, em até ${days(option)} dia(s)`)
        : '';
      return {
        ok: true,
        option,
        why: `${s('fastest', 'mais rápida')} ${ofN}${limit}: ${nameOf(option)}${promise}, ${reais(option.priceCents)}`,
      };
    }
    case 'preferred': {
      const preferred = priced.find((o) => o.carrierId === rule.carrierId && o.serviceLevelId === rule.serviceLevelId);
      const label =
        rule.serviceLabel ?? (preferred ? nameOf(preferred) : s('the preferred service', 'o serviço preferido'));
      if (preferred && preferred.priceCents <= rule.maxPriceCents) {
        return {
          ok: true,
          option: preferred,
          why: s(
            `preferred service ${nameOf(preferred)} at ${reais(preferred.priceCents)}, within ${reais(rule.maxPriceCents)}`,
            `serviço preferido ${nameOf(preferred)} por ${reais(preferred.priceCents)}, dentro de ${reais(rule.maxPriceCents)}`,
          ),
        };
      }
      const problem = preferred
        ? s(
            `${label} costs ${reais(preferred.priceCents)}, over the ceiling of ${reais(rule.maxPriceCents)}`,
            `${label} custa ${reais(preferred.priceCents)}, acima do teto de ${reais(rule.maxPriceCents)}`,
          )
        : s(`${label} is not offered for this parcel and route`, `${label} não é oferecido para este pacote e rota`);
      if (rule.fallback === 'cheapest') {
        const fallback = cheapestWithin();
        return fallback.ok ? { ...fallback, why: `${problem}; ${fallback.why}` } : fallback;
      }
      return {
        ok: false,
        reason: preferred ? 'over-ceiling' : 'preferred-unavailable',
        message: `${problem}; ${s('nothing was bought. Pick an option by hand or change the rule.', 'nada foi comprado. Escolha uma opção manualmente ou mude a regra.')}`,
      };
    }
  }
}

function overCeiling(priced: Priced[], ceiling: number, locale: Locale): PickResult {
  const cheapest = [...priced].sort(byPrice)[0] as Priced;
  return {
    ok: false,
    reason: 'over-ceiling',
    message: say(
      locale,
      `Every option costs more than the ceiling of ${reais(ceiling)} (the cheapest is ${nameOf(cheapest)} at ${reais(cheapest.priceCents)}); nothing was bought.`,
      `Todas as opções custam mais que o teto de ${reais(ceiling)} (a mais barata é ${nameOf(cheapest)} por ${reais(cheapest.priceCents)}); nada foi comprado.`,
    ),
  };
}
