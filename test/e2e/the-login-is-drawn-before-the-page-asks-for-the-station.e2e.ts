// The first screen carries only itself (issue 30, item 8): the page draws the login before it asks
// for the station's chunk (the ship screen with the contract's checks and the rest of pt-BR's
// words, ~300 KB of script to run), which it asks for once the login is there; a page loaded again
// with its session still logged in asks for it at start and opens on the station. The browser
// host in training mode (its embedded sandbox), real Chromium.
import { expect, test, type Page } from '@playwright/test';
import { startStationHost, type StationHost } from './support/host';

let host: StationHost;

test.beforeAll(async () => {
  host = await startStationHost({ keychain: false });
});
test.afterAll(async () => {
  await host?.stop();
});

/** Notes, on the page's clock, when the e-mail field first shows (run before the page's scripts). */
const WATCH_FOR_THE_LOGIN = `new MutationObserver(() => {
  if (window.loginAt === undefined && document.querySelector('input[type="email"]')) window.loginAt = performance.now();
}).observe(document, { childList: true, subtree: true });`;

/** When the login showed and when the page first asked for a file of the station's chunk (or null). */
const timings = (page: Page) =>
  page.evaluate(() => {
    const station = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(Shell|pt-BR)-[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    const restore = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/rpc/session:restore'));
    return {
      restoredAt: restore ? restore.startTime + restore.duration : null,
      loginAt: (globalThis as { loginAt?: number }).loginAt ?? null,
      stationAskedAt: station.length ? Math.min(...station) : null,
    };
  });

test('the login is drawn before the station is asked for, and a logged-in session asks for it at once', async ({
  page,
}) => {
  await page.addInitScript({ content: WATCH_FOR_THE_LOGIN });
  await page.goto(host.url);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  // Asked for once the login is there and a second passes with no key (or a login is sent).
  await expect.poll(async () => (await timings(page)).stationAskedAt).not.toBeNull();
  const first = await timings(page);
  expect(first.loginAt).not.toBeNull();
  expect(first.stationAskedAt!).toBeGreaterThan(first.loginAt!);

  await page.getByTestId('training-notice').getByRole('button', { name: 'Usar a conta de demonstração' }).click();
  await page.getByRole('button', { name: /Loja Demo Paulista/ }).click();
  await expect(page.getByTestId('training-badge')).toBeVisible();

  // Loaded again with the session still logged in: no login, and the station asked for at start,
  // before main has answered who is logged in (the page last showed a logged-in session).
  await page.reload();
  await expect(page.getByTestId('training-badge')).toBeVisible();
  const again = await timings(page);
  expect(again.loginAt).toBeNull();
  expect(again.restoredAt).not.toBeNull();
  expect(again.stationAskedAt!).toBeLessThan(again.restoredAt!);
});
