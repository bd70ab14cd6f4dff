// Issue 16.2 where the operator looks after buying (main's answers and events scripted): the
// conversion's notes of a label's print job (a 4 × 6 in page on 100 × 150 mm media) reach the
// label-ready panel when the job's own event brings them, small and on one line with the whole
// text in its title; on the labels list, the row of a label whose job noted something carries a
// short marker whose title and accessible name hold the notes, and other rows carry none.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmissionView } from '../../../electron/shared/workflow';
import type { PrintJobView } from '../../../electron/shared/printing';
import { listenToStation } from '../../../renderer/src/app/stationEvents';
import { LabelsScreen } from '../../../renderer/src/features/label/LabelsScreen';
import { BuyPanel } from '../../../renderer/src/features/shipment/BuyPanel';
import { outcomeOf } from '../../../renderer/src/features/purchase/workflow';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';
import { printJobView } from './support/fixtures';
import { boughtShipment } from '../../support/desk-views';

const job = (jobId: string, extra: Partial<PrintJobView> = {}): PrintJobView =>
  printJobView({ jobId, shipmentId: 'ship-1', labelId: 'label-1', ...extra });

const overhang = {
  key: 'printing.noteOverhang',
  params: { width: 101.6, height: 152.4, sideMm: 0.8, endMm: 1.2 },
} as const;

const NOTE = {
  'pt-BR':
    'Página de 101,6 × 152,4 mm impressa em tamanho real: 0,8 mm de cada lado e 1,2 mm em cima e embaixo ficam fora da etiqueta.',
  en: 'The 101.6 × 152.4 mm page prints at true size: 0.8 mm of each side and 1.2 mm of top and bottom fall off the label.',
} as const;

const bought: EmissionView = {
  shipmentId: 'ship-1',
  labelId: 'label-1',
  trackingCode: 'AA123456785BR',
  transactionId: 'tx-1',
  priceCents: 3400,
  chargeAlreadyCaptured: false,
  possibleDoubleCharge: false,
  contentType: 'application/pdf',
  // Queued: the conversion runs when the job is sent, so its notes come in the job's events.
  printJob: job('job-1'),
  newlyQueued: true,
};

const noop = () => undefined;
let stopListening: (() => void) | undefined;
afterEach(() => stopListening?.());

describe('a label job whose conversion noted something', () => {
  it.each(['pt-BR', 'en'] as const)(
    'shows the notes on the label-ready panel in %s once the job’s event brings them',
    async (language) => {
      const station = installStation({});
      stopListening = listenToStation();
      renderDesk(<BuyPanel onBuy={noop} onNext={noop} onRequote={noop} onOneKey={noop} />, {
        language,
        state: { buy: { status: 'done', outcome: outcomeOf(bought) } },
      });
      expect(screen.getByTestId('tracking-code').textContent).toBe('AA123456785BR');
      expect(screen.queryByTestId('buy-print-note')).toBeNull();

      act(() =>
        station.emit(
          'print-job',
          job('job-1', { status: 'done', attempts: 1, notes: [overhang], updatedAt: '2026-11-26T14:06:02.000Z' }),
        ),
      );
      const note = await screen.findByTestId('buy-print-note');
      expect(note.textContent).toBe(NOTE[language]);
      expect(note.getAttribute('title')).toBe(NOTE[language]);
      expect([...note.classList]).toEqual(expect.arrayContaining(['faint', 'small', 'one-line']));
      expect(screen.getByTestId('print-status').contains(note)).toBe(true);
    },
  );

  it('shows a bought label’s notes when the answer already carries them', () => {
    installStation({});
    const converted = { ...bought, printJob: job('job-1', { status: 'printing', notes: [overhang] }) };
    renderDesk(<BuyPanel onBuy={noop} onNext={noop} onRequote={noop} onOneKey={noop} />, {
      state: { buy: { status: 'done', outcome: outcomeOf(converted) } },
    });
    expect(screen.getByTestId('buy-print-note').textContent).toBe(NOTE['pt-BR']);
  });

  it.each(['pt-BR', 'en'] as const)(
    'marks its row on the labels list in %s, the notes in the marker’s title and the row’s name',
    async (language) => {
      installStation({
        'desk.recentShipments': () => [boughtShipment(2, null), boughtShipment(1, null)],
        'printers.jobs': () => [
          job('job-2', { shipmentId: 'ship-2', labelId: 'label-2', status: 'done' }),
          job('job-1', { status: 'done', notes: [overhang] }),
        ],
        'labels.unsettled': () => [],
      });
      renderDesk(<LabelsScreen />, { language });
      await act(() => useStore.getState().loadLabels());
      await waitFor(() => expect(screen.getAllByTestId('print-note-mark')).toHaveLength(1));
      const mark = screen.getByTestId('print-note-mark');
      expect(mark.getAttribute('title')).toBe(NOTE[language]);
      expect(mark.classList.contains('badge')).toBe(true);
      const row = mark.closest('button')!;
      expect(row.textContent).toContain('PX000000001BR');
      // A screen reader hears the notes with the row, not just the marker's short word.
      const name = new RegExp(NOTE[language].slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      expect(screen.getByRole('button', { name })).toBe(row);
      const other = within(screen.getByTestId('labels-table')).getByText('PX000000002BR').closest('button')!;
      expect(other.querySelector('[data-testid="print-note-mark"]')).toBeNull();
    },
  );
});
