// The station in its browser host, as an operator's desk runs it: the built `out/main/host.js`
// (what `npm start` runs without Electron; scripts/test.sh builds before the e2e run) on a free port with a fresh data folder, either in training mode (its embedded sandbox) or
// against a test sandbox (--api). Resolves once it printed its address.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface StationHost {
  /** http://127.0.0.1:PORT/?key=SECRET */
  url: string;
  /** The embedded sandbox's address in training mode. */
  trainingSandboxUrl: string | null;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface StationHostOptions {
  api?: string;
  dataDir?: string;
  /** false: no D-Bus session for the host, so no keychain answers and tokens stay in memory. */
  keychain?: boolean;
  /** Added to the host's environment (e.g. TZ: the desk's time zone). */
  env?: Record<string, string>;
}

export async function startStationHost(options: StationHostOptions = {}): Promise<StationHost> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'station-e2e-')));
  const args = [join(repoRoot, 'out/main/host.js'), '--port', '0', '--data-dir', dataDir];
  if (options.api) args.push('--api', options.api);
  const env = { ...process.env, ...options.env };
  if (options.keychain === false) delete env.DBUS_SESSION_BUS_ADDRESS;
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the station host did not start in 30 s:\n${stderr}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`the station host exited with ${code}:\n${stderr}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /shipping station ready at (\S+)/.exec(stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  // The training line is written once the station is made, after the address (the host serves the
  // page while it makes the station): waited for as long as the start itself may take.
  for (let i = 0; i < 600 && !/training mode|API:/.test(stderr) && child.exitCode === null; i++)
    await new Promise((r) => setTimeout(r, 50));
  const trainingSandboxUrl = /embedded sandbox at (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr)?.[1] ?? null;
  return {
    url,
    trainingSandboxUrl,
    dataDir,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
