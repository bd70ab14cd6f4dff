// The login: training mode says nothing is charged and offers the demo account (which logs in),
// a memory-only session says so, a session that ended says why, a refused login shows the
// server's words; with several lojas the picker follows.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../../electron/shared/ipc';
import { App } from '../../../renderer/src/App';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

const loggedOut: SessionState = {
  status: 'logged-out',
  email: null,
  userId: null,
  lojas: [],
  tenantId: null,
  tokenStorage: 'memory',
  tokenStorageNotice: { key: 'session.memoryOnly' },
  training: true,
  demoAccount: { email: 'demo@shipping-station.test', senha: 'demo' },
};
const lojas = [
  { id: 'a0000000-0000-4000-8000-000000000001', name: 'Loja Demo Paulista', cnpj: '11222333000181' },
  { id: 'a0000000-0000-4000-8000-000000000002', name: 'Loja Demo Saldo Baixo', cnpj: '11444777000161' },
];

describe('login', () => {
  it('in training mode says nothing is charged, offers the demo account and logs in with it', async () => {
    const station = installStation({
      'session.login': () => ({ ...loggedOut, status: 'logged-in', email: 'demo@shipping-station.test', lojas }),
    });
    const user = userEvent.setup();
    renderDesk(<App />, { state: { session: loggedOut } });
    expect(screen.queryByRole('heading', { name: 'Shipping Station' })).not.toBeNull();
    expect(screen.queryByText('v0.1.0')).not.toBeNull();
    expect(screen.getByTestId('training-notice').textContent).toContain('Nada é cobrado de verdade');
    expect(screen.getByTestId('keychain-notice').textContent).toContain('A sessão fica só na memória');
    await user.click(screen.getByRole('button', { name: 'Usar a conta de demonstração' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Escolha a loja' })).not.toBeNull());
    expect(station.callsTo('session.login')).toEqual([{ email: 'demo@shipping-station.test', senha: 'demo' }]);
    expect(screen.getByRole('button', { name: /Loja Demo Saldo Baixo/ }).textContent).toContain('11.444.777/0001-61');
  });

  it('says nothing about training or the keychain with a real server and a keychain', () => {
    installStation({});
    renderDesk(<App />, {
      state: {
        session: {
          ...loggedOut,
          training: false,
          demoAccount: null,
          tokenStorage: 'keychain',
          tokenStorageNotice: null,
        },
      },
    });
    expect(screen.queryByTestId('training-notice')).toBeNull();
    expect(screen.queryByTestId('keychain-notice')).toBeNull();
  });

  it('shows why the session ended, and a refused login in the server words', async () => {
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
    renderDesk(<App />, {
      state: {
        session: loggedOut,
        sessionEnded: {
          kind: 'unauthorized',
          said: { key: 'session.ended' },
          quoted: { source: 'server', lines: ['This session was revoked; log in again'] },
        },
      },
    });
    expect(screen.getByTestId('session-ended').textContent).toContain('A sessão terminou; entre de novo.');
    expect(screen.getByTestId('session-ended').textContent).toContain('This session was revoked; log in again');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'demo@shipping-station.test');
    await user.type(screen.getByLabelText('Senha'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const error = await screen.findByTestId('login-error');
    expect(error.textContent).toContain('E-mail ou senha incorretos');
    expect(error.textContent).toContain('Invalid e-mail or password');
    expect(error.textContent).not.toContain('Sessão encerrada');
    await waitFor(() => expect(useStore.getState().loginBusy).toBe(false));
  });
});
