// Every error kind reads as a sentence with its fix in both languages, the server's own words
// are shown verbatim, and the kinds with a fix the desk can run offer its button.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ErrorKind, StationError } from '../../../electron/shared/ipc';
import { i18n } from '../../../renderer/src/i18n';
import { ErrorNotice, FIX_OF_KIND } from '../../../renderer/src/ui/ErrorNotice';
import { renderDesk } from './support/render';

const KINDS: ErrorKind[] = [
  'validation',
  'unauthorized',
  'forbidden',
  'not-found',
  'insufficient-balance',
  'quote-expired',
  'quote-mismatch',
  'not-eligible',
  'rejected',
  'station-refused',
  'link-expired',
  'loja-required',
  'server',
  'offline',
  'timeout',
  'contract',
  'printer-unavailable',
  'bought-elsewhere',
  'recovered',
  'held-elsewhere',
  'warehouse-unreachable',
  'internal',
];

/** The server refused the request with `status`, its own words quoted as they came. */
const serverRefused = (kind: ErrorKind, status: number, lines: string[]): StationError => ({
  kind,
  said: { key: 'api.refused', params: { status } },
  quoted: { source: 'server', lines },
});

describe('error notices', () => {
  it.each(['pt-BR', 'en'] as const)('has a title and a fix for every kind in %s', (language) => {
    for (const kind of KINDS) {
      const title = i18n.getFixedT(language)(`errors.kind.${kind}.title`);
      const fix = i18n.getFixedT(language)(`errors.kind.${kind}.fix`);
      expect(title).not.toContain('errors.kind');
      expect(fix.length).toBeGreaterThan(10);
    }
  });

  it('shows the server messages verbatim, all of them', () => {
    renderDesk(
      <ErrorNotice
        error={serverRefused('quote-mismatch', 422, [
          'parcel.weightKg differs from the quote (quoted 1.2, sent 1.3); request a new quote',
          'parcel.lengthCm differs from the quote (quoted 20, sent 21); request a new quote',
        ])}
      />,
    );
    const lines = screen.getByTestId('server-message').querySelectorAll('li');
    expect(Array.from(lines).map((l) => l.textContent)).toEqual([
      'parcel.weightKg differs from the quote (quoted 1.2, sent 1.3); request a new quote',
      'parcel.lengthCm differs from the quote (quoted 20, sent 21); request a new quote',
    ]);
    expect(screen.getByRole('alert').textContent).toContain('O envio não confere com a cotação');
    // The station's own sentence is translated from its key, apart from the server's words.
    expect(screen.getByTestId('station-said').textContent).toBe('O servidor recusou o pedido (422).');
    expect(screen.getByTestId('server-message').textContent).toContain('Mensagem do servidor');
  });

  it('never shows what the station wrote under the server heading', () => {
    renderDesk(
      <ErrorNotice
        error={{
          kind: 'validation',
          said: { key: 'desk.planInvalid' },
          quoted: { source: 'checks', lines: ['destAddress.zip: deve ser um CEP de 8 dígitos'] },
        }}
      />,
    );
    expect(screen.queryByTestId('server-message')).toBeNull();
    expect(screen.getByTestId('checks-message').textContent).toContain('O que corrigir');
    expect(screen.getByRole('alert').textContent).not.toContain('Mensagem do servidor');
  });

  it('offers the fix of the kind (re-quote, switch loja, printers, log in, retry) when the place can run it', () => {
    const ran: string[] = [];
    const actions = {
      requote: () => ran.push('requote'),
      switchLoja: () => ran.push('switchLoja'),
      printers: () => ran.push('printers'),
      login: () => ran.push('login'),
      retry: () => ran.push('retry'),
    };
    const cases: Array<[ErrorKind, string, string]> = [
      ['quote-expired', 'Cotar de novo', 'requote'],
      ['insufficient-balance', 'Trocar de loja', 'switchLoja'],
      ['printer-unavailable', 'Ver impressoras', 'printers'],
      ['unauthorized', 'Entrar de novo', 'login'],
      ['offline', 'Tentar de novo', 'retry'],
    ];
    for (const [kind, label, fix] of cases) {
      const { unmount } = renderDesk(
        <ErrorNotice error={{ kind, said: { key: 'common.internal' } }} actions={actions} />,
      );
      fireEvent.click(screen.getByRole('button', { name: label }));
      expect(ran.at(-1)).toBe(fix);
      unmount();
    }
    expect(FIX_OF_KIND.validation).toBeUndefined(); // fixed by editing the field, not by a button
  });

  it('says it in English when the desk is in English', () => {
    renderDesk(
      <ErrorNotice
        error={serverRefused('insufficient-balance', 402, [
          'Insufficient wallet balance: R$ 5,00 available, R$ 34,00 needed',
        ])}
      />,
      { language: 'en' },
    );
    expect(screen.getByRole('alert').textContent).toContain("Not enough balance in the store's wallet");
    expect(screen.getByTestId('station-said').textContent).toBe('The server refused the request (402).');
    expect(screen.getByRole('alert').textContent).toContain(
      'Insufficient wallet balance: R$ 5,00 available, R$ 34,00 needed',
    );
  });
});
