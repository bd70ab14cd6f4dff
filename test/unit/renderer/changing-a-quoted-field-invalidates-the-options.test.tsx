// Spec 4.6: a shipment is accepted only with exactly what was quoted. The desk builds the
// shipment from the quote's snapshot; any edit of a priced field (weight, a dimension, format,
// declared value, route, the addresses) makes the options stale and buying impossible until a
// new quote; editing the invoice does not.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShipScreen } from '../../../renderer/src/features/shipment/ShipScreen';
import { NFE_KEY, quoteResponse, RECIPIENT, SENDER, printJobView } from './support/fixtures';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

function desk(handlers: Record<string, (input: unknown) => unknown> = {}) {
  const station = installStation({
    'quotes.simulate': () => quoteResponse(),
    'addressbook.search': () => ({ entries: [], lastSyncAt: null, offlineSince: null }),
    'desk.checkBeforeCreate': () => ({ checked: true }),
    'shipments.create': () => ({
      shipmentId: '00000000-0000-4000-8000-0000000000aa',
      status: 'created',
      shipment: { id: '00000000-0000-4000-8000-0000000000aa', status: 'created' },
    }),
    ...handlers,
  });
  renderDesk(<ShipScreen />, { state: { senders: [SENDER], sender: SENDER, recipient: RECIPIENT } });
  return station;
}

const parcel = () => screen.getByTestId('parcel-panel');
const field = (label: string) => parcel().querySelector<HTMLInputElement>(`input[name="${label}"]`)!;
/** A field as the operator fills it: what it held cleared, then `value` typed key by key. */
const type = async (name: string, value: string) => {
  const user = userEvent.setup();
  await user.clear(field(name));
  await user.type(field(name), value);
};

async function quoteBox() {
  await type('length', '20');
  await type('width', '15');
  await type('height', '10');
  await type('weight', '1,2');
  await type('declared', '100');
  fireEvent.click(screen.getByRole('button', { name: /^Cotar/ }));
  await screen.findByTestId('options-table');
  await userEvent.setup().type(screen.getByLabelText('Chave de acesso da NF-e'), NFE_KEY);
}

