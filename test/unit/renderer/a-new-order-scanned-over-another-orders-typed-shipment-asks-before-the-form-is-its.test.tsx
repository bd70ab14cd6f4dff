// A reviewer on the ship screen: scan PED-3000, pick a recipient, type the box and its weight, then
// scan the next box's order, PED-4000. The order number went onto PED-3000's form ("O número já
// está no campo Pedido: escolha o destinatário e o pacote."), with PED-3000's recipient and parcel
// and four ✓: one F9 would buy PED-4000 with another box's address and weight. Now the ship screen
// asks what Alt+N asks over typed work: keep editing (PED-3000 stays as typed), or discard it and
// start PED-4000 on a fresh form. A scan over a typed bench with no order on it is still one step.
// The real Shell, store and scan box, typed with user-event; main answers through the test station.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useStore } from '../../../renderer/src/app/store';
import { SCAN_INPUT_ID } from '../../../renderer/src/lib/shortcuts';
import { renderTypedBench } from './support/ship-bench';

const newOrder = {
  'desk.scan': ({ text }: { text: string }) => ({ kind: 'new-order', externalRef: text, looksLikeTrackingCode: false }),
};

async function scanIntoTheBox(code: string): Promise<void> {
  const box = document.getElementById(SCAN_INPUT_ID) as HTMLInputElement;
  await userEvent.setup({ delay: 0 }).type(box, `${code}{Enter}`);
}

describe('a new order scanned over another order typed and not bought', () => {
  it('asks before the form is the new order, and Descartar starts it on a fresh form', async () => {
    const station = renderTypedBench('pt-BR', newOrder as never);
    useStore.setState({ externalRef: 'PED-3000' });
    await scanIntoTheBox('PED-4000');
    await waitFor(() => expect(station.callsTo('desk.scan')).toEqual([{ text: 'PED-4000' }]));
    const ask = await screen.findByTestId('scan-over-work-ask');
    expect(within(ask).getByTestId('dialog-discard').textContent).toContain(
      'Foi lido o pedido PED-4000, mas o envio do pedido PED-3000 (destinatário, pacote, nota) ainda não foi comprado: começar o pedido PED-4000 o apaga.',
    );
    // Nothing of PED-4000 is on PED-3000's form while the question is open, and no toast says so.
    expect(useStore.getState().externalRef).toBe('PED-3000');
    expect(screen.queryByTestId('scan-result')).toBeNull();

    await userEvent.click(within(ask).getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByTestId('scan-over-work-ask')).toBeNull();
    const bench = useStore.getState();
    expect(bench.externalRef).toBe('PED-4000');
    expect(bench.recipient).toBeNull();
    expect(bench.parcel.weight).toBe('');
  });

  it('keeps the typed order as it was on "Keep editing", in English', async () => {
    renderTypedBench('en', newOrder as never);
    useStore.setState({ externalRef: 'PED-3000' });
    const before = useStore.getState();
    await scanIntoTheBox('PED-4000');
    const ask = await screen.findByTestId('scan-over-work-ask');
    expect(within(ask).getByTestId('dialog-discard').textContent).toContain(
      'Order PED-4000 was scanned, but the shipment of order PED-3000 (recipient, parcel, invoice) has not been bought: starting order PED-4000 clears it.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByTestId('scan-over-work-ask')).toBeNull();
    const after = useStore.getState();
    expect(after.externalRef).toBe('PED-3000');
    expect(after.recipient).toBe(before.recipient);
    expect(after.parcel).toEqual(before.parcel);
  });

  it('stays one step over a typed bench with no order on it: the scan names its order', async () => {
    renderTypedBench('pt-BR', newOrder as never);
    await scanIntoTheBox('PED-5000');
    await waitFor(() => expect(useStore.getState().externalRef).toBe('PED-5000'));
    expect(screen.queryByTestId('scan-over-work-ask')).toBeNull();
    expect(useStore.getState().recipient).not.toBeNull();
  });
});
