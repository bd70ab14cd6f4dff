// Issue 15 (two desks, one warehouse): the ship screen's purchase sends the order reference the
// operator typed as the shipment's externalRef (spec 2.9), trimmed, so a server that refuses a
// duplicate reference can say "pedido já enviado" (main's side is tested against the sandbox).
import { beforeAll, describe, expect, it } from 'vitest';
import { resetStore, useStore } from '../../../renderer/src/app/store';
import { currentQuote } from '../../../renderer/src/features/quote/quoteSlice';
import { deadlineIn } from '../../../renderer/src/features/quote/useCountdown';
import { setLanguage } from '../../../renderer/src/i18n';
import { NFE_KEY, PAC, quoteResponse, RECIPIENT, SENDER, BOX_1_2KG } from './support/fixtures';
import { emptyInvoice } from '../../../renderer/src/features/purchase/invoice';
import { installStation } from './support/station';
import { loadChecks } from '../../../renderer/src/lib/checks';

describe('the ship screen', () => {
  // The desk loads the forms' checks with the station's chunk, before the ship screen shows.
  beforeAll(() => loadChecks());

  it('sends the typed order reference as the shipment externalRef', async () => {
    setLanguage('pt-BR');
    resetStore({
      sender: SENDER,
      recipient: RECIPIENT,
      parcel: BOX_1_2KG,
      externalRef: '  PED-7788 ',
      invoice: { ...emptyInvoice(), chave: NFE_KEY },
    });
    const built = currentQuote(useStore.getState());
    if (!built.ok) throw new Error(`the test parcel does not quote: ${built.issues.join('; ')}`);
    useStore.setState({
      quote: {
        status: 'ready',
        response: quoteResponse([PAC]),
        snapshot: built.value,
        deadline: deadlineIn(60_000),
      },
      selectedQuoteId: PAC.quoteId,
    });
    const station = installStation({
      'desk.checkBeforeCreate': () => ({ checked: true }),
      'shipments.create': () => ({ shipmentId: '00000000-0000-4000-8000-00000000aaaa' }) as never,
      'labels.emitAndPrint': () => ({
        ok: false,
        error: { kind: 'rejected', said: { key: 'api.orderAlreadyShipped' } },
      }),
    });
    await useStore.getState().buyAndPrint();
    expect(station.callsTo('shipments.create')).toHaveLength(1);
    expect(station.callsTo('shipments.create')[0]).toMatchObject({ externalRef: 'PED-7788' });
  });
});
