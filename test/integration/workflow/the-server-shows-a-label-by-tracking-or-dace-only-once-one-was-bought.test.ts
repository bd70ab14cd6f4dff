// Issue 14.2: while a purchase's outcome is unknown, the workflow asks what the spec offers
// besides emit: tracking by shipment (4.10, fields not shown) and the DACE status (4.9). This is
// what the real sandbox answers, over HTTP, under server personalities that vary the shapes the
// spec allows (extra and null fields, capped pages, other UUID versions, odd timestamps): a
// shipment with no label shows nothing (the outcome stays unknown), one whose label was bought
// shows it, and a DC-e shipment's DACE shows it too once its label exists.
import { afterEach, describe, expect, it } from 'vitest';
import { lookForLabel } from '../../../electron/main/workflow';
import type { ProfileName } from '../../support/sandbox';
import { startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { createShipment, loginApi } from './support/stack';

let sandbox: TestSandbox | undefined;
afterEach(async () => sandbox?.close());

const PROFILES: ProfileName[] = [
  'default',
  'loose-shapes',
  'capped-pages',
  'uuid-v7',
  'loose-timestamps',
  'reemit-409',
];

describe('what the server shows of a shipment', () => {
  it.each(PROFILES)('under %s: nothing before its label is bought, its tracking once it is', async (profile) => {
    sandbox = await startTestSandbox();
    await sandbox.admin.personality({ profile });
    const { api } = await loginApi(sandbox.url);
    const shipmentId = await createShipment(api);
    expect(await lookForLabel(api, shipmentId)).toBeNull();
    const ready = await api.emitLabel(shipmentId, { paymentMethod: 'wallet' });
    expect(ready.status).toBe('READY');
    expect(await lookForLabel(api, shipmentId)).toBe('tracking');
  });

  it('a DC-e shipment: its DACE shows the label once it exists, even when tracking cannot be read (tracking refused by a stand-in)', async () => {
    sandbox = await startTestSandbox();
    const { api } = await loginApi(sandbox.url);
    const shipmentId = await createShipment(api, 'national-dce');
    expect(await api.getDace(shipmentId)).toMatchObject({ available: false, generated: false });
    expect(await lookForLabel(api, shipmentId)).toBeNull();
    await api.emitLabel(shipmentId, { paymentMethod: 'wallet' });
    expect(await api.getDace(shipmentId)).toMatchObject({ available: true });
    // Tracking answers first; without it, the DACE alone is the evidence.
    expect(
      await lookForLabel(
        { trackShipment: () => Promise.reject(new Error('no tracking')), getDace: api.getDace },
        shipmentId,
      ),
    ).toBe('dace');
  });
});
