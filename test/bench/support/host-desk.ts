// A desk as its own process for the faults and desk-link benches: the built browser host
// (out/main/host.js, as `npm run start:web` and a desk without Electron run it: bundled, its
// compile cache on, the thermal worker a built script), run as ONE process (node, no wrapper), so
// a SIGKILL kills the station itself and its data-folder lock goes with it. Not the source under
// tsx: its thermal worker paid tsx's load at the first label, which the built app does not. The
// build is made first when it is missing or older than a file of electron/ (a bench never runs
// yesterday's station). The bench talks to it as the page does (POST /rpc/<channel> with the
// per-launch key).
//
// withoutDacOverride: the desk runs as root without CAP_DAC_OVERRIDE (setpriv), so file and
// folder modes bind it as they bind an operator's account (root would write a read-only file).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createHostTransport } from '../../../renderer/src/bridge/host-transport';
import type { Channel, ChannelInput, ChannelOutput, Result, StationError } from '../../../electron/shared/ipc';
import type { WarehouseConfig } from '../../../electron/shared/warehouse';
import type { PrinterProfile } from '../../../electron/shared/printer-profile';
import { BOX } from '../../integration/desk/support/parties';
import { PASS_THROUGH } from '../../support/profiles';
import { DEMO, IDS } from '../../support/sandbox';
import { spoken } from '../../support/said';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const CAPS = '-dac_override,-dac_read_search,-fowner';

export interface HostDesk {
  readonly name: string;
  readonly dataDir: string;
  readonly pid: number;
  /** How it ended: our SIGKILL, a clean stop, or something else (a crash). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  invoke<C extends Channel>(channel: C, input?: ChannelInput<C>): Promise<Result<ChannelOutput<C>, StationError>>;
  call<C extends Channel>(channel: C, input?: ChannelInput<C>): Promise<ChannelOutput<C>>;
  /** SIGKILL: the desk dies where it stands. */
  kill(): Promise<void>;
  /** A clean quit (SIGTERM), as the operator closing the app. */
  stop(): Promise<void>;
  /** What it wrote to stderr (the last 8 KB). */
  stderr(): string;
}

export interface HostDeskOptions {
  name: string;
  dataDir: string;
  /** --api; absent: the server saved in its settings (as a desk starts every morning). */
  api?: string;
  /** First start on this folder: the desk name, the network printer on this port, strict mode, the preset, the warehouse. */
  setup?: { printerPort: number; warehouse?: WarehouseConfig | null; profile?: PrinterProfile };
  /** More environment for the station (say NODE_EXTRA_CA_CERTS: the CA of its server's certificate). */
  env?: Record<string, string>;
  /** Log in and open the demo loja once started (default true); the resume runs then. */
  login?: boolean;
  withoutDacOverride?: boolean;
}

/** Started and answering, or refused to start: its exit and what it said. */
export type HostStart =
  | { started: true; desk: HostDesk }
  | { started: false; code: number | null; signal: NodeJS.Signals | null; stderr: string; stdout: string };

const HOST = join(repoRoot, 'out/main/host.js');
/** What the built host is made from: a file changed after the build makes it stale. */
const SOURCES = ['electron', 'electron.vite.config.ts', 'package.json'];

/** The source file changed after the built host (null: the build is current). */
function newerThanBuild(): string | null {
  if (!existsSync(HOST)) return HOST;
  const built = statSync(HOST).mtimeMs;
  for (const source of SOURCES) {
    const path = join(repoRoot, source);
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' }).map((name) => join(path, name))
      : [path];
    const newer = files.find((file) => statSync(file).mtimeMs > built);
    if (newer) return newer;
  }
  return null;
}

let built = false;
/** Builds out/ once per bench process when it is missing or stale (electron-vite build, a few seconds). */
function builtHost(): string {
  if (built) return HOST;
  const stale = newerThanBuild();
  if (stale) {
    console.error(`host-desk: building the host first (${stale} is newer than the build or it is missing)`);
    execFileSync(join(repoRoot, 'node_modules/.bin/electron-vite'), ['build', '--logLevel', 'warn'], {
      cwd: repoRoot,
      // Its words on stderr: a bench's stdout is its JSON lines only.
      stdio: ['ignore', 2, 2],
    });
    if (newerThanBuild()) throw new Error('build first (npx electron-vite build): out/main/host.js is still stale');
  }
  built = true;
  return HOST;
}

