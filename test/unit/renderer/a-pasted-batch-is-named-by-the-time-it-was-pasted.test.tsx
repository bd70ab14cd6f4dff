// A walkthrough of the built app: every pasted batch was called "colado.csv", so several pasted
// batches could not be told apart in the list. A pasted batch is now named by when it was pasted,
// on the desk's clock and in its language: "Colado às 14:32" / "Pasted at 14:32". (Two pasted in
// the same minute still share a name, and the list then adds their import time to the second.)
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchScreen } from '../../../renderer/src/features/batch/BatchScreen';
import { renderDesk } from './support/render';
import { installStation } from './support/station';
import { batchRow, batchView } from '../../support/desk-views';

const BATCH_ID = '00000000-0000-4000-8000-00000000b001';
const counts = { pending: 1, 'awaiting-weight': 0, quoting: 0, created: 0, emitting: 0, printed: 0, failed: 0 };
const csv = 'externalRef;recipientKey;preset\nPED-1;ana;Caixa P\n';

describe('a pasted batch', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 7, 14, 32, 5)); // the desk's local time
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['pt-BR', 'Colado às 14:32', 'Conferir o texto colado'],
    ['en', 'Pasted at 14:32', 'Check the pasted text'],
  ] as const)('is named by the time it was pasted (%s)', async (language, name, button) => {
    const station = installStation({
      'desk.batches': () => [],
      'desk.importBatch': (input) => ({
        batch: batchView(BATCH_ID, [batchRow(1)], { fileName: input.fileName ?? null, state: 'ready', counts }),
        errors: [],
      }),
    });
    const user = userEvent.setup();
    renderDesk(<BatchScreen />, { language });
    // Pasted as the operator does: the text area clicked, then the clipboard's CSV pasted into it.
    await user.click(screen.getByRole('textbox'));
    await user.paste(csv);
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(station.callsTo('desk.importBatch')).toEqual([{ csv, fileName: name }]));
    expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
  });
});
