// A CSV batch before anything is spent: each refused row is shown with its CSV line, its order,
// the column at fault and main's reason (one line per problem); the start button counts only
// the good rows; progress counts only rows that can be worked on; events move rows live.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BatchView } from '../../../electron/shared/desk';
import { BatchErrors, splitMessage } from '../../../renderer/src/features/batch/BatchErrors';
import { BatchScreen } from '../../../renderer/src/features/batch/BatchScreen';
import { listenToStation } from '../../../renderer/src/app/stationEvents';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';
import { batchRow, batchView } from '../../support/desk-views';

const BATCH_ID = '00000000-0000-4000-8000-00000000b001';

function imported(): BatchView {
  const rows = [
    batchRow(1),
    batchRow(2, {
      invalid: true,
      state: 'failed',
      messages: ['zip: deve ter 8 dígitos, sem hífen', 'cpfCnpj: CPF inválido'],
    }),
    batchRow(3),
    batchRow(4, {
      invalid: true,
      state: 'failed',
      messages: ['Destinatário sem endereço: use recipientKey ou as colunas'],
    }),
  ];
  return batchView(BATCH_ID, rows, {
    fileName: 'pedidos.csv',
    state: 'ready',
    counts: { pending: 2, 'awaiting-weight': 0, quoting: 0, created: 0, emitting: 0, printed: 0, failed: 2 },
  });
}

describe('batch import errors', () => {
  it('splits main’s line into the column and the problem', () => {
    expect(splitMessage('zip: deve ter 8 dígitos, sem hífen')).toEqual({
      field: 'zip',
      text: 'deve ter 8 dígitos, sem hífen',
    });
    expect(splitMessage('products[1].quantity: must be at least 1')).toEqual({
      field: 'products[1].quantity',
      text: 'must be at least 1',
    });
    expect(splitMessage('Row has no recipient: use recipientKey')).toEqual({
      field: null,
      text: 'Row has no recipient: use recipientKey',
    });
  });

  it('lists one line per problem with the CSV line and the order once per row', () => {
    renderDesk(
      <BatchErrors
        errors={[
          {
            index: 2,
            line: 3,
            externalRef: 'PED-2',
            messages: ['zip: deve ter 8 dígitos, sem hífen', 'cpfCnpj: CPF inválido'],
          },
        ]}
      />,
    );
    const table = screen.getByTestId('batch-errors');
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent));
    expect(cells).toEqual([
      ['3', 'PED-2', 'zip', 'deve ter 8 dígitos, sem hífen'],
      ['cpfCnpj', 'CPF inválido'],
    ]);
    expect(table.querySelector('td')?.getAttribute('rowspan')).toBe('2');
    expect(screen.queryByText('1 linha com erro')).not.toBeNull();
  });

  it('shows what an imported file got wrong before anything is spent, and starts only the good rows', async () => {
    const station = installStation({
      'desk.batches': () => [],
      'desk.importBatch': () => ({ batch: imported(), errors: [] }),
      'desk.startBatch': () => ({ ...imported(), state: 'running' }),
    });
    renderDesk(<BatchScreen />, { state: { ruleView: { rule: { kind: 'cheapest' }, isDefault: true } } });
    const csv = 'externalRef;zip\nPED-1;20040002\n';
    const file = new File([csv], 'pedidos.csv', { type: 'text/csv' });
    await userEvent.setup().upload(screen.getByTestId('batch-file'), file);

    await screen.findByTestId('batch-errors');
    expect(station.callsTo('desk.importBatch')).toEqual([{ csv, fileName: 'pedidos.csv' }]);
    expect(screen.getAllByTestId('batch-error').map((tr) => tr.getAttribute('data-line'))).toEqual(['3', '3', '5']);
    expect(screen.getAllByTestId('batch-error').map((tr) => tr.textContent)).toEqual([
      '3PED-2zipdeve ter 8 dígitos, sem hífen',
      'cpfCnpjCPF inválido',
      '5PED-4—Destinatário sem endereço: use recipientKey ou as colunas',
    ]);
    expect(screen.queryByText('2 linhas com erro')).not.toBeNull();
    expect(screen.getByTestId('batch-counts').textContent).toBe('2 linhas válidas · 2 com erro');
    expect(screen.getByTestId('batch-progress').textContent).toBe('0 de 2');
    expect(screen.getAllByTestId('batch-row').map((tr) => tr.getAttribute('data-state'))).toEqual([
      'pending',
      'invalid',
      'pending',
      'invalid',
    ]);

    const start = screen.getByTestId('batch-start');
    expect(start.textContent).toBe('Iniciar: comprar e imprimir 2 etiquetas');
    fireEvent.click(start);
    await waitFor(() => expect(station.callsTo('desk.startBatch')).toEqual([{ batchId: BATCH_ID }]));
    await waitFor(() => expect(screen.getByTestId('batch-detail').getAttribute('data-state')).toBe('running'));
  });

  it('shows a control character of an order or a recipient as its code point in both tables, as the reasons quote it', () => {
    const rows = [
      batchRow(1, { externalRef: 'PED\u00071', recipientName: 'Ana\u202Eoãp', recipientCity: 'Rio\u0000' }),
      batchRow(2, {
        externalRef: '1\u00072',
        invalid: true,
        state: 'failed',
        messages: ['weightKg: deve ser um número (ex.: 1,5), veio "1<U+0007>2"'],
      }),
    ];
    installStation({ 'desk.batches': () => [] });
    const counts = { pending: 1, 'awaiting-weight': 0, quoting: 0, created: 0, emitting: 0, printed: 0, failed: 1 };
    renderDesk(<BatchScreen />, {
      state: { batch: batchView(BATCH_ID, rows, { fileName: 'controle.csv', state: 'ready', counts }), batches: [] },
    });
    const [first, second] = screen.getAllByTestId('batch-row').map((tr) => tr.querySelectorAll('td'));
    expect(first?.[1]?.textContent).toBe('PED<U+0007>1');
    expect(first?.[2]?.textContent).toBe('Ana<U+202E>oãp · Rio<U+0000>');
    expect(second?.[1]?.textContent).toBe('1<U+0007>2');
    expect(screen.getByTestId('batch-error').textContent).toBe(
      '31<U+0007>2weightKgdeve ser um número (ex.: 1,5), veio "1<U+0007>2"',
    );
  });

  it('moves rows and the progress bar as batch-progress events arrive', async () => {
    const station = installStation({ 'desk.batches': () => [] });
    const stop = listenToStation();
    const running = { ...imported(), state: 'running' as const };
    renderDesk(<BatchScreen />, { state: { batch: running, batches: [] } });
    const { rows: _rows, ...summary } = running;
    act(() =>
      station.emit('batch-progress', {
        batch: { ...summary, counts: { ...summary.counts, pending: 1, printed: 1 }, chargedCents: 3400 },
        row: batchRow(1, {
          state: 'printed',
          carrierName: 'Correios',
          serviceName: 'PAC',
          priceCents: 3400,
          trackingCode: 'PX123456785BR',
        }),
      }),
    );
    const first = screen.getAllByTestId('batch-row')[0]!;
    expect(first.getAttribute('data-state')).toBe('printed');
    expect(first.textContent).toContain('PX123456785BR');
    expect(first.textContent).toContain('R$ 34,00');
    expect(screen.getByTestId('batch-progress').textContent).toBe('1 de 2');
    expect(screen.queryByText('Cobrado: R$ 34,00')).not.toBeNull();
    expect(useStore.getState().batches.map((b) => b.counts.printed)).toEqual([1]);
    stop();
  });
});
