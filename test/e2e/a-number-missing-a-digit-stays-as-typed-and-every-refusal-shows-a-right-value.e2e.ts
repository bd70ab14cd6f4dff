// Issue 29, item 3, at 1366×768 in pt-BR and in English: a field never shows a value other than
// what was typed. A CEP with a digit missing stays as typed (never "13101-00"), is refused as
// soon as the field is left, with an example, and the lost leading zero is offered in one click;
// the same for a CPF that lost its zero, a mobile without its 9, and a short NF-e key. A
// complete value takes its punctuation and nothing else. Every refusal on every form (the ship
// screen's parcel and invoice, the recipient and sender dialogs, a saved package, the rate rule's
// ceiling, the server address, the warehouse) shows an example of a right value.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { NFE_KEY, PERSON, screen } from './support/desk';
import { openLoja, useSandboxHost } from './support/stack';

const stack = useSandboxHost();

interface Words {
  cep: string;
  cpf: string;
  phone: string;
  chave: string;
  cepShort: string;
  cepExample: string;
  leadingZero: string;
  useCep: string;
  cpfShort: string;
  useCpf: string;
  mobileNine: string;
  usePhone: string;
  chaveShort: string;
  chaveExample: string;
  /** How a refusal's example begins. */
  example: RegExp;
  save: RegExp;
  quote: RegExp;
  discard: string;
  serverReal: string;
  serverSave: string;
}

const PT: Words = {
  cep: 'CEP',
  cpf: 'CPF ou CNPJ',
  phone: 'Telefone',
  chave: 'Chave de acesso da NF-e',
  cepShort: 'O CEP tem 8 dígitos; este tem 7',
  cepExample: 'Ex.: 01310-100',
  leadingZero: 'Faltou o zero do início?',
  useCep: 'Usar 01310-100',
  cpfShort: 'O CPF tem 11 dígitos e o CNPJ 14; este tem 10',
  useCpf: 'Usar 012.345.678-90',
  mobileNine: 'Celular sem o 9 da frente?',
  usePhone: 'Usar (21) 98765-4321',
  chaveShort: 'A chave tem 44 dígitos; esta tem 43',
  chaveExample: 'Ex.: 3524 0511 2223 3300 0181 5500 1000 0123 4511 0293 8471',
  example: /(^|\W)ex\.:/i,
  save: /^Salvar/,
  quote: /^Cotar/,
  discard: 'Descartar',
  serverReal: 'Servidor da empresa',
  serverSave: 'Salvar',
};

const EN: Words = {
  cep: 'CEP',
  cpf: 'CPF or CNPJ',
  phone: 'Phone',
  chave: 'NF-e access key',
  cepShort: 'A CEP has 8 digits; this one has 7',
  cepExample: 'e.g. 01310-100',
  leadingZero: 'Lost its leading zero?',
  useCep: 'Use 01310-100',
  cpfShort: 'A CPF has 11 digits and a CNPJ 14; this one has 10',
  useCpf: 'Use 012.345.678-90',
  mobileNine: 'A mobile without the 9 in front?',
  usePhone: 'Use (21) 98765-4321',
  chaveShort: 'The key has 44 digits; this one has 43',
  chaveExample: 'e.g. 3524 0511 2223 3300 0181 5500 1000 0123 4511 0293 8471',
  example: /(^|\W)e\.g\./i,
  save: /^Save/,
  quote: /^Quote/,
  discard: 'Discard',
  serverReal: "Company's server",
  serverSave: 'Save',
};

/** Every field `region` marks invalid says, in the words tied to it, an example of a right value. */
async function everyRefusalShowsAnExample(region: Locator, w: Words, at: string): Promise<number> {
  const refused = region.locator('[aria-invalid="true"]');
  await expect(refused.first()).toBeVisible();
  // Read in the page: each refused input's name and the text of what aria-describedby names.
  const said = await refused.evaluateAll((inputs) =>
    inputs.map((input) => ({
      name: input.getAttribute('name') ?? input.id,
      words: (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id: string) => input.ownerDocument.getElementById(id)?.textContent ?? '')
        .join(' '),
    })),
  );
  for (const { name, words } of said) expect(words, `${at}: ${name} says "${words}"`).toMatch(w.example);
  return said.length;
}

/** Types like a person and leaves the field (Tab), as the operator does. */
async function typeAndLeave(page: Page, field: Locator, text: string): Promise<void> {
  await field.fill('');
  await field.pressSequentially(text, PERSON);
  await page.keyboard.press('Tab');
}

