// An owed DACE's line (labels:owed-daces) says why its last print failed, in the station's words
// kept with the owed record (main's catalogue key and params, pt-BR and en), before the operator
// clicks anything; and the list follows main's `owed-dace` event: a DACE a resume (or the DACE
// panel, another window) printed leaves the screen, and one newly owed shows, without a reload or
// a click. The station is a fake window.station (component test: no main process, no Electron
// here); the events are routed by the renderer's own listenToStation, the clicks are user-event's.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { said } from '../../../electron/shared/messages';
import type { OwedDaceView } from '../../../electron/shared/workflow';
import { listenToStation } from '../../../renderer/src/app/stationEvents';
import { DaySummaryScreen } from '../../../renderer/src/features/day/DaySummaryScreen';
import { LabelsScreen } from '../../../renderer/src/features/label/LabelsScreen';
import { labelsScreenHandlers } from './support/labels-screen';
import { renderDesk } from './support/render';
import { installStation } from './support/station';

const SHIPMENT = '00000000-0000-4000-8000-0000000000d2';
const OTHER = '00000000-0000-4000-8000-0000000000d3';

const owedDace = (change: Partial<OwedDaceView> = {}): OwedDaceView => ({
  shipmentId: SHIPMENT,
  tipoDace: 'T',
  trackingCode: 'AA123456789BR',
  externalRef: 'PED-28-3',
  createdAt: '2026-11-26T13:05:00.000Z',
  reason: said('api.busy', { status: 503 }),
  ...change,
});

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe("an owed DACE's line", () => {
  it('says why its last print failed (then why the click failed), and leaves when main tells a resume printed it (pt-BR)', async () => {
    let owed = [owedDace()];
    const station = installStation({
      ...labelsScreenHandlers({ owed: () => owed }),
      // The operator's try fails again, for another reason: main keeps that one with the record.
      'labels.printOwedDace': () => {
        owed = [owedDace({ reason: said('workflow.daceNoUrl') })];
        const reason = said('workflow.daceNoUrl');
        return {
          ok: false,
          error: { kind: 'server', said: said('workflow.owedDaceNotPrinted', { tracking: 'AA123456789BR', reason }) },
        };
      },
    });
    stop = listenToStation();
    renderDesk(<LabelsScreen />);
    const list = await screen.findByTestId('unfinished');
    expect(within(list).getByTestId('owed-dace-line').textContent).toBe(
      'DACE pendente do envio PED-28-3: não foi impressa',
    );
    expect(within(list).getByTestId('owed-dace-reason').textContent).toBe(
      'Última tentativa: O servidor está ocupado (503) e pediu para esperar. Tente de novo em instantes.',
    );

    await userEvent.setup().click(within(list).getByRole('button', { name: 'Imprimir DACE' }));
    await within(list).findByRole('alert');
    await waitFor(() =>
      expect(within(list).getByTestId('owed-dace-reason').textContent).toBe(
        'Última tentativa: O servidor não enviou o endereço para baixar a DACE.',
      ),
    );

    // The resume printed it: main settles the record and says so; nobody clicks, nothing reloads.
    const asked = station.callsTo('labels.owedDaces').length;
    owed = [];
    station.emit('owed-dace', { shipmentId: SHIPMENT, owed: false });
    await waitFor(() => expect(screen.queryByTestId('owed-dace')).toBeNull());
    expect(station.callsTo('labels.owedDaces').length).toBeGreaterThan(asked);
    expect(station.callsTo('labels.printOwedDace')).toHaveLength(1);
  });

  it('shows a DACE newly owed with its reason, in English on the day summary', async () => {
    let owed = [owedDace({ externalRef: null, reason: null })];
    const station = installStation(labelsScreenHandlers({ owed: () => owed }));
    stop = listenToStation();
    renderDesk(<DaySummaryScreen />, { language: 'en' });
    const list = await screen.findByTestId('day-unsettled');
    // No print has failed yet: the line says nothing more.
    expect(within(list).getByTestId('owed-dace-line').textContent).toBe(
      'DACE owed for shipment AA123456789BR: it was not printed',
    );
    expect(within(list).queryByTestId('owed-dace-reason')).toBeNull();

    owed = [
      owedDace({ externalRef: null, reason: null }),
      owedDace({
        shipmentId: OTHER,
        trackingCode: 'BB987654321BR',
        externalRef: 'PED-28-4',
        reason: said('workflow.daceNoUrl'),
      }),
    ];
    station.emit('owed-dace', { shipmentId: OTHER, owed: true });
    await waitFor(() => expect(within(list).getAllByTestId('owed-dace')).toHaveLength(2));
    const [, added] = within(list).getAllByTestId('owed-dace');
    expect(within(added!).getByTestId('owed-dace-line').textContent).toBe(
      'DACE owed for shipment PED-28-4: it was not printed',
    );
    expect(within(added!).getByTestId('owed-dace-reason').textContent).toBe(
      'Last try: The server sent no address to download the DACE from.',
    );
  });
});
