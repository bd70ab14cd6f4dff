// The refusal of an owed DACE's "Imprimir DACE" is that line's: it is said in the line whose button
// failed, and when the line leaves (a resume or another window printed the DACE: main's
// `owed-dace` event reads the list again) the refusal leaves with it, instead of staying on screen
// talking about a DACE no longer listed; nor does it come back if that DACE is owed again later.
// The station is a fake window.station (component test: no main process, no Electron here); the
// events are routed by the renderer's own listenToStation, the clicks are user-event's.
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
import { installStation, type Handlers } from './support/station';

const FIRST = '00000000-0000-4000-8000-0000000000e1';
const SECOND = '00000000-0000-4000-8000-0000000000e2';

const owedDace = (shipmentId: string, order: string, tracking: string): OwedDaceView => ({
  shipmentId,
  tipoDace: 'T',
  trackingCode: tracking,
  externalRef: order,
  createdAt: '2026-11-26T13:05:00.000Z',
  reason: null,
});
const first = owedDace(FIRST, 'PED-28-5', 'AA123456789BR');
const second = owedDace(SECOND, 'PED-28-6', 'BB987654321BR');

/** Main refuses the operator's print (the server sent no DACE address) and keeps the DACE owed. */
const refusing: Handlers['labels.printOwedDace'] = () => ({
  ok: false,
  error: {
    kind: 'server',
    said: said('workflow.owedDaceNotPrinted', { tracking: 'AA123456789BR', reason: said('workflow.daceNoUrl') }),
  },
});

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe("an owed DACE's refusal", () => {
  it('leaves with its line when main says a resume printed it (pt-BR)', async () => {
    let owed = [first];
    const station = installStation({
      ...labelsScreenHandlers({ owed: () => owed }),
      'labels.printOwedDace': refusing,
    });
    stop = listenToStation();
    renderDesk(<LabelsScreen />);
    const list = await screen.findByTestId('unfinished');
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Imprimir DACE' }));
    const alert = await within(list).findByRole('alert');
    expect(within(alert).getByTestId('station-said').textContent).toBe(
      'A DACE do envio AA123456789BR não foi impressa e continua pendente (tente de novo): O servidor não enviou o endereço para baixar a DACE.',
    );

    // The resume printed it: main settles the record and says so; nobody clicks.
    owed = [];
    station.emit('owed-dace', { shipmentId: FIRST, owed: false });
    await waitFor(() => expect(screen.queryByTestId('owed-dace')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('unfinished')).toBeNull();
  });

  it('is said in its own line, leaves with it while another line stays, and does not come back (en)', async () => {
    let owed = [first, second];
    const station = installStation({
      ...labelsScreenHandlers({ owed: () => owed }),
      'labels.printOwedDace': refusing,
    });
    stop = listenToStation();
    renderDesk(<DaySummaryScreen />, { language: 'en' });
    const list = await screen.findByTestId('day-unsettled');
    const lineOf = (order: string) =>
      within(list)
        .getAllByTestId('owed-dace')
        .find((line) => within(line).getByTestId('owed-dace-line').textContent?.includes(order));
    await userEvent.setup().click(within(lineOf('PED-28-5')!).getByRole('button', { name: 'Print DACE' }));
    const alert = await within(list).findByRole('alert');
    expect(within(alert).getByTestId('station-said').textContent).toBe(
      'The DACE of shipment AA123456789BR was not printed and is still owed (try again): The server sent no address to download the DACE from.',
    );
    expect(lineOf('PED-28-5')!.contains(alert)).toBe(true);

    // A resume printed the first: its line and its refusal go; the second line stays, with no refusal.
    owed = [second];
    station.emit('owed-dace', { shipmentId: FIRST, owed: false });
    await waitFor(() => expect(within(list).getAllByTestId('owed-dace')).toHaveLength(1));
    expect(lineOf('PED-28-6')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    // The first is owed again (a later resume's print failed): its line is back, the old refusal is not.
    owed = [first, second];
    station.emit('owed-dace', { shipmentId: FIRST, owed: true });
    await waitFor(() => expect(within(list).getAllByTestId('owed-dace')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(station.callsTo('labels.printOwedDace')).toEqual([{ shipmentId: FIRST }]);
  });
});
