// Training mode (no API configured): the login says nothing is charged for real and offers the
// demo account; without a keychain it says the session lives in memory only. The training badge
// stays in the header, and switching loja is one click away.
import { expect, test } from '@playwright/test';
import { screen, skipFirstDay } from './support/desk';
import { startStationHost, type StationHost } from './support/host';

let host: StationHost;

test.beforeAll(async () => {
  host = await startStationHost({ keychain: false });
});
test.afterAll(async () => {
  await host?.stop();
});

test('training mode offers the demo account and warns about memory-only tokens', async ({ page }) => {
  await page.goto(host.url);
  const training = page.getByTestId('training-notice');
  await expect(training).toContainText('Nada é cobrado de verdade');
  await expect(training).toContainText('demo@shipping-station.test');
  await expect(page.getByTestId('keychain-notice')).toContainText('Sessão só na memória');
  await screen(page, '20-login-training');

  await training.getByRole('button', { name: 'Usar a conta de demonstração' }).click();
  await page.getByRole('button', { name: /Loja Demo Paulista/ }).click();
  await expect(page.getByTestId('training-badge')).toBeVisible();
  await expect(page.getByTestId('active-loja')).toContainText('Loja Demo Paulista');
  await skipFirstDay(page); // no label printer here: the first-day guide opens first

  // One click opens the lojas, one click switches.
  await page.getByTestId('active-loja').click();
  await screen(page, '21-loja-switcher');
  await page.getByRole('menuitemradio', { name: /Loja Demo Saldo Baixo/ }).click();
  await expect(page.getByTestId('active-loja')).toContainText('Loja Demo Saldo Baixo');
  await expect(page.getByTestId('sender-select')).toContainText('Depósito Centro Rio', { timeout: 15_000 });

  // English is one setting away, and it sticks.
  await page.getByRole('button', { name: 'Configurações' }).click();
  await page.getByTestId('language').getByText('English').click();
  await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
  await screen(page, '22-settings-english');
  await page.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByRole('heading', { name: 'Recipient' })).toBeVisible();
  await screen(page, '23-ship-english');
});
