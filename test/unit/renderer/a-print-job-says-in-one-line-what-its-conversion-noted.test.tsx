// Issue 16.2 on the print history: a print job whose conversion noted something (a 4 × 6 in
// label on 100 × 150 mm media losing 0.8 mm a side) shows it under its status, small and on one
// line, in the operator's language; a job with nothing noted shows no line.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrintJobView } from '../../../electron/shared/printing';
import { PrintHistory } from '../../../renderer/src/features/label/PrintHistory';
import type { ShipmentRecord } from '../../../renderer/src/features/label/labelSlice';
import { renderDesk } from './support/render';
import { installStation } from './support/station';
import { printJobView } from './support/fixtures';

const job = (jobId: string, extra: Partial<PrintJobView> = {}): PrintJobView =>
  printJobView({
    jobId,
    status: 'done',
    shipmentId: 'ship-1',
    attempts: 1,
    updatedAt: '2026-11-26T14:06:01.000Z',
    ...extra,
  });

const record = {
  shipmentId: 'ship-1',
  labelId: 'label-1',
  trackingCode: 'AA123456785BR',
  priceCents: 3400,
  chargeAlreadyCaptured: true,
  possibleDoubleCharge: false,
  printJobId: 'job-1',
  printer: '127.0.0.1:9100',
  printStatus: 'done',
  service: 'Correios SEDEX',
  recipientName: 'Maria',
  destination: 'Campinas - SP',
  invoiceType: null,
  international: false,
  createdAt: '2026-11-26T14:06:00.000Z',
} as ShipmentRecord;

const overhang = {
  key: 'printing.noteOverhang',
  params: { width: 101.6, height: 152.4, sideMm: 0.8, endMm: 1.2 },
} as const;

describe('the print history of a label whose conversion noted something', () => {
  it.each([
    [
      'pt-BR',
      'Página de 101,6 × 152,4 mm impressa em tamanho real: 0,8 mm de cada lado e 1,2 mm em cima e embaixo ficam fora da etiqueta.',
    ],
    [
      'en',
      'The 101.6 × 152.4 mm page prints at true size: 0.8 mm of each side and 1.2 mm of top and bottom fall off the label.',
    ],
  ] as const)(
    'shows the note in %s under the job status, on one line, and none for a job without',
    (language, text) => {
      installStation({});
      renderDesk(<PrintHistory record={record} />, {
        language,
        state: { printJobs: [job('job-1', { notes: [overhang] }), job('job-2', { reprintOf: 'job-1' })] },
      });
      const notes = screen.getAllByTestId('print-note');
      expect(notes).toHaveLength(1);
      expect(notes[0]!.textContent).toBe(text);
      expect(notes[0]!.getAttribute('title')).toBe(text);
      expect([...notes[0]!.classList]).toEqual(expect.arrayContaining(['one-line', 'small']));
      const row = notes[0]!.closest('tr')!;
      // The same cell as the job's status.
      expect(within(row).queryByText(language === 'pt-BR' ? 'Impressa' : 'Printed')).not.toBeNull();
    },
  );
});
