// Each case runs the station in a child process with its own D-Bus address, so the keychain it
// meets is exactly the one described, and a hung keytar thread dies with the child.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { spoken } from '../../support/said';
import type { Said } from '../../../electron/shared/messages';

const run = promisify(execFile);
const child = 'test/integration/core/fixtures/open-vault-child.ts';

async function inChild(env: Record<string, string>, ...args: string[]) {
  const started = Date.now();
  const { stdout } = await run(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), child, ...args], {
    cwd: resolve('.'),
    env: { ...process.env, ...env },
    timeout: 20_000,
  });
  return { result: JSON.parse(stdout.trim()) as Record<string, unknown>, wallMs: Date.now() - started };
}

let dir: string;
let silentBus: Server;
const sockets = new Set<Socket>();
let sandbox: TestSandbox;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'no-keyring-'));
  // A "bus" that accepts the connection and never says a word: what a wedged D-Bus looks like.
  silentBus = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', () => undefined);
  });
  await new Promise<void>((ok) => silentBus.listen(join(dir, 'bus.sock'), ok));
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((ok) => silentBus.close(ok));
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

describe('no keyring', () => {
  it('a bus address that leads nowhere: memory vault at once', async () => {
    const { result } = await inChild({ DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus' }, 'vault');
    expect(result.storage).toBe('memory');
    expect(result.ms).toBeLessThan(2000);
    expect(result.reason).toMatchObject({ key: expect.stringMatching(/^session\.keychain\./) });
  });

  it("a bus that hangs: given up after 2 s (not keytar's 25 s), memory vault", async () => {
    const { result } = await inChild({ DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(dir, 'bus.sock')}` }, 'vault');
    expect(result.storage).toBe('memory');
    expect(result.ms).toBeGreaterThanOrEqual(1900);
    expect(result.ms).toBeLessThan(3500);
    expect(result.reason).toEqual({ key: 'session.keychain.silent', params: { ms: 2000 } });
  });

  it('the station still starts and logs in, and tells the operator they will log in again next start', async () => {
    const { result, wallMs } = await inChild(
      { DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(dir, 'bus.sock')}` },
      'station',
      sandbox.url,
      join(dir, 'data'),
    );
    expect(result).toMatchObject({ status: 'logged-in', tokenStorage: 'memory' });
    // Why, in the operator's language: no English sentence of the station inside the pt-BR one.
    expect(spoken(result.notice as Said)).toMatch(
      /^Nenhum chaveiro do sistema disponível \(o chaveiro do sistema não respondeu em 2000 ms\)\..*próxima vez/,
    );
    expect(result.startMs).toBeLessThan(6000);
    // The process is not held for keytar's 25 s (its exit would come after 25 s plus the start;
    // a loaded CI machine has taken 15.5 s for the whole child).
    expect(wallMs).toBeLessThan(24_000);
  });
});
