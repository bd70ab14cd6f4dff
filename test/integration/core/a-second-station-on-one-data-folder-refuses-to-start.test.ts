// Issue 15: two processes on one data folder printed each other's jobs twice. A second station
// started on a folder another one holds must refuse, say which process holds it, and exit
// cleanly; a station killed by SIGKILL must never leave a lock behind (the OS drops it).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startStationHost, type StationHost } from '../../e2e/support/host';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const hosts: StationHost[] = [];
let dataDir = '';

/** Starts a host that is expected to refuse: resolves with its exit code and what it wrote. */
function startRefused(folder: string): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'electron/main/host/cli.ts'), '--port', '0', '--data-dir', folder],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr, stdout })));
}

afterAll(async () => {
  await Promise.all(hosts.map((host) => host.stop()));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('one station per data folder', () => {
  it('refuses a second host on the same folder, naming the first one, and lets a new one in after a SIGKILL', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'station-lock-'));
    const first = await startStationHost({ dataDir });
    hosts.push(first);

    const second = await startRefused(dataDir);
    expect(second.code).toBe(3);
    expect(second.stdout).not.toContain('shipping station ready');
    expect(second.stderr).toContain(`pid ${first.child.pid}`);
    expect(second.stderr).toContain('Outra estação já usa a pasta de dados');

    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    const third = await startStationHost({ dataDir });
    hosts.push(third);
    expect(third.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?key=/);
  });
});
