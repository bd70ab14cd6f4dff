// The batch checks what the form checks: a CSV row whose CPF or CNPJ has wrong check digits
// (123.456.789-00), whose CEP is not 8 digits, or whose weight the spec refuses, is refused when
// the file is read, before anything is spent, and the screen names its line, its column and why;
// so is a DC-e whose items and valor add up to something else than the declared value, as the ship
// screen refuses it (issue 17.6). The valid row is still ready to go. A weight or a size beyond
// every carrier is refused in the ship screen's words, and a street longer than the label prints
// is named with what comes out, in the buy panel's words (issue 29, items 2 and 4).
import { expect, test } from '@playwright/test';
import { screen } from './support/desk';
import { openLoja, useSandboxHost } from './support/stack';

const PAULISTA_ID = 'a0000000-0000-4000-8000-000000000001';

const stack = useSandboxHost();

const COLUMNS =
  'externalRef;name;cpfCnpj;phone;street;number;district;city;state;zip;lengthCm;widthCm;heightCm;weightKg;declaredValue;invoiceType;invoiceValor;products';
interface Change {
  cpfCnpj?: string;
  zip?: string;
  weightKg?: string;
  dce?: string;
  street?: string;
  lengthCm?: string;
}
const row = (ref: string, change: Change = {}) =>
  [
    ref,
    'Marina Costa',
    change.cpfCnpj ?? '529.982.247-25',
    '(21) 99999-8888',
    change.street ?? 'Rua Primeiro de Março',
    '20',
    'Centro',
    'Rio de Janeiro',
    'RJ',
    change.zip ?? '20040-002',
    change.lengthCm ?? '20',
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
    { line: '5', ref: 'CEP-1', column: 'zip', reason: 'deve ser um CEP de 8 dígitos (ex.: 01310-100)' },
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

test.describe('on a fresh desk', () => {
  const limits = useSandboxHost();

  test('a batch row beyond every carrier is refused in the ship screen words, and a street its label cuts is named', async ({
    page,
  }) => {
    const { host } = limits;
    await openLoja(page, host);
    await page.keyboard.press('Alt+6');
    const csv = [
      COLUMNS,
      row('LONGA-1', { street: 'Avenida Presidente Juscelino Kubitschek de Oliveira Sobrinho' }),
      row('PESO-60', { weightKg: '60' }),
      row('LADO-130', { lengthCm: '130' }),
    ].join('\r\n');
    await page
      .getByTestId('batch-file')
      .setInputFiles({ name: 'pedidos-limites.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expect(page.getByTestId('batch-detail')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('batch-counts')).toContainText('2 com erro');

    const errors = page.getByTestId('batch-error');
    await expect(errors).toHaveCount(2);
    await expect(errors.nth(0).locator('td')).toContainText([
      '3',
      'PESO-60',
      'weightKg',
      'Mais pesado do que as transportadoras da loja levam: até 50 kg (Jadlog)',
    ]);
    await expect(errors.nth(1).locator('td')).toContainText([
      '4',
      'LADO-130',
      'lengthCm',
      'Maior do que as transportadoras da loja levam: um lado de até 120 cm (Jadlog)',
    ]);

    const fit = page.getByTestId('batch-label-fit');
    await expect(fit).toContainText('A etiqueta vai sair com texto cortado');
    await expect(fit.getByTestId('batch-label-fit-row')).toHaveCount(1);
    await expect(fit.getByTestId('batch-label-fit-row')).toContainText('Linha 2 · LONGA-1');
    await expect(fit.locator('li[data-field="destination.street"]')).toHaveText(
      'Destinatário · Logradouro: 60 de no máximo 35 caracteres (limite seguro para qualquer transportadora): ' +
        'sai “Avenida Presidente Juscelino Kubits”; fica de fora “chek de Oliveira Sobrinho”',
    );
    await expect(page.locator('[data-testid="batch-row"][data-ref="LONGA-1"]')).toContainText(
      'Etiqueta corta texto (veja acima)',
    );
    await screen(page, '29-2-4-batch-refuses-beyond-every-carrier-and-names-a-cut-street');
  });
});
