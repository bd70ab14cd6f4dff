// The parcel shows only the dimensions its format needs and says which field is wrong; the
// invoice checks the NF-e key's check digit and a content declaration's items and total.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ParcelPanel } from '../../../renderer/src/features/quote/ParcelPanel';
import {
  buildInvoice,
  chaveProblem,
  emptyInvoice,
  newProductRow,
} from '../../../renderer/src/features/purchase/invoice';
import { InvoicePanel } from '../../../renderer/src/features/shipment/InvoicePanel';
import { NFE_KEY, RECIPIENT, SENDER } from './support/fixtures';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

const dimensionLabels = () =>
  Array.from(screen.getByTestId('parcel-panel').querySelectorAll('label'))
    .map((l) => l.textContent ?? '')
    .filter((text) => /Comprimento|Largura|Altura|Espessura|Diâmetro/.test(text));

describe('parcel form', () => {
  it('shows length, width and height for a box; length, width and optional thickness for an envelope; length and diameter for a cylinder', () => {
    renderDesk(<ParcelPanel onQuote={() => undefined} />);
    expect(dimensionLabels()).toEqual(['Comprimento', 'Largura', 'Altura']);
    fireEvent.click(screen.getByRole('radio', { name: 'Envelope' }));
    expect(dimensionLabels()).toEqual(['Comprimento', 'Largura', 'Espessura (opcional)']);
    fireEvent.click(screen.getByRole('radio', { name: 'Cilindro' }));
    expect(dimensionLabels()).toEqual(['Comprimento', 'Diâmetro']);
  });

  it('names each wrong field when asked to quote, and Enter in the last field asks', async () => {
    installStation({});
    const user = userEvent.setup();
    let asked = 0;
    renderDesk(<ParcelPanel onQuote={() => asked++} />, { state: { sender: SENDER, recipient: RECIPIENT } });
    const input = (name: string) =>
      screen.getByTestId('parcel-panel').querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    await user.type(input('length'), '20');
    await user.type(input('width'), '0');
    await user.type(input('weight'), '1,,2');
    await user.type(input('declared'), '12,345');
    await user.keyboard('{Enter}');
    expect(asked).toBe(1);
    expect(await useStore.getState().requestQuote()).toBe(false);
    expect(useStore.getState().parcelErrors).toEqual({
      width: 'positive',
      height: 'required',
      weight: 'number',
      declared: 'moneyAmbiguous',
    });
    await waitFor(() => expect(screen.queryByText('Deve ser maior que zero')).not.toBeNull());
    expect(screen.queryByText('Número inválido (ex.: 1,5)')).not.toBeNull();
    // "12,345": R$ 12,34 and change, or twelve thousand? Refused, saying why, with an example.
    expect(
      screen.queryByText('Pode ser lido de dois jeitos: a vírgula separa só os centavos (ex.: 2.500,00 ou 2,50)'),
    ).not.toBeNull();
    expect(input('width').getAttribute('aria-invalid')).toBe('true');
    // Typing in a field clears its complaint at once.
    await user.type(input('width'), '{Backspace}15');
    expect(input('width').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('invoice', () => {
  it('accepts an NF-e key with a right check digit, and names a wrong digit or a short key', () => {
    expect(chaveProblem(NFE_KEY)).toBeUndefined();
    expect(chaveProblem(`${NFE_KEY.slice(0, 43)}2`)).toBe('chaveCheckDigit');
    expect(chaveProblem(NFE_KEY.slice(0, 40))).toBe('chaveLength');
    expect(buildInvoice({ ...emptyInvoice(), chave: NFE_KEY })).toEqual({
      ok: true,
      invoice: { type: 'NFE', chaveNFe: NFE_KEY },
    });
  });

  it('keeps the key as typed, refuses a short or long one on leaving, flags a wrong check digit once complete, and joins a whole key', async () => {
    const user = userEvent.setup();
    renderDesk(<InvoicePanel onDone={() => undefined} />);
    const key = screen.getByLabelText('Chave de acesso da NF-e') as HTMLInputElement;
    const retype = async (text: string) => {
      await user.clear(key);
      await user.type(key, text);
    };
    await user.type(key, '3524 0511 2223');
    // As typed (grouped in fours, as the DANFE prints it), counted, not refused while typing.
    expect(key.value).toBe('3524 0511 2223');
    expect(screen.queryByText('12 de 44 dígitos')).not.toBeNull();
    expect(key.getAttribute('aria-invalid')).toBeNull();
    await user.tab(); // the operator leaves the key with Tab
    expect(document.activeElement).not.toBe(key);
    expect(key.value).toBe('3524 0511 2223');
    expect(screen.queryByText('A chave tem 44 dígitos; esta tem 12')).not.toBeNull();
    expect(screen.queryByText('Ex.: 3524 0511 2223 3300 0181 5500 1000 0123 4511 0293 8471')).not.toBeNull();
    // Two digits too many are not cut off: the key stays, and says how many it has.
    await retype(`${NFE_KEY.slice(0, 43)}2 99`);
    expect(key.value).toBe(`${NFE_KEY.slice(0, 43)}2 99`);
    expect(screen.queryByText('A chave tem 44 dígitos; esta tem 46')).not.toBeNull();
    await retype(`${NFE_KEY.slice(0, 43)}2`);
    expect(screen.queryByText(/^Dígito verificador não confere: o último dígito é 2/)).not.toBeNull();
    const grouped = NFE_KEY.replace(/(\d{4})(?=\d)/g, '$1 ');
    await retype(grouped);
    expect(screen.queryByText(/^Dígito verificador não confere/)).toBeNull();
    expect(key.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(document.activeElement).not.toBe(key);
    expect(key.value).toBe(NFE_KEY);
  });

  it('declares DC-e items: valor in reais is their total, items go to the parcel in cents', () => {
    const a = { ...newProductRow(), content: 'Camiseta', quantity: '2', value: '45,50' };
    const b = { ...newProductRow(), content: 'Boné', quantity: '1', value: '30' };
    expect(buildInvoice({ ...emptyInvoice(), type: 'DCE', products: [a, b] })).toEqual({
      ok: true,
      invoice: { type: 'DCE', valor: 121 },
      products: [
        { content: 'Camiseta', quantity: 2, valueCents: 4550 },
        { content: 'Boné', quantity: 1, valueCents: 3000 },
      ],
    });
    const bad = buildInvoice({
      ...emptyInvoice(),
      type: 'DCE',
      products: [
        { ...a, quantity: '0' },
        { ...b, content: '', value: 'x' },
      ],
    });
    expect(bad).toEqual({
      ok: false,
      errors: {
        [`products.${a.id}.quantity`]: 'quantity',
        [`products.${b.id}.content`]: 'required',
        [`products.${b.id}.value`]: 'money',
      },
    });
    expect(buildInvoice({ ...emptyInvoice(), type: 'DCE', products: [newProductRow()] })).toEqual({
      ok: false,
      errors: { products: 'noProducts' },
    });
  });

  it('shows the DC-e total as items are typed, and offers the DACE with the label', async () => {
    const user = userEvent.setup();
    renderDesk(<InvoicePanel onDone={() => undefined} />);
    fireEvent.click(screen.getByRole('radio', { name: 'DC-e' }));
    await user.type(screen.getByLabelText('Descrição'), 'Camiseta');
    await user.clear(screen.getByLabelText('Qtd.'));
    await user.type(screen.getByLabelText('Qtd.'), '3');
    await user.type(screen.getByLabelText('Valor unit.'), '10,10');
    expect(screen.getByTestId('dce-total').textContent).toBe('Total declarado: R$ 30,30');
    expect(screen.getByRole('radio', { name: 'T' })).toHaveProperty('checked', true);
  });
});
