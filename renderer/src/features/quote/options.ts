// Quote options as the table shows them: sorted by price or delivery time, with the cheapest and
// the fastest marked. Options without a price or a delivery time sort last, never first.
import type { QuoteOption } from '../../../../electron/shared/contract';

export type SortKey = 'price' | 'days';
export interface SortState {
  key: SortKey;
  dir: 'asc' | 'desc';
}

const price = (o: QuoteOption) => o.priceCents ?? Number.POSITIVE_INFINITY;
/** Slowest promise first counts: an option "2–9 days" is not faster than one "3–4 days". */
const days = (o: QuoteOption) => o.deliveryDaysMax ?? o.deliveryDaysMin ?? Number.POSITIVE_INFINITY;

export function sortOptions(options: readonly QuoteOption[], sort: SortState): QuoteOption[] {
  const primary = sort.key === 'price' ? price : days;
  const secondary = sort.key === 'price' ? days : price;
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...options].sort((a, b) => {
    const pa = primary(a);
    const pb = primary(b);
    // Unknown values stay at the bottom whichever way the column is sorted.
    if (pa !== pb) {
      if (!Number.isFinite(pa)) return 1;
      if (!Number.isFinite(pb)) return -1;
      return (pa - pb) * sign;
    }
    return secondary(a) - secondary(b);
  });
}

function best(options: readonly QuoteOption[], measure: (o: QuoteOption) => number, tie: (o: QuoteOption) => number) {
  let winner: QuoteOption | undefined;
  for (const option of options) {
    if (!Number.isFinite(measure(option))) continue;
    if (
      !winner ||
      measure(option) < measure(winner) ||
      (measure(option) === measure(winner) && tie(option) < tie(winner))
    ) {
      winner = option;
    }
  }
  return winner;
}

export const cheapestOption = (options: readonly QuoteOption[]) => best(options, price, days);
export const fastestOption = (options: readonly QuoteOption[]) => best(options, days, price);

/** What is selected right after a quote: the cheapest (what most desks buy), else the first. */
export function defaultOption(options: readonly QuoteOption[]): QuoteOption | undefined {
  return cheapestOption(options) ?? options[0];
}

/**
 * "Correios" + "PAC" → "Correios PAC"; a service that repeats the end of the carrier's name is
 * not said twice: "DHL Express" + "Express Worldwide" → "DHL Express Worldwide".
 */
export function optionName(option: QuoteOption): string {
  const carrier = option.carrierName?.trim() ?? '';
  const service = option.serviceName?.trim() ?? '';
  if (!carrier || !service) return carrier || service || option.serviceLevelId;
  const carrierWords = carrier.split(/\s+/);
  const serviceWords = service.split(/\s+/);
  for (let n = Math.min(carrierWords.length, serviceWords.length); n > 0; n--) {
    const tail = carrierWords.slice(-n).join(' ').toLowerCase();
    if (tail === serviceWords.slice(0, n).join(' ').toLowerCase()) return [carrier, ...serviceWords.slice(n)].join(' ');
  }
  return `${carrier} ${service}`;
}
