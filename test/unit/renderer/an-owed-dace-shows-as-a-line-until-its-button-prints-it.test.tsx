// A DACE a queued label still owes (labels:owed-daces: a kill, or a resume's print that failed
// while nobody looked) shows where the operator looks for unsettled things, on the labels screen
// and the day summary, as one line with an "Imprimir DACE" button; the button sends
// labels:print-owed-dace for that shipment (disabled while it runs), and the line goes once main
// no longer lists it. A refusal is said in words and the line stays. The station is a fake
// window.station (component test: no main process runs here).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { said } from '../../../electron/shared/messages';
import type { DacePrintView, OwedDaceView } from '../../../electron/shared/workflow';
import { DaySummaryScreen } from '../../../renderer/src/features/day/DaySummaryScreen';
import { LabelsScreen } from '../../../renderer/src/features/label/LabelsScreen';
import { printJobView } from './support/fixtures';
import { labelsScreenHandlers } from './support/labels-screen';
import { renderDesk } from './support/render';
import { installStation } from './support/station';

const SHIPMENT = '00000000-0000-4000-8000-0000000000d1';

const owedDace: OwedDaceView = {
  shipmentId: SHIPMENT,
  tipoDace: 'T',
  trackingCode: 'AA123456789BR',
  externalRef: 'PED-28-2',
  createdAt: '2026-11-26T13:05:00.000Z',
  reason: null,
};

const printed: DacePrintView = {
  shipmentId: SHIPMENT,
  tipoDace: 'T',
  kind: 'dace-thermal',
  printJob: printJobView({ jobId: 'job-dace', kind: 'dace-thermal', contentType: 'application/zpl' }),
  combinedWithLabel: false,
};

describe('a DACE owed by a queued label', () => {
  it('shows as one line on the labels screen; its button prints it and the line goes', async () => {
    let owed = [owedDace];
    let finish: (() => void) | undefined;
    const station = installStation({
      ...labelsScreenHandlers({ owed: () => owed }),
      'labels.printOwedDace': () =>
        new Promise<DacePrintView>((resolve) => {
          finish = () => {
            owed = [];
            resolve(printed);
          };
        }),
    });
    renderDesk(<LabelsScreen />);
    const list = await screen.findByTestId('unfinished');
    expect(within(list).getByTestId('owed-dace-line').textContent).toBe(
      'DACE pendente do envio PED-28-2: não foi impressa',
    );
    const button = within(list).getByRole<HTMLButtonElement>('button', { name: 'Imprimir DACE' });

    await userEvent.setup().click(button);
    expect(station.callsTo('labels.printOwedDace')).toEqual([{ shipmentId: SHIPMENT }]);
    // Busy while main prints: a second click cannot send it again.
    await waitFor(() => expect(button.disabled).toBe(true));
    finish?.();
    await waitFor(() => expect(screen.queryByTestId('owed-dace')).toBeNull());
    expect(screen.queryByTestId('unfinished')).toBeNull();
    expect(station.callsTo('labels.printOwedDace')).toHaveLength(1);
  });

  it('says a refusal in words and keeps the line, on the day summary in English', async () => {
    const refused = {
      kind: 'server' as const,
      said: said('workflow.owedDaceNotPrinted', { tracking: 'AA123456789BR', reason: said('workflow.daceNoUrl') }),
    };
    installStation({
      ...labelsScreenHandlers({ owed: () => [{ ...owedDace, externalRef: null }] }),
      'labels.printOwedDace': () => ({ ok: false, error: refused }),
    });
    renderDesk(<DaySummaryScreen />, { language: 'en' });
    const list = await screen.findByTestId('day-unsettled');
    expect(within(list).getByTestId('owed-dace-line').textContent).toBe(
      'DACE owed for shipment AA123456789BR: it was not printed',
    );
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Print DACE' }));
    const alert = await within(list).findByRole('alert');
    expect(within(alert).getByTestId('station-said').textContent).toBe(
      'The DACE of shipment AA123456789BR was not printed and is still owed (try again): The server sent no address to download the DACE from.',
    );
    expect(within(list).getByTestId('owed-dace')).toBeTruthy();
    expect(within(list).getByRole<HTMLButtonElement>('button', { name: 'Print DACE' }).disabled).toBe(false);
  });
});
