import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuthApi } from '../../../electron/main/api/auth-api';
import { silentLogger } from '../../../electron/main/log/logger';
import { createSession } from '../../../electron/main/session/session';
import { createMemoryVault } from '../../../electron/main/session/vault/secret-vault';
import { createTokenVault } from '../../../electron/main/session/vault/token-vault';
import { openSettings } from '../../../electron/main/settings/settings-store';
import { until } from '../../support/until';

const LOJA = 'a0000000-0000-4000-8000-000000000001';
const USER = 'ac000000-0000-4000-8000-000000000001';

/** An auth API whose refreshes wait until the test lets them answer. */
function slowAuth() {
  const pending: Array<() => void> = [];
  let n = 0;
  const auth: AuthApi = {
    login: async () => ({
      accessToken: 'access-0',
      refreshToken: 'refresh-0-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      tokenType: 'Bearer',
      userId: USER,
      lojas: [{ id: LOJA }],
    }),
    refresh: () =>
      new Promise((resolve) => {
        n++;
        const k = n;
        pending.push(() =>
          resolve({
            accessToken: `access-${k}`,
            refreshToken: `refresh-${k}-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`,
            tokenType: 'Bearer',
            userId: USER,
          }),
        );
      }),
  };
  return { auth, answerAll: () => pending.splice(0).forEach((go) => go()), count: () => n };
}

function setup() {
  const logger = silentLogger();
  const store = createMemoryVault();
  const { auth, answerAll, count } = slowAuth();
  const session = createSession({
    auth,
    vault: createTokenVault(store, null, logger),
    settings: openSettings(join(mkdtempSync(join(tmpdir(), 'session-')), 'settings.json'), logger),
    onState: () => undefined,
    onEnded: () => undefined,
    logger,
    server: 'https://api.example.com',
    demoAccount: null,
  });
  return { session, store, answerAll, count };
}

describe('session races', () => {
  it('many 401s share one refresh; every caller then sees the new token', async () => {
    const { session, answerAll, count } = setup();
    await session.login({ email: 'op@example.com', senha: 'x' });
    const waits = Array.from({ length: 10 }, () => session.refreshAfter401('access-0'));
    answerAll();
    await Promise.all(waits);
    expect(count()).toBe(1);
    expect(session.credentials()).toEqual({ accessToken: 'access-1', tenantId: LOJA });
    await session.refreshAfter401('access-0'); // a late caller with the old token: nothing to do
    expect(count()).toBe(1);
  });

  it('a logout while the refresh is in flight stays a logout, and the vault stays empty', async () => {
    const { session, store, answerAll } = setup();
    await session.login({ email: 'op@example.com', senha: 'x' });
    const refresh = session.refreshAfter401('access-0');
    await session.logout();
    answerAll();
    await expect(refresh).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(session.state().status).toBe('logged-out');
    expect(await store.get('https://api.example.com|op@example.com')).toBeNull();
  });

  it('a logout while the start-up restore is in flight stays a logout', async () => {
    const logger = silentLogger();
    const store = createMemoryVault();
    const settingsFile = join(mkdtempSync(join(tmpdir(), 'session-')), 'settings.json');
    const make = (auth: AuthApi) =>
      createSession({
        auth,
        vault: createTokenVault(store, null, logger),
        settings: openSettings(settingsFile, logger),
        onState: () => undefined,
        onEnded: () => undefined,
        logger,
        server: 'https://api.example.com',
        demoAccount: null,
      });
    const before = slowAuth();
    await make(before.auth).login({ email: 'op@example.com', senha: 'x' });

    const after = slowAuth(); // the next start
    const session = make(after.auth);
    const restoring = session.restore();
    await until(() => after.count() === 1, { what: 'the refresh to be on the wire' });
    await session.logout();
    after.answerAll();
    expect((await restoring).status).toBe('logged-out');
    expect(session.state().status).toBe('logged-out');
    expect(await store.get('https://api.example.com|op@example.com')).toBeNull();
  });
});
