// The browser host's guard seen from a real browser: the station page (opened with ?key=) can
// call the station; a page from another origin cannot, even if it knew the key.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createStation, type Station } from '../../electron/main/app/station';
import { startBrowserHost, type BrowserHost } from '../../electron/main/host/server';
import { createMemoryVault } from '../../electron/main/session/vault/secret-vault';
import { CONTENT_SECURITY_POLICY } from '../../electron/main/platform/csp';
import { startStaticServer } from '../support/static-server';
import { DEMO, startTestSandbox, type TestSandbox } from '../support/sandbox';

let sandbox: TestSandbox;
let station: Station;
let host: BrowserHost;

test.beforeAll(async () => {
  sandbox = await startTestSandbox();
  station = await createStation({
    dataDir: mkdtempSync(join(tmpdir(), 'host-e2e-')),
    apiBaseUrl: sandbox.url,
    vault: createMemoryVault(),
  });
  host = await startBrowserHost({
    registry: station.registry,
    events: station.events,
    logger: station.logger,
    rendererDir: 'out/renderer',
  });
});
test.afterAll(async () => {
  await host?.close();
  await station?.close();
  await sandbox?.close();
});

test('the station page calls the station; another origin is refused even with the key', async ({ page }) => {
  const response = await page.goto(host.url);
  expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);

  const own = await page.evaluate(async (key) => {
    const res = await fetch('/rpc/session:state', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-station-key': key },
      body: '{}',
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }, host.secret);
  expect(own).toMatchObject({ status: 200, body: { ok: true, value: { status: 'logged-out' } } });

  const evil = await startStaticServer('out/renderer');
  try {
    // A page of another origin without a CSP of its own (the 404 page), so its fetches do leave.
    await page.goto(`${evil.url}/elsewhere`);
    const attempts = await page.evaluate(
      async ({ target, key, login }) => {
        const tries = [
          { headers: { 'content-type': 'application/json', 'x-station-key': key } },
          { headers: { 'content-type': 'text/plain' } },
        ];
        const outcomes: string[] = [];
        for (const attempt of tries) {
          try {
            const res = await fetch(`${target}/rpc/session:login`, {
              method: 'POST',
              body: JSON.stringify({ input: login }),
              ...attempt,
            });
            outcomes.push(`status ${res.status}`);
          } catch {
            outcomes.push('blocked');
          }
        }
        return outcomes;
      },
      { target: host.origin, key: host.secret, login: DEMO },
    );
    expect(attempts.every((outcome) => outcome === 'blocked' || outcome === 'status 403')).toBe(true);
    expect(station.session.state().status).toBe('logged-out');
    // The simple (no-preflight) request did reach the host, and its Origin check refused it.
    const log = readFileSync(join(station.dataDir, 'logs', 'station.log'), 'utf8');
    expect(log).toMatch(/"msg":"call refused","reason":"foreign origin"/);
    await page.screenshot({ path: 'test-results/e2e/browser-host-foreign-origin.png' });
  } finally {
    await evil.close();
  }
});
