// A real sandbox for tests: port 0, a temporary data dir (removed on close), and the admin
// surface as typed calls. Use it wherever a test needs "the server".
import { mkdtemp, rm } from 'node:fs/promises';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startSandbox,
  type Faults,
  type Personality,
  type PersonalityView,
  type ProfileName,
  type SandboxOptions,
} from '../../electron/sandbox';

export { DEMO, OTHER, INACTIVE, IDS, CARRIERS, SERVICES, PROFILES, PROFILE_NAMES } from '../../electron/sandbox';
export type { Personality, PersonalityView, ProfileName } from '../../electron/sandbox';

export interface SandboxAdmin {
  wallets(): Promise<Array<{ lojaId: string; balanceCents: number }>>;
  setWallet(lojaId: string, balanceCents: number): Promise<void>;
  /** Moves the sandbox clock forward (quotes, tokens, pending jobs, URLs and tracking follow). */
  advanceClock(seconds: number): Promise<{ now: string; offsetSeconds: number }>;
  /** Changes only the faults given; answers the faults now in force. */
  faults(faults: Partial<Faults>): Promise<Faults>;
  /**
   * Changes the server's personality: a profile by name, and/or switches on top of it (without
   * a profile, on top of the one in force). Counters of "the next N calls" start again.
   */
  personality(change: { profile?: ProfileName } & Partial<Personality>): Promise<PersonalityView>;
  /** Back to the seed data, real time, the start-up faults and the start-up personality. */
  reset(): Promise<void>;
  /** Adds `count` generated recipients to a store; answers the store's total. */
  seedRecipients(lojaId: string, count: number): Promise<number>;
  /** Another system renames a recipient (its updatedAt moves on; so may its place in the list). */
  renameRecipient(lojaId: string, id: string, name: string): Promise<void>;
  /** Another system deletes a recipient. */
  deleteRecipient(lojaId: string, id: string): Promise<void>;
  /** Renames a store (the name the login's `lojas` carries). */
  renameLoja(lojaId: string, name: string): Promise<void>;
  /** Changes an account's login e-mail (its password stays). */
  changeEmail(accountId: string, email: string): Promise<void>;
}

export interface TestSandbox {
  url: string;
  dataDir: string;
  close(): Promise<void>;
  admin: SandboxAdmin;
}

export type TestSandboxOptions = Omit<SandboxOptions, 'port'>;

async function call<T>(url: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`sandbox admin ${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export function sandboxAdmin(url: string): SandboxAdmin {
  return {
    wallets: () => call(url, 'GET', '/__sandbox/wallets'),
    setWallet: async (lojaId, balanceCents) => {
      await call(url, 'PUT', `/__sandbox/wallets/${lojaId}`, { balanceCents });
    },
    advanceClock: (seconds) => call(url, 'POST', '/__sandbox/clock', { advanceSeconds: seconds }),
    faults: (faults) => call(url, 'POST', '/__sandbox/faults', faults),
    personality: (change) => call(url, 'POST', '/__sandbox/personality', change),
    reset: async () => {
      await call(url, 'POST', '/__sandbox/reset');
    },
    seedRecipients: async (lojaId, count) =>
      (await call<{ total: number }>(url, 'POST', '/__sandbox/seed-recipients', { lojaId, count })).total,
    renameRecipient: async (lojaId, id, name) => {
      await call(url, 'PUT', `/__sandbox/recipients/${id}`, { lojaId, name });
    },
    deleteRecipient: async (lojaId, id) => {
      await call(url, 'DELETE', `/__sandbox/recipients/${id}`, { lojaId });
    },
    renameLoja: async (lojaId, name) => {
      await call(url, 'PUT', `/__sandbox/lojas/${lojaId}/name`, { name });
    },
    changeEmail: async (accountId, email) => {
      await call(url, 'PUT', `/__sandbox/accounts/${accountId}/email`, { email });
    },
  };
}

/**
 * Starts a sandbox on a free port. Without `dataDir` it gets a fresh temporary one that close()
 * removes; with one (a restart test) the folder is left for the caller.
 */
export async function startTestSandbox(opts: TestSandboxOptions = {}): Promise<TestSandbox> {
  const ownDir = opts.dataDir === undefined;
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'sandbox-test-')));
  const sandbox = await startSandbox({ ...opts, port: 0, dataDir });
  return {
    url: sandbox.url,
    dataDir,
    admin: sandboxAdmin(sandbox.url),
    close: async () => {
      await sandbox.close();
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SandboxProcess {
  url: string;
  /** Every line the CLI printed before it was ready (the URL first, then the demo accounts). */
  banner: string[];
  child: ChildProcess;
  admin: SandboxAdmin;
  /** SIGTERM, and wait for the process to exit. */
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The sandbox as its own process, started through its CLI exactly as `npm run sandbox` does
 * (flags as on the command line; `--port 0` is added unless given). Resolves once the CLI has
 * printed its banner.
 */
export async function startSandboxProcess(flags: string[] = []): Promise<SandboxProcess> {
  const args = flags.includes('--port') ? flags : ['--port', '0', ...flags];
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'electron/sandbox/cli.ts'), ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const banner: string[] = [];
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`sandbox CLI exited with ${code} before it was ready`)));
    lines.on('line', (line) => {
      banner.push(line);
      if (line.startsWith('admin:')) resolve();
    });
  });
  const url = (banner[0] ?? '').replace('sandbox listening on ', '');
  return {
    url,
    banner,
    child,
    admin: sandboxAdmin(url),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

// A minimal sequential HTTP/1.1 client over one keep-alive connection (node:http). Benchmarks
// use it so their figures are the sandbox's, not those of a heavier client stack (undici's
// fetch costs several times the sandbox's own work per request on this machine).
export interface JsonReply {
  status: number;
  body: unknown;
}

export function keepAliveClient(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const request = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; bytes: Buffer }>((resolve, reject) => {
      const req = http.request(
        {
          host: hostname,
          port,
          method,
          path,
          agent,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return {
    /** Absolute URLs (signed downloads) are fetched on the same connection. */
    async bytes(pathOrUrl: string): Promise<{ status: number; bytes: Buffer }> {
      const url = new URL(pathOrUrl, baseUrl);
      return request('GET', `${url.pathname}${url.search}`, {});
    },
    async json(method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<JsonReply> {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const reply = await request(
        method,
        path,
        payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        payload,
      );
      return { status: reply.status, body: reply.bytes.length ? JSON.parse(reply.bytes.toString('utf8')) : undefined };
    },
    close: () => agent.destroy(),
  };
}
