// How a personality is chosen: by name at start (startSandbox options, CLI --profile), per test
// through POST /__sandbox/personality (a profile and/or switches), back to the start-up one on
// reset. And the sandbox's own limits (413, 414, 431) answered in ErrorResponse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROFILE_NAMES,
  PROFILES,
  startSandboxProcess,
  startTestSandbox,
  type TestSandbox,
} from '../../support/sandbox';
import { DEFAULT_PERSONALITY } from '../../../electron/sandbox';
import { expectError, http, login } from './client';
import { createShipment, emit } from './fixtures';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ profile: 'reemit-409' });
});
afterAll(() => sandbox.close());

const personality = async (url = sandbox.url) => (await http(url, 'GET', '/__sandbox/personality')).body;

describe('choosing a personality', () => {
  it('offers at least 8 named profiles, each changing only the switches it names', () => {
    expect(PROFILE_NAMES.length).toBeGreaterThanOrEqual(8);
    expect(PROFILES.default).toEqual({});
    for (const name of PROFILE_NAMES) {
      for (const key of Object.keys(PROFILES[name])) expect(Object.keys(DEFAULT_PERSONALITY)).toContain(key);
    }
  });

  it('starts with the profile given to the server factory, and the sandbox answers that way', async () => {
    expect(await personality()).toMatchObject({
      profile: 'reemit-409',
      switches: { reemit: 'conflict-already-emitted' },
    });
    const { api } = await login(sandbox.url);
    const { shipmentId } = await createShipment(api);
    expect((await emit(api, shipmentId)).status).toBe(200);
    expectError(await emit(api, shipmentId), 409, `/api/v1/labels/shipments/${shipmentId}/emit`);
  });

  it('changes per test by profile or by switch, and reset brings back the start-up personality', async () => {
    await sandbox.admin.personality({ profile: 'capped-pages' });
    expect(await personality()).toMatchObject({
      profile: 'capped-pages',
      switches: { reemit: 'idempotent', maxPageSize: 50 },
    });
    await sandbox.admin.personality({ insufficientBalanceStatus: 422 });
    expect((await personality()).switches).toMatchObject({ maxPageSize: 50, insufficientBalanceStatus: 422 });
    await sandbox.admin.reset();
    expect(await personality()).toMatchObject({ profile: 'reemit-409', switches: { maxPageSize: null } });
  });

  it('refuses an unknown profile or switch value with 400 in ErrorResponse', async () => {
    for (const body of [{ profile: 'friendly' }, { reemit: 'maybe' }, { maxPageSize: 0 }, { color: 'red' }]) {
      expectError(await http(sandbox.url, 'POST', '/__sandbox/personality', { body }), 400, '/__sandbox/personality');
    }
    expect((await personality()).profile).toBe('reemit-409');
  });

  it('is chosen with --profile on the command line, which refuses an unknown name', async () => {
    const child = await startSandboxProcess(['--profile', 'url-expiry-403-xml']);
    try {
      expect(child.banner).toContain('personality: url-expiry-403-xml');
      expect(await personality(child.url)).toMatchObject({ switches: { expiredUrl: 'forbidden-403-xml' } });
    } finally {
      await child.stop();
    }
    await expect(startSandboxProcess(['--profile', 'friendly'])).rejects.toThrow(/exited with 2/);
  });
});

describe('limits in ErrorResponse', () => {
  it('answers a request line over 8 KiB with 414', async () => {
    const reply = await http(sandbox.url, 'GET', `/api/v1/addresses?q=${'a'.repeat(9_000)}`);
    expect(expectError(reply, 414, '/api/v1/addresses').join()).toMatch(/URI/);
  });

  it('answers a request line beyond what the HTTP parser takes with 414, and oversized headers with 431', async () => {
    expectError(await http(sandbox.url, 'GET', `/api/v1/addresses?q=${'a'.repeat(20_000)}`), 414, '/api/v1/addresses');
    const headers = { 'x-padding': 'p'.repeat(20_000) };
    expectError(await http(sandbox.url, 'GET', '/api/v1/addresses', { headers }), 431, '/api/v1/addresses');
  });

  it('answers a streamed body over 1 MiB with 413 before it ends', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${sandbox.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      statusCode: 413,
      path: '/api/v1/auth/login',
      error: 'Payload Too Large',
    });
  });
});
