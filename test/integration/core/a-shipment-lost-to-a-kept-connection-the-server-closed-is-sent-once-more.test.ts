// The kept-connection race, against a real HTTP server on loopback (node:http; no fetch mocked):
// the server answers a first request on a keep-alive connection, then, as its idle timer would,
// closes that same connection when the next request arrives on it (a FIN, or a reset), without a
// byte of an answer, and answers on a new connection. A shipment creation lost that way is sent
// once more, on a new connection (http.ts SHIPMENT_AFTER_DROP); the emit, which buys the label,
// is sent once and its outcome stays unknown (issue 28, item 3).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type AuthProvider } from '../../../electron/main/api/client';
import { isOutcomeUnknown, wasNeverSent } from '../../../electron/main/api/errors';
import { createHttp } from '../../../electron/main/api/http';
import { silentLogger } from '../../../electron/main/log/logger';
import { spoken } from '../../support/said';
import { apiFailure, nationalShipment } from './core-fixture';
import { FAKE_LOJA, json } from './fake-api';

const ID = '00000000-0000-4000-8000-000000000001';
const SENDERS = 'GET /api/v1/addresses';
const SHIPMENTS = 'POST /api/v1/shipments';
const EMIT = `POST /api/v1/labels/shipments/${ID}/emit`;
const SHIPMENT = nationalShipment({ quoteId: ID, carrierId: ID, serviceLevelId: ID });
/** api.offlineDropped, the station's words for a connection that dropped (pt-BR). */
const DROPPED = 'Não foi possível falar com o servidor: a conexão caiu no meio do pedido.';
const CREATED = { shipment: { id: ID, status: 'created' }, shipmentId: ID, status: 'created' };

const ANSWERS: Record<string, (res: ServerResponse) => void> = {
  [SENDERS]: (res) => json(res, 200, { data: [], total: 0, page: 1, pageSize: 20 }),
  [SHIPMENTS]: (res) => json(res, 201, CREATED),
};

/** How the server lets the connection go: a FIN (undici: "other side closed") or a reset (ECONNRESET). */
type How = 'closed' | 'reset';

interface KeptServer {
  url: string;
  /** The connection (1, 2, …, in the order they were opened) each request of `key` came on. */
  cameOn(key: string): number[];
  close(): Promise<void>;
}

/**
 * Answers every request, except those of `dropped`: each is let go with no answer when it comes on
 * a connection that already carried an answer (`always`: wherever it comes).
 */
async function keptConnectionServer(dropped: readonly string[], how: How, always = false): Promise<KeptServer> {
  const answered = new WeakMap<Socket, number>();
  const numbers = new WeakMap<Socket, number>();
  const sockets = new Set<Socket>();
  const arrivals = new Map<string, number[]>();
  const server = createServer({ keepAliveTimeout: 30_000 }, (req, res) => {
    const { socket } = req;
    const key = `${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`;
    arrivals.set(key, [...(arrivals.get(key) ?? []), numbers.get(socket) ?? 0]);
    if (dropped.includes(key) && (always || (answered.get(socket) ?? 0) > 0)) {
      // The server's idle timer ran out as the request came: the connection goes, unanswered.
      if (how === 'reset') socket.resetAndDestroy();
      else socket.end();
      return;
    }
    answered.set(socket, (answered.get(socket) ?? 0) + 1);
    req.resume();
    req.on('end', () => ANSWERS[key]?.(res));
  });
  server.on('connection', (socket) => {
    numbers.set(socket, sockets.size + 1);
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cameOn: (key) => arrivals.get(key) ?? [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const servers: KeptServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const auth: AuthProvider = {
  credentials: () => ({ accessToken: 'fake-access-token-0123456789abcdef', tenantId: FAKE_LOJA }),
  refreshAfter401: async () => undefined,
};

/** The station's client on the server, with one answered call behind it: its connection is kept. */
async function stationWithAKeptConnection(dropped: readonly string[], how: How, always = false) {
  const server = await keptConnectionServer(dropped, how, always);
  servers.push(server);
  const http = createHttp({
    baseUrl: server.url,
    logger: silentLogger(),
    timeoutMs: 5_000,
    retry: { limit: 2, backoffLimitMs: 10, maxRetryAfterMs: 50 },
  });
  const api = createApiClient(http, auth);
  await api.listSenders();
  expect(server.cameOn(SENDERS)).toEqual([1]);
  return { server, api, http };
}

describe.each<How>(['closed', 'reset'])('a kept connection the server %s as the request came', (how) => {
  it('F9: the shipment creation lost on it is sent once more, on a new connection, and made; the emit lost the same way is sent once and stays unknown', async () => {
    const { server, api, http } = await stationWithAKeptConnection([SHIPMENTS, EMIT], how);
    expect(await api.createShipment(SHIPMENT)).toMatchObject({ shipmentId: ID });
    // Twice in all: on the kept connection (let go), then on a new one (answered).
    expect(server.cameOn(SHIPMENTS)).toEqual([1, 2]);
    // The emit goes on the shipment's connection, kept, which the server lets go the same way.
    const error = await apiFailure(api.emitLabel(ID));
    expect(server.cameOn(EMIT)).toEqual([2]);
    expect(error).toMatchObject({ kind: 'offline', delivery: 'unknown', method: 'POST', path: EMIT.slice(5) });
    expect(isOutcomeUnknown(error)).toBe(true);
    // Never "nothing was charged": the POST was written to an open connection.
    expect(wasNeverSent(error)).toBe(false);
    expect(spoken(error.said)).toBe(DROPPED);
    await http.link.close();
  });

  it('a shipment creation the server lets go every time is sent twice, then said as a dropped connection', async () => {
    const { server, api, http } = await stationWithAKeptConnection([SHIPMENTS], how, true);
    const error = await apiFailure(api.createShipment(SHIPMENT));
    expect(error).toMatchObject({ kind: 'offline', delivery: 'unknown', method: 'POST', path: '/api/v1/shipments' });
    expect(spoken(error.said)).toBe(DROPPED);
    expect(server.cameOn(SHIPMENTS)).toEqual([1, 2]);
    await http.link.close();
  });
});
