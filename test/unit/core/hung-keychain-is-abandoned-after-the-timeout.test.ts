import { describe, expect, it } from 'vitest';
import { openKeychainVault, type KeytarLike } from '../../../electron/main/session/vault/keychain-vault';
import { VaultUnavailableError } from '../../../electron/main/session/vault/secret-vault';
import { createTokenVault } from '../../../electron/main/session/vault/token-vault';
import { silentLogger } from '../../../electron/main/log/logger';

const never = () => new Promise<never>(() => undefined);
const env = { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/fake' };

function fakeKeytar(hang: { now: boolean }): KeytarLike & { calls: number } {
  const entries = new Map<string, string>();
  const fake = {
    calls: 0,
    getPassword: async (_s: string, a: string) => {
      fake.calls++;
      return hang.now ? never() : (entries.get(a) ?? null);
    },
    setPassword: async (_s: string, a: string, p: string) => {
      fake.calls++;
      if (hang.now) return never();
      entries.set(a, p);
    },
    deletePassword: async (_s: string, a: string) => {
      fake.calls++;
      return hang.now ? never() : entries.delete(a);
    },
  };
  return fake;
}

describe('a keychain that hangs', () => {
  it('is given up within the timeout at start', async () => {
    const keytar = fakeKeytar({ now: true });
    const started = Date.now();
    await expect(
      openKeychainVault({ timeoutMs: 150, env, platform: 'linux', loadKeytar: async () => keytar }),
    ).rejects.toThrow(VaultUnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('with no session bus on Linux, is refused without calling keytar', async () => {
    const keytar = fakeKeytar({ now: false });
    await expect(openKeychainVault({ env: {}, platform: 'linux', loadKeytar: async () => keytar })).rejects.toThrow(
      /D-Bus/,
    );
    expect(keytar.calls).toBe(0);
  });

  it('that hangs mid-run: the session moves to memory, says so once, and asks keytar no more', async () => {
    const hang = { now: false };
    const keytar = fakeKeytar(hang);
    const keychain = await openKeychainVault({
      timeoutMs: 150,
      env,
      platform: 'linux',
      loadKeytar: async () => keytar,
    });
    const vault = createTokenVault(keychain, null, silentLogger());
    let degraded = 0;
    vault.onDegraded(() => degraded++);
    await vault.set('acct', 'one');
    expect(vault.storage()).toBe('keychain');

    hang.now = true;
    await vault.set('acct', 'two'); // times out, then lands in memory
    expect(vault.storage()).toBe('memory');
    expect(vault.reason()).toEqual({ key: 'session.keychain.silent', params: { ms: 150 } });
    expect(await vault.get('acct')).toBe('two');
    const callsAfter = keytar.calls;
    await vault.set('acct', 'three');
    await vault.delete('acct');
    expect(keytar.calls).toBe(callsAfter);
    expect(degraded).toBe(1);
  });
});
