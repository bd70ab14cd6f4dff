// The station's pool lets a kept connection go before a server that says no keep-alive time (AWS's
// ALB closes one idle for 60 s, and says nothing) would close it, so no call is written on a
// connection the server is closing (link.ts; issue 28, item 3). A real HTTP server on loopback
// (node:http, no Keep-Alive header: keepAliveTimeout 0) and the station's client; the pool's
// timers (undici's, which tick on setTimeout) run on vitest's fake clock, moved 59 s here, while
// the sockets stay on real time.
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as realSleep } from 'node:timers/promises';
import { afterEach, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../electron/main/api/client';
import { createHttp } from '../../../electron/main/api/http';
import { silentLogger } from '../../../electron/main/log/logger';
import { FAKE_LOJA, json } from './fake-api';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** Waits on real time (the fake clock never wakes a sleeper) until `condition` holds, or gives up. */
async function whenReal(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await realSleep(5);
  return condition();
}

it('a connection idle 59 s to a server that says no keep-alive time is closed by the station, and the next call opens a new one', async () => {
  const sockets: Array<{ socket: Socket; closed: boolean }> = [];
  const cameOn: number[] = [];
  // keepAliveTimeout 0: no Keep-Alive header in the answers, and no close of the server's own.
  const server = createServer({ keepAliveTimeout: 0 }, (req, res) => {
    cameOn.push(sockets.findIndex(({ socket }) => socket === req.socket) + 1);
    json(res, 200, { data: [], total: 0, page: 1, pageSize: 20 });
  });
  server.on('connection', (socket) => {
    const seen = { socket, closed: false };
    sockets.push(seen);
    socket.on('close', () => (seen.closed = true));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        for (const { socket } of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  // The pool's clock (undici's timers) is the test's from the first call on.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const http = createHttp({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logger: silentLogger(),
  });
  closers.push(() => http.link.close());
  const api = createApiClient(http, {
    credentials: () => ({ accessToken: 'fake-access-token-0123456789abcdef', tenantId: FAKE_LOJA }),
    refreshAfter401: async () => undefined,
  });
  await api.listSenders();
  expect(cameOn).toEqual([1]);
  // 59 s without a call: the server would keep the connection one more second.
  await vi.advanceTimersByTimeAsync(59_000);
  expect(await whenReal(() => sockets[0]?.closed === true, 1_000)).toBe(true);
  await api.listSenders();
  expect(cameOn).toEqual([1, 2]);
});
