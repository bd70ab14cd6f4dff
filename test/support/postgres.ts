// A real PostgreSQL server for the warehouse journal's tests, not a mock: the journal's worth is
// in what a real server does (transactions, constraint errors, a restart that drops every
// connection, a crash, TLS that checks the server's name, SCRAM passwords), and no stand-in
// answers those the way PostgreSQL does.
//
// Each call to startPostgres makes its own cluster in a temp folder (initdb, then `postgres` on a
// free loopback port), so tests never share a server or depend on one being installed and
// running; the folder is removed on close. The binaries come from Debian's `postgresql` package
// (scripts/bootstrap.sh installs it) under /usr/lib/postgresql/<major>/bin.
//
// initdb and postgres refuse to run as root, and the tests run as root on our machines: there the
// cluster belongs to `nobody` (its folder is chowned to it) and the server user's commands run
// through `setpriv` (util-linux, always on Debian). setpriv also sets the server's parent-death
// signal to SIGKILL, so the server dies with the test process however that ends: vitest stops its
// forks with SIGTERM, which runs no 'exit' handler. When not root, the commands run as the
// current user (still through setpriv when it exists).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { chmod, chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { makeCertificates, run } from './test-ca';

/** What `pg`'s Client or Pool takes to reach the server as its superuser. */
export interface PgConnectionOptions {
  host: string;
  port: number;
  user: string;
  database: string;
  /** The superuser's password: only when the server was started with `authPassword`. */
  password?: string;
  /** Only when the server was started with `tls`: verify-full against the test CA. */
  ssl?: { ca: string; rejectUnauthorized: true };
}

export interface PgServer {
  /** '127.0.0.1' (the server listens on loopback only). */
  readonly host: string;
  readonly port: number;
  /** The temp folder: the cluster (data/), its log (postgres.log), its Unix socket, TLS files. */
  readonly dir: string;
  /** The server's log (its stderr), kept across stop/start. */
  readonly logFile: string;
  /** The superuser's password when started with `authPassword` (SCRAM over TCP). */
  readonly password?: string;
  /** When started with `tls`: the CA file a client verifies the server against (verify-full). */
  readonly caFile?: string;
  /**
   * Superuser connection options for pg (user 'postgres'), over TCP to 127.0.0.1: trust unless
   * started with `authPassword` (then the password is in them), and TLS verified against the
   * test CA when started with `tls`.
   */
  admin(database?: string): PgConnectionOptions;
  /** CREATE DATABASE name (a fresh name when none is given); answers the name. */
  createDatabase(name?: string): Promise<string>;
  /** CREATE ROLE name LOGIN PASSWORD password. */
  createRole(name: string, password: string): Promise<void>;
  /**
   * Runs SQL as the superuser in a database (default 'postgres'), over the cluster's Unix socket
   * (trust, no TLS), so it works whatever the TCP side demands; answers the last statement's rows.
   */
  sql(text: string, database?: string): Promise<Array<Record<string, unknown>>>;
  /** A clean fast shutdown (pg_ctl stop -m fast: SIGINT), data kept; every connection drops. */
  stop(): Promise<void>;
  /** Starts again on the same port and data (a client pool can reconnect to the same address). */
  start(): Promise<void>;
  /**
   * A crash: SIGKILL to the postmaster. Its backends notice their postmaster is gone and exit
   * (closing their connections); resolves once they have. `start()` then recovers from the WAL.
   */
  kill(): Promise<void>;
  /** Whether the postmaster is up. */
  running(): boolean;
  /** Stops the server (killing it if a clean stop fails) and removes the temp folder; idempotent. */
  close(): Promise<void>;
}

export interface StartPostgresOptions {
  /** TLS only: a test CA signs the server's certificate (IP:127.0.0.1, DNS:localhost); plain TCP is refused. */
  tls?: boolean;
  /** SCRAM-SHA-256 over TCP: the superuser gets a password (PgServer.password), roles need theirs. */
  authPassword?: boolean;
  /** Commits flushed to the disk as a real server's are (fsync on): benches that time a commit. */
  durable?: boolean;
}

const HOST = '127.0.0.1';
const SERVER_USER = 'nobody';
const READY_TIMEOUT_MS = 15_000;
const FOLDER_PREFIX = 'ss-pg-';

