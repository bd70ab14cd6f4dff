import { defineConfig } from '@playwright/test';

// A test build (electron/main/app/development.ts): the scale tests' socat pairs are /dev/pts/N.
// Set here, before the workers start, so the stations they run inherit it.
process.env.SHIPPING_STATION_DEV = '1';

// End-to-end tests drive the built renderer in Debian's Chromium (no browser download here).
// Every test keeps a screenshot under test-results/, passed or failed.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    headless: true,
    viewport: { width: 1366, height: 768 },
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
});
