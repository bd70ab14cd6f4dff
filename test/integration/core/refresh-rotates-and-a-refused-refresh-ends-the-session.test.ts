import { afterEach, describe, expect, it } from 'vitest';
import type { SessionEnded } from '../../../electron/shared/ipc';
import { DEMO, startCoreFixture, storedRefreshToken, type CoreFixture } from './core-fixture';

let fx: CoreFixture;
afterEach(async () => fx?.close());

const ACCESS_TTL = 900;

/** The demo account logged in, then the server's clock past its access token's life. */
async function loggedInUntilTheAccessTokenExpires() {
  fx = await startCoreFixture();
  await fx.loginDemo();
  const account = `${fx.sandbox.url}|${DEMO.email}`;
  const refreshToken = await storedRefreshToken(fx.vault, account);
  await fx.sandbox.admin.advanceClock(ACCESS_TTL + 1);
  return { account, refreshToken };
}

describe('refresh', () => {
  it('an expired access token is refreshed once, the rotated refresh token replaces the old one in the vault', async () => {
    const { account, refreshToken: first } = await loggedInUntilTheAccessTokenExpires();

    const result = await fx.station.registry.invoke('senders:list', {});
    expect(result.ok).toBe(true);
    expect(fx.refreshCount()).toBe(1);
    const second = await storedRefreshToken(fx.vault, account);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);

    // The new access token is used from now on: no further refresh for the next calls.
    await fx.station.registry.invoke('recipients:list', {});
    expect(fx.refreshCount()).toBe(1);
  });

  it('an old refresh token is refused; the server then revokes the session and it ends cleanly, once, without a loop', async () => {
    const { account, refreshToken: old } = await loggedInUntilTheAccessTokenExpires();
    await fx.station.registry.invoke('senders:list', {}); // rotates
    // The address book's first sync (started with the loja) has its pages done before the replay:
    // otherwise one of its calls, not the five below, is the first to meet the revoked session.
    await fx.station.registry.invoke('addressbook:sync-now', undefined);

    // Someone replays the old token: the server refuses it and revokes the whole session.
    const replay = await fetch(`${fx.sandbox.url}/api/v1/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: old }),
    });
    expect(replay.status).toBe(401);

    const ended: SessionEnded[] = [];
    fx.station.events.subscribe((name, payload) => {
      if (name === 'session-ended') ended.push(payload as SessionEnded);
    });
    await fx.sandbox.admin.advanceClock(ACCESS_TTL + 1);
    const refreshesBefore = fx.refreshCount();
    const results = await Promise.all(Array.from({ length: 5 }, () => fx.station.registry.invoke('senders:list', {})));
    for (const result of results) expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(fx.refreshCount() - refreshesBefore).toBe(1);
    expect(ended).toHaveLength(1);
    expect(ended[0]?.reason).toBe('refresh-refused');
    expect(fx.station.session.state().status).toBe('logged-out');
    expect(await fx.vault.get(account)).toBeNull();

    // Afterwards calls fail at once: no request, no refresh.
    const sent = fx.requests.length;
    expect(await fx.station.registry.invoke('recipients:list', {})).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' },
    });
    expect(fx.requests.length).toBe(sent);
  });

  it('twenty concurrent calls with an expired access token cause exactly one refresh, each call retried once', async () => {
    fx = await startCoreFixture();
    await fx.loginDemo();
    await fx.sandbox.admin.advanceClock(ACCESS_TTL + 1);
    const before = fx.requests.length;
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? fx.station.registry.invoke('senders:list', { pageSize: 5 })
        : fx.station.registry.invoke('recipients:list', { pageSize: 5 }),
    );
    const results = await Promise.all(calls);
    expect(results.filter((r) => r.ok)).toHaveLength(20);
    expect(fx.refreshCount()).toBe(1);
    // Only this test's calls (pageSize=5): the address book syncs in the background meanwhile.
    const protectedSent = fx.requests.slice(before).filter((r) => r.search.includes('pageSize=5'));
    expect(protectedSent).toHaveLength(40); // 20 refused with 401, 20 retried with the new token
  });
});