/** True when a PostgreSQL server binary can be found (tests skip with the reason otherwise). */
export function postgresAvailable(): { ok: true; bin: string } | { ok: false; why: string } {
  const root = '/usr/lib/postgresql';
  let majors: number[] = [];
  try {
    majors = readdirSync(root)
      .map(Number)
      .filter((major) => Number.isInteger(major) && existsSync(join(root, String(major), 'bin', 'postgres')))
      .sort((a, b) => b - a);
  } catch {
    // no /usr/lib/postgresql at all
  }
  const major = majors[0];
  if (major === undefined)
    return { ok: false, why: `no ${root}/<major>/bin/postgres: install Debian's postgresql (scripts/bootstrap.sh)` };
  const bin = join(root, String(major), 'bin');
  if (!existsSync(join(bin, 'initdb'))) return { ok: false, why: `${bin} has postgres but no initdb` };
  if (isRoot() && !setpriv())
    return { ok: false, why: 'running as root, and setpriv (util-linux) is missing to run PostgreSQL as nobody' };
  return { ok: true, bin };
}

/** Makes a cluster in a temp folder and starts it; resolves once it accepts connections. */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<PgServer> {
  const found = postgresAvailable();
  if (!found.ok) throw new Error(`PostgreSQL is not available: ${found.why}`);
  const bin = found.bin;
  installExitHandler();
  sweepAbandonedFolders();

  const dir = await mkdtemp(join(tmpdir(), FOLDER_PREFIX));
  // Who made it, so a later run can remove it if this process died without closing it.
  await writeFile(join(dir, 'owner'), String(process.pid));
  const owner = serverOwner();
  if (owner) await chown(dir, owner.uid, owner.gid);
  await chmod(dir, 0o700);
  const data = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const tracked: Tracked = { dir, pid: undefined };
  live.add(tracked);

  try {
    // The superuser's password goes to initdb in a file the server user can read, removed after.
    const password = options.authPassword ? randomBytes(12).toString('hex') : undefined;
    const pwfile = join(dir, 'pwfile');
    if (password !== undefined) await writeOwned(pwfile, `${password}\n`, 0o600, owner);
    await run(
      ...asServerUser(join(bin, 'initdb'), [
        '-D',
        data,
        '-U',
        'postgres',
        '-A',
        'trust',
        ...(password !== undefined ? ['--auth-host=scram-sha-256', `--pwfile=${pwfile}`] : []),
        '-E',
        'UTF8',
        '--locale=C',
        // No fsync of the new cluster: a test cluster never outlives the machine's uptime.
        '--no-sync',
      ]),
    );
    if (password !== undefined) await rm(pwfile, { force: true });

    // Our own pg_hba.conf: the Unix socket is trusted (sql() and nothing else uses it); TCP is
    // loopback only, trusted or SCRAM, and with TLS, TCP without TLS is refused outright.
    const method = password !== undefined ? 'scram-sha-256' : 'trust';
    const hba = options.tls
      ? ['local all all trust', `hostssl all all ${HOST}/32 ${method}`, `hostnossl all all ${HOST}/32 reject`]
      : ['local all all trust', `host all all ${HOST}/32 ${method}`];
    await writeOwned(join(data, 'pg_hba.conf'), `${hba.join('\n')}\n`, 0o600, owner);

    const tls = options.tls ? await makeCertificates(join(dir, 'tls'), owner) : undefined;
    const settings = [
      'listen_addresses=' + HOST,
      // Only to keep tests fast: nothing is flushed to disk. A kill() still loses nothing that was
      // committed (writes reach the kernel; only a machine crash would lose them).
      ...(options.durable ? [] : ['fsync=off']),
      'max_connections=200',
      ...(tls ? ['ssl=on', `ssl_cert_file=${tls.certFile}`, `ssl_key_file=${tls.keyFile}`] : []),
    ];
    const args = (port: number) => ['-D', data, '-p', String(port), '-k', dir, ...settings.flatMap((s) => ['-c', s])];

    let server: Running | undefined;
    let port = 0;
    // The free port is found by binding and releasing it, so another process may take it before
    // the server binds: then try another one.
    for (let attempt = 1; !server; attempt++) {
      port = await freePort();
      try {
        server = await launch(bin, args(port), data, logFile, tracked);
      } catch (error) {
        const log = await logTail(logFile);
        if (attempt >= 3 || !/could not (bind|create any TCP)/i.test(log)) throw error;
      }
    }
    const ca = tls ? readFileSync(tls.caFile, 'utf8') : undefined;
    return serverHandle({ bin, dir, data, logFile, port, password, ca, caFile: tls?.caFile, args, server, tracked });
  } catch (error) {
    await removeTracked(tracked);
    throw error;
  }
}

interface Running {
  child: ChildProcess;
  pid: number;
  exited: Promise<void>;
}

interface Tracked {
  dir: string;
  /** The live postmaster's pid, for the exit handler. */
  pid: number | undefined;
}

