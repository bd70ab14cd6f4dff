// A data folder made read-only (chmod 0555), or one of its files (0444), while the station was
// closed: the start stops, and the operator reads which file it is and what to ask for, in both
// languages, the system's words kept as the detail, never SQLite's "attempt to write a readonly
// database" or an EACCES line alone (the faults bench's read-only-print-queue counted its folder
// case as startRefusedRaw: the data folder's lock is the first file a start writes, and it was
// not said in words, nor was an error met inside createStation outside the storage layer's open).
//
// Modes bind an operator's account, not root: run as root (CI's container), the host runs through
// setpriv without CAP_DAC_OVERRIDE (as the faults bench's desks do), so a mode binds it too; run
// as another user, it runs as that user. The in-process cases use a folder no user may write,
// root included (sysfs), and SQLite's own read-only refusal.
import { spawn } from 'node:child_process';
import { chmodSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStation } from '../../../electron/main/app/station';
import { notWritableRefusal } from '../../../electron/main/app/storage-check';
import { silentLogger } from '../../../electron/main/log';
import { DatabaseRefused, lockDataFolder } from '../../../electron/main/platform';
import { createMemoryVault } from '../../../electron/main/session/vault/secret-vault';
import { translate } from '../../../electron/shared/messages';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** No server answers here: the start never calls one before its station is made. */
const NO_SERVER = 'http://127.0.0.1:9';
const CAPS = '-dac_override,-dac_read_search,-fowner';
const folders: string[] = [];

/** A data folder a station has used and closed (its lock, settings, every database). */
async function usedFolder(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'read-only-start-'));
  folders.push(root);
  const dataDir = join(root, 'data');
  const lock = lockDataFolder(dataDir, 'test');
  if (!lock.ok) throw new Error('the fresh folder was locked');
  const station = await createStation({
    dataDir,
    apiBaseUrl: NO_SERVER,
    logger: silentLogger(),
    vault: createMemoryVault(),
  });
  await station.close();
  lock.value.release();
  return dataDir;
}

/** The browser host's start on the folder, as this user's account (root: without overriding modes). */
function startHost(dataDir: string): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const node = [
    '--import',
    'tsx',
    join(repoRoot, 'electron/main/host/cli.ts'),
    '--port',
    '0',
    '--data-dir',
    dataDir,
    '--api',
    NO_SERVER,
  ];
  const [file, args] =
    process.getuid?.() === 0
      ? ['setpriv', [`--inh-caps=${CAPS}`, `--bounding-set=${CAPS}`, '--', process.execPath, ...node]]
      : [process.execPath, node];
  const child = spawn(file, args, {
    cwd: repoRoot,
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  // A host that started anyway is ended: the test then fails on its exit code.
  const timer = setTimeout(() => child.kill('SIGTERM'), 30_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    }),
  );
}

/** The refusal's words: the file named in both languages, what to ask for, the system's words as detail. */
function expectWorded(stderr: string, file: string, detail: RegExp): void {
  const reason = /could not start: (.*)/.exec(stderr)?.[1] ?? stderr;
  expect(reason).toContain(`O arquivo ${file} (ou a pasta dele) não pode ser gravado por este usuário do computador`);
  expect(reason).toContain('Peça a quem cuida deste computador para liberar a gravação na pasta de dados');
  expect(reason).toContain(`This computer's user cannot write ${file}`);
  expect(reason).toMatch(detail);
}

const listing = (dataDir: string) => readdirSync(dataDir).sort();

afterAll(async () => {
  // Each test gave its modes back (finally).
  for (const root of folders) await rm(root, { recursive: true, force: true });
});

describe('a start on a data folder this user cannot write', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await usedFolder();
  });

  it('stops in words when the data folder is read-only (chmod 0555), changing nothing in it', async () => {
    const before = listing(dataDir);
    chmodSync(dataDir, 0o555);
    try {
      const start = await startHost(dataDir);
      expect(start.code, start.stderr).toBe(1);
      expectWorded(start.stderr, join(dataDir, 'station.lock'), /\(attempt to write a readonly database\)/);
    } finally {
      chmodSync(dataDir, 0o700);
    }
    expect(listing(dataDir)).toEqual(before);
  });

  it.each(['station.lock', 'print-queue.sqlite'])('stops in words when %s is read-only (chmod 0444)', async (name) => {
    const file = join(dataDir, name);
    chmodSync(file, 0o444);
    try {
      const start = await startHost(dataDir);
      expect(start.code, start.stderr).toBe(1);
      expectWorded(start.stderr, file, /\(EACCES: permission denied, open '[^']+'\)/);
    } finally {
      chmodSync(file, 0o600);
    }
  });
});

describe('an error this user cannot write, met while the station is made', () => {
  it('is the storage layer refusal, naming the folder, when the data folder cannot be made', async () => {
    // sysfs: no user may create a folder here, root included.
    const dataDir = join('/sys', `station-read-only-start-${process.pid}`);
    const made = createStation({ dataDir, apiBaseUrl: NO_SERVER, logger: silentLogger(), vault: createMemoryVault() });
    const refused = await made.then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DatabaseRefused);
    const { reason, file, detail, said } = refused as DatabaseRefused;
    expect(reason).toBe('not-writable');
    expect(file).toBe(dataDir);
    expect(detail).toMatch(/^E(ACCES|PERM|ROFS)\b/);
    expect(translate(said, 'pt-BR')).toContain(`O arquivo ${dataDir} (ou a pasta dele) não pode ser gravado`);
  });

  it("says SQLite's read-only refusal of a store's write, naming the data folder, and nothing else", async () => {
    const root = await mkdtemp(join(tmpdir(), 'read-only-write-'));
    folders.push(root);
    const file = join(root, 'notes.db');
    new DatabaseSync(file).close();
    const readOnly = new DatabaseSync(file, { readOnly: true });
    const thrownBy = (run: () => void): unknown => {
      try {
        run();
      } catch (error) {
        return error;
      }
      return null;
    };
    const sqliteRefusal = thrownBy(() => readOnly.exec('CREATE TABLE t (x)'));
    readOnly.close();
    const refused = notWritableRefusal(sqliteRefusal, root);
    expect(refused?.reason).toBe('not-writable');
    expect(refused?.file).toBe(root);
    expect(refused?.detail).toBe('attempt to write a readonly database');
    // Already in words, another error, a socket's EACCES (no file): left as they are.
    expect(notWritableRefusal(refused, root)).toBeNull();
    expect(notWritableRefusal(new Error('attempt to write a readonly database'), root)).toBeNull();
    const socket = Object.assign(new Error('listen EACCES: permission denied 0.0.0.0:80'), {
      code: 'EACCES',
      syscall: 'listen',
    });
    expect(notWritableRefusal(socket, root)).toBeNull();
  });
});
