import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { startStaticServer } from '../support/static-server';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

test('the built renderer shows the app name and version in Chromium', async ({ page }) => {
  const server = await startStaticServer('out/renderer');
  try {
    await page.goto(server.url);
    await expect(page.getByRole('heading', { name: 'Shipping Station' })).toBeVisible();
    await expect(page.getByText(`v${version}`)).toBeVisible();
  } finally {
    await server.close();
  }
});
