// Spec 4.1, 4.2 and 5: login, refresh rotation with reuse detection, bearer and X-Tenant-Id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSessionResponseSchema, refreshSessionResponseSchema } from '../../../electron/shared/contract';
import { DEMO, IDS, INACTIVE, OTHER, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { expectError, http, login } from './client';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const LOGIN = '/api/v1/auth/login';
const REFRESH = '/api/v1/auth/refresh';
const SENDERS = '/api/v1/addresses';

describe('login', () => {
  it('answers Bearer tokens, the user and its stores with id and name', async () => {
    const reply = await http(sandbox.url, 'POST', LOGIN, { body: DEMO });
    expect(reply.status).toBe(200);
    const session = loginSessionResponseSchema.parse(reply.body);
    expect(session.tokenType).toBe('Bearer');
    expect(session.userId).toBe(IDS.demoAccount);
    expect(session.refreshToken.length).toBeGreaterThanOrEqual(32);
    expect(session.lojas.map((l) => [l.id, typeof l.name])).toEqual([
      [IDS.demoLoja, 'string'],
      [IDS.demoLowBalanceLoja, 'string'],
    ]);
    const other = loginSessionResponseSchema.parse((await http(sandbox.url, 'POST', LOGIN, { body: OTHER })).body);
    expect(other.lojas.map((l) => l.id)).toEqual([IDS.otherLoja]);
  });

  it('refuses a wrong password, an unknown e-mail and an inactive account with 401', async () => {
    for (const body of [{ ...DEMO, senha: 'wrong' }, { email: 'nobody@shipping-station.test', senha: 'x' }, INACTIVE]) {
      const messages = expectError(await http(sandbox.url, 'POST', LOGIN, { body }), 401, LOGIN);
      if (body === INACTIVE) expect(messages.join()).toMatch(/inactive/i);
    }
  });

  it('refuses an invalid body with 400 and one line per violation', async () => {
    const reply = await http(sandbox.url, 'POST', LOGIN, { body: { email: 'not-an-email', senha: '', role: 'admin' } });
    const messages = expectError(reply, 400, LOGIN);
    expect(messages).toHaveLength(3);
    expect(messages.some((m) => m.startsWith('email'))).toBe(true);
    expect(messages.some((m) => m.startsWith('senha'))).toBe(true);
    expect(messages.some((m) => m.startsWith('role'))).toBe(true);
  });
});

describe('refresh', () => {
  it('rotates: the new pair works, and the old refresh token is refused', async () => {
    const { session } = await login(sandbox.url);
    const first = await http(sandbox.url, 'POST', REFRESH, { body: { token: session.refreshToken } });
    expect(first.status).toBe(200);
    const rotated = refreshSessionResponseSchema.parse(first.body);
    expect(first.body).not.toHaveProperty('lojas');
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    expect((await http(sandbox.url, 'GET', SENDERS, { token: rotated.accessToken, tenant: IDS.demoLoja })).status).toBe(
      200,
    );
    const second = await http(sandbox.url, 'POST', REFRESH, { body: { token: rotated.refreshToken } });
    expect(second.status).toBe(200);
  });

  it('revokes the whole session when an older refresh token is presented', async () => {
    const { session } = await login(sandbox.url);
    const rotated = (await http(sandbox.url, 'POST', REFRESH, { body: { token: session.refreshToken } })).body;
    expectError(await http(sandbox.url, 'POST', REFRESH, { body: { token: session.refreshToken } }), 401, REFRESH);
    // Even the newest refresh token of the session, and its access token, stop working.
    expectError(await http(sandbox.url, 'POST', REFRESH, { body: { token: rotated.refreshToken } }), 401, REFRESH);
    expectError(
      await http(sandbox.url, 'GET', SENDERS, { token: rotated.accessToken, tenant: IDS.demoLoja }),
      401,
      SENDERS,
    );
  });

  it('answers 400 for a token under 32 characters and 401 for an unknown one', async () => {
    expectError(await http(sandbox.url, 'POST', REFRESH, { body: { token: 'short' } }), 400, REFRESH);
    expectError(await http(sandbox.url, 'POST', REFRESH, { body: {} }), 400, REFRESH);
    expectError(await http(sandbox.url, 'POST', REFRESH, { body: { token: 'x'.repeat(64) } }), 401, REFRESH);
  });
});

describe('bearer and store guard', () => {
  const ID = '3f0e4b2a-0000-4000-8000-000000000000';
  const PROTECTED: Array<[string, string]> = [
    ['POST', '/api/v1/addresses'],
    ['GET', '/api/v1/addresses'],
    ['POST', '/api/v1/recipients'],
    ['GET', '/api/v1/recipients'],
    ['POST', '/api/v1/quotes/simulate'],
    ['POST', '/api/v1/quotes/simulate-international'],
    ['POST', '/api/v1/shipments'],
    ['POST', `/api/v1/labels/shipments/${ID}/emit`],
    ['GET', `/api/v1/labels/${ID}/download`],
    ['POST', `/api/v1/fiscal-documents/shipments/${ID}/dace`],
    ['GET', `/api/v1/fiscal-documents/shipments/${ID}/dace`],
    ['GET', `/api/v1/fiscal-documents/shipments/${ID}/dace/download`],
    ['GET', '/api/v1/tracking/code/PX123456785BR?refresh=true'],
    ['GET', `/api/v1/tracking/shipments/${ID}/tracking-events`],
  ];

  it('guards every protected endpoint: 401 without a bearer, 400 without X-Tenant-Id, 403 for a foreign store', async () => {
    const { session } = await login(sandbox.url);
    for (const [method, url] of PROTECTED) {
      const path = url.split('?')[0] ?? url;
      const body = method === 'POST' ? {} : undefined;
      expectError(await http(sandbox.url, method, url, { body, tenant: IDS.demoLoja }), 401, path);
      expectError(await http(sandbox.url, method, url, { body, token: session.accessToken }), 400, path);
      expectError(
        await http(sandbox.url, method, url, { body, token: session.accessToken, tenant: IDS.otherLoja }),
        403,
        path,
      );
    }
  });

  it('answers 401 without a bearer, with a malformed one and with an unknown token', async () => {
    expectError(await http(sandbox.url, 'GET', SENDERS, { tenant: IDS.demoLoja }), 401, SENDERS);
    expectError(
      await http(sandbox.url, 'GET', SENDERS, { tenant: IDS.demoLoja, headers: { authorization: 'Basic abc' } }),
      401,
      SENDERS,
    );
    expectError(await http(sandbox.url, 'GET', SENDERS, { token: 'not-a-token', tenant: IDS.demoLoja }), 401, SENDERS);
  });

  it('answers 400 when X-Tenant-Id is missing or not a uuid, 403 for a store of another account', async () => {
    const { session } = await login(sandbox.url);
    const token = session.accessToken;
    expect(expectError(await http(sandbox.url, 'GET', SENDERS, { token }), 400, SENDERS).join()).toMatch(/X-Tenant-Id/);
    expectError(await http(sandbox.url, 'GET', SENDERS, { token, tenant: 'loja-1' }), 400, SENDERS);
    expectError(await http(sandbox.url, 'GET', SENDERS, { token, tenant: IDS.otherLoja }), 403, SENDERS);
    expectError(
      await http(sandbox.url, 'GET', SENDERS, { token, tenant: '00000000-0000-4000-8000-000000000000' }),
      403,
      SENDERS,
    );
    expect((await http(sandbox.url, 'GET', SENDERS, { token, tenant: IDS.demoLowBalanceLoja })).status).toBe(200);
  });

  it('expires access tokens after the access TTL on the sandbox clock; refresh still works', async () => {
    const { session } = await login(sandbox.url);
    await sandbox.admin.advanceClock(901);
    const messages = expectError(
      await http(sandbox.url, 'GET', SENDERS, { token: session.accessToken, tenant: IDS.demoLoja }),
      401,
      SENDERS,
    );
    expect(messages.join()).toMatch(/expired/);
    const refreshed = await http(sandbox.url, 'POST', REFRESH, { body: { token: session.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect(
      (await http(sandbox.url, 'GET', SENDERS, { token: refreshed.body.accessToken, tenant: IDS.demoLoja })).status,
    ).toBe(200);
  });
});
