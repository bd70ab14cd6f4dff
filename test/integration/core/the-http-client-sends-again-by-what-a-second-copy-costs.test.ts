// The station's HTTP client (ky: electron/main/api/http.ts) against a real HTTP server on
// loopback, rule by rule (issue 28): what it sends again and what never, each status, Retry-After
// in seconds and as an HTTP date, a gateway's page in front of the server, a body that never ends,
// a connection reset before and after the server read the request. No fetch is mocked: a test's
// fetch only counts, or (for the redirect rules) points a public name at the local server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type AuthProvider } from '../../../electron/main/api/client';
import { createAuthApi } from '../../../electron/main/api/auth-api';
import { createHttp } from '../../../electron/main/api/http';
import type { HttpOptions } from '../../../electron/main/api/http-types';
import type { Logger } from '../../../electron/main/log';
import { silentLogger } from '../../../electron/main/log/logger';
import { recipientResponse } from '../../unit/contract/fixtures';
import { spoken } from '../../support/said';
import { sentOf } from '../../support/sent';
import { until } from '../../support/until';
import { apiFailure, nationalShipment, rioRecipient } from './core-fixture';
import { CUBE_QUOTE, FAKE_LOJA, json, loginRoute, startFakeApi, type FakeApi } from './fake-api';

type Route = (req: IncomingMessage, res: ServerResponse, body: string) => void;

const ID = '00000000-0000-4000-8000-000000000001';
const EMIT = `POST /api/v1/labels/shipments/${ID}/emit`;
const SENDERS = 'GET /api/v1/addresses';
const QUOTE = 'POST /api/v1/quotes/simulate';
const SHIPMENTS = 'POST /api/v1/shipments';
const RECIPIENTS = 'POST /api/v1/recipients';
const LOGIN = 'POST /api/v1/auth/login';
const DACE = `POST /api/v1/fiscal-documents/shipments/${ID}/dace`;

const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(routes: Record<string, Route>): Promise<FakeApi> {
  const server = await startFakeApi(routes);
  servers.push(server);
  return server;
}

/** Answers each request with the next route of the list (the last one again once they run out). */
const inTurn = (...answers: Route[]): Route => {
  let n = 0;
  return (req, res, body) => (answers[Math.min(n++, answers.length - 1)] as Route)(req, res, body);
};

/** The server's own error answer (spec 2.14), with any headers. */
const serverError =
  (status: number, headers: Record<string, string> = {}): Route =>
  (_req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    json(res, status, {
      statusCode: status,
      timestamp: '2026-11-27T03:00:00.000Z',
      path: '/x',
      message: 'Do servidor',
    });
  };

/** A gateway's own page in front of the server: nginx's, HTML. */
const gatewayPage =
  (status: number): Route =>
  (_req, res) => {
    const title = `${status} ${status === 504 ? 'Gateway Time-out' : status === 503 ? 'Service Temporarily Unavailable' : 'Bad Gateway'}`;
    res
      .writeHead(status, { 'content-type': 'text/html' })
      .end(
        `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`,
      );
  };

const ok =
  (status: number, body: unknown): Route =>
  (_req, res) =>
    json(res, status, body);
const drop: Route = (req) => req.socket.destroy();

const SENDER_PAGE = { data: [], total: 0, page: 1, pageSize: 20 };
const QUOTED = { shippingOptions: [], quotedAt: '2026-11-27T03:00:00Z', expiresAt: '2026-11-27T03:15:00Z' };
const CREATED = { shipment: { id: ID, status: 'created' }, shipmentId: ID, status: 'created' };
const DACE_ANSWER = { shipmentId: ID, available: true, generated: true, document: null };
const SHIPMENT = nationalShipment({ quoteId: ID, carrierId: ID, serviceLevelId: ID });

const auth: AuthProvider = {
  credentials: () => ({ accessToken: 'fake-access-token-0123456789abcdef', tenantId: FAKE_LOJA }),
  refreshAfter401: async () => undefined,
};

interface Line {
  msg: string;
  fields: Record<string, unknown> | undefined;
}

/** A logger that keeps its lines, to read what the client wrote down. */
function keptLines(): Logger & { lines: Line[] } {
  const lines: Line[] = [];
  const keep = (msg: string, fields?: Record<string, unknown>) => void lines.push({ msg, fields });
  const logger: Logger & { lines: Line[] } = {
    lines,
    debug: keep,
    info: keep,
    warn: keep,
    error: keep,
    child: () => logger,
    addSecret: () => undefined,
    close: () => undefined,
  };
  return logger;
}

