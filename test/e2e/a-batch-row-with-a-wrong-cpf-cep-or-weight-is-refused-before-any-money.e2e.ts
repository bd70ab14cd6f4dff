// The batch checks what the form checks: a CSV row whose CPF or CNPJ has wrong check digits
// (123.456.789-00), whose CEP is not 8 digits, or whose weight the spec refuses, is refused when
// the file is read, before anything is spent, and the screen names its line, its column and why;
// so is a DC-e whose items and valor add up to something else than the declared value, as the ship
// screen refuses it (issue 17.6). The valid row is still ready to go.
import { expect, test } from '@playwright/test';
import { screen } from './support/desk';
import { openLoja, useSandboxHost } from './support/stack';

const PAULISTA_ID = 'a0000000-0000-4000-8000-000000000001';

const stack = useSandboxHost();

const COLUMNS =
  'externalRef;name;cpfCnpj;phone;street;number;district;city;state;zip;lengthCm;widthCm;heightCm;weightKg;declaredValue;invoiceType;invoiceValor;products';
const row = (ref: string, change: { cpfCnpj?: string; zip?: string; weightKg?: string; dce?: string } = {}) =>
  [
    ref,
    'Marina Costa',
    change.cpfCnpj ?? '529.982.247-25',
    '(21) 99999-8888',
    'Rua Primeiro de Março',
    '20',
    'Centro',
    'Rio de Janeiro',
    'RJ',
    change.zip ?? '20040-002',
    '20',
    '15',
    '10',
    change.weightKg ?? '1,2',
    change.dce ?? ';;;',
  ].join(';');

test('a batch row with a CPF or CNPJ whose check digits are wrong, a short CEP or a zero weight is refused with line, column and reason before any money', async ({
  page,
}) => {
  const { sandbox, host } = stack;
  await openLoja(page, host);
  await page.keyboard.press('Alt+6');
  await expect(page.getByRole('heading', { name: 'Importar pedidos (CSV)' })).toBeVisible();
  const wallet = async () => (await sandbox.admin.wallets()).find((w) => w.lojaId === PAULISTA_ID)!.balanceCents;
  const before = await wallet();

  const csv = [
    COLUMNS,
    row('OK-1'),
    row('CPF-1', { cpfCnpj: '123.456.789-00' }),
    row('CNPJ-1', { cpfCnpj: '11.222.333/0001-80' }),
    row('CEP-1', { zip: '2004-000' }),
    row('PESO-1', { weightKg: '0' }),
    row('DCE-1', { dce: '100,00;DCE;30,30;Camiseta|3|1010' }),
  ].join('\r\n');
  await page
    .getByTestId('batch-file')
    .setInputFiles({ name: 'pedidos-ruins.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByTestId('batch-detail')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('batch-counts')).toContainText('1 linha válida');
  await expect(page.getByTestId('batch-counts')).toContainText('5 com erro');

  const errors = page.getByTestId('batch-error');
  await expect(errors).toHaveCount(6);
  const expected = [
    { line: '3', ref: 'CPF-1', column: 'cpfCnpj', reason: 'os dígitos verificadores não conferem' },
    { line: '4', ref: 'CNPJ-1', column: 'cpfCnpj', reason: 'os dígitos verificadores não conferem' },
    { line: '5', ref: 'CEP-1', column: 'zip', reason: 'deve ser um CEP de 8 dígitos' },
    { line: '6', ref: 'PESO-1', column: 'weightKg', reason: 'deve ser maior que 0' },
    {
      line: '7',
      ref: 'DCE-1',
      column: 'products',
      reason: 'os itens da DC-e somam R$ 30,30, mas o valor declarado é R$ 100,00',
    },
    {
      line: '7',
      ref: '', // the same line's second reason: its line and order are not repeated
      column: 'invoiceValor',
      reason: 'o valor da DC-e é R$ 30,30, mas o valor declarado é R$ 100,00',
    },
  ];
  for (const [i, e] of expected.entries()) {
    await expect(errors.nth(i)).toHaveAttribute('data-line', e.line);
    await expect(errors.nth(i)).toContainText(e.ref);
    await expect(errors.nth(i).locator('td')).toContainText([e.ref, e.column, e.reason].filter(Boolean));
  }
  await expect(page.locator('[data-testid="batch-row"][data-state="invalid"]')).toHaveCount(5);
  await screen(page, '46-batch-refuses-bad-documents');
  // Nothing was bought: the check is the station's, before any request that spends money.
  expect(await wallet()).toBe(before);
});
