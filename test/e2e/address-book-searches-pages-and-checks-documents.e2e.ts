// The address book screen: recipients in pages from the local copy, search as you type, and the
// create forms' checks (CPF/CNPJ check digits, CEP, UF) before anything is sent.
import { expect, test } from '@playwright/test';
import { screen } from './support/desk';
import { openLoja, useSandboxHost } from './support/stack';

const PAULISTA_ID = 'a0000000-0000-4000-8000-000000000001';
const stack = useSandboxHost((sandbox) => sandbox.admin.seedRecipients(PAULISTA_ID, 30));

test('recipients page, search narrows them, and the forms refuse wrong documents', async ({ page }) => {
  await openLoja(page, stack.host);
  await page.getByRole('button', { name: 'Endereços' }).click();

  const rows = page.getByTestId('book-table').locator('tbody tr');
  await expect(rows).toHaveCount(12, { timeout: 20_000 });
  await expect(page.getByText('30 endereços')).toBeVisible();
  await expect(page.getByText('Página 1 de 3')).toBeVisible();
  await screen(page, '24-addressbook');
  await page.getByRole('button', { name: /Próxima/ }).click();
  await expect(page.getByText('Página 2 de 3')).toBeVisible();

  const first = (await rows.first().locator('td').first().innerText()).split('·')[0]!.trim();
  await page.getByLabel('Buscar').fill(first);
  await expect(rows.first()).toContainText(first);
  await expect(page.getByText('Melhores resultados')).toBeVisible();

  await page.getByTestId('book-tab-sender').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Padrão');
  await page.getByTestId('book-new').click();
  const form = page.getByTestId('sender-form');
  await form.getByLabel('Nome', { exact: true }).fill('Expedição Zona Norte');
  await form.getByLabel('CPF ou CNPJ').fill('11222333000182'); // wrong last digit
  await form.getByLabel('Telefone').fill('1130001000');
  await form.getByLabel('CEP').fill('0131');
  await form.getByLabel('UF').fill('XX');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('CPF/CNPJ inválido: dígitos verificadores não conferem')).toBeVisible();
  await expect(form.getByText('O CEP tem 8 dígitos; este tem 4')).toBeVisible();
  await expect(form.getByText('Ex.: 01310-100')).toBeVisible();
  await expect(form.getByText('UF inválida')).toBeVisible();
  await expect(form.getByLabel('CPF ou CNPJ')).toHaveValue('11.222.333/0001-82');
  await screen(page, '25-sender-form-errors');
});
