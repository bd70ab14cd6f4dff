import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { screen } from './support/desk';
import { startStationHost } from './support/host';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

test('the first window shows the app name and version', async ({ page }) => {
  const host = await startStationHost();
  try {
    await page.goto(host.url);
    await expect(page.getByRole('heading', { name: 'Shipping Station' })).toBeVisible();
    await expect(page.getByText(`v${version}`)).toBeVisible();
    // The per-launch key is taken out of the address bar once the page has it.
    expect(new URL(page.url()).searchParams.has('key')).toBe(false);
    await screen(page, '00-first-window');
  } finally {
    await host.stop();
  }
});
