// Issue 29.7 on the screen: a failure from the system reads as the station's plain sentence, and
// the system's own words (an error code, the call, the keychain's message) wait folded under
// "Detalhes" ("Details" in English); the login's keychain notice does the same; and the hidden
// words a screen reader is told switch language with the screen (said again in the new language,
// or dropped, never left in the old one).
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionState, StationError } from '../../../electron/shared/ipc';
import { App } from '../../../renderer/src/App';
import { ErrorNotice } from '../../../renderer/src/ui/ErrorNotice';
import { LiveRegion } from '../../../renderer/src/app/LiveRegion';
import { setLanguage } from '../../../renderer/src/i18n';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

const refused: StationError = {
  kind: 'offline',
  said: { key: 'api.offlineRefused' },
  quoted: { source: 'system', lines: ['ECONNREFUSED', 'POST /api/v1/shipments'] },
};

/** The words shown outside any folded details. */
function visibleText(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('details').forEach((d) => d.remove());
  return copy.textContent ?? '';
}

describe('a failure from the system', () => {
  it('says what it means in pt-BR, its code folded under "Detalhes"', () => {
    renderDesk(<ErrorNotice error={refused} />);
    const notice = screen.getByTestId('error-notice');
    expect(visibleText(notice)).toContain('Sem conexão com o servidor');
    expect(visibleText(notice)).toContain('ele recusou a conexão');
    expect(visibleText(notice)).not.toMatch(/ECONNREFUSED|\/api\/v1/);
    const details = notice.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Detalhes');
    expect([...details.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'ECONNREFUSED',
      'POST /api/v1/shipments',
    ]);
  });

  it('and in English, under "Details"', () => {
    renderDesk(<ErrorNotice error={refused} />, { language: 'en' });
    const notice = screen.getByTestId('error-notice');
    expect(visibleText(notice)).toContain('it refused the connection');
    expect(visibleText(notice)).not.toContain('ECONNREFUSED');
    expect(notice.querySelector('summary')!.textContent).toBe('Details');
  });

  it('keeps the server’s own words in sight, under their heading', () => {
    renderDesk(
      <ErrorNotice
        error={{
          kind: 'insufficient-balance',
          said: { key: 'common.verbatim', params: { text: '' } },
          quoted: { source: 'server', lines: ['Saldo insuficiente na carteira'] },
        }}
      />,
    );
    const notice = screen.getByTestId('error-notice');
    expect(notice.querySelector('details')).toBeNull();
    expect(visibleText(notice)).toContain('Mensagem do servidor');
    expect(visibleText(notice)).toContain('Saldo insuficiente na carteira');
  });
});

describe('the login’s keychain notice', () => {
  const session: SessionState = {
    status: 'logged-out',
    email: null,
    userId: null,
    lojas: [],
    tenantId: null,
    tokenStorage: 'memory',
    tokenStorageNotice: { key: 'session.memoryOnlyBecause', params: { reason: { key: 'session.keychain.noBus' } } },
    tokenStorageDetail: 'D-Bus: no session bus (DBUS_SESSION_BUS_ADDRESS unset), so no Secret Service',
    training: false,
    demoAccount: null,
  };

  it('says in plain words that the session lives in memory, D-Bus only under "Detalhes"', () => {
    installStation({});
    renderDesk(<App />, { state: { session } });
    const notice = screen.getByTestId('keychain-notice');
    expect(visibleText(notice)).toContain('o chaveiro de senhas do computador não está ligado nesta sessão');
    expect(visibleText(notice)).toContain('próxima vez que a estação abrir');
    expect(visibleText(notice)).not.toMatch(/D-Bus|Secret Service/);
    const details = screen.getByTestId('keychain-detail') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.textContent).toContain('Secret Service');
  });
});

describe('what a screen reader is told', () => {
  it('is said again in English when the desk switches, or dropped, never left in Portuguese', () => {
    renderDesk(<LiveRegion />);
    const polite = screen.getByTestId('live-polite');
    const assertive = screen.getByTestId('live-assertive');
    act(() => useStore.getState().announce((t) => t('presets.applied', { key: 1, name: 'Caixa P' })));
    const inPortuguese = polite.textContent;
    expect(inPortuguese).toMatch(/Caixa P/);
    act(() => setLanguage('en'));
    expect(polite.textContent).toMatch(/Caixa P/);
    expect(polite.textContent).not.toBe(inPortuguese);

    // Words with no way to say them again are dropped at the switch rather than left behind.
    act(() => setLanguage('pt-BR'));
    act(() => useStore.getState().announce('Etiqueta pronta', 'assertive'));
    expect(assertive.textContent).toBe('Etiqueta pronta');
    act(() => setLanguage('en'));
    expect(assertive.textContent).toBe('');
    act(() => setLanguage('pt-BR'));
  });

  it('says the warehouse journal’s news again in pt-BR when the desk switches back from English', () => {
    renderDesk(<LiveRegion />, { language: 'en' });
    act(() => useStore.getState().announce((t) => t('warehouse.announceLost'), 'assertive'));
    const english = screen.getByTestId('live-assertive').textContent;
    act(() => setLanguage('pt-BR'));
    expect(screen.getByTestId('live-assertive').textContent).not.toBe(english);
    expect(screen.getByTestId('live-assertive').textContent).not.toBe('');
  });
});
