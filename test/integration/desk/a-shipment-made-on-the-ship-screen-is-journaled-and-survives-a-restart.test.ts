// The journal records every shipment made through the app, not only the desk's own flows: the
// ship screen's quotes:simulate → shipments:create → labels:emit-and-print is journaled with the
// carrier, service and price of the option it came from, and its label's tracking code and
// charge; after the app restarts, scanning the order still reprints it.
import { afterEach, describe, expect, it } from 'vitest';
import { jobsExactly, startDeskFixture, waitFor, type DeskFixture } from './support/desk-fixture';
import { sedexToRio, shipmentToRio } from './support/ship-screen';

let f: DeskFixture;
afterEach(async () => f?.close());

describe('the journal', () => {
  it('records a shipment created and bought on the ship screen, and finds it again after a restart', async () => {
    f = await startDeskFixture();
    const sedex = await sedexToRio(f);
    const created = await f.call('shipments:create', shipmentToRio(sedex, 'LOJA-9001'));
    expect(await f.call('desk:journal-recent', { limit: 5 })).toMatchObject([
      {
        shipmentId: created.shipmentId,
        externalRef: 'LOJA-9001',
        carrierName: 'Correios',
        serviceName: 'SEDEX',
        quotedPriceCents: sedex.priceCents,
        status: 'created',
        source: 'manual',
        recipientName: 'Marina Costa',
        recipientCity: 'Rio de Janeiro',
      },
    ]);
    expect(await f.call('desk:scan', { text: 'LOJA-9001' })).toMatchObject({
      kind: 'not-bought',
      shipment: { shipmentId: created.shipmentId },
    });

    const emitted = await f.call('labels:emit-and-print', { shipmentId: created.shipmentId });
    await jobsExactly(f, 1);
    await waitFor(
      async () => (await f.call('desk:journal-recent', { limit: 5 }))[0]?.status === 'bought',
      'the journal to learn of the label',
    );
    const charges = (await f.call('desk:audit-list', { kind: 'charge' })).entries;
    expect(charges).toMatchObject([
      {
        outcome: 'charged',
        shipmentId: created.shipmentId,
        externalRef: 'LOJA-9001',
        transactionId: emitted.transactionId,
        priceCents: emitted.priceCents,
        trackingCode: emitted.trackingCode,
      },
    ]);

    await f.reopen();
    // Past the minute in which a reprint of the label asks first (issue 29.5).
    f.clock.advance(60_000);
    expect(await f.call('desk:scan', { text: emitted.trackingCode })).toMatchObject({
      kind: 'reprinted',
      matchedBy: 'trackingCode',
      shipment: { externalRef: 'LOJA-9001', status: 'bought', priceCents: emitted.priceCents },
    });
    await jobsExactly(f, 2);
    expect((await f.call('desk:day-summary', {})).shipments.map((s) => s.externalRef)).toEqual(['LOJA-9001']);
  });
});
