// Issue 14.2: the unsettled purchases list (what main answers on labels:unsettled) is shown on the
// labels screen and on the day summary, in pt-BR and en, with the time it started, its order, the
// amount quoted in BRL and what is known; "buy again anyway" opens a dialog saying it may charge
// twice and sends labels:buy-again-anyway (confirmed) only when the operator confirms. The station
// is a fake window.station (component test: no main process runs here).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UnsettledPurchaseView } from '../../../electron/shared/workflow';
import { said } from '../../../electron/shared/messages';
import { DaySummaryScreen } from '../../../renderer/src/features/day/DaySummaryScreen';
import { LabelsScreen } from '../../../renderer/src/features/label/LabelsScreen';
import { renderDesk } from './support/render';
import { labelsScreenHandlers } from './support/labels-screen';
import { installStation } from './support/station';

const SHIPMENT = '00000000-0000-4000-8000-0000000000aa';

const unknown: UnsettledPurchaseView = {
  shipmentId: SHIPMENT,
  state: 'emitting',
  standing: 'unknown',
  known: [said('workflow.unsettled.maybeCharged')],
  actions: ['resume', 'buy-again-anyway'],
  startedAt: '2026-11-26T13:05:00.000Z',
  updatedAt: '2026-11-26T13:05:02.000Z',
  quotedPriceCents: 5370,
  priceCents: null,
  externalRef: 'PED-14-2',
  recipientName: 'Marina Costa',
  trackingCode: null,
  printJobId: null,
  possibleDoubleCharge: false,
  evidence: null,
  buyAgainAt: null,
  lastError: null,
};

const handlers = (rows: () => UnsettledPurchaseView[]) => labelsScreenHandlers({ unsettled: rows });

describe('the unsettled purchases list', () => {
  it('shows on the labels screen with time, order, quoted amount and what is known, in Portuguese', async () => {
    installStation(handlers(() => [unknown]));
    renderDesk(<LabelsScreen />);
    const list = await screen.findByTestId('unfinished');
    expect(list.textContent).toContain('1 compra não resolvida');
    const row = within(list).getByTestId('unsettled-row');
    expect(row.textContent).toContain('PED-14-2');
    expect(row.textContent).toContain('Marina Costa');
    expect(within(row).getByTestId('unsettled-amount').textContent).toMatch(/R\$\s?53,70/);
    expect(within(row).getByTestId('unsettled-known').textContent).toBe(
      'pode ter sido cobrada; a resposta da compra se perdeu',
    );
    expect(row.textContent).toMatch(/26\/11\/2026/);
  });

  it('shows on the day summary in English', async () => {
    installStation(handlers(() => [unknown]));
    renderDesk(<DaySummaryScreen />, { language: 'en' });
    const list = await screen.findByTestId('day-unsettled');
    expect(list.textContent).toContain('1 unsettled purchase');
    expect(within(list).getByTestId('unsettled-known').textContent).toBe(
      'may have been charged; the purchase answer was lost',
    );
    expect(within(list).getByTestId('unsettled-amount').textContent).toMatch(/R\$\s?53,70/); // money reads the Brazilian way in both languages
  });

  it('asks before buying again, says it may charge twice, and sends the confirmed answer only on confirm', async () => {
    let rows = [unknown];
    const station = installStation({
      ...handlers(() => rows),
      'labels.buyAgainAnyway': () => {
        rows = [];
        return { ok: false, error: { kind: 'offline', said: said('workflow.unsettled.maybeCharged') } };
      },
    });
    renderDesk(<LabelsScreen />);
    fireEvent.click(await screen.findByTestId('unsettled-buy-again-anyway'));
    const dialog = await screen.findByTestId('buy-again-dialog');
    expect(dialog.textContent).toContain('pode cobrar duas vezes');
    expect(dialog.textContent).toContain('PED-14-2');
    expect(station.callsTo('labels.buyAgainAnyway')).toEqual([]);
    fireEvent.click(within(dialog).getByText('Cancelar'));
    await waitFor(() => expect(screen.queryByTestId('buy-again-dialog')).toBeNull());
    expect(station.callsTo('labels.buyAgainAnyway')).toEqual([]);

    fireEvent.click(screen.getByTestId('unsettled-buy-again-anyway'));
    fireEvent.click(await screen.findByTestId('buy-again-confirm'));
    await waitFor(() =>
      expect(station.callsTo('labels.buyAgainAnyway')).toEqual([{ shipmentId: SHIPMENT, confirmed: true }]),
    );
  });

  it('refreshes when a purchase moves, and is gone once every purchase is settled', async () => {
    let rows = [unknown];
    const station = installStation(handlers(() => rows));
    const { listenToStation } = await import('../../../renderer/src/app/stationEvents');
    const stop = listenToStation();
    renderDesk(<LabelsScreen />);
    await screen.findByTestId('unfinished');
    rows = [];
    station.emit('emission-progress', {
      shipmentId: SHIPMENT,
      phase: 'printed',
      attempt: 1,
      message: said('workflow.printed'),
    });
    await waitFor(() => expect(screen.queryByTestId('unfinished')).toBeNull());
    stop();
  });
});
