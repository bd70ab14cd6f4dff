// The quote's options table: sorted by price or delivery time (both ways), the cheapest and the
// fastest marked, and the choice made with the radios (arrows) or a click.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { QuoteOption } from '../../../electron/shared/contract';
import { OptionsTable } from '../../../renderer/src/features/quote/OptionsTable';
import { sortOptions, type SortKey, type SortState } from '../../../renderer/src/features/quote/options';
import { JADLOG, option, PAC, SEDEX } from './support/fixtures';
import { renderDesk } from './support/render';

function Harness({ options, onConfirm }: { options: QuoteOption[]; onConfirm?: () => void }) {
  const [sort, setSort] = useState<SortState>({ key: 'price', dir: 'asc' });
  const [selected, setSelected] = useState<string | null>(options[0]?.quoteId ?? null);
  const onSort = (key: SortKey) =>
    setSort((s) => (s.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' }));
  return (
    <OptionsTable
      options={options}
      selected={selected}
      sort={sort}
      onSelect={setSelected}
      onSort={onSort}
      onConfirm={onConfirm}
    />
  );
}

const names = () => screen.getAllByTestId('option-row').map((row) => row.querySelector('.option-name')?.textContent);

describe('options table', () => {
  it('lists by price, cheapest first, and marks the cheapest and the fastest once each', () => {
    renderDesk(<Harness options={[SEDEX, JADLOG, PAC]} />);
    expect(names()).toEqual(['Correios PAC', 'Jadlog .Package', 'Correios SEDEX']);
    const [first, , last] = screen.getAllByTestId('option-row');
    expect(within(first!).getByTestId('tag-cheapest')).toHaveProperty('textContent', 'Mais barato');
    expect(within(last!).getByTestId('tag-fastest')).toHaveProperty('textContent', 'Mais rápido');
    expect(screen.getAllByTestId('tag-cheapest')).toHaveLength(1);
    expect(screen.getAllByTestId('tag-fastest')).toHaveLength(1);
    expect(first!.textContent).toContain('R$ 34,00');
    expect(first!.textContent).toContain('5–8 dias úteis');
  });

  it('sorts by delivery time and back, saying the order to screen readers', () => {
    renderDesk(<Harness options={[PAC, SEDEX, JADLOG]} />);
    const daysHeader = screen.getByRole('button', { name: 'Ordenar por Prazo' });
    fireEvent.click(daysHeader);
    expect(names()).toEqual(['Correios SEDEX', 'Jadlog .Package', 'Correios PAC']);
    expect(daysHeader.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(daysHeader);
    expect(names()).toEqual(['Correios PAC', 'Jadlog .Package', 'Correios SEDEX']);
    expect(daysHeader.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Preço' }));
    expect(names()).toEqual(['Correios PAC', 'Jadlog .Package', 'Correios SEDEX']);
  });

  it('keeps options without a price or a delivery time at the bottom, whichever way it sorts', () => {
    const unknown = option(9, 'Sob consulta', undefined, undefined);
    const asc = sortOptions([unknown, SEDEX, PAC], { key: 'price', dir: 'asc' });
    const desc = sortOptions([unknown, SEDEX, PAC], { key: 'price', dir: 'desc' });
    expect(asc.map((o) => o.serviceName)).toEqual(['PAC', 'SEDEX', 'Sob consulta']);
    expect(desc.map((o) => o.serviceName)).toEqual(['SEDEX', 'PAC', 'Sob consulta']);
    expect(sortOptions([unknown, PAC], { key: 'days', dir: 'desc' }).at(-1)?.serviceName).toBe('Sob consulta');
  });

  it('chooses with the radios and confirms with Enter', async () => {
    const user = userEvent.setup();
    let confirmed = 0;
    renderDesk(<Harness options={[PAC, SEDEX]} onConfirm={() => confirmed++} />);
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toHaveProperty('checked', true);
    await user.click(radios[1]!);
    expect(screen.getAllByRole('radio')[1]).toHaveProperty('checked', true);
    expect(screen.getAllByTestId('option-row')[1]!.className).toContain('selected');
    expect(confirmed).toBe(0); // choosing is not confirming
    await user.keyboard('{Enter}');
    expect(confirmed).toBe(1);
  });
});