function serverHandle(setup: {
  bin: string;
  dir: string;
  data: string;
  logFile: string;
  port: number;
  password: string | undefined;
  ca: string | undefined;
  caFile: string | undefined;
  args: (port: number) => string[];
  server: Running;
  tracked: Tracked;
}): PgServer {
  const { bin, dir, data, logFile, port, password, ca, caFile, args, tracked } = setup;
  let server: Running | undefined = setup.server;
  let closing: Promise<void> | undefined;

  const sql = async (text: string, database = 'postgres') => {
    const client = new Client({ host: dir, port, user: 'postgres', database });
    await client.connect();
    try {
      const result = await client.query(text);
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return (last?.rows ?? []) as Array<Record<string, unknown>>;
    } finally {
      await client.end();
    }
  };

  const stop = async () => {
    const current = server;
    if (!current) return;
    current.child.ref(); // this process waits for it now, even with nothing else to do
    current.child.kill('SIGINT'); // fast shutdown: what pg_ctl stop -m fast sends
    if (!(await within(current.exited, 30_000))) await crash(current);
    await current.exited;
    server = undefined;
    tracked.pid = undefined;
  };

  return {
    host: HOST,
    port,
    dir,
    logFile,
    password,
    caFile,
    admin: (database = 'postgres') => ({
      host: HOST,
      port,
      user: 'postgres',
      database,
      ...(password !== undefined ? { password } : {}),
      ...(ca !== undefined ? { ssl: { ca, rejectUnauthorized: true as const } } : {}),
    }),
    async createDatabase(name = `test_${randomBytes(6).toString('hex')}`) {
      await sql(`CREATE DATABASE ${identifier(name)}`);
      return name;
    },
    async createRole(name, rolePassword) {
      await sql(`CREATE ROLE ${identifier(name)} LOGIN PASSWORD ${literal(rolePassword)}`);
    },
    sql,
    stop,
    async start() {
      if (closing) throw new Error('this PostgreSQL server was closed');
      if (server) return;
      // After a kill() the lock file names a dead postmaster. No process of this cluster is left
      // (kill() waited for them), so it is removed rather than left to postgres's check, which a
      // reused pid could fool.
      await rm(join(data, 'postmaster.pid'), { force: true });
      server = await launch(bin, args(port), data, logFile, tracked);
    },
    async kill() {
      const current = server;
      if (!current) return;
      await crash(current);
      server = undefined;
      tracked.pid = undefined;
    },
    running: () => server !== undefined,
    close() {
      closing ??= (async () => {
        try {
          await stop();
        } catch {
          if (server) await crash(server);
        }
        server = undefined;
        await removeTracked(tracked);
      })();
      return closing;
    },
  };
}

