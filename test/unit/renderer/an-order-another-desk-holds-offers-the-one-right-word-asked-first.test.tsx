// Issue 27, item 3 of the page (main's answers scripted): a purchase refused because someone holds
// the order shows the station's sentence (which desk, since when) and offers exactly the word that
// sentence allows: "Outro volume" when the order was bought (or is being bought at this station),
// "Assumir o pedido" when a silent desk's claim is past the timeout, "Comprar mesmo assim" when the
// warehouse journal is down in lenient mode; nothing while another desk is buying it or in strict
// mode. Each asks first; only the confirmation sends the purchase again, once, with its one flag,
// from the ship screen's Buy, from one key (F9) and from the scan notice alike.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StationError } from '../../../electron/shared/ipc';
import type { ShipResult } from '../../../electron/shared/desk';
import type { EmissionView } from '../../../electron/shared/workflow';
import { useStore } from '../../../renderer/src/app/store';
import { ScanToast } from '../../../renderer/src/features/scan/ScanToast';
import { BuyPanel } from '../../../renderer/src/features/shipment/BuyPanel';
import { emptyInvoice } from '../../../renderer/src/features/purchase/invoice';
import { NFE_KEY, PAC, printJobView, RECIPIENT, SENDER, BOX_1_2KG } from './support/fixtures';
import { renderDesk } from './support/render';
import { quoteBenchWithPac } from './support/bench';
import { installStation } from './support/station';

const SHIPMENT = '00000000-0000-4000-8000-00000000aaaa';
const noop = () => undefined;

const held = (key: StationError['said']['key'], params: Record<string, string> = {}): StationError => ({
  kind: 'held-elsewhere',
  said: { key, params: { ref: 'PED-27', desk: 'Bancada 2', at: '14:32', minutes: '10', ...params } },
  field: 'externalRef',
});
const BOUGHT = held('warehouse.heldBought', { tracking: 'AA123456785BR' });
const STALE = held('warehouse.heldClaimedStale');
const DOWN_ASK: StationError = {
  kind: 'warehouse-unreachable',
  said: { key: 'warehouse.unreachableAsk', params: { where: 'estacao@10.0.0.5:5432/armazem', ref: 'PED-27' } },
};

const emission: EmissionView = {
  shipmentId: SHIPMENT,
  labelId: 'label-1',
  trackingCode: 'BB123456785BR',
  transactionId: 'tx-1',
  priceCents: 3400,
  chargeAlreadyCaptured: false,
  possibleDoubleCharge: false,
  contentType: 'application/pdf',
  printJob: printJobView(),
  newlyQueued: true,
};

/** The ship screen with order PED-27 quoted, ready to buy. */
function benchQuoted(): void {
  useStore.setState({
    sender: SENDER,
    recipient: RECIPIENT,
    parcel: BOX_1_2KG,
    externalRef: 'PED-27',
    invoice: { ...emptyInvoice(), chave: NFE_KEY },
  });
  quoteBenchWithPac();
}

/** One key's answer: the shipment created, its purchase refused with `error`. */
const notBought = (error: StationError): Extract<ShipResult, { kind: 'not-bought' }> => ({
  kind: 'not-bought',
  shipmentId: SHIPMENT,
  externalRef: 'PED-27',
  rule: { kind: 'cheapest' },
  option: PAC,
  error,
});

