// The address book wired to a real sandbox the way the app wires it: the app's HTTP client
// (ky on fetch), logged in as the demo account, bound to the demo loja. Short timeouts and no GET
// retries keep the offline tests quick.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAuthApi } from '../../../../electron/main/api/auth-api';
import type { AuthProvider } from '../../../../electron/main/api/client';
import { createHttp } from '../../../../electron/main/api/http';
import { silentLogger } from '../../../../electron/main/log/logger';
import type { AddressBookApi, AddressBookScope } from '../../../../electron/main/addressbook';
import { addressBookApiFor } from '../../../../electron/main/addressbook/core-api';
import { AddressBookService } from '../../../../electron/main/addressbook/service';
import { DEMO, IDS } from '../../../support/sandbox';

export interface SandboxLogin {
  scope: AddressBookScope;
  auth: AuthProvider;
  /** The app's client, bound to the demo loja. */
  api: AddressBookApi;
  accessToken: () => string;
}

export async function loginToSandbox(
  url: string,
  options: { timeoutMs?: number; retryLimit?: number; fetch?: typeof fetch } = {},
): Promise<SandboxLogin> {
  const http = createHttp({
    baseUrl: url,
    logger: silentLogger(),
    timeoutMs: options.timeoutMs ?? 5_000,
    retry: { limit: options.retryLimit ?? 0 },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const authApi = createAuthApi(http);
  const session = await authApi.login({ email: DEMO.email, senha: DEMO.senha });
  let tokens = { access: session.accessToken, refresh: session.refreshToken };
  const scope = { server: url, tenantId: IDS.demoLoja };
  const auth: AuthProvider = {
    credentials: () => ({ accessToken: tokens.access, tenantId: scope.tenantId }),
    refreshAfter401: async () => {
      // A sandbox reset forgets every session: log in again, as the operator would.
      const next = await authApi
        .refresh(tokens.refresh)
        .catch(() => authApi.login({ email: DEMO.email, senha: DEMO.senha }));
      tokens = { access: next.accessToken, refresh: next.refreshToken };
    },
  };
  return { scope, auth, api: addressBookApiFor(http, auth, scope), accessToken: () => tokens.access };
}

export interface TempDir {
  path: string;
  remove(): Promise<void>;
}

export async function tempDir(prefix = 'addressbook-'): Promise<TempDir> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** A service on a temp data dir with the background sync off: tests drive syncNow(). */
export function openService(dataDir: string, api: AddressBookApi, syncConcurrency?: number): AddressBookService {
  return new AddressBookService({
    dataDir,
    apiFor: () => api,
    background: false,
    ...(syncConcurrency ? { syncConcurrency } : {}),
  });
}