/** Starts postgres and resolves once its lock file says it is ready for connections. */
async function launch(bin: string, args: string[], data: string, logFile: string, tracked: Tracked): Promise<Running> {
  const log = openSync(logFile, 'a');
  let child: ChildProcess;
  try {
    // Detached (its own process group: a Ctrl-C meant for the test runner does not reach it)
    // and unref'd (it never keeps the test process alive; the exit handler kills it).
    child = spawn(...asServerUser(join(bin, 'postgres'), args), { detached: true, stdio: ['ignore', log, log] });
  } finally {
    closeSync(log);
  }
  child.unref();
  let exitedEarly = false;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exitedEarly = true;
      resolve();
    });
    child.once('error', () => {
      exitedEarly = true;
      resolve();
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${join(bin, 'postgres')}`);
  tracked.pid = pid;

  // postmaster.pid: line 1 the postmaster's pid, line 8 its status ("ready" once it accepts
  // connections, after any crash recovery). pg_ctl -w waits on the same line.
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exitedEarly) {
      tracked.pid = undefined;
      throw new Error(`postgres exited while starting; the end of ${logFile}:\n${await logTail(logFile)}`);
    }
    const lines = await readFile(join(data, 'postmaster.pid'), 'utf8').then(
      (text) => text.split('\n'),
      () => [],
    );
    if (lines[0]?.trim() === String(pid) && lines[7]?.trim() === 'ready') return { child, pid, exited };
    if (Date.now() > deadline) {
      await crash({ child, pid, exited });
      tracked.pid = undefined;
      throw new Error(
        `postgres was not ready within ${READY_TIMEOUT_MS} ms; the end of ${logFile}:\n${await logTail(logFile)}`,
      );
    }
    await new Promise((wake) => setTimeout(wake, 20));
  }
}

/** SIGKILL to the postmaster, then waits for its children (which exit when they see it gone). */
async function crash(server: Running): Promise<void> {
  const children = childrenOf(server.pid);
  server.child.ref(); // this process waits for it now, even with nothing else to do
  signal(server.pid, 'SIGKILL');
  await server.exited;
  const gone = () => children.every((pid) => !alive(pid));
  const deadline = Date.now() + 5_000;
  while (!gone() && Date.now() < deadline) await new Promise((wake) => setTimeout(wake, 20));
  // Stragglers would keep the shared memory in use and stop the next start().
  for (const pid of children) if (alive(pid)) signal(pid, 'SIGKILL');
  while (!gone()) await new Promise((wake) => setTimeout(wake, 20));
}

/** Pids whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat && stat.ppid === pid) children.push(Number(entry));
  }
  return children;
}

/** State and parent of a process from /proc/<pid>/stat; undefined when it is gone. */
function readStat(pid: number): { state: string; ppid: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
    const [state = '', ppid = ''] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state, ppid: Number(ppid) };
  } catch {
    return undefined;
  }
}

/**
 * Running (a zombie counts as gone: it holds no memory, and where PID 1 does not reap orphans,
 * as in some containers, a killed server's backends stay zombies).
 */
function alive(pid: number): boolean {
  const stat = readStat(pid);
  return stat !== undefined && stat.state !== 'Z' && stat.state !== 'X';
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

// ---- running as the server's user ----

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

let setprivPath: string | null | undefined;
function setpriv(): string | null {
  if (setprivPath === undefined)
    setprivPath = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path)) ?? null;
  return setprivPath;
}

let owner: { uid: number; gid: number } | null | undefined;
/** As root: nobody's uid and gid, who owns the cluster. Otherwise null (the current user owns it). */
function serverOwner(): { uid: number; gid: number } | null {
  if (owner === undefined) {
    owner = isRoot()
      ? {
          uid: Number(execFileSync('id', ['-u', SERVER_USER], { encoding: 'utf8' }).trim()),
          gid: Number(execFileSync('id', ['-g', SERVER_USER], { encoding: 'utf8' }).trim()),
        }
      : null;
  }
  return owner;
}

/** The command line that runs `file` as the server's user, dying with this process. */
function asServerUser(file: string, args: string[]): [string, string[]] {
  const tool = setpriv();
  const user = serverOwner();
  if (!tool) return [file, args]; // not root (postgresAvailable() demands setpriv for root)
  const as = user ? [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups'] : [];
  return [tool, [...as, '--pdeathsig=KILL', '--', file, ...args]];
}

async function writeOwned(
  path: string,
  text: string,
  mode: number,
  user: { uid: number; gid: number } | null,
): Promise<void> {
  await writeFile(path, text, { mode });
  await chmod(path, mode);
  if (user) await chown(path, user.uid, user.gid);
}

// ---- cleanup ----

/** Folders (and postmasters) of servers not closed yet, for the exit handler. */
const live = new Set<Tracked>();
let exitHandlerInstalled = false;

/** At exit, SIGKILL any postmaster still running and remove its folder (synchronous, as 'exit' demands). */
function installExitHandler(): void {
  if (exitHandlerInstalled) return;
  exitHandlerInstalled = true;
  process.on('exit', () => {
    for (const tracked of live) {
      if (tracked.pid !== undefined) signal(tracked.pid, 'SIGKILL');
      try {
        rmSync(tracked.dir, { recursive: true, force: true, maxRetries: 3 });
      } catch {
        // a backend may still be writing; the next run's sweep removes it
      }
    }
  });
}

async function removeTracked(tracked: Tracked): Promise<void> {
  live.delete(tracked);
  await rm(tracked.dir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * Removes folders left by test processes that died without closing their server (vitest's
 * SIGTERM runs no exit handler): their owner is gone and no postmaster runs there any more.
 */
function sweepAbandonedFolders(): void {
  let entries: string[];
  try {
    entries = readdirSync(tmpdir()).filter((name) => name.startsWith(FOLDER_PREFIX));
  } catch {
    return;
  }
  for (const name of entries) {
    const dir = join(tmpdir(), name);
    const ownerPid = firstNumber(join(dir, 'owner'));
    // No owner file: not one of ours, or being made right now.
    if (ownerPid === undefined || alive(ownerPid)) continue;
    const postmaster = firstNumber(join(dir, 'data', 'postmaster.pid'));
    if (postmaster !== undefined && alive(postmaster)) continue;
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // another process is sweeping it too
    }
  }
}

/** The number on a file's first line; undefined when there is no such file or number. */
function firstNumber(path: string): number | undefined {
  try {
    const value = Number(readFileSync(path, 'utf8').split('\n')[0]);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

// ---- small helpers ----

/** A loopback port nothing listens on right now: bound, read, released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, resolve);
  });
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function logTail(logFile: string, lines = 30): Promise<string> {
  const text = await readFile(logFile, 'utf8').catch(() => '');
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Whether the promise settled within the time. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

function identifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
