// A measure keeps what the operator typed or pasted. The parcel's fields dropped every character
// that was not a digit or a separator, so pasted junk became a plausible number nobody typed:
// "1e9" as the declared value read R$ 19,00, "5e1" kg read 51, "-5" cm read 5 (operator
// walkthrough). Now the text stays, the quote is refused before anything is asked of the server
// with the field's problem and an example, and the checklist does not tick a measure that is not
// a number, nor one the last quote attempt refused (a weight beyond every carrier).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ParcelPanel } from '../../../renderer/src/features/quote/ParcelPanel';
import { QuoteChecklist } from '../../../renderer/src/features/quote/QuoteChecklist';
import { RECIPIENT, SENDER, quoteResponse } from './support/fixtures';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

const input = (name: string) =>
  screen.getByTestId('parcel-panel').querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function paste(name: string, text: string) {
  const user = userEvent.setup();
  await user.clear(input(name));
  await user.click(input(name));
  await user.paste(text);
}

/** Which of the checklist's items are ticked, by their label. */
const ticked = () =>
  Array.from(document.querySelectorAll('.checklist li')).map((li) => [
    li.textContent?.replace(/ — .*$/, '').replace(/^[✓○]\s*/, ''),
    li.classList.contains('done'),
  ]);

function renderBench(language: 'pt-BR' | 'en' = 'pt-BR') {
  return renderDesk(
    <>
      <ParcelPanel onQuote={() => undefined} />
      <QuoteChecklist />
    </>,
    { state: { sender: SENDER, recipient: RECIPIENT }, language },
  );
}

describe('a pasted measure', () => {
  it('stays as pasted, is refused before quoting with an example, and is not ticked', async () => {
    const station = installStation({ 'quotes.simulate': () => quoteResponse() });
    renderBench();
    await paste('length', '-5');
    await paste('width', '20');
    await paste('height', '10');
    await paste('weight', '5e1');
    await paste('declared', '1e9');
    expect([input('length').value, input('weight').value, input('declared').value]).toEqual(['-5', '5e1', '1e9']);
    expect(ticked()).toEqual([
      ['Remetente', true],
      ['Destinatário', true],
      ['Medidas', false],
      ['Peso', false],
    ]);

    expect(await useStore.getState().requestQuote()).toBe(false);
    expect(station.callsTo('quotes.simulate')).toEqual([]);
    expect(useStore.getState().parcelErrors).toEqual({ length: 'number', weight: 'number', declared: 'money' });
    expect(screen.getAllByText('Número inválido (ex.: 1,5)')).toHaveLength(2);
    expect(screen.getByText('Valor inválido (ex.: 1.234,56)')).toBeTruthy();
    // Leaving the declared value does not rewrite it either.
    input('weight').focus();
    expect(input('declared').value).toBe('1e9');
  });

  it('is ticked once it reads as a number, and unticked while the quote refuses it (en)', async () => {
    installStation({ 'quotes.simulate': () => quoteResponse() });
    renderBench('en');
    for (const [name, text] of [
      ['length', '30'],
      ['width', '20'],
      ['height', '10'],
      ['weight', '60'],
    ] as const)
      await paste(name, text);
    expect(ticked().slice(2)).toEqual([
      ['Dimensions', true],
      ['Weight', true],
    ]);
    // 60 kg is beyond every carrier the station knows: refused, and no longer ticked beside it.
    expect(await useStore.getState().requestQuote()).toBe(false);
    expect(useStore.getState().parcelErrors).toEqual({ weight: 'overWeight' });
    expect(ticked().slice(2)).toEqual([
      ['Dimensions', true],
      ['Weight', false],
    ]);
  });
});
