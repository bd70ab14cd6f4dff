// Proof of weight on screen (issue 18, item 4): the day summary and the audit log show, for each
// label, the weight it was bought with and where that weight came from: the desk scale with its
// device and the time of the reading, or typed, a preset's, a batch file's. A print entry has none.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntryView, WeightProofView } from '../../../electron/shared/desk';
import { AuditScreen } from '../../../renderer/src/features/audit/AuditScreen';
import { DaySummaryScreen } from '../../../renderer/src/features/day/DaySummaryScreen';
import { formatTime } from '../../../renderer/src/lib/format';
import { renderDesk } from './support/render';
import { installStation } from './support/station';
import { boughtShipment, scaleWeight } from '../../support/desk-views';

const READ_AT = '2026-11-26T13:04:05.000Z';
const SCALE: WeightProofView = scaleWeight(1834, { readAt: READ_AT, dimensions: '20x15x10 cm' });
const TYPED: WeightProofView = { ...SCALE, grams: 300, source: 'typed', device: null, deviceId: null, readAt: null };

function entry(seq: number, kind: AuditEntryView['kind'], weight: WeightProofView | null): AuditEntryView {
  return {
    seq,
    at: '2026-11-26T13:05:10.000Z',
    kind,
    outcome: kind === 'charge' ? 'charged' : 'printed',
    operator: 'ana@loja.test',
    workstation: 'Bancada 1',
    tenantId: 'loja',
    shipmentId: null,
    externalRef: `PED-${seq}`,
    trackingCode: null,
    labelId: null,
    priceCents: kind === 'charge' ? 2500 : null,
    transactionId: null,
    jobId: null,
    printer: null,
    documentKind: null,
    detail: null,
    weight,
  };
}

const cellsOf = (row: HTMLElement) => [
  within(row).getByTestId('weight').textContent,
  within(row).getByTestId('weight-source').textContent,
];

describe('proof of weight on screen', () => {
  it('the day summary shows each label’s weight and its source, the scale with device and time', async () => {
    installStation({
      'labels.unsettled': () => [],
      'desk.daySummary': () => ({
        day: '2026-11-26',
        tenantId: 'loja',
        shipments: [boughtShipment(1, SCALE), boughtShipment(2, TYPED), boughtShipment(3, null)],
        carriers: [{ carrierName: 'Correios', serviceName: 'PAC', count: 3, totalCents: 7500 }],
        count: 3,
        totalCents: 7500,
        createdNotBought: 0,
      }),
    });
    renderDesk(<DaySummaryScreen />);
    await screen.findAllByTestId('day-row');
    const table = screen.getByTestId('day-table');
    expect(within(table).queryByRole('columnheader', { name: 'Peso' })).not.toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Origem do peso' })).not.toBeNull();
    expect(screen.getAllByTestId('day-row').map(cellsOf)).toEqual([
      ['1,834 kg', `Da balança /dev/ttyUSB0 (Toledo ENQ) às ${formatTime(READ_AT, 'pt-BR')}`],
      ['300 g', 'digitado'],
      ['—', '—'],
    ]);
  });

  it('the audit log shows each charge’s weight and source in English, and none for a print', async () => {
    installStation({
      'desk.auditList': () => ({
        entries: [entry(1, 'charge', SCALE), entry(2, 'charge', { ...TYPED, source: 'csv' }), entry(3, 'print', null)],
        total: 3,
        page: 1,
        pageSize: 50,
      }),
    });
    renderDesk(<AuditScreen />, { language: 'en' });
    const rows = await screen.findAllByTestId('audit-row');
    expect(screen.queryByRole('columnheader', { name: 'Weight' })).not.toBeNull();
    expect(rows.map(cellsOf)).toEqual([
      ['1.834 kg', `From the scale /dev/ttyUSB0 (Toledo ENQ) at ${formatTime(READ_AT, 'en')}`],
      ['300 g', 'file'],
      ['—', '—'],
    ]);
  });
});
