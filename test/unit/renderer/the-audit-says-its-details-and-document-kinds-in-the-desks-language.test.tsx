// The audit log in the desk's language (a walkthrough of the built app in English found "A
// impressora em 127.0.0.1:19101 recusou a conexão…" and "dace-thermal" in its rows): an entry's
// detail is what the station said, put in words as it is shown, so a desk switched to English
// reads English; a document kind reads as its name ("DACE (thermal)"), never main's id; and a
// sentence an older version stored is shown as it was. A reprint's detail says it is a copy and
// names no print job by its internal id (an earlier version showed the whole UUID). Main's answers are scripted at
// window.station (the fake station support): no Electron here.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../../electron/shared/desk';
import { said, verbatim } from '../../../electron/shared/messages';
import { AuditScreen } from '../../../renderer/src/features/audit/AuditScreen';
import { renderDesk } from './support/render';
import { installStation } from './support/station';

const entry = (seq: number, extra: Partial<AuditEntryView>): AuditEntryView => ({
  seq,
  at: '2026-12-07T12:00:00.000Z',
  kind: 'print',
  outcome: 'failed',
  operator: 'ana@loja.test',
  workstation: 'Bancada 1',
  tenantId: 'loja',
  shipmentId: 's-1',
  externalRef: `PED-${seq}`,
  trackingCode: null,
  labelId: null,
  priceCents: null,
  transactionId: null,
  jobId: `j-${seq}`,
  printer: '127.0.0.1:19101',
  documentKind: 'label',
  detail: null,
  weight: null,
  ...extra,
});

// A reprint's entry as an earlier version stored it: with the print job's whole internal id.
const JOB = '5f0c2a7e-8d41-4b9a-9c3e-1a2b3c4d5e6f';

const ENTRIES = [
  entry(1, { detail: said('printing.tcpRefused', { where: '127.0.0.1:19101', port: 19101 }) }),
  entry(2, { documentKind: 'dace-thermal', outcome: 'printed', detail: said('desk.reprintOf', { job: JOB }) }),
  entry(3, { outcome: 'printed', detail: verbatim('impressa numa versão antiga') }),
];

const WORDS = {
  en: {
    refused: 'The printer at 127.0.0.1:19101 refused the connection. Check also that the port (19101) is right.',
    reprint: 'a copy of a job already sent to a printer',
    thermal: '127.0.0.1:19101 · DACE (thermal)',
  },
  'pt-BR': {
    refused: 'A impressora em 127.0.0.1:19101 recusou a conexão. Confira também se a porta (19101) está certa.',
    reprint: 'cópia de um trabalho já enviado à impressora',
    thermal: '127.0.0.1:19101 · DACE (térmica)',
  },
} as const;

describe("the audit log's rows", () => {
  for (const language of ['en', 'pt-BR'] as const) {
    it(`say each detail and document kind in words, in ${language}`, async () => {
      installStation({
        'desk.auditList': () => ({ entries: ENTRIES, total: ENTRIES.length, page: 1, pageSize: 50 }),
      });
      renderDesk(<AuditScreen />, { language });
      const rows = await screen.findAllByTestId('audit-row');
      const cells = rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));
      const words = WORDS[language];
      expect(cells.map((row) => row.at(-1))).toEqual([words.refused, words.reprint, 'impressa numa versão antiga']);
      expect(cells[1]).toContain(words.thermal);
      expect(screen.getByTestId('audit-table').textContent).not.toMatch(/dace-thermal|printing\.|desk\./);
      // A reprint's detail names no print job id, whole or cut: the operator has no use for one.
      expect(screen.getByTestId('audit-table').textContent).not.toContain(JOB.slice(0, 8));
    });
  }

  it('name a document kind in words even with no detail', async () => {
    const dace = entry(4, { documentKind: 'dace-thermal', outcome: 'printed' });
    installStation({ 'desk.auditList': () => ({ entries: [dace], total: 1, page: 1, pageSize: 50 }) });
    renderDesk(<AuditScreen />, { language: 'en' });
    const [row] = await screen.findAllByTestId('audit-row');
    expect(row!.textContent).toContain('127.0.0.1:19101 · DACE (thermal)');
    expect(row!.textContent).not.toContain('dace-thermal');
  });
});
