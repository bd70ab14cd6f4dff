// Issue 17, point 15, through the UI at 1366×768: the labels list belongs to the loja. After a
// loja switch it shows that loja's labels (none here), and switching back shows the label bought
// earlier again. The rate rule's price ceiling follows the rule on screen: a ceiling typed (not
// saved) for one loja never shows up for another, and coming back shows the saved one.
import { expect, test, type Page } from '@playwright/test';
import { buyWithNfe, LOJA_PAULISTA, LOJA_SALDO_BAIXO, MARIA, quoteBox, screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';

const stack = useDeskStack({ printerPrefix: 'SS-Loja' });

async function switchLoja(page: Page, name: string): Promise<void> {
  await page.getByTestId('active-loja').click();
  await page.getByRole('menuitemradio', { name: new RegExp(name) }).click();
  await expect(page.getByTestId('active-loja')).toContainText(name);
}

const nav = (page: Page, name: string) => page.getByRole('navigation').getByRole('button', { name, exact: true });

test('the labels list and the rule ceiling follow the loja, and switching back shows the earlier ones', async ({
  page,
}) => {
  await openDesk(page, stack);
  await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2', declared: '100' });
  const trackingCode = await buyWithNfe(page);

  // The rule of the first loja: the cheapest, never above R$ 80,00.
  await nav(page, 'Configurações').click();
  await page.getByTestId('settings-tab-loja').click();
  const rule = page.getByTestId('rule-form');
  await rule.getByLabel(/Teto de preço/).fill('80,00');
  await rule.getByTestId('rule-save').click();
  await expect(page.getByTestId('rule-current')).toContainText('até R$ 80,00');

  await nav(page, 'Etiquetas').click();
  await expect(page.getByTestId('labels-table')).toContainText(trackingCode);

  // The other loja: none of the first loja's labels, and its own rule (no ceiling).
  await switchLoja(page, LOJA_SALDO_BAIXO);
  await nav(page, 'Etiquetas').click();
  await expect(page.getByText('Nenhuma etiqueta comprada para esta loja nesta estação ainda.')).toBeVisible();
  await expect(page.getByTestId('labels-table')).toHaveCount(0);
  await nav(page, 'Configurações').click();
  await page.getByTestId('settings-tab-loja').click();
  await expect(page.getByTestId('rule-current')).not.toContainText('R$ 80,00');
  await expect(rule.getByLabel(/Teto de preço/)).toHaveValue('');
  // A ceiling typed here and never saved stays with this loja's form.
  await rule.getByLabel(/Teto de preço/).fill('12,34');
  await screen(page, '17-15-other-loja-rule');

  // Back to the first loja: its label again, and its saved ceiling (not the one typed elsewhere).
  await switchLoja(page, LOJA_PAULISTA);
  await nav(page, 'Configurações').click();
  await page.getByTestId('settings-tab-loja').click();
  await expect(page.getByTestId('rule-current')).toContainText('até R$ 80,00');
  await expect(rule.getByLabel(/Teto de preço/)).toHaveValue('80,00');
  await nav(page, 'Etiquetas').click();
  await expect(page.getByTestId('labels-table')).toContainText(trackingCode);
  await expect(page.getByTestId('labels-table')).toContainText('Maria Souza');
  await expect(page.getByTestId('labels-table')).toContainText('R$ 34,00');
  await screen(page, '17-15-labels-back-to-first-loja');
});
