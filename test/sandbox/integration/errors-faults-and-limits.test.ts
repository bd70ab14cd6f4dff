// Spec 2.14 and 7 plus the sandbox's robustness: every failure in the error shape (unknown
// route, malformed JSON, oversized body, injected 503), dropped connections before and after
// processing, latency, and the loopback-only admin surface.
import { afterEach, describe, expect, it } from 'vitest';
import { senderListResponseSchema } from '../../../electron/shared/contract';
import { startTestSandbox } from '../../support/sandbox';
import { SP_CENTRO_STREET } from '../../support/addresses';
import { expectError, http, login, useLoggedInSandbox } from './client';

const live = useLoggedInSandbox();
afterEach(() => live.sandbox.admin.faults({ latencyMs: 0, failRate: 0, dropRate: 0, dropAfterRate: 0 }));

const SENDERS = '/api/v1/addresses';
const sender = (name: string) => ({
  name,
  phone: '11999990000',
  ...SP_CENTRO_STREET,
  cpfCnpj: '52998224725',
});
const count = async (name: string) =>
  senderListResponseSchema.parse((await live.api.get(`${SENDERS}?q=${encodeURIComponent(name)}`)).body).total;

describe('error shape', () => {
  it('answers an unknown route with 404', async () => {
    expectError(await http(live.sandbox.url, 'GET', '/api/v1/nothing-here?x=1'), 404, '/api/v1/nothing-here');
    expectError(await http(live.sandbox.url, 'DELETE', SENDERS), 404, SENDERS);
  });

  it('answers malformed JSON with 400 and a non-JSON body with 415', async () => {
    expect(expectError(await live.api.post(SENDERS, '{"name": '), 400, SENDERS).join()).toMatch(/JSON/);
    const reply = await http(live.sandbox.url, 'POST', '/api/v1/auth/login', {
      body: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expectError(reply, 415, '/api/v1/auth/login');
  });

  it('answers a body over 1 MiB with 413', async () => {
    const huge = { email: 'demo@shipping-station.test', senha: 'x'.repeat(1024 * 1024 + 10) };
    expectError(await http(live.sandbox.url, 'POST', '/api/v1/auth/login', { body: huge }), 413, '/api/v1/auth/login');
    // Just under the limit is parsed (and then judged on its content).
    const fits = { email: 'demo@shipping-station.test', senha: 'x'.repeat(1024 * 1024 - 100) };
    expectError(await http(live.sandbox.url, 'POST', '/api/v1/auth/login', { body: fits }), 401, '/api/v1/auth/login');
  });
});

describe('faults', () => {
  it('answers every request 503 in the error shape at failRate 1, without processing it', async () => {
    await live.sandbox.admin.faults({ failRate: 1 });
    expectError(await live.api.post(SENDERS, sender('Falha 503')), 503, SENDERS);
    await live.sandbox.admin.faults({ failRate: 0 });
    expect(await count('Falha 503')).toBe(0);
  });

  it('answers 503 only to the requests whose path contains failMatch', async () => {
    await live.sandbox.admin.faults({ failRate: 1, failMatch: '/addresses' });
    try {
      expectError(await live.api.post(SENDERS, sender('Falha só aqui')), 503, SENDERS);
      expect((await live.api.get('/api/v1/recipients')).status).toBe(200);
    } finally {
      await live.sandbox.admin.faults({ failRate: 0, failMatch: '' });
    }
    expect(await count('Falha só aqui')).toBe(0);
  });

  it('destroys the connection before processing at dropRate 1: nothing happened', async () => {
    await live.sandbox.admin.faults({ dropRate: 1 });
    await expect(live.api.post(SENDERS, sender('Queda antes'))).rejects.toThrow();
    await live.sandbox.admin.faults({ dropRate: 0 });
    expect(await count('Queda antes')).toBe(0);
  });

  it('processes the request and then destroys the connection at dropAfterRate 1: outcome unknown to the client', async () => {
    await live.sandbox.admin.faults({ dropAfterRate: 1 });
    await expect(live.api.post(SENDERS, sender('Queda depois'))).rejects.toThrow();
    await live.sandbox.admin.faults({ dropAfterRate: 0 });
    expect(await count('Queda depois')).toBe(1);
  });

  it('delays requests by latencyMs, and never touches the admin surface', async () => {
    const faults = await live.sandbox.admin.faults({ latencyMs: 150, failRate: 1 });
    expect(faults).toEqual({ latencyMs: 150, failRate: 1, dropRate: 0, dropAfterRate: 0 });
    const started = performance.now();
    expectError(await live.api.get(SENDERS), 503, SENDERS);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(await live.sandbox.admin.wallets()).toHaveLength(4);
  });

  it('starts with the faults given as options and returns to them on reset', async () => {
    const flaky = await startTestSandbox({ failRate: 1 });
    try {
      expectError(
        await http(flaky.url, 'POST', '/api/v1/auth/login', {
          body: { email: 'demo@shipping-station.test', senha: 'demo' },
        }),
        503,
        '/api/v1/auth/login',
      );
      await flaky.admin.faults({ failRate: 0 });
      expect(
        (
          await http(flaky.url, 'POST', '/api/v1/auth/login', {
            body: { email: 'demo@shipping-station.test', senha: 'demo' },
          })
        ).status,
      ).toBe(200);
      await flaky.admin.reset();
      expect((await http(flaky.url, 'GET', '/__sandbox/faults')).body).toMatchObject({ failRate: 1 });
    } finally {
      await flaky.close();
    }
  });
});

describe('admin surface', () => {
  it('refuses requests that carry a browser Origin with 403', async () => {
    expectError(
      await http(live.sandbox.url, 'POST', '/__sandbox/reset', { headers: { origin: 'http://evil.example' } }),
      403,
      '/__sandbox/reset',
    );
  });

  it('validates its bodies and answers unknown stores with 404', async () => {
    expectError(
      await http(live.sandbox.url, 'POST', '/__sandbox/clock', { body: { advanceSeconds: -5 } }),
      400,
      '/__sandbox/clock',
    );
    expectError(
      await http(live.sandbox.url, 'POST', '/__sandbox/faults', { body: { failRate: 2 } }),
      400,
      '/__sandbox/faults',
    );
    expectError(
      await http(live.sandbox.url, 'PUT', '/__sandbox/wallets/00000000-0000-4000-8000-000000000000', {
        body: { balanceCents: 1 },
      }),
      404,
      '/__sandbox/wallets/00000000-0000-4000-8000-000000000000',
    );
  });

  it('resets to the seed: wallets, senders and the clock', async () => {
    await live.api.post(SENDERS, sender('Antes do reset'));
    await live.sandbox.admin.setWallet('a0000000-0000-4000-8000-000000000001', 1);
    await live.sandbox.admin.advanceClock(3600);
    await live.sandbox.admin.reset();
    expect((await live.sandbox.admin.wallets()).map((w) => w.balanceCents)).toEqual([500_000, 500, 100_000, 0]);
    expect((await http(live.sandbox.url, 'GET', '/__sandbox/clock')).body.offsetSeconds).toBe(0);
    // Sessions are part of the state: log in again after a reset.
    expectError(await live.api.get(SENDERS), 401, SENDERS);
    const fresh = (await login(live.sandbox.url)).api;
    live.api = fresh;
    expect(await count('Antes do reset')).toBe(0);
  });
});