let rendererDir: string | undefined;
/** The host serves a page from here; the bench never opens it. */
function emptyRenderer(): string {
  if (!rendererDir) {
    const dir = mkdtempSync(join(tmpdir(), 'faults-renderer-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Shipping Station</title>');
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    rendererDir = dir;
  }
  return rendererDir;
}

/** Starts the host process; answers once its station is made (started) or it exited (refused). */
export async function launchHostDesk(options: HostDeskOptions): Promise<HostStart> {
  const node = [
    builtHost(),
    '--port',
    '0',
    '--data-dir',
    options.dataDir,
    '--renderer-dir',
    emptyRenderer(),
    ...(options.api ? ['--api', options.api] : []),
  ];
  const [file, args] = options.withoutDacOverride
    ? ['setpriv', [`--inh-caps=${CAPS}`, `--bounding-set=${CAPS}`, '--', process.execPath, ...node]]
    : [process.execPath, node];
  const child = spawn(file, args, {
    cwd: repoRoot,
    // No session bus: tokens in memory (the keychain is another test's subject).
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  /** The station is made: the host says where its API is, after it listens (host/cli.ts). */
  let made: () => void = () => undefined;
  const madeLine = new Promise<void>((resolve) => (made = resolve));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
    if (/^(training mode: embedded sandbox at |API: )/m.test(stderr)) made();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const first = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 60_000);
    void exited.then(() => {
      clearTimeout(timer);
      resolve(null);
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      stdout += `${line}\n`;
      if (line.startsWith('shipping station ready at ')) {
        clearTimeout(timer);
        resolve(line);
      }
    });
  });
  const match = first && /^shipping station ready at (http:\/\/127\.0\.0\.1:\d+)\/\?key=(\S+)$/.exec(first);
  // The host listens before it makes the station (the page loads meanwhile): a station that
  // cannot start (a read-only queue, a damaged file) exits after its address, with its reason.
  const station =
    match &&
    (await Promise.race([
      madeLine.then(() => true),
      exited.then(() => false),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 60_000).unref()),
    ]));
  if (!match || !station) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    const { code, signal } = await exited;
    return { started: false, code, signal, stderr, stdout };
  }
  const transport = createHostTransport({ origin: match[1] as string, key: match[2] as string });
  const invoke = <C extends Channel>(channel: C, input?: ChannelInput<C>) =>
    transport.invoke(channel, input) as Promise<Result<ChannelOutput<C>, StationError>>;
  const call = async <C extends Channel>(channel: C, input?: ChannelInput<C>) => {
    const result = await invoke(channel, input);
    if (!result.ok) throw new Error(`${options.name}: ${channel}: ${result.error.kind}: ${spoken(result.error)}`);
    return result.value;
  };
  const end = async (signal: NodeJS.Signals) => {
    transport.close();
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const desk: HostDesk = {
    name: options.name,
    dataDir: options.dataDir,
    pid: child.pid ?? 0,
    exited,
    invoke,
    call,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    stderr: () => stderr,
  };
  try {
    if (options.login !== false) {
      // Tokens live in memory only: every start logs in again; the loja's activation resumes.
      await call('session:login', { email: DEMO.email, senha: DEMO.senha });
      await call('session:select-loja', { tenantId: IDS.demoLoja });
    }
    if (options.setup) {
      const printerId = `network:127.0.0.1:${options.setup.printerPort}`;
      await call('printers:add-network', { address: `127.0.0.1:${options.setup.printerPort}` });
      await call('settings:update', {
        printers: { label: printerId },
        strictMode: true,
        workstationName: options.name,
      });
      await call('printers:set-profile', { printerId, profile: options.setup.profile ?? PASS_THROUGH });
      await call('desk:preset-save', BOX);
      if (options.setup.warehouse) {
        const status = await call('warehouse:configure', { config: options.setup.warehouse });
        if (status.mode !== 'online')
          throw new Error(`${options.name} did not reach the warehouse: ${JSON.stringify(status)}`);
      }
    }
  } catch (error) {
    await desk.kill();
    throw error;
  }
  return { started: true, desk };
}

/** Starts a desk that must start (throws with its words otherwise). */
export async function startHostDesk(options: HostDeskOptions): Promise<HostDesk> {
  const start = await launchHostDesk(options);
  if (!start.started)
    throw new Error(`${options.name} did not start (exit ${start.code ?? start.signal}):\n${start.stderr}`);
  return start.desk;
}
