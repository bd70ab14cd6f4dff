// Before any money is spent, the invoice panel says what does not add up: DC-e items whose total
// is not the parcel's declared value (the carrier charges and insures on the declared value), and
// an NF-e key by the part that is wrong (its length, the check digit with the digit it should be,
// a UF, month, model or emission type that does not exist, or a cNF the SEFAZ refuses).
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyParcel } from '../../../renderer/src/features/quote/parcel';
import {
  buildInvoice,
  chaveCheckDigit,
  chaveProblem,
  emptyInvoice,
  newProductRow,
} from '../../../renderer/src/features/purchase/invoice';
import { InvoicePanel } from '../../../renderer/src/features/shipment/InvoicePanel';
import { NFE_KEY } from './support/fixtures';
import { renderDesk, useStore } from './support/render';

/** NFE_KEY with digits replaced from a 0-based position, its check digit made right again. */
function keyWith(at: number, digits: string): string {
  const first43 = `${NFE_KEY.slice(0, at)}${digits}${NFE_KEY.slice(at + digits.length)}`.slice(0, 43);
  return `${first43}${chaveCheckDigit(first43)}`;
}

describe('NF-e key', () => {
  it('names the part that is wrong', () => {
    expect(chaveProblem(NFE_KEY)).toBeUndefined();
    expect(keyWith(0, '35')).toBe(NFE_KEY); // the check digit is computed as the SEFAZ does
    expect(chaveProblem(NFE_KEY.slice(0, 43))).toBe('chaveLength');
    expect(chaveProblem(`${NFE_KEY.slice(0, 10)}9${NFE_KEY.slice(11)}`)).toBe('chaveCheckDigit');
    expect(chaveProblem(keyWith(0, '99'))).toBe('chaveUf');
    expect(chaveProblem(keyWith(4, '13'))).toBe('chaveMonth');
    expect(chaveProblem(keyWith(20, '57'))).toBe('chaveModel');
    expect(chaveProblem(keyWith(25, '000000000'))).toBe('chaveNumber');
    expect(chaveProblem(keyWith(34, '8'))).toBe('chaveEmission');
    expect(chaveProblem(keyWith(35, '12345678'))).toBe('chaveCnf');
    expect(chaveProblem(keyWith(35, '77777777'))).toBe('chaveCnf');
    expect(chaveProblem(keyWith(35, '00012345'))).toBe('chaveCnf'); // the invoice's own number (12345)
  });

  it('says which digit the check digit should be, and which cNF is refused, as soon as the key is complete', async () => {
    const user = userEvent.setup();
    renderDesk(<InvoicePanel onDone={() => undefined} />);
    const key = screen.getByLabelText('Chave de acesso da NF-e');
    await user.type(key, `${NFE_KEY.slice(0, 43)}2`);
    expect(
      screen.queryByText(
        'Dígito verificador não confere: o último dígito é 2, mas os 43 anteriores pedem 1. Algum dígito foi digitado errado',
      ),
    ).not.toBeNull();
    await user.clear(key);
    await user.type(key, keyWith(35, '12345678'));
    expect(screen.queryByText(/cNF, dígitos 36 a 43: 12345678\) é uma sequência/)).not.toBeNull();
  });

  it('counts a short key in the buy-time message, in both languages', () => {
    const short = NFE_KEY.slice(0, 40);
    const state = { invoice: { ...emptyInvoice(), chave: short }, invoiceErrors: { chave: 'chaveLength' as const } };
    const { unmount } = renderDesk(<InvoicePanel onDone={() => undefined} />, { state });
    expect(screen.queryByText('A chave tem 44 dígitos; esta tem 40')).not.toBeNull();
    unmount();
    renderDesk(<InvoicePanel onDone={() => undefined} />, { state, language: 'en' });
    expect(screen.queryByText('The key has 44 digits; this one has 40')).not.toBeNull();
  });
});

describe('DC-e total against the declared value', () => {
  const items = () => {
    const row = newProductRow();
    return {
      ...emptyInvoice(),
      type: 'DCE' as const,
      products: [{ ...row, content: 'Camiseta', quantity: '3', value: '10,10' }],
    };
  };

  it('refuses to build the invoice when the items do not add up to the declared value', () => {
    expect(buildInvoice(items(), 10_000)).toEqual({ ok: false, errors: { products: 'dceTotalDiffers' } });
    expect(buildInvoice(items(), 3_030)).toMatchObject({ ok: true, invoice: { type: 'DCE', valor: 30.3 } });
    expect(buildInvoice(items())).toMatchObject({ ok: true }); // nothing declared: nothing to compare
  });

  it('flags the difference while typing and declares the items total in one click', async () => {
    const user = userEvent.setup();
    renderDesk(<InvoicePanel onDone={() => undefined} />, {
      state: { parcel: { ...emptyParcel, declared: '100,00' } },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'DC-e' }));
    await user.type(screen.getByLabelText('Descrição'), 'Camiseta');
    await user.clear(screen.getByLabelText('Qtd.'));
    await user.type(screen.getByLabelText('Qtd.'), '3');
    await user.type(screen.getByLabelText('Valor unit.'), '10,10');
    const flag = screen.getByTestId('dce-differs');
    expect(flag.getAttribute('role')).toBe('alert');
    expect(flag.textContent).toContain('Os itens somam R$ 30,30, mas o valor declarado do pacote é R$ 100,00');
    fireEvent.click(screen.getByRole('button', { name: 'Declarar R$ 30,30' }));
    expect(useStore.getState().parcel.declared).toBe('30,30');
    expect(screen.queryByTestId('dce-differs')).toBeNull();
  });
});