async function recipientDialog(page: Page, w: Words, language: string): Promise<void> {
  await page.keyboard.press('Alt+C');
  const form = page.getByTestId('recipient-form');
  const cep = form.getByLabel(w.cep, { exact: true });

  // A CEP typed without its leading zero: as typed, refused on leaving, the zero offered.
  await typeAndLeave(page, cep, '1310100');
  await expect(cep).toHaveValue('1310100');
  await expect(cep).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(w.cepShort)).toBeVisible();
  await expect(form.getByText(w.cepExample)).toBeVisible();
  await expect(form.getByText(w.leadingZero)).toBeVisible();

  const cpf = form.getByLabel(w.cpf, { exact: true });
  await typeAndLeave(page, cpf, '1234567890');
  await expect(cpf).toHaveValue('1234567890');
  await expect(form.getByText(w.cpfShort)).toBeVisible();

  const phone = form.getByLabel(w.phone, { exact: true });
  await typeAndLeave(page, phone, '2187654321');
  await expect(phone).toHaveValue('(21) 8765-4321'); // its 10 digits, punctuated: the same digits
  await expect(form.getByText(w.mobileNine)).toBeVisible();
  await screen(page, `29-3-${language}-recipient-fixes-offered`);

  await form.getByRole('button', { name: w.useCep }).click();
  await expect(cep).toHaveValue('01310-100');
  await expect(cep).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: w.useCpf }).click();
  await expect(cpf).toHaveValue('012.345.678-90');
  await form.getByRole('button', { name: w.usePhone }).click();
  await expect(phone).toHaveValue('(21) 98765-4321');

  // Saved with everything else empty: each field it refuses says what a right value looks like.
  await form.getByRole('button', { name: w.save }).click();
  expect(await everyRefusalShowsAnExample(form, w, 'recipient')).toBeGreaterThanOrEqual(5);
  await screen(page, `29-3-${language}-recipient-refusals`);
  await page.keyboard.press('Escape'); // asks first: something was typed
  await page.getByRole('button', { name: w.discard, exact: true }).click();
  await expect(form).toHaveCount(0);
}

async function shipScreen(page: Page, w: Words, language: string): Promise<void> {
  // The parcel quoted with nothing in it: each measure refused, each with an example.
  await page.getByTestId('quote-panel').getByRole('button', { name: w.quote }).click();
  const parcel = page.getByTestId('parcel-panel');
  expect(await everyRefusalShowsAnExample(parcel, w, 'parcel')).toBeGreaterThanOrEqual(4);

  // An NF-e key one digit short: as typed, refused on leaving, with a whole key as the example.
  const chave = page.getByLabel(w.chave);
  await chave.fill(NFE_KEY.slice(0, 43));
  await chave.press('Tab');
  await expect(chave).toHaveValue(NFE_KEY.slice(0, 43));
  const invoice = page.getByTestId('invoice-panel');
  await expect(invoice.getByText(w.chaveShort)).toBeVisible();
  await expect(invoice.getByText(w.chaveExample)).toBeVisible();
  await screen(page, `29-3-${language}-ship-refusals`);
  await chave.fill('');
}

async function settingsForms(page: Page, w: Words, language: string): Promise<void> {
  await page.keyboard.press('Alt+5');
  await page.getByTestId('settings-tab-loja').click();
  // A saved package with nothing typed in.
  const presets = page.getByTestId('presets-panel');
  await presets.getByTestId('preset-new').click();
  await presets.getByTestId('preset-save').click();
  expect(await everyRefusalShowsAnExample(presets, w, 'preset')).toBeGreaterThanOrEqual(2);
  // The rule's ceiling typed in a way that reads twice.
  const rule = page.getByTestId('rule-panel');
  await rule.locator('input[name="ruleCeiling"]').fill('2,500');
  await rule.getByTestId('rule-save').click();
  expect(await everyRefusalShowsAnExample(rule, w, 'rule')).toBe(1);
  await screen(page, `29-3-${language}-loja-settings-refusals`);

  await page.getByTestId('settings-tab-station').click();
  // A server address the station does not take (plain http to another computer).
  await page.getByText(w.serverReal).click();
  await page.locator('input[name="apiBaseUrl"]').fill('http://api.example.com');
  await page.locator('input[name="apiBaseUrl"]').press('Enter');
  const server = page.locator('form', { has: page.locator('input[name="apiBaseUrl"]') });
  expect(await everyRefusalShowsAnExample(server, w, 'server')).toBe(1);
  // The warehouse: a host written as an address, a port that is none.
  const warehouse = page.getByTestId('warehouse-settings');
  await warehouse.locator('input[name="warehouse-host"]').fill('http://armazem:5432');
  await warehouse.locator('input[name="warehouse-port"]').fill('99999');
  await warehouse.getByTestId('warehouse-save').click();
  expect(await everyRefusalShowsAnExample(warehouse, w, 'warehouse')).toBeGreaterThanOrEqual(2);
  await screen(page, `29-3-${language}-station-settings-refusals`);
}

test('numbers stay as typed with the likely fix offered, and every refusal shows a right value, in pt-BR and English', async ({
  page,
}) => {
  await openLoja(page, stack.host);
  await recipientDialog(page, PT, 'pt-BR');
  await shipScreen(page, PT, 'pt-BR');
  await settingsForms(page, PT, 'pt-BR');

  await page.getByTestId('language').getByText('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Alt+1');
  await recipientDialog(page, EN, 'en');
  await shipScreen(page, EN, 'en');
  await settingsForms(page, EN, 'en');
});
