// The batch screen's list after the same file was imported twice (found in a walkthrough of the
// built app): both read "pedidos.csv", and so did the opened one's heading, with nothing to tell
// which is which (the date line under each says the minute only, the same for two imports a few
// seconds apart). A name another batch of the loja shares carries its import time, to the second,
// in the list and in the heading, pt-BR and en; a name no other batch has stays as it is.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BatchSummaryView } from '../../../electron/shared/desk';
import { BatchScreen } from '../../../renderer/src/features/batch/BatchScreen';
import { renderDesk } from './support/render';
import { installStation } from './support/station';
import { batchRow, batchView } from '../../support/desk-views';

const id = (n: number) => `00000000-0000-4000-8000-00000000b00${n}`;
const counts = { pending: 1, 'awaiting-weight': 0, quoting: 0, created: 0, emitting: 0, printed: 0, failed: 0 };
// Desk times (no zone: read in the desk's own), newest first as main lists them.
const FIRST = batchView(id(1), [batchRow(1)], {
  fileName: 'pedidos.csv',
  state: 'ready',
  counts,
  createdAt: '2026-12-07T15:35:05',
});
const SECOND = { ...FIRST, batchId: id(2), createdAt: '2026-12-07T15:35:41' };
const OTHER = { ...FIRST, batchId: id(3), fileName: 'outros.csv', createdAt: '2026-12-07T15:30:00' };
const summary = ({ rows: _rows, ...rest }: typeof FIRST): BatchSummaryView => rest;

const WORDS = {
  'pt-BR': ['pedidos.csv (importado às 15:35:41)', 'pedidos.csv (importado às 15:35:05)', 'outros.csv'],
  en: ['pedidos.csv (imported at 15:35:41)', 'pedidos.csv (imported at 15:35:05)', 'outros.csv'],
} as const;

describe('two batches of one file name', () => {
  it.each(['pt-BR', 'en'] as const)(
    'are told apart by their import time, in the list and the heading (%s)',
    (language) => {
      const batches = [SECOND, FIRST, OTHER].map(summary);
      installStation({ 'desk.batches': () => batches });
      renderDesk(<BatchScreen />, { language, state: { batches, batch: SECOND } });
      const names = [...screen.getByTestId('batch-list').querySelectorAll('li strong')].map((s) => s.textContent);
      expect(names).toEqual(WORDS[language]);
      expect(screen.getByRole('heading', { level: 2, name: WORDS[language][0] })).toBeTruthy();
    },
  );
});