const station = (url: string, options: Partial<HttpOptions> = {}) => {
  const http = createHttp({
    baseUrl: url,
    logger: silentLogger(),
    timeoutMs: 5_000,
    retry: { limit: 2, backoffLimitMs: 10, maxRetryAfterMs: 5_000 },
    ...options,
  });
  return { http, api: createApiClient(http, auth), auth: createAuthApi(http) };
};

describe('a read is sent again on a status that may pass, never on one that will not', () => {
  it.each([429, 500, 502, 503, 504])('GET answered %i: three attempts, then the server kind', async (status) => {
    const server = await serve({ [SENDERS]: serverError(status) });
    const error = await apiFailure(station(server.url).api.listSenders());
    expect(error).toMatchObject({ kind: 'server', status, delivery: 'answered', gateway: false });
    expect(error.quoted?.lines).toEqual(['Do servidor']);
    expect(server.hits.get(SENDERS)).toBe(3);
  });

  it.each([
    [400, 'validation'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'rejected'],
    [410, 'link-expired'],
    [422, 'rejected'],
  ])('GET answered %i is %s at once, asked once', async (status, kind) => {
    const server = await serve({ [SENDERS]: serverError(status) });
    expect(await apiFailure(station(server.url).api.listSenders())).toMatchObject({ kind, status });
    expect(server.hits.get(SENDERS)).toBe(1);
  });

  it('GET answered 401 is sent once more, after the session renewed its token, and no more', async () => {
    const server = await serve({ [SENDERS]: serverError(401) });
    expect(await apiFailure(station(server.url).api.listSenders())).toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    expect(server.hits.get(SENDERS)).toBe(2);
  });
});

describe('Retry-After: the wait the server asks, in seconds or as an HTTP date, capped', () => {
  /** When each request reached the server (ms, real time). */
  const arrivals: number[] = [];
  const stamped =
    (route: Route): Route =>
    (req, res, body) => {
      arrivals.push(performance.now());
      route(req, res, body);
    };
  const gap = () => (arrivals[1] as number) - (arrivals[0] as number);
  afterEach(() => void arrivals.splice(0));

  it('in seconds: a GET answered 503 Retry-After: 1 is asked again a second later', async () => {
    const server = await serve({
      [SENDERS]: stamped(inTurn(serverError(503, { 'retry-after': '1' }), ok(200, SENDER_PAGE))),
    });
    expect(await station(server.url).api.listSenders()).toMatchObject({ total: 0 });
    expect(gap()).toBeGreaterThanOrEqual(990);
    expect(gap()).toBeLessThan(3_000);
  });

  it('as an HTTP date: a GET answered 429 until two seconds from now is asked again then', async () => {
    const at = new Date(Date.now() + 2_000).toUTCString();
    const server = await serve({
      [SENDERS]: stamped(inTurn(serverError(429, { 'retry-after': at }), ok(200, SENDER_PAGE))),
    });
    expect(await station(server.url).api.listSenders()).toMatchObject({ total: 0 });
    // The date has whole seconds: the wait is between one and two seconds.
    expect(gap()).toBeGreaterThanOrEqual(950);
    expect(gap()).toBeLessThan(4_000);
  });

  it('capped: an hour asked is waited for the cap (here 1.5 s), never longer', async () => {
    const server = await serve({
      [SENDERS]: stamped(inTurn(serverError(503, { 'retry-after': '3600' }), ok(200, SENDER_PAGE))),
    });
    const { api } = station(server.url, { retry: { limit: 2, backoffLimitMs: 10, maxRetryAfterMs: 1_500 } });
    expect(await api.listSenders()).toMatchObject({ total: 0 });
    expect(gap()).toBeGreaterThanOrEqual(1_490);
    expect(gap()).toBeLessThan(4_000);
  });

  it('the emit is never sent again here: its error carries what Retry-After asked, seconds or date, for the emit loop', async () => {
    const at = new Date(Date.now() + 3_000).toUTCString();
    const server = await serve({
      [EMIT]: inTurn(serverError(503, { 'retry-after': '7' }), serverError(429, { 'retry-after': at })),
    });
    const { api } = station(server.url);
    const seconds = await apiFailure(api.emitLabel(ID));
    expect(seconds).toMatchObject({ kind: 'server', status: 503, delivery: 'answered', retryAfterMs: 7_000 });
    const date = await apiFailure(api.emitLabel(ID));
    expect(date).toMatchObject({ status: 429, delivery: 'answered' });
    expect(date.retryAfterMs).toBeGreaterThan(0);
    expect(date.retryAfterMs).toBeLessThanOrEqual(3_000);
    expect(server.hits.get(EMIT)).toBe(2);
  });
});

