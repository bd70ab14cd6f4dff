// The day summary's "Imprimir lista de coleta (A4)" on a computer with no A4 printer chosen (no
// PDF DACE route, no printer named) failed as "Impressora indisponível … Confira se a impressora
// está ligada, com papel e conectada" (operator walkthrough, 57-day-print.png): there is no
// printer to check. It fails as no-printer ("Nenhuma impressora escolhida"), whose advice is to
// choose one and which says nothing was printed. Real station (main's handlers), real sandbox
// over HTTP, real SQLite, real CUPS for the label route; the page is not part of it.
import { afterEach, describe, expect, it } from 'vitest';
import { ptBR, en, translate } from '../../../electron/shared/messages';
import type { StationError } from '../../../electron/shared/station-error';
import { startDeskFixture, type DeskFixture } from './support/desk-fixture';

let f: DeskFixture;
afterEach(async () => f?.close());

describe('the pickup list with no A4 printer chosen', () => {
  it('fails as no printer chosen, not as a printer to check for paper', async () => {
    f = await startDeskFixture();
    const answer = await f.invoke('desk:day-summary-pdf', { print: true });
    expect(answer.ok).toBe(false);
    const error = answer.error as unknown as StationError;
    expect(error.kind).toBe('no-printer');
    expect(translate(error.said, 'pt-BR')).toContain('Nenhuma impressora foi escolhida');
    expect(ptBR.errors.kind['no-printer'].fix).not.toMatch(/papel/);
    expect(en.errors.kind['no-printer'].fix).not.toMatch(/paper/);
    // Without print, the PDF is still made: only printing needs a printer.
    expect(await f.call('desk:day-summary-pdf', {})).toMatchObject({ printJob: null });
  });
});
