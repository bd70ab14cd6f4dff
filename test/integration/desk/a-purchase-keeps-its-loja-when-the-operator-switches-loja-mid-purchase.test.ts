// A purchase belongs to the loja it was made for. The carrier is still producing the label (the
// server answered 202 PENDING and the station asks again) when the operator switches to another
// loja: the purchase's next calls carried the newly chosen loja's X-Tenant-Id (the client followed
// the session's choice on every call), the server answered 404 for a shipment not in that loja,
// and the paid label was held as unsettled and did not print until someone went back to the first
// loja. Now every call of a purchase carries the loja it was admitted for.
import { afterEach, describe, expect, it } from 'vitest';
import type { EmissionProgress } from '../../../electron/shared/workflow';
import { until } from '../../support/until';
import { IDS, jobsExactly, startDeskFixture, type DeskFixture } from './support/desk-fixture';
import { sedexToRio, shipmentToRio } from './support/ship-screen';

let f: DeskFixture;
afterEach(async () => f?.close());

describe('a purchase the carrier is still producing', () => {
  it('is asked about, downloaded and printed for its own loja after the operator switched to another', async () => {
    f = await startDeskFixture({ printer: 'network' });
    const progress: EmissionProgress[] = [];
    f.station.events.subscribe((name, payload) => {
      if (name === 'emission-progress') progress.push(payload as EmissionProgress);
    });
    const before = await f.balance(IDS.demoLoja);
    const sedex = await sedexToRio(f);
    const created = await f.call('shipments:create', shipmentToRio(sedex, 'LOJA-TROCA-1'));
    await f.sandbox.admin.personality({ profile: 'pending-ready-on-later-repost' });

    const buying = f.invoke('labels:emit-and-print', { shipmentId: created.shipmentId });
    await until(() => progress.find((e) => e.shipmentId === created.shipmentId && e.phase === 'pending'), {
      what: 'the carrier to be producing the label',
      timeoutMs: 10_000,
    });
    await f.call('session:select-loja', { tenantId: IDS.demoLowBalanceLoja });

    const result = await buying;
    expect(result.ok, JSON.stringify(result.error)).toBe(true);
    await jobsExactly(f, 1);
    // Charged once, to the loja the shipment was made in.
    expect(before - (await f.balance(IDS.demoLoja))).toBe((result.value as { priceCents: number }).priceCents);
  });
});