describe('a POST is sent again only where a second copy costs nothing or the server proved it took nothing', () => {
  // The cap is short here: these tests are about whether, not how long.
  const quick = (url: string) => station(url, { retry: { limit: 2, backoffLimitMs: 10, maxRetryAfterMs: 50 } });

  it('a recipient answered 429 or 503 with Retry-After (seconds or a date) is sent again: the server took nothing', async () => {
    const date = new Date(Date.now() + 1_000).toUTCString();
    const server = await serve({
      [RECIPIENTS]: inTurn(
        serverError(429, { 'retry-after': '1' }),
        serverError(503, { 'retry-after': date }),
        ok(201, recipientResponse()),
      ),
    });
    expect(await quick(server.url).api.createRecipient(rioRecipient)).toMatchObject({ name: recipientResponse().name });
    expect(server.hits.get(RECIPIENTS)).toBe(3);
  });

  it.each<[string, Route, Record<string, unknown>]>([
    ['503 without Retry-After', serverError(503), { kind: 'server', status: 503, delivery: 'answered' }],
    ['500', serverError(500), { kind: 'server', status: 500, delivery: 'answered' }],
    ["a gateway's 502 page", gatewayPage(502), { kind: 'server', status: 502, gateway: true }],
    ['a connection dropped after the request was read', drop, { kind: 'offline', delivery: 'unknown' }],
  ])(
    'a recipient answered %s is sent once: the address book looks it up before sending it again',
    async (_case, route, failure) => {
      const server = await serve({ [RECIPIENTS]: route });
      expect(await apiFailure(quick(server.url).api.createRecipient(rioRecipient))).toMatchObject(failure);
      expect(server.hits.get(RECIPIENTS)).toBe(1);
    },
  );

  it("the emit is sent once whatever it meets: a gateway's page, a 503, a dropped connection", async () => {
    for (const route of [gatewayPage(502), gatewayPage(504), serverError(503), drop]) {
      const server = await serve({ [EMIT]: route });
      const error = await apiFailure(quick(server.url).api.emitLabel(ID));
      expect(error.delivery).not.toBe('not-sent');
      expect(server.hits.get(EMIT)).toBe(1);
    }
  });
});

