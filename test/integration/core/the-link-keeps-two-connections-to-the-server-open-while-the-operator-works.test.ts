// The desk's connections to its server (electron/main/api/link.ts), through a desk's network link
// (test/support/desk-link.ts): TLS with a test CA, a load balancer that closes a connection left
// idle 8 s and says so (Keep-Alive: timeout=8). The real sandbox answers behind it. What the
// station sends is counted at the balancer: TCP connections, TLS handshakes, request lines.
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthApi } from '../../../electron/main/api/auth-api';
import { createHttp } from '../../../electron/main/api/http';
import type { Http } from '../../../electron/main/api/http-types';
import { keepAliveMsOf, pingGapMs } from '../../../electron/main/api/link';
import { silentLogger } from '../../../electron/main/log/logger';
import { DEMO, startSandbox } from '../../../electron/sandbox';
import { startDeskLink, type DeskLink } from '../../support/desk-link';
import { until } from '../../support/until';

// 8 s: the pool keeps a connection 6 s and pings it every 3 s, slack enough for a loaded machine
// (at 4 s a ping 1 s late under the full suite let the pool close one).
const IDLE_CLOSE_MS = 8_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

async function deskAt(rttMs: number): Promise<{ link: DeskLink; http: Http; login(): Promise<unknown> }> {
  const link = await startDeskLink({ rttMs, idleCloseMs: IDLE_CLOSE_MS });
  closing.push(() => link.close());
  const sandbox = await startSandbox({ publicUrl: link.url });
  closing.push(() => sandbox.close());
  link.forwardTo(sandbox.url);
  const http = createHttp({ baseUrl: link.url, logger: silentLogger(), ca: await readFile(link.caFile, 'utf8') });
  closing.push(() => http.link.close());
  const auth = createAuthApi(http);
  return { link, http, login: () => auth.login({ email: DEMO.email, senha: DEMO.senha }) };
}

/** Two more connections than `before` are open and their pings answered. */
async function twoOpen(link: DeskLink, before = { connections: 0, handshakes: 0, requests: 0 }): Promise<void> {
  await until(
    () => {
      const now = link.counts();
      return (
        now.connections === before.connections + 2 &&
        now.handshakes === before.handshakes + 2 &&
        now.requests >= before.requests + 2
      );
    },
    { what: 'two connections open', timeoutMs: 10_000 },
  );
  await sleep(100); // the last ping's answer back at the desk
}

describe('the link to the server', () => {
  it('reads the keep-alive time a server gives and pings within what the pool keeps', () => {
    expect(keepAliveMsOf('timeout=5')).toBe(5_000);
    expect(keepAliveMsOf('max=100, timeout=72')).toBe(72_000);
    expect(keepAliveMsOf(null)).toBeNull();
    expect(keepAliveMsOf('max=100')).toBeNull();
    // undici keeps a connection the server's time less 2 s: pinged at half of that.
    expect(pingGapMs(4_000)).toBe(1_000);
    expect(pingGapMs(12_000)).toBe(5_000);
    // A server that says nothing (an ALB closes at 60 s): every 25 s; never more often than 1 s.
    expect(pingGapMs(null)).toBe(25_000);
    expect(pingGapMs(72_000)).toBe(25_000);
    expect(pingGapMs(2_000)).toBe(1_000);
  });

  it('after login keeps two connections open through an idle spell longer than the balancer keeps one', async () => {
    const { link, http, login } = await deskAt(10);
    await login();
    // What the station does when the session says logged in.
    http.link.warm(link.url);
    // The login's connection and a second one are open (the ping sends two requests at once).
    await twoOpen(link);
    const opened = link.counts();
    link.takeRequests();

    await sleep(IDLE_CLOSE_MS * 2);
    const pings = link.takeRequests();
    expect(pings.length).toBeGreaterThan(0);
    expect(new Set(pings)).toEqual(new Set(['OPTIONS /']));
    // Two calls at once after the idle spell (a label and its DACE): neither opens a connection.
    await Promise.all([login(), login()]);
    expect(link.counts().connections).toBe(opened.connections);
    expect(link.counts().handshakes).toBe(opened.handshakes);
  }, 40_000);

  it('lets them close once the session rests: the next call pays a new connection', async () => {
    const { link, http, login } = await deskAt(10);
    await login();
    // What the station does when the session says logged in.
    http.link.warm(link.url);
    await twoOpen(link);
    http.link.rest();
    await sleep(IDLE_CLOSE_MS * 2);
    const before = link.counts();
    expect(link.takeRequests().filter((line) => line === 'OPTIONS /')).toHaveLength(2);
    await login();
    expect(link.counts().connections).toBe(before.connections + 1);
  }, 40_000);

  it('opens them again by itself when every connection was dropped (the network came back)', async () => {
    const { link, http, login } = await deskAt(10);
    await login();
    // What the station does when the session says logged in.
    http.link.warm(link.url);
    await twoOpen(link);
    const dropped = link.counts();
    link.dropAll();
    // Within a ping's gap the link has two open again, before any call needs one.
    await twoOpen(link, dropped);
    const reopened = link.counts();
    expect(reopened.connections).toBe(4);
    await login();
    expect(link.counts().connections).toBe(reopened.connections);
  }, 40_000);

  it('a call made while the pings hold both connections waits for them instead of opening a third', async () => {
    const { link, http, login } = await deskAt(40);
    await login();
    http.link.warm(link.url);
    await twoOpen(link);
    const open = link.counts();
    // warm() pings at once: the operator's call leaves while both pings are on their way.
    http.link.warm(link.url);
    await login();
    expect(link.counts().connections).toBe(open.connections);
    expect(link.counts().requests).toBe(open.requests + 3);
  }, 40_000);

  it('pings only the connection a call is not using: no third one opens, and the next call does not wait', async () => {
    const { link, http, login } = await deskAt(10);
    await login();
    http.link.warm(link.url);
    await twoOpen(link);
    const open = link.counts();
    link.takeRequests();
    // A call that lasts longer than a ping's gap (3 s here): the ping falls due while it is on its way.
    link.setRtt(4_000);
    await login();
    await until(() => link.counts().requests === open.requests + 2, { what: 'the ping answered', timeoutMs: 10_000 });
    expect(link.takeRequests().sort()).toEqual(['OPTIONS /', 'POST /api/v1/auth/login']);
    expect(link.counts().connections).toBe(open.connections);
    // Both are still kept: the pings after it go on the same two connections.
    link.setRtt(10);
    await sleep(4_000);
    expect(link.takeRequests()).toContain('OPTIONS /');
    await Promise.all([login(), login()]);
    expect(link.counts().connections).toBe(open.connections);
  }, 40_000);

  it('sends a dependent call on the connection the one before it just used (no handshake between)', async () => {
    const { link, login } = await deskAt(40);
    await login();
    const first = link.counts();
    // The second call is sent as soon as the first returns, as a label's download follows its emit.
    for (let i = 0; i < 3; i++) await login();
    expect(link.counts().connections).toBe(first.connections);
  }, 40_000);
});
