import type { TFunction } from 'i18next';
import type { QuoteOption } from '../../../../electron/shared/contract';

/** Delivery days as the options table says them ("5–8 dias úteis", "1 dia útil", "—"). */
export function deliveryDays(o: QuoteOption, t: TFunction): string {
  const min = o.deliveryDaysMin;
  const max = o.deliveryDaysMax ?? min;
  if (min === undefined || max === undefined) return t('ship.quote.daysUnknown');
  return min === max ? t('ship.quote.daysOne', { count: max }) : t('ship.quote.daysRange', { min, max });
}