describe("a gateway's page is not the server's answer", () => {
  it('a quote behind 502 and 504 pages is asked again with backoff; the log says a gateway answered, and holds no HTML', async () => {
    const server = await serve({ [QUOTE]: inTurn(gatewayPage(502), gatewayPage(504), ok(200, QUOTED)) });
    const logger = keptLines();
    const { api } = station(server.url, { logger });
    expect(await api.simulateQuote(CUBE_QUOTE)).toMatchObject({ shippingOptions: [] });
    expect(server.hits.get(QUOTE)).toBe(3);
    const retries = logger.lines.filter((line) => line.msg === 'api retry');
    expect(retries.map((line) => line.fields)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v1/quotes/simulate',
        retryCount: 1,
        status: 502,
        gateway: true,
      }),
      expect.objectContaining({ retryCount: 2, status: 504, gateway: true }),
    ]);
    expect(JSON.stringify(logger.lines)).not.toMatch(/<|nginx/);
  });

  it('a quote that meets only gateway pages fails saying so, with how often it tried, and quotes nothing of the page', async () => {
    const server = await serve({ [QUOTE]: gatewayPage(502) });
    const logger = keptLines();
    const error = await apiFailure(station(server.url, { logger }).api.simulateQuote(CUBE_QUOTE));
    expect(error).toMatchObject({ kind: 'server', status: 502, gateway: true, delivery: 'answered' });
    expect(error.quoted).toBeUndefined();
    expect(spoken(error)).toBe(
      'O servidor não respondeu (502): quem respondeu foi um intermediário no caminho (proxy ou balanceador de carga), com uma página própria. Tente de novo em instantes. A estação tentou 3 vezes.',
    );
    expect(logger.lines.find((line) => line.msg === 'api failed')?.fields).toMatchObject({
      gateway: true,
      status: 502,
    });
    expect(JSON.stringify(logger.lines)).not.toMatch(/<|nginx/);
  });

  it('login and DACE generation move no money: each is asked again behind a gateway page', async () => {
    const server = await serve({
      [LOGIN]: inTurn(gatewayPage(502), loginRoute),
      [DACE]: inTurn(gatewayPage(504), gatewayPage(503), ok(201, DACE_ANSWER)),
    });
    const { api, auth: login } = station(server.url);
    expect(await login.login({ email: 'a@b.example', senha: 'x' })).toMatchObject({ lojas: [{ id: FAKE_LOJA }] });
    expect(await api.generateDace(ID, 'T')).toMatchObject({ generated: true });
    expect(server.hits.get(LOGIN)).toBe(2);
    expect(server.hits.get(DACE)).toBe(3);
  });

  it("a shipment is created again once after a gateway's 502 or 503 page, and only then", async () => {
    for (const status of [502, 503]) {
      const server = await serve({ [SHIPMENTS]: inTurn(gatewayPage(status), ok(201, CREATED)) });
      expect(await station(server.url).api.createShipment(SHIPMENT)).toMatchObject({ shipmentId: ID });
      expect(server.hits.get(SHIPMENTS)).toBe(2);
    }
  });

  it.each<[string, Route]>([
    ["a gateway's 504 page (it gave up waiting on a server that had the request)", gatewayPage(504)],
    ["the server's own 502 (JSON): its answer, not a gateway's", serverError(502)],
    // A connection dropped before the answer is sent once more (issue 28.3, shipment-again.ts):
    // a-shipment-lost-to-a-kept-connection-the-server-closed-is-sent-once-more.test.ts.
  ])('a shipment meeting %s is not created again', async (_case, route) => {
    const server = await serve({ [SHIPMENTS]: route });
    await apiFailure(station(server.url).api.createShipment(SHIPMENT));
    expect(server.hits.get(SHIPMENTS)).toBe(1);
  });

  it('a shipment meets gateway pages twice: the second failure is reported, not tried a third time', async () => {
    const server = await serve({ [SHIPMENTS]: gatewayPage(502) });
    const error = await apiFailure(station(server.url).api.createShipment(SHIPMENT));
    expect(error).toMatchObject({ status: 502, gateway: true });
    expect(spoken(error)).toContain('A estação tentou 2 vezes.');
    expect(server.hits.get(SHIPMENTS)).toBe(2);
  });

  it('a 409 after the gateway retry says the shipment there may be this desk’s own first try', async () => {
    const server = await serve({ [SHIPMENTS]: inTurn(gatewayPage(502), serverError(409)) });
    const error = await apiFailure(station(server.url).api.createShipment(SHIPMENT));
    expect(error).toMatchObject({ status: 409 });
    expect(spoken(error)).toMatch(/talvez o desta estação/);
  });
});

