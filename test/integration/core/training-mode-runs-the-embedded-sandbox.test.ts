import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStation, type Station } from '../../../electron/main/app/station';
import { createMemoryVault } from '../../../electron/main/session/vault/secret-vault';
import type { SettingsView } from '../../../electron/shared/ipc';
import { DEMO, startTestSandbox } from '../../support/sandbox';

const opened: Station[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const station of opened.splice(0)) await station.close();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'training-'));
  dirs.push(dir);
  return dir;
};
const open = async (...args: Parameters<typeof createStation>) => {
  const station = await createStation(...args);
  opened.push(station);
  return station;
};

describe('training mode', () => {
  it('with no API configured, starts the embedded sandbox on loopback with its data in the data folder, and offers the demo account', async () => {
    const dataDir = await tempDir();
    const vault = createMemoryVault();
    const station = await open({ dataDir, vault });
    expect(station.training).toBe(true);
    expect(station.apiBaseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(existsSync(join(dataDir, 'training'))).toBe(true);
    const state = station.session.state();
    expect(state).toMatchObject({ training: true, demoAccount: { email: DEMO.email, senha: DEMO.senha } });
    const login = await station.registry.invoke('session:login', state.demoAccount!);
    expect(login).toMatchObject({ ok: true, value: { status: 'logged-in' } });
    const view = await station.registry.invoke('settings:get', undefined);
    expect(view).toMatchObject({
      ok: true,
      value: { training: true, restartRequired: false, settings: { apiBaseUrl: null } },
    });
  });

  it('a training session survives a restart although the sandbox port changes', async () => {
    const dataDir = await tempDir();
    const vault = createMemoryVault();
    const first = await open({ dataDir, vault });
    await first.session.login({ email: DEMO.email, senha: DEMO.senha });
    const firstUrl = first.apiBaseUrl;
    await first.close();
    const second = await open({ dataDir, vault });
    expect(second.apiBaseUrl).not.toBe(firstUrl);
    expect(await second.session.restore()).toMatchObject({ status: 'logged-in', email: DEMO.email });
  });

  it('--api overrides the saved setting for this run only; saving another API asks for a restart', async () => {
    const sandbox = await startTestSandbox();
    try {
      const dataDir = await tempDir();
      const station = await open({ dataDir, apiBaseUrl: sandbox.url, vault: createMemoryVault() });
      expect(station.training).toBe(false);
      expect(station.session.state().demoAccount).toBeNull();
      const update = await station.registry.invoke('settings:update', {
        apiBaseUrl: 'https://api.example.com',
        language: 'en',
      });
      expect(update.ok).toBe(true);
      const view = (update as { value: SettingsView }).value;
      expect(view).toMatchObject({
        activeApiBaseUrl: sandbox.url,
        restartRequired: true,
        settings: { apiBaseUrl: 'https://api.example.com', language: 'en' },
      });
      expect(await station.registry.invoke('settings:update', { apiBaseUrl: 'http://api.example.com' })).toMatchObject({
        ok: false,
        error: { kind: 'validation', field: 'apiBaseUrl' },
      });
    } finally {
      await sandbox.close();
    }
  });

  it('refuses a plain-http API on another computer at start', async () => {
    await expect(
      createStation({ dataDir: await tempDir(), apiBaseUrl: 'http://10.1.2.3:8080', vault: createMemoryVault() }),
    ).rejects.toThrow(/not allowed: use https/);
  });
});