describe('quoted data and the shipment', () => {
  it('sends the quote request from the form, with only the dimensions of the format', async () => {
    const station = desk();
    await quoteBox();
    expect(station.callsTo('quotes.simulate')).toEqual([
      {
        format: '2',
        comprimento: 20,
        largura: 15,
        altura: 10,
        peso: 1.2,
        declaredValueCents: 10000,
        originCep: '01310100',
        destinationCep: '20040002',
      },
    ]);
  });

  it('makes the options stale when the weight changes, and valid again when it is put back', async () => {
    desk();
    await quoteBox();
    expect(screen.getByTestId('buy-button')).toHaveProperty('disabled', false);
    await type('weight', '1,3');
    expect(screen.getByTestId('quote-stale').textContent).toContain('cote de novo');
    expect(screen.getByTestId('buy-button')).toHaveProperty('disabled', true);
    await type('weight', '1.2'); // the same quantity, typed the other way
    expect(screen.queryByTestId('quote-stale')).toBeNull();
    expect(screen.getByTestId('buy-button')).toHaveProperty('disabled', false);
  });

  it.each<[string, () => unknown]>([
    ['the format', () => fireEvent.click(screen.getByRole('radio', { name: 'Envelope' }))],
    ['the declared value', () => type('declared', '150')],
    ['the route', () => fireEvent.click(screen.getByRole('radio', { name: 'Internacional' }))],
    ['an extra service', () => fireEvent.click(screen.getByLabelText('Aviso de recebimento (AR)'))],
    [
      'the recipient',
      () =>
        useStore.getState().chooseRecipient({
          ...RECIPIENT,
          key: 'other',
          summary: { ...RECIPIENT.summary, zip: '20040020' },
          record: { ...RECIPIENT.record!, address: { ...RECIPIENT.record!.address!, zip: '20040020' } },
        }),
    ],
  ])('makes the options stale when %s changes', async (_, change) => {
    desk();
    await quoteBox();
    await change();
    await waitFor(() => expect(screen.queryByTestId('quote-stale')).not.toBeNull());
    expect(screen.getByTestId('buy-button')).toHaveProperty('disabled', true);
  });

  it('keeps the options when only the invoice changes, and buys with exactly the quoted data', async () => {
    const station = desk({
      'labels.emitAndPrint': () => ({
        ok: false,
        error: {
          kind: 'printer-unavailable',
          said: { key: 'workflow.printerNotReady', params: { reason: { key: 'printing.cupsNotRunning' } } },
        },
      }),
    });
    await quoteBox();
    fireEvent.click(screen.getByRole('radio', { name: 'Sem nota' }));
    fireEvent.click(screen.getByRole('radio', { name: 'NF-e' }));
    expect(screen.queryByTestId('quote-stale')).toBeNull();
    fireEvent.click(screen.getByTestId('buy-button'));
    await screen.findByTestId('buy-error');
    const [sent] = station.callsTo('shipments.create') as Array<Record<string, unknown>>;
    const cheapest = quoteResponse().shippingOptions[0]!;
    expect(sent).toEqual({
      quoteId: cheapest.quoteId,
      carrierId: cheapest.carrierId,
      serviceLevelId: cheapest.serviceLevelId,
      originAddress: expect.objectContaining({ zip: '01310100', cpfCnpj: '11222333000181' }),
      destAddress: expect.objectContaining({ zip: '20040002', cpfCnpj: '11144477735', personName: 'Maria Souza' }),
      parcel: { format: '2', weightKg: 1.2, lengthCm: 20, widthCm: 15, heightCm: 10, declaredValueCents: 10000 },
      invoice: { type: 'NFE', chaveNFe: NFE_KEY },
    });
    // No record fields (id, lojaId, dates) ever reach the shipment's addresses.
    expect(Object.keys(sent!.destAddress as object)).not.toContain('id');
  });

  it('reuses the created shipment when the purchase is tried again, so nothing is created twice', async () => {
    let attempts = 0;
    const station = desk({
      'labels.emitAndPrint': () =>
        ++attempts === 1
          ? {
              ok: false,
              error: {
                kind: 'insufficient-balance',
                said: { key: 'api.refused', params: { status: 402 } },
                quoted: {
                  source: 'server',
                  lines: ['Insufficient wallet balance: R$ 5,00 available, R$ 34,00 needed'],
                },
              },
            }
          : {
              shipmentId: '00000000-0000-4000-8000-0000000000aa',
              labelId: '00000000-0000-4000-8000-0000000000bb',
              trackingCode: 'PX123456785BR',
              transactionId: 't1',
              priceCents: 3400,
              chargeAlreadyCaptured: false,
              contentType: 'application/pdf',
              newlyQueued: true,
              printJob: printJobView({ jobId: 'j1', printerId: 'cups:Label', printer: 'Label' }),
            },
    });
    await quoteBox();
    fireEvent.click(screen.getByTestId('buy-button'));
    const error = await screen.findByTestId('buy-error');
    expect(error.getAttribute('data-kind')).toBe('insufficient-balance');
    expect(error.textContent).toContain('Insufficient wallet balance: R$ 5,00 available, R$ 34,00 needed');
    fireEvent.click(screen.getByTestId('buy-button'));
    expect(await screen.findByTestId('tracking-code')).toHaveProperty('textContent', 'PX123456785BR');
    expect(station.callsTo('shipments.create')).toHaveLength(1);
    const tries = station.callsTo('labels.emitAndPrint') as Array<{ shipmentId: string; requestId: string }>;
    expect(tries).toEqual([
      { shipmentId: '00000000-0000-4000-8000-0000000000aa', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      { shipmentId: '00000000-0000-4000-8000-0000000000aa', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    // Each try is its own request: its progress events are told apart from the other's.
    expect(tries[0]!.requestId).not.toBe(tries[1]!.requestId);
    expect(screen.getByTestId('paid-price').textContent).toBe('R$ 34,00');
  });
});
