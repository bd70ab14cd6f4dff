// In Chromium through the browser host, with the training server and main's real draft.json: a
// shipment typed and not bought (Alt+N, Peso 7, Pedido PED-LOGOUT), then "Sair" at once. Logging
// in again to the same loja offers it back ("Retomar o envio digitado?"), as a reload or a loja
// switch does; "Retomar" puts the weight and the order back.
import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOJA_PAULISTA, login, screen } from './support/desk';
import { openLoja, useSandboxHost } from './support/stack';

const stack = useSandboxHost();

test('logging out keeps the typed shipment as the lojas draft and the next login to that loja offers it back', async ({
  page,
}) => {
  await openLoja(page, stack.host);
  await page.keyboard.press('Alt+N');
  const weight = page.getByTestId('parcel-panel').getByLabel('Peso');
  const order = page.getByLabel('Pedido (opcional)');
  await weight.fill('7');
  await order.fill('PED-LOGOUT');
  await page.getByTestId('logout').click();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  const file = join(stack.host.dataDir, 'draft.json');
  expect(existsSync(file) ? readFileSync(file, 'utf8') : '').toContain('PED-LOGOUT');

  await login(page); // the desk opens the loja it was in
  await expect(page.getByTestId('active-loja')).toContainText(LOJA_PAULISTA);
  const offer = page.getByTestId('draft-offer');
  await expect(offer).toContainText('Retomar o envio digitado?', { timeout: 15_000 });
  await expect(offer).toContainText('PED-LOGOUT');
  await expect(offer).toContainText('7 kg');
  await screen(page, 'logout-draft-offered-at-the-next-login');
  await offer.getByRole('button', { name: 'Retomar' }).click();
  await expect(offer).toHaveCount(0);
  await expect(weight).toHaveValue('7');
  await expect(order).toHaveValue('PED-LOGOUT');
});
