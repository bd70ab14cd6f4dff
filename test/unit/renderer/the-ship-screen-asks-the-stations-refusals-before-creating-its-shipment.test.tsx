// The ship screen's buy (Ctrl+Enter, "Comprar e imprimir") asks the station's own refusals
// (desk:check-before-create: the order already labelled here, no printer ready in strict mode)
// before shipments:create: a refusal creates nothing, so the panel never says "O envio … foi
// criado". The refusal's own way on still works: "Outro volume" (asked first) and "Comprar mesmo
// assim" then create the shipment once and buy it. Main's answers are scripted (component test).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StationError } from '../../../electron/shared/ipc';
import { said } from '../../../electron/shared/messages';
import { useStore } from '../../../renderer/src/app/store';
import { BuyPanel } from '../../../renderer/src/features/shipment/BuyPanel';
import { emptyInvoice } from '../../../renderer/src/features/purchase/invoice';
import { NFE_KEY, RECIPIENT, SENDER, BOX_1_2KG, emissionView, printJobView } from './support/fixtures';
import { renderDesk } from './support/render';
import { quoteBenchWithPac } from './support/bench';
import { installStation } from './support/station';

const noop = () => undefined;
const LABELLED: StationError = {
  kind: 'station-refused',
  said: said('desk.alreadyLabelled', { ref: 'PED-1001', tracking: 'AA123456785BR' }),
  field: 'externalRef',
};
const PRINTER_DOWN: StationError = { kind: 'printer-unavailable', said: said('workflow.printerNotReady') };

function benchQuoted(): void {
  useStore.setState({
    sender: SENDER,
    recipient: RECIPIENT,
    parcel: BOX_1_2KG,
    externalRef: 'PED-1001',
    invoice: { ...emptyInvoice(), chave: NFE_KEY },
    settingsView: { settings: { printers: { label: 'zebra' } } } as never,
    printers: [{ id: 'zebra', name: 'Zebra' }] as never,
  });
  quoteBenchWithPac();
}

/** Main refusing with `refusal` until the operator's word (`word`) comes with the check. */
function refusing(refusal: StationError, word: 'allowSameRef' | 'confirmPrinterDown') {
  return installStation({
    'desk.checkBeforeCreate': (input) => (input[word] ? { checked: true } : { ok: false, error: refusal }),
    'shipments.create': () => ({ shipmentId: emissionView(1).shipmentId }) as never,
    'labels.emitAndPrint': () => emissionView(1, { printJob: printJobView() }),
  });
}

describe('the ship screen asks the station first', () => {
  it('an order already labelled here creates nothing; "Outro volume", asked first, creates it once and buys it', async () => {
    const station = refusing(LABELLED, 'allowSameRef');
    renderDesk(<BuyPanel onBuy={noop} onNext={noop} onRequote={noop} onOneKey={noop} />);
    benchQuoted();
    await useStore.getState().buyAndPrint();

    const refusal = await screen.findByTestId('buy-error');
    expect(refusal.dataset.kind).toBe('station-refused');
    expect(station.callsTo('desk.checkBeforeCreate')).toEqual([{ externalRef: 'PED-1001' }]);
    expect(station.callsTo('shipments.create')).toHaveLength(0);
    expect(screen.queryByText(/foi criado/)).toBeNull();

    fireEvent.click(screen.getByTestId('held-second-parcel'));
    fireEvent.click(screen.getByTestId('held-confirm-yes'));
    await waitFor(() => expect(screen.getByTestId('tracking-code').textContent).toBe('BB123456781BR'));
    expect(station.callsTo('shipments.create')).toHaveLength(1);
    expect(station.callsTo('labels.emitAndPrint')[0]).toMatchObject({ allowSameRef: true });
  });

  it('strict mode with the printer down creates nothing; "Buy anyway" creates it once (en)', async () => {
    const station = refusing(PRINTER_DOWN, 'confirmPrinterDown');
    renderDesk(<BuyPanel onBuy={noop} onNext={noop} onRequote={noop} onOneKey={noop} />, { language: 'en' });
    benchQuoted();
    await useStore.getState().buyAndPrint();

    expect((await screen.findByTestId('buy-error')).dataset.kind).toBe('printer-unavailable');
    expect(station.callsTo('shipments.create')).toHaveLength(0);
    expect(screen.queryByText(/was created/)).toBeNull();

    fireEvent.click(screen.getByTestId('buy-anyway'));
    await waitFor(() => expect(screen.getByTestId('tracking-code').textContent).toBe('BB123456781BR'));
    expect(station.callsTo('shipments.create')).toHaveLength(1);
    expect(station.callsTo('labels.emitAndPrint')[0]).toMatchObject({ confirmPrinterDown: true });
  });
});
