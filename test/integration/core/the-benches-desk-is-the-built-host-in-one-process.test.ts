// The faults and desk-link benches start a desk through test/bench/support/host-desk.ts. Their
// figures are a desk's only if that desk is the app a desk runs: the built browser host
// (out/main/host.js), not the source under tsx, whose thermal worker paid tsx's load at the first
// label (desk-link's 'first' path). And it is ONE process, node itself, so the faults bench's
// SIGKILL kills the station and its data-folder lock with it.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { startHostDesk, type HostDesk } from '../../bench/support/host-desk';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
let dataDir = '';
let desk: HostDesk | undefined;

afterAll(async () => {
  await desk?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it("runs the built host as the station's own process, without tsx", async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bench-host-desk-'));
  // No server answers here: the desk starts without logging in.
  desk = await startHostDesk({ name: 'Bancada 1', dataDir, api: 'http://127.0.0.1:9', login: false });
  const argv = readFileSync(`/proc/${desk.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  expect(argv[0]).toBe(process.execPath);
  expect(argv[1]).toBe(join(repoRoot, 'out/main/host.js'));
  expect(argv.join(' ')).not.toMatch(/tsx|\.ts\b/);
  expect((await desk.call('session:state')).status).toBe('logged-out');
});