describe('every body is counted while it is read', () => {
  /** A 200 whose body never ends (no Content-Length): chunks for as long as the client reads. */
  function endless(written: { bytes: number; closed: boolean }): Route {
    return (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      res.write('{"data":[');
      const pump = () => {
        while (!res.destroyed) {
          written.bytes += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
      };
      res.on('close', () => (written.closed = true));
      pump();
    };
  }

  it('an API answer that never ends is cut at 10 MiB: refused as too large, not asked again, its connection let go', async () => {
    const written = { bytes: 0, closed: false };
    const server = await serve({ [SENDERS]: endless(written) });
    const error = await apiFailure(station(server.url).api.listSenders());
    expect(error).toMatchObject({ kind: 'contract', delivery: 'answered' });
    // The sentence says what it means; the call is for "Detalhes" (issue 29.7).
    expect(spoken(error.said)).toBe(
      'A resposta do servidor veio muito maior do que qualquer resposta do serviço de envios (passa de 10 MB), e a estação parou de ler.',
    );
    expect(error.quoted).toEqual({ source: 'system', lines: ['GET /api/v1/addresses'] });
    expect(server.hits.get(SENDERS)).toBe(1);
    await until(() => written.closed, { what: 'the endless answer to be let go' });
    // What the server pushed before the station hung up: the limit and what the sockets buffer.
    expect(written.bytes).toBeLessThan(40 * 2 ** 20);
  });

  it('a file that never ends is cut at its limit the same way', async () => {
    const written = { bytes: 0, closed: false };
    const server = await serve({ 'GET /files/label.pdf': endless(written) });
    const error = await apiFailure(
      station(server.url).http.getBytes(`${server.url}/files/label.pdf`, { maxBytes: 2 ** 20 }),
    );
    expect(error).toMatchObject({ kind: 'contract' });
    expect(spoken(error)).toBe('O arquivo enviado pelo servidor é maior que 1 MB.');
    await until(() => written.closed, { what: 'the endless file to be let go' });
  });
});

describe('a connection reset', () => {
  /** A TCP server that resets each connection: at once (before reading a byte), or once the request came. */
  async function resetting(when: 'at-accept' | 'after-the-request') {
    const sockets = new Set<Socket>();
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      sockets.add(socket);
      if (when === 'at-accept') socket.resetAndDestroy();
      else socket.once('data', () => socket.resetAndDestroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    servers.push({
      close: () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => resolve());
        }),
    });
    return { url: `http://127.0.0.1:${port}`, connections: () => connections };
  }

  it.each(['at-accept', 'after-the-request'] as const)(
    'reset %s: the emit is unknown (the request was written to an open connection) and sent once; a read is asked again',
    async (when) => {
      const server = await resetting(when);
      const { api } = station(server.url);
      const emit = await apiFailure(api.emitLabel(ID));
      expect(emit).toMatchObject({ kind: 'offline', delivery: 'unknown' });
      expect(server.connections()).toBe(1);
      await apiFailure(api.listSenders());
      expect(server.connections()).toBe(4);
    },
  );

  it('refused before any connection: never sent, so nothing can have been bought', async () => {
    const server = await resetting('at-accept');
    const url = server.url;
    await servers.pop()?.close();
    expect(await apiFailure(station(url).api.emitLabel(ID))).toMatchObject({ kind: 'offline', delivery: 'not-sent' });
  });
});

