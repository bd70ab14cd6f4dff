// The OS keychain through keytar (macOS Keychain, Windows Credential Manager, Secret Service on
// Linux). keytar runs each call on a libuv worker thread; when no Secret Service answers, that
// call can hang for about 25 s (for ever on a wedged bus), and a hung worker thread also holds
// the process at exit, since Node joins its thread pool on the way out. So:
//   - the first call (the probe) runs in a short-lived child process that is killed after 2 s:
//     a keychain that does not answer is found out without a hung thread in our process;
//   - every later call races a timer too, and the first one that loses declares the keychain
//     dead for this run: no further call is made, because each would park another thread.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { said } from '../../../shared/messages';
import { VaultUnavailableError, type SecretVault } from './secret-vault';

export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export interface KeychainOptions {
  /** Keychain service name; one entry per base URL and account under it. */
  service?: string;
  timeoutMs?: number;
  /** How to load keytar (tests pass a fake that hangs). */
  loadKeytar?: () => Promise<KeytarLike>;
  /** Probe in a child process (default, unless a fake keytar is given). */
  probeInChild?: boolean;
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
}

export const KEYCHAIN_SERVICE = 'shipping-station';
const PROBE_ACCOUNT = '__shipping-station-probe__';

const loadRealKeytar = async (): Promise<KeytarLike> => {
  const mod = (await import('keytar')) as KeytarLike & { default?: KeytarLike };
  return mod.default ?? mod;
};

/** Opens the keychain and proves it answers; throws VaultUnavailableError within timeoutMs. */
export async function openKeychainVault(options: KeychainOptions = {}): Promise<SecretVault> {
  const service = options.service ?? KEYCHAIN_SERVICE;
  const timeoutMs = options.timeoutMs ?? 2000;
  const env = options.env ?? process.env;
  if ((options.platform ?? process.platform) === 'linux' && !hasSessionBus(env)) {
    // Without a session bus libsecret may try to autolaunch one; there is nothing to ask.
    throw new VaultUnavailableError(
      said('session.keychain.noBus'),
      undefined,
      'D-Bus: no session bus (DBUS_SESSION_BUS_ADDRESS unset, no $XDG_RUNTIME_DIR/bus), so no Secret Service',
    );
  }
  const probeInChild = options.probeInChild ?? options.loadKeytar === undefined;
  if (probeInChild) await probeInChildProcess(service, timeoutMs, env);
  let keytar: KeytarLike;
  try {
    keytar = await (options.loadKeytar ?? loadRealKeytar)();
  } catch (error) {
    throw new VaultUnavailableError(said('session.keychain.moduleFailed'), undefined, `keytar: ${messageOf(error)}`);
  }

  let dead: VaultUnavailableError | null = null;
  const guarded = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    if (dead) throw dead;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        dead = new VaultUnavailableError(
          said('session.keychain.silent', { ms: timeoutMs }),
          what,
          `keytar: no answer to ${what} in ${timeoutMs} ms`,
        );
        reject(dead);
      }, timeoutMs);
      timer.unref();
    });
    try {
      return await Promise.race([call(), timeout]);
    } catch (error) {
      if (error instanceof VaultUnavailableError) throw error;
      throw new VaultUnavailableError(said('session.keychain.refused'), what, `keytar: ${messageOf(error)}`);
    } finally {
      clearTimeout(timer);
    }
  };

  if (!probeInChild) await guarded('a first read', () => keytar.getPassword(service, PROBE_ACCOUNT));
  return {
    kind: 'keychain',
    get: (account) => guarded('a read', () => keytar.getPassword(service, account)),
    set: (account, secret) => guarded('a write', () => keytar.setPassword(service, account, secret)),
    delete: (account) => guarded('a delete', () => keytar.deletePassword(service, account)),
  };
}

// Plain CommonJS so it runs under Node and under Electron's binary with ELECTRON_RUN_AS_NODE.
const PROBE_SCRIPT = `
const keytar = require(process.env.SS_KEYTAR_PATH);
keytar.getPassword(process.env.SS_KEYCHAIN_SERVICE, process.env.SS_PROBE_ACCOUNT).then(
  () => process.exit(0),
  (error) => { process.stderr.write(String((error && error.message) || error)); process.exit(2); },
);`;

/** Asks the keychain once from a child process; resolves if it answers, else throws in time. */
function probeInChildProcess(service: string, timeoutMs: number, env: NodeJS.ProcessEnv): Promise<void> {
  let keytarPath: string;
  try {
    keytarPath = createRequire(import.meta.url).resolve('keytar');
  } catch (error) {
    return Promise.reject(
      new VaultUnavailableError(said('session.keychain.moduleMissing'), undefined, `keytar: ${messageOf(error)}`),
    );
  }
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', PROBE_SCRIPT], {
      env: {
        ...env,
        ELECTRON_RUN_AS_NODE: '1',
        SS_KEYTAR_PATH: keytarPath,
        SS_KEYCHAIN_SERVICE: service,
        SS_PROBE_ACCOUNT: PROBE_ACCOUNT,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new VaultUnavailableError(
          said('session.keychain.silent', { ms: timeoutMs }),
          undefined,
          `keytar probe: no answer in ${timeoutMs} ms (killed)`,
        ),
      );
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(
        new VaultUnavailableError(said('session.keychain.checkFailed'), undefined, `keytar probe: ${error.message}`),
      );
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else {
        const words = stderr.trim().slice(0, 200);
        reject(
          new VaultUnavailableError(
            said(words ? 'session.keychain.refused' : 'session.keychain.refusedCode'),
            undefined,
            words ? `keytar probe: ${words}` : `keytar probe: exit code ${code ?? '?'}`,
          ),
        );
      }
    });
  });
}

function hasSessionBus(env: NodeJS.ProcessEnv): boolean {
  if (env.DBUS_SESSION_BUS_ADDRESS) return true;
  return Boolean(env.XDG_RUNTIME_DIR && existsSync(join(env.XDG_RUNTIME_DIR, 'bus')));
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
