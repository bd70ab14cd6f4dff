// A purchase of another loja left unsettled (labels:unsettled-elsewhere) shows where the
// unsettled list is, on the labels screen and the day summary, as one line per loja naming it
// and saying it is settled once that loja is chosen; in pt-BR and en. The station is a fake
// window.station (component test: no main process runs here).
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UnsettledElsewhereView } from '../../../electron/shared/workflow';
import { DaySummaryScreen } from '../../../renderer/src/features/day/DaySummaryScreen';
import { LabelsScreen } from '../../../renderer/src/features/label/LabelsScreen';
import { renderDesk } from './support/render';
import { labelsScreenHandlers } from './support/labels-screen';
import { installStation } from './support/station';

const handlers = (elsewhere: UnsettledElsewhereView[]) => labelsScreenHandlers({ elsewhere });

const centro = { tenantId: 'a0000000-0000-4000-8000-000000000001', name: 'Loja Centro', count: 1 };
const norte = { tenantId: 'a0000000-0000-4000-8000-000000000002', name: 'Loja Norte', count: 3 };

describe('unsettled purchases of another loja', () => {
  it('show on the labels screen as one line per loja, by name, in Portuguese', async () => {
    installStation(handlers([centro, norte]));
    renderDesk(<LabelsScreen />);
    const list = await screen.findByTestId('unfinished');
    const lines = within(list).getAllByTestId('unsettled-elsewhere');
    expect(lines.map((line) => line.textContent)).toEqual([
      '1 compra não resolvida na loja Loja Centro: troque para essa loja para resolvê-la. A estação só a confere com o servidor quando essa loja está escolhida.',
      '3 compras não resolvidas na loja Loja Norte: troque para essa loja para resolvê-las. A estação só as confere com o servidor quando essa loja está escolhida.',
    ]);
  });

  it('show on the day summary in English', async () => {
    installStation(handlers([norte]));
    renderDesk(<DaySummaryScreen />, { language: 'en' });
    const list = await screen.findByTestId('day-unsettled');
    expect(within(list).getByTestId('unsettled-elsewhere').textContent).toBe(
      '3 unsettled purchases in the store Loja Norte: switch to that store to settle them. The station checks them with the server only while that store is chosen.',
    );
  });

  it('leave nothing on screen when no other loja has any', async () => {
    const station = installStation(handlers([]));
    renderDesk(<LabelsScreen />);
    await vi.waitFor(() => expect(station.callsTo('labels.unsettledElsewhere')).toHaveLength(1));
    expect(screen.queryByTestId('unfinished')).toBeNull();
  });
});