describe("a file's redirects are followed by the station, each hop checked before it is asked", () => {
  /** A storage on loopback answering the file, and a fetch that points public names at it. */
  async function storage() {
    const server = await serve({
      'GET /file.pdf': (_req, res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 label'),
    });
    const viaLoopback: typeof fetch = (input, init) => {
      const { url } = sentOf(input, init);
      if (url.hostname.endsWith('.example')) {
        const local = new URL(server.url);
        const request = input instanceof Request ? input : new Request(url, init);
        return fetch(new Request(`${local.origin}${url.pathname}${url.search}`, request));
      }
      return fetch(input, init);
    };
    return { server, viaLoopback };
  }
  /** Public names resolve to a documentation address; intranet.example to a private one. */
  const lookup = async (hostname: string) => (hostname === 'intranet.example' ? ['10.0.0.5'] : ['203.0.113.7']);

  /** A route that redirects /hop/N to /hop/N-1, and /hop/0 to the file. */
  const chain: Route = (req, res) => {
    const n = Number(new URL(req.url ?? '/', 'http://x').pathname.split('/')[2]);
    res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/file.pdf' }).end();
  };

  it('follows at most five redirects, and refuses the sixth', async () => {
    const server = await serve({
      'GET /hop/4': chain,
      'GET /hop/3': chain,
      'GET /hop/2': chain,
      'GET /hop/1': chain,
      'GET /hop/0': chain,
      'GET /hop/5': chain,
      'GET /file.pdf': (_req, res) => res.writeHead(200).end('%PDF-1.4 label'),
    });
    const { http } = station(server.url);
    expect(new TextDecoder().decode((await http.getBytes(`${server.url}/hop/4`)).bytes)).toBe('%PDF-1.4 label');
    const error = await apiFailure(http.getBytes(`${server.url}/hop/5`));
    expect(error).toMatchObject({ kind: 'contract' });
    expect(spoken(error)).toContain('redirecionamentos demais');
    expect(server.hits.get('GET /file.pdf')).toBe(1);
  });

  it.each<[string, string, string]>([
    ['https → http', 'http://storage.example/file.pdf', 'de https para http'],
    ['a public server → a private address', 'https://10.0.0.5/file.pdf', 'rede local ou deste computador'],
    ['a public server → a name on the private network', 'https://intranet.example/file.pdf', 'rede local'],
    ['a public server → this computer', 'https://127.0.0.1/file.pdf', 'rede local ou deste computador'],
    ['an address with a user and password', 'https://user:pw@storage.example/file.pdf', 'usuário e senha'],
    ['another scheme', 'file:///etc/passwd', 'não é https'],
  ])('refuses %s before asking it', async (_case, location, words) => {
    const { server, viaLoopback } = await storage();
    const cdn = await serve({ 'GET /label': (_req, res) => res.writeHead(302, { location }).end() });
    const asked: string[] = [];
    const fetchFn: typeof fetch = (input, init) => {
      asked.push(sentOf(input, init).url.href);
      const { url } = sentOf(input, init);
      if (url.hostname === 'cdn.example') {
        const request = input instanceof Request ? input : new Request(url, init);
        return fetch(new Request(`${cdn.url}${url.pathname}`, request));
      }
      return viaLoopback(input, init);
    };
    const { http } = station(cdn.url, { fetch: fetchFn, lookup });
    const error = await apiFailure(http.getBytes('https://cdn.example/label'));
    expect(error).toMatchObject({ kind: 'contract' });
    expect(spoken(error)).toContain(words);
    expect(asked).toEqual(['https://cdn.example/label']);
    expect(server.hits.get('GET /file.pdf')).toBeUndefined();
  });

  it('follows a public server to another public one, with no credential on either', async () => {
    const { server, viaLoopback } = await storage();
    const cdn = await serve({
      'GET /label': (_req, res) => res.writeHead(307, { location: 'https://storage.example/file.pdf?sig=1' }).end(),
    });
    const seen: Array<{ url: string; authorization: string | null; tenant: string | null }> = [];
    const fetchFn: typeof fetch = (input, init) => {
      const { url, headers } = sentOf(input, init);
      seen.push({ url: url.href, authorization: headers.get('authorization'), tenant: headers.get('x-tenant-id') });
      if (url.hostname === 'cdn.example') {
        const request = input instanceof Request ? input : new Request(url, init);
        return fetch(new Request(`${cdn.url}${url.pathname}`, request));
      }
      return viaLoopback(input, init);
    };
    const { http } = station(cdn.url, { fetch: fetchFn, lookup });
    const file = await http.getBytes('https://cdn.example/label');
    expect(new TextDecoder().decode(file.bytes)).toBe('%PDF-1.4 label');
    expect(seen).toEqual([
      { url: 'https://cdn.example/label', authorization: null, tenant: null },
      { url: 'https://storage.example/file.pdf?sig=1', authorization: null, tenant: null },
    ]);
    expect(server.hits.get('GET /file.pdf')).toBe(1);
  });
});

describe('a quote answer from a server that spells its prices its own way (issue 28.4)', () => {
  it('reaches the desk with every option: priced in cents or reais, any currency case, the unreadable one unpriced', async () => {
    const option = (n: number, fields: Record<string, unknown>) => ({
      quoteId: `0000000${n}-0000-4000-8000-000000000000`,
      carrierId: ID,
      serviceLevelId: `5e000000-0000-4000-8000-00000000000${n}`,
      serviceName: `S${n}`,
      ...fields,
    });
    const server = await serve({
      [QUOTE]: ok(200, {
        ...QUOTED,
        shippingOptions: [
          option(1, { priceCents: 3400, currency: 'BRL' }),
          option(2, { priceCents: '5470', currency: 'brl' }),
          option(3, { price: 38.1, currency: 'Brl' }),
          option(4, { price: '41,90', currency: 'R$' }),
          option(5, { price: 'sob consulta', currency: 'BRL' }),
        ],
      }),
    });
    const logger = keptLines();
    const quote = await station(server.url, { logger }).api.simulateQuote(CUBE_QUOTE);
    expect(quote.shippingOptions.map((o) => [o.serviceName, o.priceCents, o.currency])).toEqual([
      ['S1', 3400, 'BRL'],
      ['S2', 5470, 'BRL'],
      ['S3', 3810, 'BRL'],
      ['S4', 4190, 'BRL'],
      ['S5', undefined, undefined],
    ]);
    expect(logger.lines.find((line) => line.msg === 'api read list items in part')?.fields).toMatchObject({
      partlyRead: [{ index: 4 }],
    });
  });
});
