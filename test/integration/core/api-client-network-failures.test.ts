import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type AuthProvider } from '../../../electron/main/api/client';
import { isOutcomeUnknown, wasNeverSent } from '../../../electron/main/api/errors';
import { createHttp } from '../../../electron/main/api/http';
import { silentLogger } from '../../../electron/main/log/logger';
import { apiFailure } from './core-fixture';
import { CUBE_QUOTE, FAKE_LOJA, json, startFakeApi, type FakeApi } from './fake-api';

let api: FakeApi | undefined;
afterEach(async () => api?.close());

const auth: AuthProvider = {
  credentials: () => ({ accessToken: 'fake-access-token-0123456789abcdef', tenantId: FAKE_LOJA }),
  refreshAfter401: async () => undefined,
};

const client = (url: string, timeoutMs = 2000) =>
  createApiClient(
    createHttp({ baseUrl: url, logger: silentLogger(), timeoutMs, retry: { limit: 2, backoffLimitMs: 20 } }),
    auth,
  );

const failure = apiFailure;

const serverError = {
  statusCode: 503,
  timestamp: '2025-01-01T00:00:00.000Z',
  path: '/x',
  error: 'Service Unavailable',
  message: 'Manutenção programada',
};

describe('API client on a bad network', () => {
  it('connection refused: offline, never sent (safe to send again)', async () => {
    const closed = await startFakeApi({});
    const url = closed.url;
    await closed.close();
    const error = await failure(client(url).emitLabel('00000000-0000-4000-8000-000000000001'));
    expect(error).toMatchObject({ kind: 'offline', delivery: 'not-sent' });
    expect(wasNeverSent(error)).toBe(true);
  });

  it('connection dropped after the POST was read: offline with an unknown outcome, sent once only', async () => {
    api = await startFakeApi({
      'POST /api/v1/labels/shipments/00000000-0000-4000-8000-000000000001/emit': (req) => req.socket.destroy(),
    });
    const error = await failure(client(api.url).emitLabel('00000000-0000-4000-8000-000000000001'));
    expect(error).toMatchObject({ kind: 'offline', delivery: 'unknown' });
    expect(isOutcomeUnknown(error)).toBe(true);
    expect(api.hits.get('POST /api/v1/labels/shipments/00000000-0000-4000-8000-000000000001/emit')).toBe(1);
  });

  it('a GET is retried with backoff on dropped connections and 5xx; a POST 5xx is not', async () => {
    let recipientCalls = 0;
    api = await startFakeApi({
      'GET /api/v1/labels/00000000-0000-4000-8000-000000000009/download': (req) => req.socket.destroy(),
      'GET /api/v1/recipients': (_req, res) =>
        ++recipientCalls < 3
          ? json(res, 503, serverError)
          : json(res, 200, { data: [], page: 1, pageSize: 20, total: 0 }),
      'POST /api/v1/quotes/simulate': (_req, res) => json(res, 503, serverError),
    });
    const c = client(api.url);
    expect(await failure(c.downloadLabel('00000000-0000-4000-8000-000000000009'))).toMatchObject({ kind: 'offline' });
    expect(api.hits.get('GET /api/v1/labels/00000000-0000-4000-8000-000000000009/download')).toBe(3);
    expect(await c.listRecipients()).toMatchObject({ total: 0 });
    expect(recipientCalls).toBe(3);
    const post = await failure(c.simulateQuote(CUBE_QUOTE));
    expect(post).toMatchObject({
      kind: 'server',
      status: 503,
      quoted: { source: 'server', lines: ['Manutenção programada'] },
    });
    expect(api.hits.get('POST /api/v1/quotes/simulate')).toBe(1);
  });

  it('a server that never answers: timeout with an unknown outcome within the set time; the POST is sent once, a GET retried', async () => {
    const emit = 'POST /api/v1/labels/shipments/00000000-0000-4000-8000-000000000001/emit';
    api = await startFakeApi({ [emit]: () => undefined, 'GET /api/v1/addresses': () => undefined });
    // 1 s: the fake server shares this process's event loop, and on a loaded machine a loop that
    // wakes late runs the client's timer before the server has read the request (at 300 ms the
    // POST was sometimes never seen).
    const c = client(api.url, 1000);
    const started = Date.now();
    const error = await failure(c.emitLabel('00000000-0000-4000-8000-000000000001'));
    expect(error).toMatchObject({ kind: 'timeout', delivery: 'unknown' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(api.hits.get(emit)).toBe(1);
    expect(await failure(c.listSenders())).toMatchObject({ kind: 'timeout' });
    expect(api.hits.get('GET /api/v1/addresses')).toBe(3);
  });

  it('an answer whose body stalls after its headers times out within the set time and is not sent again (POST and file alike)', async () => {
    const emit = 'POST /api/v1/labels/shipments/00000000-0000-4000-8000-000000000001/emit';
    const stall = (_req: unknown, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
      res.write('{"status":"READY",'); // and never the rest
    };
    api = await startFakeApi({ [emit]: stall, 'GET /files/label.pdf': stall });
    const http = createHttp({
      baseUrl: api.url,
      logger: silentLogger(),
      timeoutMs: 300,
      retry: { limit: 2, backoffLimitMs: 20 },
    });
    const c = createApiClient(http, auth);
    const started = Date.now();
    expect(await failure(c.emitLabel('00000000-0000-4000-8000-000000000001'))).toMatchObject({ kind: 'timeout' });
    expect(await failure(http.getBytes(`${api.url}/files/label.pdf`))).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(api.hits.get(emit)).toBe(1);
    expect(api.hits.get('GET /files/label.pdf')).toBe(1);
  });

  it('a finished exchange leaves no timer armed behind it: its attempt is never aborted later', async () => {
    const senders = { data: [], total: 0, page: 1, pageSize: 20 };
    api = await startFakeApi({ 'GET /api/v1/addresses': (_req, res) => json(res, 200, senders) });
    const signals: AbortSignal[] = [];
    const watched: typeof fetch = (input, init) => {
      if (init?.signal) signals.push(init.signal);
      return fetch(input, init);
    };
    const http = createHttp({ baseUrl: api.url, logger: silentLogger(), timeoutMs: 150, fetch: watched });
    const c = createApiClient(http, auth);
    for (let i = 0; i < 5; i++) await c.listSenders();
    expect(signals).toHaveLength(5);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // AbortSignal.timeout stayed armed and aborted each one after its 150 ms, a DOMException each.
    expect(signals.filter((signal) => signal.aborted)).toHaveLength(0);
  });
});
