// Issue 17 on the print history (main's answers scripted): a reprint refused because the first
// copy is still held on that printer shows, beside the refusal, "Cancelar a cópia retida" and
// "Enviar para outra impressora". Cancelling asks main once for that label and printer; only its
// answer (the copy cancelled, confirmed by the print queue) lifts the refusal, and the reprint
// that follows goes out. A cancel main could not confirm leaves the refusal and says why.
// "Enviar para outra impressora" puts the focus on the history's printer select.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StationError } from '../../../electron/shared/ipc';
import type { PrintJobView } from '../../../electron/shared/printing';
import { PrintHistory } from '../../../renderer/src/features/label/PrintHistory';
import type { ShipmentRecord } from '../../../renderer/src/features/label/labelSlice';
import { renderDesk } from './support/render';
import { installStation } from './support/station';
import { printJobView } from './support/fixtures';

const held: PrintJobView = printJobView({
  status: 'printing',
  contentType: 'application/zpl',
  printerId: 'cups:SS-Held',
  printer: 'SS-Held',
  shipmentId: 'ship-1',
  attempts: 1,
  lastError: { key: 'printing.pausedWaits', params: { name: 'SS-Held', reason: ' (paper out)' } },
  createdAt: '2026-11-27T14:06:00.000Z',
  updatedAt: '2026-11-27T14:06:00.010Z',
});

const record = {
  shipmentId: 'ship-1',
  labelId: 'label-1',
  trackingCode: 'AA123456785BR',
  printJobId: 'job-1',
  printer: 'SS-Held',
  printStatus: 'printing',
  createdAt: '2026-11-27T14:06:00.000Z',
} as ShipmentRecord;

const stillInQueue: StationError = {
  kind: 'station-refused',
  said: { key: 'printing.stillInQueue', params: { name: 'SS-Held' } },
};

describe('a reprint refused because the first copy is still held', () => {
  it.each([
    ['pt-BR', 'Cancelar a cópia retida', 'Enviar para outra impressora', /Cópia retida cancelada em SS-Held/],
    ['en', 'Cancel the held copy', 'Send to another printer', /Held copy cancelled on SS-Held/],
  ] as const)('offers in %s to cancel the held copy, then reprints once', async (language, cancel, elsewhere, done) => {
    let cancelled = false;
    const station = installStation({
      'labels.reprint': () =>
        cancelled
          ? { ...held, jobId: 'job-2', status: 'queued', reprintOf: 'job-1', lastError: undefined, attempts: 0 }
          : { ok: false, error: stillInQueue },
      'labels.cancelHeldCopy': () => {
        cancelled = true;
        return {
          ...held,
          status: 'failed',
          lastError: { key: 'printing.cancelledHeld', params: { name: 'SS-Held' } },
          updatedAt: '2026-11-27T14:07:00.000Z',
        };
      },
    });
    renderDesk(<PrintHistory record={record} />, { language, state: { printJobs: [held], printers: [] } });
    fireEvent.click(screen.getByTestId('reprint'));
    await screen.findByTestId('held-copy-actions');
    expect(screen.getByRole('alert').textContent).toContain('SS-Held');

    fireEvent.click(screen.getByRole('button', { name: elsewhere }));
    expect(document.activeElement).toBe(screen.getByTestId('other-printer'));

    fireEvent.click(screen.getByRole('button', { name: cancel }));
    expect((await screen.findByTestId('held-copy-cancelled')).textContent).toMatch(done);
    expect(station.callsTo('labels.cancelHeldCopy')).toEqual([{ id: 'ship-1' }]);
    // The refusal is settled and the held copy's row says it was cancelled.
    expect(screen.queryByTestId('held-copy-actions')).toBeNull();
    expect(screen.getByTestId('print-history').querySelector('tr[data-status="failed"]')).not.toBeNull();

    fireEvent.click(screen.getByTestId('reprint'));
    await waitFor(() => expect(screen.getByTestId('reprint-result').textContent).toContain('SS-Held'));
    expect(station.callsTo('labels.reprint')).toEqual([{ id: 'ship-1' }, { id: 'ship-1' }]);
    expect(station.callsTo('labels.cancelHeldCopy')).toHaveLength(1);
  });

  it('keeps the refusal and says why when the print queue could not confirm the cancel', async () => {
    installStation({
      'labels.reprint': () => ({ ok: false, error: stillInQueue }),
      'labels.cancelHeldCopy': () => ({
        ok: false,
        error: {
          kind: 'printer-unavailable',
          said: { key: 'printing.cancelNotConfirmed', params: { name: 'SS-Held' } },
        },
      }),
    });
    renderDesk(<PrintHistory record={record} />, { state: { printJobs: [held], printers: [] } });
    fireEvent.click(screen.getByTestId('reprint'));
    fireEvent.click(await screen.findByTestId('cancel-held-copy'));
    expect((await screen.findByTestId('held-copy-error')).textContent).toContain('Não deu para confirmar');
    expect(screen.queryByTestId('held-copy-actions')).not.toBeNull();
  });

  it('offers neither action for any other refusal', async () => {
    installStation({
      'labels.reprint': () => ({
        ok: false,
        error: { kind: 'not-found', said: { key: 'printing.tooOld' } },
      }),
    });
    renderDesk(<PrintHistory record={record} />, { state: { printJobs: [held], printers: [] } });
    fireEvent.click(screen.getByTestId('reprint'));
    await screen.findByRole('alert');
    expect(screen.queryByTestId('held-copy-actions')).toBeNull();
  });

  it('offers "Reenviar" on a failed copy only while no copy of that label came out', () => {
    installStation({});
    const cancelledCopy: PrintJobView = {
      ...held,
      status: 'failed',
      lastError: { key: 'printing.cancelledHeld', params: { name: 'SS-Held' } },
    };
    const reprinted: PrintJobView = { ...held, jobId: 'job-2', status: 'done', reprintOf: 'job-1' };
    const view = renderDesk(<PrintHistory record={record} />, { state: { printJobs: [cancelledCopy] } });
    expect(screen.queryByRole('button', { name: 'Reenviar' })).not.toBeNull();
    view.unmount();
    renderDesk(<PrintHistory record={record} />, { state: { printJobs: [reprinted, cancelledCopy] } });
    // The reprint came out: sending the cancelled copy again would put a second label on the box.
    expect(screen.queryByRole('button', { name: 'Reenviar' })).toBeNull();
  });
});
