// A batch row weighed at the desk (issue 18, item 5): while the batch waits at a row without a
// weight, the batch screen shows which row and order it is and the scale's live reading with its
// stable mark; Enter (or the button) asks main to take the reading for that row, main's refusal
// (an unstable scale) is shown in its words, and once the row moves on the panel goes away.
// Enter on another focused control (the batch's Pausar) is that control's, not a confirm.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BatchRowView, BatchView } from '../../../electron/shared/desk';
import type { ScaleReading } from '../../../electron/shared/scale';
import { BatchScreen } from '../../../renderer/src/features/batch/BatchScreen';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';
import { batchRow, batchView } from '../../support/desk-views';

const BATCH_ID = '00000000-0000-4000-8000-00000000b018';

function waiting(second: BatchRowView['state'] = 'awaiting-weight'): BatchView {
  const rows = [batchRow(1, { state: 'printed', trackingCode: 'PX1BR' }), batchRow(2, { state: second }), batchRow(3)];
  return batchView(BATCH_ID, rows, {
    fileName: 'pesar.csv',
    state: 'running',
    counts: {
      pending: 1,
      'awaiting-weight': second === 'awaiting-weight' ? 1 : 0,
      quoting: second === 'quoting' ? 1 : 0,
      created: 0,
      emitting: 0,
      printed: 1,
      failed: 0,
    },
    chargedCents: 3400,
  });
}

const reading = (grams: number, stable: boolean): ScaleReading => ({
  kind: 'reading',
  grams,
  stable,
  stableSince: stable ? new Date().toISOString() : null,
  device: { id: 'serial:/dev/ttyUSB0:toledo', name: '/dev/ttyUSB0 (Toledo ENQ)' },
  at: new Date().toISOString(),
});

describe('a batch row awaiting its weight', () => {
  it('shows the row and the live reading, and Enter confirms it for that row', async () => {
    const user = userEvent.setup();
    const station = installStation({
      'desk.batches': () => [],
      'desk.confirmBatchWeight': () => waiting('quoting'),
    });
    renderDesk(<BatchScreen />, { state: { batch: waiting(), batches: [], scaleState: reading(2345, false) } });

    const panel = screen.getByTestId('batch-weigh');
    expect(panel.textContent).toContain('linha 3, pedido PED-2');
    expect(screen.getByTestId('batch-weigh-reading').textContent).toBe('2,345 kg');
    expect(screen.getByTestId('batch-weigh-mark').textContent).toContain('instável');
    expect(screen.getAllByTestId('batch-row')[1]?.textContent).toContain('Esperando o peso');

    // The reading is live: it follows the scale's events.
    act(() => useStore.getState().applyScaleState(reading(2350, true)));
    expect(screen.getByTestId('batch-weigh-reading').textContent).toBe('2,350 kg');
    expect(screen.getByTestId('batch-weigh-mark').textContent).toContain('estável');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(station.callsTo('desk.confirmBatchWeight')).toEqual([{ batchId: BATCH_ID, index: 2 }]));
    await waitFor(() => expect(screen.queryByTestId('batch-weigh')).toBeNull());
    expect(screen.getAllByTestId('batch-row')[1]?.getAttribute('data-state')).toBe('quoting');
  });

  it('shows main’s refusal of an unstable reading and keeps waiting; the button confirms too', async () => {
    const user = userEvent.setup();
    let answer = 0;
    const station = installStation({
      'desk.batches': () => [],
      'desk.confirmBatchWeight': () =>
        answer++ === 0 ? { ok: false, error: { kind: 'scale', said: { key: 'scale.unstable' } } } : waiting('quoting'),
    });
    renderDesk(<BatchScreen />, { state: { batch: waiting(), batches: [], scaleState: reading(1200, false) } });

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText(/Peso instável: espere a balança parar/)).not.toBeNull());
    expect(screen.queryByTestId('batch-weigh')).not.toBeNull();

    // The confirm button, focused, confirms on its own Enter (its click, as a browser sends it).
    const confirm = screen.getByTestId('batch-weigh-confirm');
    act(() => confirm.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(station.callsTo('desk.confirmBatchWeight')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('batch-weigh')).toBeNull());
  });

  it('leaves Enter on another focused control to that control: Pausar pauses, the weight is not confirmed', async () => {
    const user = userEvent.setup();
    const pausing: BatchView = { ...waiting(), state: 'pausing' };
    const station = installStation({
      'desk.batches': () => [],
      'desk.pauseBatch': () => pausing,
      'desk.confirmBatchWeight': () => waiting('quoting'),
    });
    renderDesk(<BatchScreen />, { state: { batch: waiting(), batches: [], scaleState: reading(2350, true) } });

    const pause = screen.getByTestId('batch-pause');
    act(() => pause.focus());
    await user.keyboard('{Enter}'); // the button's keydown, bubbling to the page, then its click
    await waitFor(() => expect(station.callsTo('desk.pauseBatch')).toEqual([{ batchId: BATCH_ID }]));
    await waitFor(() => expect(screen.getByTestId('batch-detail').getAttribute('data-state')).toBe('pausing'));
    expect(station.callsTo('desk.confirmBatchWeight')).toEqual([]);
    expect(screen.queryByTestId('batch-weigh')).not.toBeNull();
    expect(screen.getAllByTestId('batch-row')[1]?.getAttribute('data-state')).toBe('awaiting-weight');
  });
});
