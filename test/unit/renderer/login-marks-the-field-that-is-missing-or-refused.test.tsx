// The login says what is wrong at the field: sent with both fields empty, each one is marked
// (aria-invalid, the words tied by aria-describedby) and the first gets the focus; a login the
// server refuses marks the senha, focused with its text selected, instead of a notice asking to
// fix "the fields indicated" with none indicated.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../../electron/shared/ipc';
import { App } from '../../../renderer/src/App';
import { renderDesk } from './support/render';
import { installStation } from './support/station';

const loggedOut: SessionState = {
  status: 'logged-out',
  email: null,
  userId: null,
  lojas: [],
  tenantId: null,
  tokenStorage: 'keychain',
  tokenStorageNotice: null,
  training: true,
  demoAccount: null,
};

/** The words tied to the input by aria-describedby. */
function describedText(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the login marks the field that is missing or refused', () => {
  it('sent empty, marks both fields, says what is missing at each and focuses the e-mail', async () => {
    const station = installStation({});
    const user = userEvent.setup();
    renderDesk(<App />, { state: { session: loggedOut } });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const email = screen.getByLabelText('E-mail');
    const senha = screen.getByLabelText('Senha');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(email)).toContain('Digite o e-mail da sua conta.');
    expect(senha.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(senha)).toContain('Digite a senha.');
    expect(document.activeElement).toBe(email);
    expect(station.callsTo('session.login')).toEqual([]);
    // Typing the e-mail takes its mark away; the senha, still empty, keeps its own.
    await user.type(email, 'demo@shipping-station.test');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(document.activeElement).toBe(senha);
    expect(describedText(senha)).toContain('Digite a senha.');
  });

  it('refused by the server, marks the senha, says the e-mail or senha is wrong and selects it', async () => {
    installStation({
      'session.login': () => ({
        ok: false,
        error: {
          kind: 'validation',
          said: { key: 'session.wrongPassword' },
          quoted: { source: 'server', lines: ['Invalid e-mail or password'] },
          field: 'password',
        },
      }),
    });
    const user = userEvent.setup();
    renderDesk(<App />, { state: { session: loggedOut } });
    await user.type(screen.getByLabelText('E-mail'), 'demo@shipping-station.test');
    await user.type(screen.getByLabelText('Senha'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByTestId('login-error')).textContent).toContain('E-mail ou senha incorretos');
    const senha = screen.getByLabelText<HTMLInputElement>('Senha');
    await waitFor(() => expect(senha.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(senha)).toContain('O servidor recusou este e-mail com esta senha');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(senha);
    expect([senha.selectionStart, senha.selectionEnd]).toEqual([0, 'wrong'.length]);
    // Typing the senha again replaces it and takes the mark away.
    await user.keyboard('demo');
    expect(senha.value).toBe('demo');
    expect(senha.getAttribute('aria-invalid')).toBeNull();
  });
});
