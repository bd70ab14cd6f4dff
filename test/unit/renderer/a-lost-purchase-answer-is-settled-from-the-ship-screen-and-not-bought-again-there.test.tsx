// A purchase whose answer was lost, on the ship screen (main's answers scripted: the station is a
// fake window.station, no main process runs here). The buy panel says it may have been bought
// and shows that purchase's own line of the unsettled list with the labels screen's actions
// ("Tentar de novo", "Comprar novamente mesmo assim"): the words name only what is on screen. The
// buy button is off (and no longer the primary one), Ctrl+Enter buys nothing, and "Tentar de
// novo" settles it where the operator is (labels:resume): the label shows bought, printed once.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StationError } from '../../../electron/shared/ipc';
import type { UnsettledPurchaseView } from '../../../electron/shared/workflow';
import { said } from '../../../electron/shared/messages';
import { useStore } from '../../../renderer/src/app/store';
import { BuyPanel } from '../../../renderer/src/features/shipment/BuyPanel';
import { emptyInvoice } from '../../../renderer/src/features/purchase/invoice';
import { NFE_KEY, RECIPIENT, SENDER, BOX_1_2KG, emissionView } from './support/fixtures';
import { renderDesk } from './support/render';
import { quoteBenchWithPac } from './support/bench';
import { installStation } from './support/station';

const SHIPMENT = '00000000-0000-4000-8000-000000000001';
const noop = () => undefined;

const LOST: StationError = {
  kind: 'offline',
  said: said('workflow.unconfirmed', { reason: '' }),
};
const REFUSED: StationError = { kind: 'station-refused', said: said('workflow.unsettled.refused') };

const row: UnsettledPurchaseView = {
  shipmentId: SHIPMENT,
  state: 'emitting',
  standing: 'unknown',
  known: [said('workflow.unsettled.maybeCharged')],
  actions: ['resume', 'buy-again-anyway'],
  startedAt: '2026-11-26T13:05:00.000Z',
  updatedAt: '2026-11-26T13:05:02.000Z',
  quotedPriceCents: 3400,
  priceCents: null,
  externalRef: 'PED-1001',
  recipientName: 'Maria',
  trackingCode: null,
  printJobId: null,
  possibleDoubleCharge: false,
  evidence: null,
  buyAgainAt: null,
  lastError: null,
};

/** Main for a purchase whose emit answer is `first`, listed unsettled until labels:resume settles it. */
function lostAnswer(first: StationError) {
  let settled = false;
  return installStation({
    'desk.checkBeforeCreate': () => ({ checked: true }),
    'shipments.create': () => ({ shipmentId: SHIPMENT }) as never,
    'labels.emitAndPrint': () => ({ ok: false, error: first }),
    'labels.unsettled': () => (settled ? [] : [row]),
    'labels.unsettledElsewhere': () => [],
    'labels.owedDaces': () => [],
    'labels.unfinished': () => [],
    'printers.jobs': () => [],
    'labels.resume': () => {
      settled = true;
      return [{ shipmentId: SHIPMENT, from: 'emitting', result: { ok: true, value: emissionView(1) } }];
    },
  });
}

function benchQuoted(): void {
  useStore.setState({
    sender: SENDER,
    recipient: RECIPIENT,
    parcel: BOX_1_2KG,
    externalRef: 'PED-1001',
    invoice: { ...emptyInvoice(), chave: NFE_KEY },
  });
  quoteBenchWithPac();
}

describe('a lost purchase answer on the ship screen', () => {
  it('offers settling it there, keeps the buy off, and "Tentar de novo" shows the label bought (pt-BR)', async () => {
    const station = lostAnswer(LOST);
    renderDesk(
      <BuyPanel onBuy={() => void useStore.getState().buyAndPrint()} onNext={noop} onRequote={noop} onOneKey={noop} />,
    );
    benchQuoted();
    await useStore.getState().buyAndPrint();

    const error = await screen.findByTestId('buy-error');
    expect(error.textContent).toContain('A etiqueta pode ter sido comprada');
    expect(error.textContent).not.toContain('nada foi cobrado');
    // Its own line, with the labels screen's actions; no retry that main would refuse.
    const line = await screen.findByTestId('buy-unsettled');
    expect(within(line).getByTestId('unsettled-resume').textContent).toBe('Tentar de novo');
    expect(within(line).getByTestId('unsettled-buy-again-anyway').textContent).toBe('Comprar novamente mesmo assim');
    expect(screen.queryByTestId('fix-retry')).toBeNull();
    const buy = screen.getByTestId('buy-button') as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    expect(buy.className).not.toContain('primary');
    // Ctrl+Enter reaches buyAndPrint with no button: nothing is sent again.
    expect(await useStore.getState().buyAndPrint()).toBe(false);
    expect(station.callsTo('labels.emitAndPrint')).toHaveLength(1);

    fireEvent.click(within(line).getByTestId('unsettled-resume'));
    await waitFor(() => expect(screen.getByTestId('tracking-code').textContent).toBe('BB123456781BR'));
    expect(station.callsTo('labels.resume')).toHaveLength(1);
    expect(station.callsTo('labels.emitAndPrint')).toHaveLength(1);
    expect(station.callsTo('shipments.create')).toHaveLength(1);
    expect(screen.queryByTestId('buy-unsettled')).toBeNull();
  });

  it('the station\'s refusal names "Try again" and "Buy again anyway", both on screen (en)', async () => {
    const station = lostAnswer(REFUSED);
    renderDesk(<BuyPanel onBuy={noop} onNext={noop} onRequote={noop} onOneKey={noop} />, { language: 'en' });
    benchQuoted();
    await useStore.getState().buyAndPrint();

    const error = await screen.findByTestId('buy-error');
    expect(error.textContent).toContain('try again to confirm it with the server, or use "Buy again anyway"');
    const line = await screen.findByTestId('buy-unsettled');
    expect(within(line).getByTestId('unsettled-resume').textContent).toBe('Try again');
    fireEvent.click(within(line).getByTestId('unsettled-buy-again-anyway'));
    // The same question as on the labels screen; cancelling sends nothing.
    const dialog = await screen.findByTestId('buy-again-dialog');
    expect(dialog.textContent).toContain('may charge twice');
    fireEvent.click(within(dialog).getByText('Cancel'));
    expect(screen.queryByTestId('buy-again-dialog')).toBeNull();
    expect((screen.getByTestId('buy-button') as HTMLButtonElement).disabled).toBe(true);
    expect(station.callsTo('labels.emitAndPrint')).toHaveLength(1);
  });
});
