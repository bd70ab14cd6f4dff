// The API client on a bad network, against a real HTTP server on loopback. Time is the test's:
// ky's timers (each attempt's time, the wait before the next) run on vitest's fake clock, which
// the test moves once the server holds a request, so a four-minute attempt time ends in
// milliseconds and only because the clock was moved. Four minutes, not more: Node's fetch keeps
// its own 300 s limit for a server that sends nothing, on the same setTimeout.
import type { ServerResponse } from 'node:http';
import { setTimeout as realSleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type AuthProvider } from '../../../electron/main/api/client';
import { isOutcomeUnknown, wasNeverSent } from '../../../electron/main/api/errors';
import { createHttp } from '../../../electron/main/api/http';
import { silentLogger } from '../../../electron/main/log/logger';
import { apiFailure } from './core-fixture';
import { CUBE_QUOTE, FAKE_LOJA, json, startFakeApi, type FakeApi } from './fake-api';

let api: FakeApi | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await api?.close();
});

const auth: AuthProvider = {
  credentials: () => ({ accessToken: 'fake-access-token-0123456789abcdef', tenantId: FAKE_LOJA }),
  refreshAfter401: async () => undefined,
};

const client = (url: string, options: { timeoutMs?: number; fetch?: typeof fetch } = {}) =>
  createApiClient(
    createHttp({
      baseUrl: url,
      logger: silentLogger(),
      timeoutMs: options.timeoutMs ?? 2000,
      retry: { limit: 2, backoffLimitMs: 20 },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
    auth,
  );

/** The attempt time of the tests that move the clock (see the top of this file). */
const ATTEMPT_MS = 240_000;

/** ky's timers on the test's clock; the server, the sockets and `whenReal` stay on real time. */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** Waits on real time (the fake clock never wakes a sleeper) until `condition` holds. */
async function whenReal(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await realSleep(5);
  }
}

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

  it('a GET (and a quote, which moves no money) is retried with backoff on dropped connections and 5xx; the emit POST 5xx is not', async () => {
    let recipientCalls = 0;
    const emit = 'POST /api/v1/labels/shipments/00000000-0000-4000-8000-000000000001/emit';
    api = await startFakeApi({
      'GET /api/v1/labels/00000000-0000-4000-8000-000000000009/download': (req) => req.socket.destroy(),
      'GET /api/v1/recipients': (_req, res) =>
        ++recipientCalls < 3
          ? json(res, 503, serverError)
          : json(res, 200, { data: [], page: 1, pageSize: 20, total: 0 }),
      'POST /api/v1/quotes/simulate': (_req, res) => json(res, 503, serverError),
      [emit]: (_req, res) => json(res, 503, serverError),
    });
    const c = client(api.url);
    expect(await failure(c.downloadLabel('00000000-0000-4000-8000-000000000009'))).toMatchObject({ kind: 'offline' });
    expect(api.hits.get('GET /api/v1/labels/00000000-0000-4000-8000-000000000009/download')).toBe(3);
    expect(await c.listRecipients()).toMatchObject({ total: 0 });
    expect(recipientCalls).toBe(3);
    expect(await failure(c.simulateQuote(CUBE_QUOTE))).toMatchObject({ kind: 'server', status: 503 });
    expect(api.hits.get('POST /api/v1/quotes/simulate')).toBe(3);
    const post = await failure(c.emitLabel('00000000-0000-4000-8000-000000000001'));
    expect(post).toMatchObject({
      kind: 'server',
      status: 503,
      delivery: 'answered',
      quoted: { source: 'server', lines: ['Manutenção programada'] },
    });
    expect(api.hits.get(emit)).toBe(1);
  });

  it('a server that never answers: timeout with an unknown outcome when the set time is over; the POST is sent once, a GET retried', async () => {
    const emit = 'POST /api/v1/labels/shipments/00000000-0000-4000-8000-000000000001/emit';
    const list = 'GET /api/v1/addresses';
    const server = await startFakeApi({ [emit]: () => undefined, [list]: () => undefined });
    api = server;
    // Four minutes on the test's clock: a real timer that long would outlast the test, so the
    // timeout can only come from the clock moved here, once the server holds the request.
    fakeClock();
    const c = client(server.url, { timeoutMs: ATTEMPT_MS });
    const emitting = failure(c.emitLabel('00000000-0000-4000-8000-000000000001'));
    await whenReal(() => server.hits.get(emit) === 1, 'the server to hold the POST');
    await vi.advanceTimersByTimeAsync(ATTEMPT_MS);
    expect(await emitting).toMatchObject({ kind: 'timeout', delivery: 'unknown' });
    expect(server.hits.get(emit)).toBe(1);
    const listing = failure(c.listSenders());
    for (let attempt = 1; attempt <= 3; attempt++) {
      await whenReal(() => server.hits.get(list) === attempt, `the server to hold GET attempt ${attempt}`);
      // This attempt's time, then the 20 ms wait before the next, both on the same clock.
      await vi.advanceTimersByTimeAsync(ATTEMPT_MS + 20);
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
    const watched: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      answered++;
      return response;
    };
    fakeClock();
    const http = createHttp({
      baseUrl: server.url,
      logger: silentLogger(),
      timeoutMs: ATTEMPT_MS,
      retry: { limit: 2, backoffLimitMs: 20 },
      fetch: watched,
    });
    const c = createApiClient(http, auth);
    const emitting = failure(c.emitLabel('00000000-0000-4000-8000-000000000001'));
    await whenReal(() => answered === 1, "the emit answer's headers");
    await vi.advanceTimersByTimeAsync(ATTEMPT_MS);
    expect(await emitting).toMatchObject({ kind: 'timeout', delivery: 'unknown' });
    const file = failure(http.getBytes(`${server.url}/files/label.pdf`));
    await whenReal(() => answered === 2, "the file's headers");
    await vi.advanceTimersByTimeAsync(ATTEMPT_MS);
    expect(await file).toMatchObject({ kind: 'timeout' });
    expect(server.hits.get(emit)).toBe(1);
    expect(server.hits.get('GET /files/label.pdf')).toBe(1);
  });

  it('a finished exchange leaves no timer armed behind it: its attempt is never aborted later', async () => {
    const senders = { data: [], total: 0, page: 1, pageSize: 20 };
    // Each answer closes its connection: an idle keep-alive connection of Node's fetch keeps a
    // timer of its own on the same clock, which is not the station's.
    api = await startFakeApi({
      'GET /api/v1/addresses': (_req, res) => json(res.setHeader('connection', 'close'), 200, senders),
    });
    const signals: AbortSignal[] = [];
    const watched: typeof fetch = (input, init) => {
      const signal = input instanceof Request ? input.signal : init?.signal;
      if (signal) signals.push(signal);
      return fetch(input, init);
    };
    const c = client(api.url, { timeoutMs: 150, fetch: watched });
    // Node's fetch keeps one timer of its own (undici's clock for its keep-alive and its 300 s
    // limits) from its first request on; sent before the fake clock starts, it stays on real
    // time, so the fake clock holds only what the station arms.
    await c.listSenders();
    fakeClock();
    for (let i = 0; i < 5; i++) await c.listSenders();
    expect(signals).toHaveLength(6);
    // Each attempt's timers (its headers, its body) were cleared once its answer was read: none is
    // left to run, and moving the clock far past the attempt time aborts nothing.
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(ATTEMPT_MS);
    expect(signals.filter((signal) => signal.aborted)).toHaveLength(0);
  });
});
