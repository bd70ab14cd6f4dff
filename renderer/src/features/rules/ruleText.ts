// A rate rule in the operator's words (and why it picked, or picked nothing): "Mais barato, até R$ 60,00", "Preferido: Correios SEDEX, até
// R$ 60,00 (senão, o mais barato até o teto)". The ship screen, the confirmation and settings say
// it the same way.
import type { TFunction } from 'i18next';
import type { QuoteOption } from '../../../../electron/shared/contract';
import type { PickRefusal, RateRule } from '../../../../electron/shared/desk';
import { formatBRL } from '../../lib/format';
import { cheapestOption, optionName } from '../quote/state';

/** short: without what a preferred rule does when its service fails (for one-line places). */
export function describeRule(rule: RateRule, t: TFunction, options: { short?: boolean } = {}): string {
  const ceiling = rule.maxPriceCents === undefined ? '' : t('rule.upTo', { price: formatBRL(rule.maxPriceCents) });
  if (rule.kind !== 'preferred') return `${t(`rule.kind.${rule.kind}`)}${ceiling}`;
  const service = rule.serviceLabel || rule.serviceLevelId.slice(0, 8);
  const named = `${t('rule.preferredNamed', { service })}${ceiling}`;
  return options.short ? named : `${named} ${t(`rule.fallbackShort.${rule.fallback}`)}`;
}

type Offer = { rule: RateRule; option: QuoteOption; alternatives: QuoteOption[] };

/** Why the rule picked this option, said from the rule and the quote (main's own line is English only). */
export function whyPicked({ rule, option, alternatives }: Offer, t: TFunction): string {
  const count = alternatives.length + 1;
  const ceiling =
    rule.maxPriceCents === undefined ? '' : t('rule.withinCeiling', { price: formatBRL(rule.maxPriceCents) });
  if (rule.kind === 'cheapest') return t('rule.why.cheapest', { count, ceiling });
  if (rule.kind === 'fastest') return t('rule.why.fastest', { count, ceiling });
  return option.serviceLevelId === rule.serviceLevelId
    ? t('rule.why.preferred', { ceiling })
    : t('rule.why.fallback', { ceiling });
}

/** Why nothing was bought: no priced option, the preferred service missing, or everything over the ceiling. */
export function whyNoPick(
  result: { rule: RateRule; reason: PickRefusal; options: QuoteOption[] },
  t: TFunction,
): string {
  const { rule, reason, options } = result;
  const ceiling = rule.maxPriceCents === undefined ? '' : formatBRL(rule.maxPriceCents);
  if (reason === 'no-options') return t('rule.noPick.noOptions');
  if (rule.kind === 'preferred') {
    const preferred = options.find((o) => o.serviceLevelId === rule.serviceLevelId);
    const service = rule.serviceLabel || (preferred ? optionName(preferred) : rule.serviceLevelId.slice(0, 8));
    if (reason === 'preferred-unavailable' || !preferred) return t('rule.noPick.unavailable', { service });
    return t('rule.noPick.preferredOver', { service, price: formatBRL(preferred.priceCents ?? 0), ceiling });
  }
  const cheapest = cheapestOption(options);
  return cheapest
    ? t('rule.noPick.allOver', { ceiling, service: optionName(cheapest), price: formatBRL(cheapest.priceCents ?? 0) })
    : t('rule.noPick.noOptions');
}
