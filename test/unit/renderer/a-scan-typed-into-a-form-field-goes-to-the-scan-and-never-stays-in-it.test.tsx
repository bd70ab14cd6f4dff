// Issue 29, item 2: a keyboard-wedge scanner fired while the focus is in a weight, a dimension,
// the declared value, a DC-e quantity or a CEP types its code in a few milliseconds and presses
// Enter. The field keeps what the person typed, the Enter does nothing there (no next field, no
// quote, no save), and the code goes to the scan (or, inside a dialog, is refused); the field
// says so. Typed with user-event: a scanner at 5 ms a key, a person at 80 ms, on the page's clock
// held by the test (support/clock: a loaded machine does not slow the burst down).
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useWedgeGuard } from '../../../renderer/src/app/wedgeGuard';
import { RecipientFormDialog } from '../../../renderer/src/features/addressbook/RecipientFormDialog';
import { emptyRecipient } from '../../../renderer/src/features/addressbook/forms';
import { ParcelPanel } from '../../../renderer/src/features/quote/ParcelPanel';
import { ScanField } from '../../../renderer/src/features/scan/ScanField';
import { ScanToast } from '../../../renderer/src/features/scan/ScanToast';
import { InvoicePanel } from '../../../renderer/src/features/shipment/InvoicePanel';
import { emptyInvoice } from '../../../renderer/src/features/purchase/invoice';
import { keysEvery, pass, holdThePagesClock } from './support/clock';
import { NFE_KEY, RECIPIENT, SENDER } from './support/fixtures';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

const CODE = '7891234567895';

/** The page as the station shows it: the guard installed, the header's scan box and its notice. */
function Desk({ children }: { children: ReactNode }) {
  useWedgeGuard();
  return (
    <>
      <ScanField />
      {children}
      <ScanToast />
    </>
  );
}

holdThePagesClock();
const scanner = () => keysEvery(5);
const person = () => keysEvery(80);
/** The person puts the keyboard down and picks the scanner up. */
const pickUpScanner = () => pass(600);

function newOrderStation() {
  return installStation({
    'desk.scan': ({ text }) => ({ kind: 'new-order', externalRef: text, looksLikeTrackingCode: false }),
  });
}

const parcelInput = (name: string) =>
  screen.getByTestId('parcel-panel').querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('a scanner typing into a field of the ship screen', () => {
  it.each([
    ['weight', 'Peso', 'weight', '1,2'],
    ['length', 'Comprimento', 'length', '30'],
    ['height', 'Altura', 'height', '10'],
    ['declared value', 'Valor declarado', 'declared', '100'],
  ])('in the %s: the field keeps what was typed and the code is scanned', async (_what, label, name, typed) => {
    const station = newOrderStation();
    let quoted = 0;
    renderDesk(
      <Desk>
        <ParcelPanel onQuote={() => quoted++} />
      </Desk>,
      { state: { sender: SENDER, recipient: RECIPIENT } },
    );
    const field = parcelInput(name);
    await person().type(field, typed);
    await pickUpScanner();
    await scanner().keyboard(`${CODE}{Enter}`);

    expect(field.value).toBe(typed);
    expect(useStore.getState().parcel[name as 'weight']).toBe(typed);
    expect(quoted).toBe(0); // the scanner's Enter did not quote
    await waitFor(() => expect(station.callsTo('desk.scan')).toEqual([{ text: CODE }]));
    expect(await screen.findByTestId('scan-from-field')).toHaveProperty(
      'textContent',
      `Lido pelo leitor no campo ${label}, não na caixa de leitura: o campo ficou como estava.`,
    );
    expect(screen.getByTestId('wedge-note').textContent).toBe(
      `O leitor de código escreveu ${CODE} aqui: foi lido na caixa de leitura e o campo ficou como estava.`,
    );
    // The scan of a new order puts its reference on the shipment being typed.
    await waitFor(() => expect(useStore.getState().externalRef).toBe(CODE));
  });

  it('in a DC-e quantity: the quantity stays 2', async () => {
    const station = newOrderStation();
    renderDesk(
      <Desk>
        <InvoicePanel onDone={() => undefined} />
      </Desk>,
      { state: { invoice: { ...emptyInvoice(), type: 'DCE' } } },
    );
    const quantity = screen.getByLabelText('Qtd.') as HTMLInputElement;
    await person().clear(quantity);
    await person().type(quantity, '2');
    await pickUpScanner();
    await scanner().keyboard(`${CODE}{Enter}`);
    expect(quantity.value).toBe('2');
    expect(useStore.getState().invoice.products[0]!.quantity).toBe('2');
    await waitFor(() => expect(station.callsTo('desk.scan')).toEqual([{ text: CODE }]));
  });

  it('leaves a person alone: four digits typed at 80 ms and Enter are a length, and Enter moves on', async () => {
    const station = newOrderStation();
    renderDesk(
      <Desk>
        <ParcelPanel onQuote={() => undefined} />
      </Desk>,
    );
    await person().type(parcelInput('length'), '1234{Enter}');
    expect(parcelInput('length').value).toBe('1234');
    expect(parcelInput('width')).toBe(document.activeElement);
    expect(station.callsTo('desk.scan')).toEqual([]);
    expect(screen.queryByTestId('wedge-note')).toBeNull();
  });

  it('lets the NF-e key take the DANFE barcode, the one field where a scanner belongs', async () => {
    const station = newOrderStation();
    renderDesk(
      <Desk>
        <InvoicePanel onDone={() => undefined} />
      </Desk>,
    );
    const key = screen.getByLabelText('Chave de acesso da NF-e') as HTMLInputElement;
    await scanner().type(key, `${NFE_KEY}{Enter}`);
    expect(key.value).toBe(NFE_KEY);
    expect(station.callsTo('desk.scan')).toEqual([]);
    expect(key.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends to the scan a code that is not a key, typed into the NF-e key field', async () => {
    const station = newOrderStation();
    renderDesk(
      <Desk>
        <InvoicePanel onDone={() => undefined} />
      </Desk>,
    );
    const key = screen.getByLabelText('Chave de acesso da NF-e') as HTMLInputElement;
    await scanner().type(key, 'PED-20931{Enter}');
    expect(key.value).toBe('');
    await waitFor(() => expect(station.callsTo('desk.scan')).toEqual([{ text: 'PED-20931' }]));
  });
});

describe('a scanner typing into a field of a dialog', () => {
  it('is refused in the CEP, in English too: the CEP stays as typed and nothing is saved', async () => {
    const station = installStation({});
    let saved = 0;
    renderDesk(
      <Desk>
        <RecipientFormDialog initial={emptyRecipient()} onClose={() => undefined} onSaved={() => saved++} />
      </Desk>,
      { language: 'en' },
    );
    const cep = screen.getByLabelText('CEP') as HTMLInputElement;
    await person().type(cep, '0131');
    await pickUpScanner();
    await scanner().keyboard(`${CODE}{Enter}`);
    expect(cep.value).toBe('0131');
    expect(cep).toBe(document.activeElement);
    expect(screen.getByTestId('wedge-note').textContent).toBe(
      `Barcode scan refused (${CODE}): this field was left as it was. To scan an order, close this window and use the scan box (F2).`,
    );
    expect(station.calls).toEqual([]);
    expect(saved).toBe(0);
    // The next key the person types clears the note.
    await person().type(cep, '0');
    expect(screen.queryByTestId('wedge-note')).toBeNull();
  });
});
