// The labels list's DACE panel for a label bought with an NF-e (or no invoice), found in a
// walkthrough of the built app: the server's reason ("O envio viaja com NF-e; a DACE existe só para
// declaração de conteúdo") sat next to the station's own line ("…: não há DACE.") for the same label,
// two sentences saying one thing. It is said once, in the station's words (pt-BR and en, whatever
// language the server answered in); a DC-e's DACE not ready yet keeps the server's reason.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DaceResponse } from '../../../electron/shared/contract';
import { DacePanel } from '../../../renderer/src/features/dace';
import { renderDesk } from './support/render';

const SHIPMENT = '00000000-0000-4000-8000-0000000000e1';
const NFE_REASON = 'O envio viaja com NF-e; a DACE existe só para declaração de conteúdo (nota do tipo DCE)';
const PENDING_REASON = 'The label is still being emitted; the DC-e is authorized when it is ready';

const WORDS = {
  'pt-BR': { noDace: 'Este envio não foi feito com declaração de conteúdo (DC-e): não há DACE.', reason: 'Motivo' },
  en: { noDace: 'This shipment was not made with a content declaration (DC-e): there is no DACE.', reason: 'Reason' },
} as const;

const unavailable = (status: string, reason: string): DaceResponse => ({
  shipmentId: SHIPMENT,
  available: false,
  generated: false,
  fiscalDocumentStatus: status,
  document: { reason },
});

function panel(language: 'pt-BR' | 'en', invoiceType: 'NFE' | 'DCE' | null, response: DaceResponse) {
  renderDesk(<DacePanel record={{ shipmentId: SHIPMENT, invoiceType }} />, {
    language,
    state: {
      dace: { shipmentId: SHIPMENT, loading: false, response, error: null, generating: null, printed: null },
    },
  });
  return screen.getByTestId('dace-panel');
}

describe('a label with no DC-e', () => {
  it.each([
    ['pt-BR', 'NFE'],
    ['en', 'NFE'],
    ['pt-BR', null],
    ['en', null],
  ] as const)('says once that it has no DACE (%s, invoice %s)', (language, invoiceType) => {
    const words = WORDS[language];
    const text = panel(language, invoiceType, unavailable('INDISPONIVEL', NFE_REASON)).textContent ?? '';
    expect(text).not.toContain('a DACE existe só para declaração de conteúdo');
    expect(screen.queryByText(words.reason)).toBeNull();
    expect(text.split(words.noDace)).toHaveLength(2);
    expect(screen.getByTestId('dace-not-dce').textContent).toBe(words.noDace);
  });

  it.each(['pt-BR', 'en'] as const)("keeps the server's reason for a DC-e's DACE not ready yet (%s)", (language) => {
    const text = panel(language, 'DCE', unavailable('PENDENTE', PENDING_REASON)).textContent ?? '';
    expect(screen.getByText(WORDS[language].reason)).toBeTruthy();
    expect(text).toContain(PENDING_REASON);
    expect(screen.queryByTestId('dace-not-dce')).toBeNull();
    expect(text).not.toContain(WORDS[language].noDace);
  });
});
