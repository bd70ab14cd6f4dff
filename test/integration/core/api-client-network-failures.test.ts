import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type AuthProvider } from '../../../electron/main/api/client';
import { isOutcomeUnknown, wasNeverSent } from '../../../electron/main/api/errors';
import { createHttp } from '../../../electron/main/api/http';
import { undiciTransport, type Transport } from '../../../electron/main/api/transport';
import { silentLogger } from '../../../electron/main/log/logger';
import type { After } from '../../../electron/main/platform';
import { shiftedClock } from '../../support/clock';
import { until } from '../../support/until';
import { apiFailure } from './core-fixture';
import { CUBE_QUOTE, FAKE_LOJA, json, startFakeApi, type FakeApi } from './fake-api';

let api: FakeApi | undefined;
afterEach(async () => api?.close());

const auth: AuthProvider = {
  credentials: () => ({ accessToken: 'fake-access-token-0123456789abcdef', tenantId: FAKE_LOJA }),
  refreshAfter401: async () => undefined,
};

const client = (url: string, options: { timeoutMs?: number; after?: After } = {}) =>
  createApiClient(
    createHttp({
      baseUrl: url,
      logger: silentLogger(),
      timeoutMs: options.timeoutMs ?? 2000,
      retry: { limit: 2, backoffLimitMs: 20 },
      ...(options.after ? { after: options.after } : {}),
    }),
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

  it('a server that never answers: timeout with an unknown outcome when the set time is over; the POST is sent once, a GET retried', async () => {
    const emit = 'POST /api/v1/labels/shipments/00000000-0000-4000-8000-000000000001/emit';
    const list = 'GET /api/v1/addresses';
    const server = await startFakeApi({ [emit]: () => undefined, [list]: () => undefined });
    api = server;
    // Ten minutes on the test's clock: a real timer that long would outlast the test, so the timeout
    // can only come from the clock moved here, once the server holds the request.
    const clock = shiftedClock();
    const c = client(server.url, { timeoutMs: 600_000, after: clock.after });
    const emitting = failure(c.emitLabel('00000000-0000-4000-8000-000000000001'));
    await until(() => server.hits.get(emit) === 1, { what: 'the server to hold the POST' });
    clock.advance(600_000);
    expect(await emitting).toMatchObject({ kind: 'timeout', delivery: 'unknown' });
    expect(server.hits.get(emit)).toBe(1);
    const listing = failure(c.listSenders());
    for (let attempt = 1; attempt <= 3; attempt++) {
      await until(() => server.hits.get(list) === attempt, { what: `the server to hold GET attempt ${attempt}` });
      clock.advance(600_000); // this attempt's time; the 20 ms wait before the next runs on the same clock
    }
    expect(await listing).toMatchObject({ kind: 'timeout' });
    expect(server.hits.get(list)).toBe(3);
  });

  it('an answer whose body stalls after its headers times out when the set time is over and is not sent again (POST and file alike)', async () => {
    const emit = 'POST /api/v1/labels/shipments/00000000-0000-4000-8000-000000000001/emit';
    const stall = (_req: unknown, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
      res.write('{"status":"READY",'); // and never the rest
    };
    const server = await startFakeApi({ [emit]: stall, 'GET /files/label.pdf': stall });
    api = server;
    let answered = 0; // responses whose headers reached the client: the body is being read from here
    const watched: Transport = async (url, init) => {
      const response = await undiciTransport(url, init);
      answered++;
      return response;
    };
    const clock = shiftedClock();
    const http = createHttp({
      baseUrl: server.url,
      logger: silentLogger(),
      timeoutMs: 600_000,
      retry: { limit: 2, backoffLimitMs: 20 },
      transport: watched,
      after: clock.after,
    });
    const c = createApiClient(http, auth);
    const emitting = failure(c.emitLabel('00000000-0000-4000-8000-000000000001'));
    await until(() => answered === 1, { what: "the emit answer's headers" });
    clock.advance(600_000);
    expect(await emitting).toMatchObject({ kind: 'timeout' });
    const file = failure(http.getBytes(`${server.url}/files/label.pdf`));
    await until(() => answered === 2, { what: "the file's headers" });
    clock.advance(600_000);
    expect(await file).toMatchObject({ kind: 'timeout' });
    expect(server.hits.get(emit)).toBe(1);
    expect(server.hits.get('GET /files/label.pdf')).toBe(1);
  });

  it('a finished exchange leaves no timer armed behind it: its attempt is never aborted later', async () => {
    const senders = { data: [], total: 0, page: 1, pageSize: 20 };
    api = await startFakeApi({ 'GET /api/v1/addresses': (_req, res) => json(res, 200, senders) });
    const signals: AbortSignal[] = [];
    const watched: Transport = (url, init) => {
      signals.push(init.signal);
      return undiciTransport(url, init);
    };
    const clock = shiftedClock();
    const http = createHttp({
      baseUrl: api.url,
      logger: silentLogger(),
      timeoutMs: 150,
      transport: watched,
      after: clock.after,
    });
    const c = createApiClient(http, auth);
    for (let i = 0; i < 5; i++) await c.listSenders();
    expect(signals).toHaveLength(5);
    // Each attempt's timer was cancelled once its answer was read: none is left to run. (A timer
    // the clock does not hold, such as AbortSignal.timeout's, fails the two tests above instead.)
    expect(clock.pending()).toEqual([]);
    clock.advance(150);
    expect(signals.filter((signal) => signal.aborted)).toHaveLength(0);
  });
});
