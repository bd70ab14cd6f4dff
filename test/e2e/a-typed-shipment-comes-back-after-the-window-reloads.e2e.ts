// Issue 17 (nothing typed is lost): a shipment typed and quoted but not bought is kept by main as
// it is typed (<dataDir>/draft.json, readable by the desk's user only). The window reloads: the
// desk offers it back ("Retomar o envio digitado?"), and "Retomar" puts the recipient, the parcel
// and the order back, with the quote asked again. Cleared for the next parcel, nothing is offered.
import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MARIA, quoteBox, screen } from './support/desk';
import { stationCall } from './support/speed';
import { openLoja, useSandboxHost } from './support/stack';

const stack = useSandboxHost();

test('a typed shipment comes back after the window reloads, offered first, and the next parcel starts clean', async ({
  page,
}) => {
  await openLoja(page, stack.host);
  await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2', declared: '100' });
  await page.getByLabel('Pedido (opcional)').fill('PED-RELOAD-1');

  const file = join(stack.host.dataDir, 'draft.json');
  await expect
    .poll(() => (existsSync(file) ? readFileSync(file, 'utf8') : ''), { timeout: 5_000 })
    .toContain('PED-RELOAD-1');
  expect(statSync(file).mode & 0o777).toBe(0o600);

  await page.reload();
  const offer = page.getByTestId('draft-offer');
  await expect(offer).toContainText('Retomar o envio digitado?', { timeout: 15_000 });
  await expect(offer).toContainText(MARIA.name);
  await expect(offer).toContainText('1,2 kg');
  await expect(offer).toContainText('PED-RELOAD-1');
  await screen(page, '17-04-draft-offered-after-reload');
  await expect(offer.getByRole('button', { name: 'Retomar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(offer).toHaveCount(0);

  await expect(page.getByTestId('chosen-recipient')).toContainText(MARIA.name);
  const parcel = page.getByTestId('parcel-panel');
  await expect(parcel.getByLabel('Comprimento')).toHaveValue('20');
  await expect(parcel.getByLabel('Peso')).toHaveValue('1,2');
  await expect(parcel.getByLabel('Valor declarado')).toHaveValue('100,00');
  await expect(page.getByLabel('Pedido (opcional)')).toHaveValue('PED-RELOAD-1');
  await expect(page.getByTestId('options-table')).toBeVisible({ timeout: 15_000 });

  // The operator clears the bench for another parcel: the kept draft goes with it.
  await page.keyboard.press('Alt+N');
  await page.getByTestId('next-shipment-ask').getByRole('button', { name: 'Descartar' }).click();
  await expect.poll(() => existsSync(file), { timeout: 5_000 }).toBe(false);
  await page.reload();
  await expect(page.getByTestId('active-loja')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('combobox', { name: /Buscar destinatário/ })).toBeVisible();
  // The page offers only what main keeps (its draft check at start), and main keeps nothing now:
  // no offer can come, whenever that check answers.
  expect(await stationCall(page, 'desk.draft')).toBeNull();
  await expect(offer).toHaveCount(0);
});
