// Issue 27, item 1 ("every open window of a station shows a purchase made in another window as it
// happens"), the page's part: an emission-progress event of a purchase this window did not start
// (another window's, a batch row's, a resume's) that reaches the printer makes the window read its
// labels again, so its lists show that label without a reload; the window's own purchases it
// records itself and does not read again. The unsettled list follows every purchase's progress.
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalEntryView } from '../../../electron/shared/desk';
import type { EmissionProgress } from '../../../electron/shared/workflow';
import { listenToStation } from '../../../renderer/src/app/stationEvents';
import { resetStore, useStore } from '../../../renderer/src/app/store';
import { newRequestId } from '../../../renderer/src/features/purchase/workflow';
import { installStation } from './support/station';

const entry: JournalEntryView = {
  shipmentId: '00000000-0000-4000-8000-0000000000b1',
  externalRef: 'PED-OUTRA-JANELA',
  carrierId: null,
  serviceLevelId: null,
  carrierName: 'Correios',
  serviceName: 'PAC',
  quotedPriceCents: 3400,
  priceCents: 3400,
  recipientName: 'Maria Souza',
  recipientCity: 'Rio de Janeiro',
  recipientState: 'RJ',
  trackingCode: 'AA123456785BR',
  labelId: 'label-b1',
  dace: null,
  status: 'bought',
  source: 'manual',
  createdAt: '2026-12-06T14:00:00.000Z',
  boughtAt: '2026-12-06T14:00:02.000Z',
  weight: null,
};

const progress = (requestId: string | undefined, phase: EmissionProgress['phase']): EmissionProgress => ({
  shipmentId: entry.shipmentId,
  ...(requestId ? { requestId } : {}),
  phase,
  attempt: 1,
  message: { key: 'workflow.notCharged' },
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

let stop = () => undefined as void;
afterEach(() => stop());

describe('a label bought in another window of this station', () => {
  it('joins this window’s labels as it reaches the printer, with no reload', async () => {
    resetStore();
    const station = installStation({
      'desk.recentShipments': () => [entry],
      'printers.jobs': () => [],
      'labels.unsettled': () => [],
    });
    stop = listenToStation();
    expect(useStore.getState().history).toEqual([]);
    station.emit('emission-progress', progress('another-window-request', 'emitting'));
    await settle();
    expect(station.callsTo('desk.recentShipments')).toHaveLength(0);
    expect(station.callsTo('labels.unsettled').length).toBeGreaterThan(0);

    station.emit('emission-progress', progress('another-window-request', 'printing'));
    station.emit('emission-progress', progress('another-window-request', 'printed'));
    await settle();
    // Two events in a row, one read.
    expect(station.callsTo('desk.recentShipments')).toHaveLength(1);
    expect(useStore.getState().history.map((r) => r.trackingCode)).toEqual(['AA123456785BR']);
  });

  it('a batch row or a resume (no request of this window) counts as another’s too', async () => {
    resetStore();
    const station = installStation({
      'desk.recentShipments': () => [entry],
      'printers.jobs': () => [],
      'labels.unsettled': () => [],
    });
    stop = listenToStation();
    station.emit('emission-progress', progress(undefined, 'printed'));
    await settle();
    expect(useStore.getState().history).toHaveLength(1);
  });

  it('this window’s own purchase is not read again: the window records it itself', async () => {
    resetStore();
    const station = installStation({
      'desk.recentShipments': () => [entry],
      'printers.jobs': () => [],
      'labels.unsettled': () => [],
    });
    stop = listenToStation();
    const mine = newRequestId();
    station.emit('emission-progress', progress(mine, 'printing'));
    station.emit('emission-progress', progress(mine, 'printed'));
    await settle();
    expect(station.callsTo('desk.recentShipments')).toHaveLength(0);
  });
});
