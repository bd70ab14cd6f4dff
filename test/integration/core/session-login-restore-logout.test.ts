import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionState } from '../../../electron/shared/ipc';
import { DEMO, IDS, startCoreFixture, storedRefreshToken, type CoreFixture } from './core-fixture';
import { spoken } from '../../support/said';

let fx: CoreFixture;
afterEach(async () => fx?.close());

const account = (fx: CoreFixture) => `${fx.sandbox.url}|${DEMO.email}`;

describe('session: login, restore, logout', () => {
  it('login returns the lojas and never a token; the vault holds the refresh token, the settings file none', async () => {
    fx = await startCoreFixture();
    const result = await fx.station.registry.invoke('session:login', { email: DEMO.email, senha: DEMO.senha });
    expect(result.ok).toBe(true);
    const state = (result as { value: SessionState }).value;
    expect(state).toMatchObject({
      status: 'logged-in',
      email: DEMO.email,
      userId: IDS.demoAccount,
      tenantId: null,
      training: false,
    });
    expect(state.lojas.map((loja) => loja.id)).toEqual([IDS.demoLoja, IDS.demoLowBalanceLoja]);

    const refresh = await storedRefreshToken(fx.vault, account(fx));
    expect(refresh?.length).toBeGreaterThanOrEqual(32);
    expect(JSON.stringify(result)).not.toContain(refresh);
    expect(JSON.stringify(result)).not.toMatch(/accessToken|refreshToken/);
    const settingsText = readFileSync(join(fx.dataDir, 'settings.json'), 'utf8');
    expect(settingsText).not.toContain(refresh);
    expect(JSON.parse(settingsText)).toMatchObject({ lastEmail: DEMO.email });
  });

  it('wrong password: says so (never "session ended") with the server message, nothing stored', async () => {
    fx = await startCoreFixture();
    const result = await fx.station.registry.invoke('session:login', { email: DEMO.email, senha: 'wrong' });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'validation', field: 'password', said: { key: 'session.wrongPassword' } },
    });
    if (!result.ok) expect(spoken(result.error)).toMatch(/^E-mail ou senha incorretos\.\n./);
    expect(await fx.vault.get(account(fx))).toBeNull();
  });

  it('a protected call needs a loja; the choice is remembered and survives a restart', async () => {
    fx = await startCoreFixture();
    await fx.station.session.login({ email: DEMO.email, senha: DEMO.senha });
    expect(await fx.station.registry.invoke('senders:list', {})).toMatchObject({
      ok: false,
      error: { kind: 'loja-required' },
    });
    expect(await fx.station.registry.invoke('session:select-loja', { tenantId: IDS.otherLoja })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    await fx.station.registry.invoke('session:select-loja', { tenantId: IDS.demoLowBalanceLoja });

    const after = await fx.restart();
    expect(after.session.state().status).toBe('logged-out');
    const restored = await after.registry.invoke('session:restore', undefined);
    expect(restored).toMatchObject({
      ok: true,
      value: { status: 'logged-in', email: DEMO.email, tenantId: IDS.demoLowBalanceLoja },
    });
    const senders = await after.registry.invoke('senders:list', {});
    expect(senders).toMatchObject({ ok: true, value: { data: [{ lojaId: IDS.demoLowBalanceLoja }] } });
  });

  it('logout deletes the vault entry; calls then fail as unauthorized and a restart stays logged out', async () => {
    fx = await startCoreFixture();
    await fx.loginDemo();
    expect(await fx.vault.get(account(fx))).not.toBeNull();
    const out = await fx.station.registry.invoke('session:logout', undefined);
    expect(out).toMatchObject({ ok: true, value: { status: 'logged-out', lojas: [] } });
    expect(await fx.vault.get(account(fx))).toBeNull();
    expect(await fx.station.registry.invoke('senders:list', {})).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' },
    });
    const after = await fx.restart();
    expect((await after.session.restore()).status).toBe('logged-out');
  });

  it('restore shares one refresh however many times it is asked at once', async () => {
    fx = await startCoreFixture();
    await fx.loginDemo();
    const after = await fx.restart();
    const before = fx.refreshCount();
    const states = await Promise.all([after.session.restore(), after.session.restore(), after.session.restore()]);
    expect(states.every((s) => s.status === 'logged-in')).toBe(true);
    expect(fx.refreshCount() - before).toBe(1);
  });

  it('the session-state event tells the page about a login and a loja switch', async () => {
    fx = await startCoreFixture();
    const seen: SessionState[] = [];
    fx.station.events.subscribe((name, payload) => {
      if (name === 'session-state') seen.push(payload as SessionState);
    });
    await fx.loginDemo();
    expect(seen.map((s) => [s.status, s.tenantId])).toEqual([
      ['logged-in', null],
      ['logged-in', IDS.demoLoja],
    ]);
  });
});
