import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../electron/main/platform/csp';
import { createStationApi } from '../../../electron/preload/api';
import type { SessionState } from '../../../electron/shared/ipc';
import { createHostTransport } from '../../../renderer/src/bridge/host-transport';
import { until } from '../../support/until';
import { DEMO, IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';

// The real CLI in a child process (as `npm run start:web` runs it), against a sandbox.
let sandbox: TestSandbox;
let child: ChildProcessWithoutNullStreams;
let dataDir: string;
let origin = '';
let key = '';
let firstLine = '';

beforeAll(async () => {
  sandbox = await startTestSandbox();
  dataDir = await mkdtemp(join(tmpdir(), 'host-'));
  const rendererDir = join(dataDir, 'renderer');
  await import('node:fs/promises').then((fs) => fs.mkdir(rendererDir));
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Shipping Station</title>');
  child = spawn(
    process.execPath,
    [
      resolve('node_modules/tsx/dist/cli.mjs'),
      'electron/main/host/cli.ts',
      '--port',
      '0',
      '--data-dir',
      join(dataDir, 'data'),
      '--api',
      sandbox.url,
      '--renderer-dir',
      rendererDir,
    ],
    { cwd: resolve('.'), env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent' } },
  );
  firstLine = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('no ready line within 20 s')), 20_000);
    child.once('exit', (code) => fail(new Error(`host exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      ok(line);
    });
  });
  const match = /^shipping station ready at (http:\/\/127\.0\.0\.1:\d+)\/\?key=([A-Za-z0-9_-]{32,})$/.exec(firstLine);
  origin = match?.[1] ?? '';
  key = match?.[2] ?? '';
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((ok) => child.once('exit', ok));
    child.kill('SIGTERM');
    await exited;
  }
  await sandbox?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const rpc = (channel: string, headers: Record<string, string>, input?: unknown) =>
  fetch(`${origin}/rpc/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ input }),
  });

/** node:http, because fetch will not let a test forge the Host header. */
const withHost = (host: string) =>
  new Promise<number>((ok, fail) => {
    const url = new URL(`${origin}/rpc/session:state`);
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'x-station-key': key },
      },
      (res) => {
        res.resume();
        ok(res.statusCode ?? 0);
      },
    );
    req.on('error', fail);
    req.end('{}');
  });

describe('browser host', () => {
  it('prints the ready line first, with a loopback address and a long per-launch key', () => {
    expect(firstLine).toMatch(/^shipping station ready at http:\/\/127\.0\.0\.1:\d+\/\?key=/);
    expect(key.length).toBeGreaterThanOrEqual(32);
  });

  it('serves the page without the key, with the same CSP as the Electron shell and no referrer', async () => {
    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Shipping Station');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await fetch(`${origin}/..%2f..%2fpackage.json`)).status).toBe(404);
  });

  it('refuses every call without the secret, with a wrong one, from a foreign Origin or Host', async () => {
    expect((await rpc('session:state', {})).status).toBe(403);
    expect((await rpc('session:state', { 'x-station-key': `${key.slice(0, -1)}x` })).status).toBe(403);
    expect((await rpc('session:state', { 'x-station-key': key, origin: 'http://evil.example' })).status).toBe(403);
    expect((await rpc('session:state', { 'x-station-key': key, origin: 'http://127.0.0.1:1' })).status).toBe(403);
    expect(await withHost('evil.example:80')).toBe(403);
    expect((await fetch(`${origin}/events`)).status).toBe(403);
    // The refused login never reached the session.
    expect(
      (
        await rpc(
          'session:login',
          { origin: 'http://evil.example', 'x-station-key': key },
          { email: DEMO.email, senha: DEMO.senha },
        )
      ).status,
    ).toBe(403);
  });

  it('answers with the secret, from no Origin or its own', async () => {
    const plain = await rpc('session:state', { 'x-station-key': key });
    expect(plain.status).toBe(200);
    expect(await plain.json()).toMatchObject({ ok: true, value: { status: 'logged-out' } });
    expect((await rpc('session:state', { 'x-station-key': key, origin })).status).toBe(200);
    expect(await (await rpc('quotes:simulate', { 'x-station-key': key }, { peso: 'x' })).json()).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
  });

  it('the renderer host client carries the whole channel map and the events over loopback', async () => {
    // The event stream is subscribed on the host once its answer's headers arrive.
    let streaming = false;
    const transport = createHostTransport({
      origin,
      key,
      reconnectMs: 50,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (String(input).endsWith('/events') && response.ok) streaming = true;
        return response;
      },
    });
    const station = createStationApi(transport);
    const states: SessionState[] = [];
    const stop = station.on('session-state', (state) => states.push(state));
    await until(() => streaming, { what: 'the event stream to connect' });
    try {
      const login = await station.session.login({ email: DEMO.email, senha: DEMO.senha });
      expect(login).toMatchObject({ ok: true, value: { status: 'logged-in' } });
      expect(JSON.stringify(login)).not.toMatch(/accessToken|refreshToken|Bearer/);
      await station.session.selectLoja({ tenantId: IDS.demoLoja });
      const senders = await station.senders.list({});
      expect(senders).toMatchObject({ ok: true, value: { data: [{ lojaId: IDS.demoLoja }] } });
      await expect.poll(() => states.map((s) => s.tenantId)).toEqual([null, IDS.demoLoja]);
    } finally {
      stop();
      transport.close();
    }
    const wrong = createStationApi(createHostTransport({ origin, key: 'nope' }));
    expect(await wrong.session.state()).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((ok) => child.once('exit', ok));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