describe('a purchase refused for an order someone holds', () => {
  it('on the ship screen: says which desk bought it and when, asks before another parcel, then sends it once with allowSameRef', async () => {
    let answers: Array<StationError | EmissionView> = [BOUGHT, emission];
    const station = installStation({
      'desk.checkBeforeCreate': () => ({ checked: true }),
      'shipments.create': () => ({ shipmentId: SHIPMENT }) as never,
      'labels.emitAndPrint': () => {
        const [next, ...rest] = answers;
        answers = rest;
        return next && 'kind' in next ? { ok: false, error: next } : (next as EmissionView);
      },
    });
    renderDesk(<BuyPanel onBuy={noop} onNext={noop} onRequote={noop} onOneKey={noop} />);
    benchQuoted();
    await useStore.getState().buyAndPrint();

    const refusal = await screen.findByTestId('buy-error');
    expect(refusal.dataset.kind).toBe('held-elsewhere');
    expect(within(refusal).getByTestId('station-said').textContent).toBe(
      'Pedido PED-27 já comprado na Bancada 2 às 14:32 (etiqueta AA123456785BR). Se a etiqueta precisa sair de novo, reimprima na Bancada 2; para um segundo volume do pedido, use "Outro volume".',
    );
    expect(screen.queryByTestId('held-take-over')).toBeNull();
    expect(screen.queryByTestId('held-buy-anyway')).toBeNull();

    // Asked first: cancelling sends nothing.
    fireEvent.click(screen.getByTestId('held-second-parcel'));
    const question = screen.getByTestId('held-confirm');
    expect(question.textContent).toContain('Comprar outro volume do pedido PED-27?');
    expect(question.textContent).toContain('cobrada à parte');
    fireEvent.click(within(question).getByText('Cancelar'));
    expect(screen.queryByTestId('held-confirm')).toBeNull();
    expect(station.callsTo('labels.emitAndPrint')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('held-second-parcel'));
    fireEvent.click(screen.getByTestId('held-confirm-yes'));
    await waitFor(() => expect(screen.getByTestId('tracking-code').textContent).toBe('BB123456785BR'));
    const sent = station.callsTo('labels.emitAndPrint');
    expect(sent).toHaveLength(2);
    expect(sent[0]).not.toHaveProperty('allowSameRef');
    expect(sent[1]).toMatchObject({ shipmentId: SHIPMENT, allowSameRef: true });
    expect(sent[1]).not.toHaveProperty('takeOver');
    // The same shipment: created once.
    expect(station.callsTo('shipments.create')).toHaveLength(1);
  });

  it('after one key (F9): a silent desk past the timeout offers taking the order over, asked first, sent with takeOver', async () => {
    const station = installStation({ 'labels.emitAndPrint': () => emission });
    renderDesk(<BuyPanel onBuy={noop} onNext={noop} onRequote={noop} onOneKey={noop} />, {
      state: { oneKey: { status: 'not-bought', result: notBought(STALE), error: STALE } },
    });
    const refusal = screen.getByTestId('one-key-not-bought');
    expect(within(refusal).getByTestId('station-said').textContent).toContain(
      'foi reservado na Bancada 2 às 14:32 e aquela bancada não dá notícias há mais de 10 min',
    );
    expect(screen.queryByTestId('held-second-parcel')).toBeNull();
    fireEvent.click(screen.getByTestId('held-take-over'));
    const question = screen.getByTestId('held-confirm');
    expect(question.textContent).toContain('Assumir o pedido PED-27?');
    expect(question.textContent).toContain('Bancada 2 reservou o pedido PED-27 e não dá notícias');
    expect(station.callsTo('labels.emitAndPrint')).toEqual([]);
    fireEvent.click(screen.getByTestId('held-confirm-yes'));
    await waitFor(() => expect(screen.getByTestId('tracking-code').textContent).toBe('BB123456785BR'));
    expect(station.callsTo('labels.emitAndPrint')).toEqual([
      expect.objectContaining({ shipmentId: SHIPMENT, takeOver: true }),
    ]);
    expect(station.callsTo('labels.emitAndPrint')[0]).not.toHaveProperty('allowSameRef');
  });

  it('in lenient mode with the journal down: "Comprar mesmo assim", asked first, sent with warehouseDownConfirmed (English too)', async () => {
    const station = installStation({ 'labels.emitAndPrint': () => emission });
    renderDesk(<BuyPanel onBuy={noop} onNext={noop} onRequote={noop} onOneKey={noop} />, {
      language: 'en',
      state: { oneKey: { status: 'not-bought', result: notBought(DOWN_ASK), error: DOWN_ASK } },
    });
    const button = screen.getByTestId('held-buy-anyway');
    expect(button.textContent).toBe('Buy anyway');
    fireEvent.click(button);
    expect(screen.getByTestId('held-confirm').textContent).toContain('Buy order PED-27 without the warehouse journal?');
    fireEvent.click(screen.getByTestId('held-confirm-yes'));
    await waitFor(() => expect(station.callsTo('labels.emitAndPrint')).toHaveLength(1));
    expect(station.callsTo('labels.emitAndPrint')[0]).toMatchObject({
      shipmentId: SHIPMENT,
      warehouseDownConfirmed: true,
    });
  });

  it.each([
    ['bought', 'desk.alreadyLabelled', { ref: 'PED-27', tracking: 'AA123456785BR' }],
    ['maybe charged', 'desk.maybeCharged', { ref: 'PED-27' }],
    ['being bought in another window', 'desk.orderInFlightHere', { ref: 'PED-27' }],
  ] as const)(
    'this station’s own refusal of an order %s offers another parcel the same way',
    async (_why, key, params) => {
      const station = installStation({ 'labels.emitAndPrint': () => emission });
      const kind = key === 'desk.orderInFlightHere' ? 'held-elsewhere' : 'station-refused';
      const error: StationError = { kind, said: { key, params }, field: 'externalRef' };
      renderDesk(<BuyPanel onBuy={noop} onNext={noop} onRequote={noop} onOneKey={noop} />, {
        state: { oneKey: { status: 'not-bought', result: notBought(error), error } },
      });
      fireEvent.click(screen.getByTestId('held-second-parcel'));
      fireEvent.click(screen.getByTestId('held-confirm-yes'));
      await waitFor(() => expect(station.callsTo('labels.emitAndPrint')).toHaveLength(1));
      expect(station.callsTo('labels.emitAndPrint')[0]).toMatchObject({ shipmentId: SHIPMENT, allowSameRef: true });
    },
  );

  it.each([
    ['another desk is buying it', held('warehouse.heldBuying')],
    ['another desk claimed it moments ago', held('warehouse.heldClaimed')],
    [
      'strict mode with the journal down',
      {
        kind: 'warehouse-unreachable',
        said: { key: 'warehouse.unreachable', params: { where: 'x', ref: 'PED-27' } },
      } as StationError,
    ],
  ])('offers nothing to say when %s: the operator waits', (_why, error) => {
    installStation({});
    renderDesk(<BuyPanel onBuy={noop} onNext={noop} onRequote={noop} onOneKey={noop} />, {
      state: { buy: { status: 'error', error, shipmentId: SHIPMENT } },
    });
    expect(screen.queryByTestId('buy-error')).not.toBeNull();
    expect(screen.queryByTestId('held-actions')).toBeNull();
  });

  it('on the scan notice: an order bought at another desk offers another parcel, sent with allowSameRef', async () => {
    const station = installStation({ 'labels.emitAndPrint': () => emission });
    renderDesk(<ScanToast />, {
      state: {
        scanNotice: {
          id: 1,
          status: 'buy-failed',
          text: 'PED-27',
          error: BOUGHT,
          result: {
            kind: 'not-bought',
            matchedBy: 'externalRef',
            shipment: { shipmentId: SHIPMENT, externalRef: 'PED-27', dace: null } as never,
          },
        },
      },
    });
    expect(screen.getByTestId('scan-result').textContent).toContain('já comprado na Bancada 2 às 14:32');
    fireEvent.click(screen.getByTestId('held-second-parcel'));
    fireEvent.click(screen.getByTestId('held-confirm-yes'));
    await waitFor(() => expect(station.callsTo('labels.emitAndPrint')).toHaveLength(1));
    expect(station.callsTo('labels.emitAndPrint')[0]).toMatchObject({ shipmentId: SHIPMENT, allowSameRef: true });
  });
});
