// The quote's options: a table sortable by price and delivery time, cheapest and fastest marked.
// The rows are one radio group (arrows move the choice, Enter confirms it), so choosing an
// option works the same with a keyboard, a mouse or a screen reader.
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteOption } from '../../../../electron/shared/contract';
import { formatBRL } from '../../lib/format';
import { cheapestOption, fastestOption, optionName, sortOptions, type SortKey, type SortState } from './options';

interface OptionsTableProps {
  options: readonly QuoteOption[];
  selected: string | null;
  sort: SortState;
  disabled?: boolean;
  onSelect(quoteId: string): void;
  onSort(key: SortKey): void;
  /** Enter on the chosen option. */
  onConfirm?(): void;
}

export function OptionsTable({ options, selected, sort, disabled, onSelect, onSort, onConfirm }: OptionsTableProps) {
  const { t } = useTranslation();
  const name = useId();
  const cheapest = cheapestOption(options)?.quoteId;
  const fastest = fastestOption(options)?.quoteId;
  const rows = sortOptions(options, sort);
  const ariaSort = (key: SortKey) => (sort.key === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none');
  const arrow = (key: SortKey) => (sort.key === key ? (sort.dir === 'asc' ? '▲' : '▼') : '↕');
  const days = (o: QuoteOption) => {
    const min = o.deliveryDaysMin;
    const max = o.deliveryDaysMax ?? min;
    if (min === undefined || max === undefined) return t('ship.quote.daysUnknown');
    return min === max ? t('ship.quote.daysOne', { count: max }) : t('ship.quote.daysRange', { min, max });
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && onConfirm) {
      event.preventDefault();
      onConfirm();
    }
  };
  const column = (key: SortKey, label: string, className?: string) => (
    <th aria-sort={ariaSort(key)} className={className}>
      <button
        type="button"
        className="sort-btn"
        onClick={() => onSort(key)}
        aria-label={t('ship.quote.sortBy', { column: label })}
      >
        {label} <span aria-hidden="true">{arrow(key)}</span>
      </button>
    </th>
  );
  return (
    <table className="data options" aria-label={t('ship.quote.options')} data-testid="options-table">
      <thead>
        <tr>
          <th>{t('ship.quote.service')}</th>
          {column('days', t('ship.quote.days'))}
          {column('price', t('ship.quote.price'), 'num')}
        </tr>
      </thead>
      <tbody>
        {rows.map((o) => {
          const checked = o.quoteId === selected;
          return (
            <tr
              key={o.quoteId}
              className={`clickable${checked ? ' selected' : ''}`}
              onClick={() => !disabled && onSelect(o.quoteId)}
              data-testid="option-row"
            >
              <td>
                <label className="option-label">
                  <input
                    type="radio"
                    name={name}
                    checked={checked}
                    disabled={disabled}
                    onChange={() => onSelect(o.quoteId)}
                    onKeyDown={onKey}
                  />
                  <span>
                    <span className="option-name">{optionName(o)}</span>
                    <span className="option-tags">
                      {o.quoteId === cheapest ? (
                        <span className="badge ok" data-testid="tag-cheapest">
                          {t('ship.quote.cheapest')}
                        </span>
                      ) : null}
                      {o.quoteId === fastest ? (
                        <span className="badge accent" data-testid="tag-fastest">
                          {t('ship.quote.fastest')}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </label>
              </td>
              <td className="nowrap">{days(o)}</td>
              <td className="num price">{o.priceCents === undefined ? '—' : formatBRL(o.priceCents)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
