// Issue 29, item 4, beyond the buy panel: F9's confirmation names a sender or recipient field
// longer than the label of the option Enter buys (Correios: a street of 50; moving the choice to
// Jadlog: the default's 35), and a batch names, row by row, the fields its labels would cut, in
// the buy panel's words in pt-BR and English. The batch's lines are main's (labelFitLines over the
// row's plan, the same function the two screens use); a row within the limits says nothing.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecipientEntry } from '../../../electron/shared/addressbook';
import { labelFitLines, type LabelAddress } from '../../../electron/shared/label-fields';
import { BatchScreen } from '../../../renderer/src/features/batch/BatchScreen';
import { ConfirmShipDialog } from '../../../renderer/src/features/oneKey/ConfirmShipDialog';
import type { ConfirmOffer } from '../../../renderer/src/features/oneKey/oneKeySlice';
import { JADLOG, PAC, RECIPIENT, SENDER } from './support/fixtures';
import { renderDesk } from './support/render';
import { installStation } from './support/station';
import { batchRow, batchView } from '../../support/desk-views';

/** 60 characters: past Correios' 50 and the default's 35. */
const LONG_STREET = 'Avenida Presidente Juscelino Kubitschek de Oliveira Sobrinho';

const longRecipient = {
  ...RECIPIENT,
  record: { ...RECIPIENT.record!, address: { ...RECIPIENT.record!.address, street: LONG_STREET } },
} as RecipientEntry;

function offer(): ConfirmOffer {
  return {
    kind: 'confirm',
    confirmationId: '00000000-0000-4000-8000-00000000c029',
    reason: 'asked',
    rule: { kind: 'cheapest' },
    option: PAC,
    why: { key: 'common.verbatim', params: { text: 'PAC' } },
    alternatives: [JADLOG],
    validForMs: 900_000,
    externalRef: 'PED-29',
  };
}

const READY = {
  fileName: 'pedidos.csv',
  state: 'ready',
  counts: { pending: 2, 'awaiting-weight': 0, quoting: 0, created: 0, emitting: 0, printed: 0, failed: 0 },
} as const;

const lines = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('li[data-field]')].map((li) => li.textContent);

describe("F9's confirmation", () => {
  it("names the street the chosen option's label cuts, and follows the choice to another carrier", () => {
    installStation({});
    renderDesk(<ConfirmShipDialog offer={offer()} onConfirm={() => undefined} />, {
      state: { sender: SENDER, recipient: longRecipient },
    });
    const notice = screen.getByTestId('one-key-label-fit');
    expect(notice.textContent).toContain('A etiqueta vai sair com texto cortado');
    expect(lines('one-key-label-fit')).toEqual([
      'Destinatário · Logradouro: 60 de no máximo 50 caracteres (Correios): ' +
        'sai “Avenida Presidente Juscelino Kubitschek de Oliveir”; fica de fora “a Sobrinho”',
    ]);

    // Enter would now buy Jadlog's label: no published lengths, so the default's 35.
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    expect(lines('one-key-label-fit')).toEqual([
      'Destinatário · Logradouro: 60 de no máximo 35 caracteres (limite seguro para qualquer transportadora): ' +
        'sai “Avenida Presidente Juscelino Kubits”; fica de fora “chek de Oliveira Sobrinho”',
    ]);
  });

  it('says it in English too, and nothing when every field fits', () => {
    installStation({});
    const { unmount } = renderDesk(<ConfirmShipDialog offer={offer()} onConfirm={() => undefined} />, {
      state: { sender: SENDER, recipient: longRecipient },
      language: 'en',
    });
    expect(screen.getByTestId('one-key-label-fit').textContent).toContain('The label will come out with text cut off');
    expect(lines('one-key-label-fit')).toEqual([
      'Recipient · Street: 60 of at most 50 characters (Correios): ' +
        'prints “Avenida Presidente Juscelino Kubitschek de Oliveir”; left off “a Sobrinho”',
    ]);
    unmount();

    renderDesk(<ConfirmShipDialog offer={offer()} onConfirm={() => undefined} />, {
      state: { sender: SENDER, recipient: RECIPIENT },
    });
    expect(screen.queryByTestId('one-key-confirm')).not.toBeNull();
    expect(screen.queryByTestId('one-key-label-fit')).toBeNull();
  });
});

describe("a batch's rows", () => {
  const RIO: LabelAddress = {
    personName: 'Maria Souza',
    street: 'Avenida Rio Branco',
    number: '100',
    district: 'Centro',
    city: 'Rio de Janeiro',
  };
  const cut = labelFitLines({ destination: { ...RIO, street: LONG_STREET } }, []);
  const fits = labelFitLines({ destination: RIO }, []);

  it('names each row whose label cuts a field, with its line and order, in the buy panel words', () => {
    expect(fits).toEqual([]);
    installStation({ 'desk.batches': () => [] });
    const view = batchView(
      '00000000-0000-4000-8000-00000000b029',
      [batchRow(1, { labelFit: fits }), batchRow(2, { labelFit: cut })],
      READY,
    );
    renderDesk(<BatchScreen />, { state: { batch: view, batches: [] } });

    const rows = screen.getAllByTestId('batch-label-fit-row');
    expect(rows.map((r) => r.getAttribute('data-line'))).toEqual(['3']);
    expect(rows[0]!.querySelector('strong')?.textContent).toBe('Linha 3 · PED-2');
    expect(screen.getByTestId('batch-label-fit').textContent).toContain('A etiqueta vai sair com texto cortado');
    expect(lines('batch-label-fit')).toEqual([
      'Destinatário · Logradouro: 60 de no máximo 35 caracteres (limite seguro para qualquer transportadora): ' +
        'sai “Avenida Presidente Juscelino Kubits”; fica de fora “chek de Oliveira Sobrinho”',
    ]);
    // The row itself is flagged in the table; the one that fits is not.
    const table = screen.getAllByTestId('batch-row');
    expect(table[0]!.querySelector('[data-testid="batch-row-label-fit"]')).toBeNull();
    expect(table[1]!.querySelector('[data-testid="batch-row-label-fit"]')?.textContent).toContain(
      'Etiqueta corta texto',
    );
  });

  it('says it in English', () => {
    installStation({ 'desk.batches': () => [] });
    const view = batchView('00000000-0000-4000-8000-00000000b029', [batchRow(1, { labelFit: cut })], READY);
    renderDesk(<BatchScreen />, { state: { batch: view, batches: [] }, language: 'en' });
    expect(screen.getByTestId('batch-label-fit-row').querySelector('strong')?.textContent).toBe('Line 2 · PED-1');
    expect(lines('batch-label-fit')).toEqual([
      'Recipient · Street: 60 of at most 35 characters (a length safe for any carrier): ' +
        'prints “Avenida Presidente Juscelino Kubits”; left off “chek de Oliveira Sobrinho”',
    ]);
  });
});
