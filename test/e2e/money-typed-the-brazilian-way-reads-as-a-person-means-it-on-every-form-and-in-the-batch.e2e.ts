// Issue 17, point 5, through the UI at 1366×768: one money grammar on the ship screen's declared
// value, the DC-e items, the rate rule's ceiling and the batch (read by main). "2.500", "2500" and
// "2.500,00" are two thousand five hundred reais (the server prices the same insurance for the
// three, and more than for "2,5"); "R$ 1.234,56" reads as typed; "2,500" (R$ 2,50 or R$ 2.500,00?)
// is refused everywhere, saying it reads two ways, with an example.
import { expect, test, type Page } from '@playwright/test';
import { createRecipientInline, fillBox, MARIA, screen } from './support/desk';
import { openLoja, useSandboxHost } from './support/stack';

const stack = useSandboxHost();

const AMBIGUOUS = 'Pode ser lido de dois jeitos: a vírgula separa só os centavos (ex.: 2.500,00 ou 2,50)';

/** Every option's price on screen, once the quote for the parcel as it stands now is in. */
async function quotedPrices(page: Page): Promise<string[]> {
  await page
    .getByTestId('quote-panel')
    .getByRole('button', { name: /^Cotar/ })
    .click();
  await expect(page.getByTestId('quote-stale')).toHaveCount(0);
  await expect(page.getByTestId('options-table')).toBeVisible();
  return page.getByTestId('option-row').locator('td.price').allInnerTexts();
}

test('2.500, 2500 and 2.500,00 are R$ 2.500,00 on the form, the DC-e, the rule and the batch, and 2,500 is refused with an example', async ({
  page,
}) => {
  await openLoja(page, stack.host);
  await createRecipientInline(page, MARIA);
  await fillBox(page, { length: '20', width: '15', height: '10', weight: '1,2' });
  const declared = page.getByTestId('parcel-panel').getByLabel('Valor declarado');

  // The declared value: each spelling shows back as the sum it was read as, and the server prices it.
  const spelled = async (typed: string, shown: string) => {
    await declared.fill(typed);
    await declared.blur();
    await expect(declared).toHaveValue(shown);
    return quotedPrices(page);
  };
  const grouped = await spelled('2.500', '2.500,00');
  expect(await spelled('2500', '2.500,00')).toEqual(grouped);
  const small = await spelled('2,5', '2,50');
  // Insurance is a share of the declared value: R$ 2.500,00 costs more than R$ 2,50 (not read as the same).
  expect(small).not.toEqual(grouped);
  expect(await spelled('2.500,00', '2.500,00')).toEqual(grouped);
  await spelled('R$ 1.234,56', '1.234,56');

  // "2,500" reads two ways: refused on the field, nothing quoted.
  await declared.fill('2,500');
  await page
    .getByTestId('quote-panel')
    .getByRole('button', { name: /^Cotar/ })
    .click();
  await expect(declared).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('parcel-panel')).toContainText(AMBIGUOUS);
  await expect(declared).toHaveValue('2,500');
  await screen(page, '17-05-declared-value-reads-two-ways');

  // The DC-e items read the same grammar: one item of "2.500" matches R$ 2.500,00 declared; "2,5" does not.
  expect(await spelled('2.500', '2.500,00')).toEqual(grouped);
  const invoice = page.getByTestId('invoice-panel');
  await invoice.getByRole('radio', { name: 'DC-e' }).click();
  await invoice.getByLabel('Descrição').fill('Notebook');
  await invoice.getByLabel('Qtd.').fill('1');
  const itemValue = invoice.getByLabel('Valor unit.');
  await itemValue.fill('2.500');
  await expect(page.getByTestId('dce-differs')).toHaveCount(0);
  await itemValue.fill('2,5');
  await expect(page.getByTestId('dce-differs')).toContainText(
    'Os itens somam R$ 2,50, mas o valor declarado do pacote é R$ 2.500,00',
  );
  await itemValue.fill('2,500');
  await page.getByTestId('buy-button').click();
  await expect(invoice).toContainText(AMBIGUOUS);
  await expect(page.getByTestId('buy-ready')).toHaveCount(0);

  // The rate rule's ceiling: "2.500" is saved as R$ 2.500,00; "2,500" is refused and nothing is saved.
  await page.keyboard.press('Alt+5');
  await page.getByTestId('settings-tab-loja').click();
  const rule = page.getByTestId('rule-form');
  const ceiling = rule.getByLabel(/Teto de preço/);
  await ceiling.fill('2,500');
  await rule.getByTestId('rule-save').click();
  await expect(rule).toContainText(AMBIGUOUS);
  await expect(ceiling).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('rule-current')).not.toContainText('R$');
  await ceiling.fill('2.500');
  await rule.getByTestId('rule-save').click();
  await expect(page.getByTestId('rule-current')).toContainText('até R$ 2.500,00');
  await expect(ceiling).toHaveValue('2.500,00');

  // The batch, read by main: the same spellings pass, "2,500" is refused with its line, column and why.
  await page.keyboard.press('Alt+6');
  const columns =
    'externalRef;name;cpfCnpj;phone;street;number;district;city;state;zip;lengthCm;widthCm;heightCm;weightKg;declaredValue';
  const row = (ref: string, value: string) =>
    `${ref};Marina Costa;529.982.247-25;(21) 99999-8888;Rua Primeiro de Março;20;Centro;Rio de Janeiro;RJ;20040-002;20;15;10;1,2;${value}`;
  const csv = [
    columns,
    row('VAL-1', '2.500'),
    row('VAL-2', 'R$ 1.234,56'),
    row('VAL-3', '2500'),
    row('VAL-4', '2,500'),
  ].join('\r\n');
  await page
    .getByTestId('batch-file')
    .setInputFiles({ name: 'valores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByTestId('batch-detail')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('batch-counts')).toContainText('3 linhas válidas');
  await expect(page.getByTestId('batch-counts')).toContainText('1 com erro');
  const error = page.getByTestId('batch-error');
  await expect(error).toHaveCount(1);
  await expect(error).toHaveAttribute('data-line', '5');
  await expect(error.locator('td')).toContainText([
    'VAL-4',
    'declaredValue',
    'pode ser lido de dois jeitos, veio "2,500": a vírgula separa só os centavos (ex.: 2.500,00 ou 2,50)',
  ]);
  await screen(page, '17-05-batch-value-reads-two-ways');
});
