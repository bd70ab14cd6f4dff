// Issue 29, item 2, at 1366×768 in pt-BR and in English: a keyboard-wedge scanner fired while
// the focus is in the weight, a dimension, the declared value, a DC-e quantity or a dialog's CEP
// types its code at 5 ms a key and presses Enter. The field keeps what the operator had typed
// and says what happened; the Enter does nothing there (no quote, no save); on the ship screen
// the code is scanned (a new order fills in "Pedido"), in a dialog it is refused. The NF-e key
// takes the DANFE's 44-digit barcode, where a scanner belongs. A weight or a size beyond the
// loja's carriers is refused before quoting, with the limit. Fired with the focus on no field,
// where 1–9 are the presets, the code is scanned and the parcel keeps its preset; a person's key
// there is still the preset.
import { expect, test, type Page } from '@playwright/test';
import { chooseLoja, createRecipientInline, DEMO, LOJA_PAULISTA, login, MARIA, NFE_KEY, screen } from './support/desk';
import { scanKeys } from './support/scanner';
import { addPreset } from './support/speed';
import { openLoja, useSandboxHost } from './support/stack';

const stack = useSandboxHost();

/** A keyboard-wedge scanner: the code at 5 ms a key, then Enter (support/scanner). */
const scan = scanKeys;

/** The operator puts the keyboard down and picks the scanner up. */
const pickUpScanner = (page: Page) => page.waitForTimeout(600);

interface Words {
  fields: Array<{ label: string; typed: string; code: string }>;
  fromField: (label: string) => string;
  sent: (code: string) => string;
  refused: (code: string) => string;
  quantity: string;
  dce: string;
  chave: string;
  order: string;
  quote: RegExp;
  cep: string;
  overWeight: string;
  example: string;
  discard: string;
}

const PT: Words = {
  fields: [
    { label: 'Peso', typed: '1,2', code: '7891000315507' },
    { label: 'Comprimento', typed: '20', code: 'PED-29001' },
    { label: 'Largura', typed: '15', code: 'PED-29002' },
    { label: 'Altura', typed: '10', code: 'PED-29003' },
    { label: 'Valor declarado', typed: '100', code: '7891000100103' },
  ],
  fromField: (label) => `Lido pelo leitor no campo ${label}, não na caixa de leitura: o campo ficou como estava.`,
  sent: (code) => `O leitor de código escreveu ${code} aqui: foi lido na caixa de leitura e o campo ficou como estava.`,
  refused: (code) =>
    `Leitura de código recusada (${code}): o campo ficou como estava. Para ler um pedido, feche esta janela e use a caixa de leitura (F2).`,
  quantity: 'Qtd.',
  dce: 'DC-e',
  chave: 'Chave de acesso da NF-e',
  order: 'Pedido (opcional)',
  quote: /^Cotar/,
  cep: 'CEP',
  overWeight: 'Mais pesado do que as transportadoras da loja levam: até 50 kg (Jadlog)',
  example: 'Ex.: 1,25',
  discard: 'Descartar',
};

const EN: Words = {
  fields: [
    { label: 'Weight', typed: '1.2', code: '7891000315514' },
    { label: 'Length', typed: '20', code: 'ORD-39001' },
    { label: 'Width', typed: '15', code: 'ORD-39002' },
    { label: 'Height', typed: '10', code: 'ORD-39003' },
    { label: 'Declared value', typed: '100', code: '7891000100110' },
  ],
  fromField: (label) => `Read by the scanner into the ${label} field, not the scan box: that field was left as it was.`,
  sent: (code) =>
    `The barcode scanner typed ${code} here: it was read in the scan box and this field was left as it was.`,
  refused: (code) =>
    `Barcode scan refused (${code}): this field was left as it was. To scan an order, close this window and use the scan box (F2).`,
  quantity: 'Qty',
  dce: 'DC-e',
  chave: 'NF-e access key',
  order: 'Order (optional)',
  quote: /^Quote/,
  cep: 'CEP',
  overWeight: "Heavier than the store's carriers take: up to 50 kg (Jadlog)",
  example: 'e.g. 1.25',
  discard: 'Discard',
};

async function scansIntoTheShipScreen(page: Page, w: Words, language: string): Promise<void> {
  const parcel = page.getByTestId('parcel-panel');
  const notice = page.getByTestId('scan-result');
  for (const { label, typed, code } of w.fields) {
    const field = parcel.getByLabel(label, { exact: true });
    // No order on the form yet (the last field's scan named one): the scan names the shipment's
    // order in one step; over another order's typed shipment it would ask first.
    await page.getByLabel(w.order).fill('');
    await field.fill(typed);
    await field.focus();
    await pickUpScanner(page);
    await scan(page, code);
    await expect(notice).toHaveAttribute('data-kind', 'new-order');
    await expect(notice.getByTestId('scan-from-field')).toHaveText(w.fromField(label));
    await expect(field).toHaveValue(typed);
    await expect(field).toBeFocused(); // the Enter did not move on, nor quote
    const note = parcel.locator('.field', { has: page.getByLabel(label, { exact: true }) }).getByTestId('wedge-note');
    await expect(note).toHaveText(w.sent(code));
    // The scan of an unknown order puts its reference on the shipment being typed.
    await expect(page.getByLabel(w.order)).toHaveValue(code);
  }
  await expect(page.getByTestId('options-table')).toHaveCount(0);
  await screen(page, `29-2-${language}-scan-in-the-declared-value`);
  await overTheLimitIsRefusedBeforeQuoting(page, w, language);

  // The DANFE's barcode in the NF-e key: the one field that takes a scanner's code.
  const chave = page.getByLabel(w.chave);
  await chave.focus();
  await pickUpScanner(page);
  await scan(page, NFE_KEY);
  await expect(chave).toHaveValue(NFE_KEY);
  await expect(chave).not.toHaveAttribute('aria-invalid', 'true');

  // A DC-e item's quantity.
  const invoice = page.getByTestId('invoice-panel');
  await page.getByTestId('invoice-type').getByText(w.dce, { exact: true }).click();
  const quantity = invoice.getByLabel(w.quantity).first();
  await page.getByLabel(w.order).fill('');
  await quantity.fill('2');
  await quantity.focus();
  await pickUpScanner(page);
  await scan(page, '7891000999990');
  await expect(notice.getByTestId('scan-from-field')).toHaveText(w.fromField(w.quantity));
  await expect(quantity).toHaveValue('2');
  await screen(page, `29-2-${language}-scan-in-the-dce-quantity`);
}

async function refusedInTheRecipientDialog(page: Page, w: Words, language: string): Promise<void> {
  await page.keyboard.press('Alt+C');
  const form = page.getByTestId('recipient-form');
  const cep = form.getByLabel(w.cep, { exact: true });
  await cep.fill('0131');
  await cep.focus();
  await pickUpScanner(page);
  await scan(page, '7891000555552');
  await expect(cep).toHaveValue('0131');
  await expect(cep).toBeFocused();
  await expect(form.getByTestId('wedge-note')).toHaveText(w.refused('7891000555552'));
  await expect(form).toBeVisible(); // nothing saved, the dialog still open
  await screen(page, `29-2-${language}-scan-refused-in-a-dialog`);
  // Closed: it asks first, since a CEP was typed, and the typing is dropped.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: w.discard, exact: true }).click();
  await expect(form).toHaveCount(0);
}

async function overTheLimitIsRefusedBeforeQuoting(page: Page, w: Words, language: string): Promise<void> {
  const parcel = page.getByTestId('parcel-panel');
  const weight = parcel.getByLabel(w.fields[0]!.label, { exact: true });
  await weight.fill('60');
  await page.getByTestId('quote-panel').getByRole('button', { name: w.quote }).click();
  await expect(parcel.getByText(w.overWeight)).toBeVisible();
  await expect(parcel.getByText(w.example)).toBeVisible();
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('options-table')).toHaveCount(0);
  await screen(page, `29-2-${language}-weight-over-every-carrier`);
  await weight.fill(w.fields[0]!.typed);
}

test('a scan typed into a form field goes to the scan or is refused, and never stays, in pt-BR and English', async ({
  page,
}) => {
  // Every guarded field of the ship screen and a dialog, twice (pt-BR, then English): ~26 s on CI.
  test.setTimeout(120_000);
  // At the login there is no loja to scan for: a scan into the e-mail is refused.
  await page.goto(stack.host.url);
  const email = page.getByLabel('E-mail');
  await email.fill(DEMO.email);
  await email.focus();
  await pickUpScanner(page);
  await scan(page, '7891000777775');
  await expect(email).toHaveValue(DEMO.email);
  await expect(page.getByTestId('wedge-note')).toHaveText(
    'Leitura de código recusada (7891000777775): o campo ficou como estava. Pedidos são lidos com a loja aberta, na caixa de leitura (F2).',
  );
  await expect(page.getByTestId('login-error')).toHaveCount(0); // the Enter did not log in
  await screen(page, '29-2-pt-BR-scan-refused-at-the-login');
  await login(page);
  await chooseLoja(page, LOJA_PAULISTA);

  await createRecipientInline(page, MARIA);
  await scansIntoTheShipScreen(page, PT, 'pt-BR');
  await refusedInTheRecipientDialog(page, PT, 'pt-BR');

  await page.keyboard.press('Alt+5');
  await page.getByTestId('language').getByText('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // A new shipment (the one typed is dropped, asked first), to Maria found by her name.
  await page.keyboard.press('Alt+1');
  await page.keyboard.press('Alt+N');
  await page.getByTestId('next-shipment-ask').getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('combobox', { name: /Search recipient/ }).fill('Maria');
  await expect(page.getByRole('option', { name: /Maria Souza/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chosen-recipient')).toContainText(MARIA.name);
  await scansIntoTheShipScreen(page, EN, 'en');
  await refusedInTheRecipientDialog(page, EN, 'en');
});

test.describe('with the focus on no field', () => {
  // A desk of its own: the presets saved here change nothing of the test above.
  const desk = useSandboxHost();

  test("a scan fired where 1–9 are the presets goes to the scan and applies no preset, and a person's 1 is preset 1", async ({
    page,
  }) => {
    await openLoja(page, desk.host);
    await page.keyboard.press('Alt+5');
    await page.getByTestId('settings-tab-loja').click();
    await addPreset(page, { name: 'Caixa P', dims: { Comprimento: '20', Largura: '15', Altura: '10' }, weight: '1,2' });
    await page.keyboard.press('Alt+1');
    await expect(page.getByTestId('preset-bar')).toContainText('Caixa P');
    const length = page.getByTestId('parcel-panel').getByLabel('Comprimento');
    const presetKey = page.getByTestId('preset-1');

    // The focus on no field (a click on a panel's heading), and a code that begins with 1.
    const noField = page.getByRole('heading', { name: 'Frete' });
    await noField.click();
    await expect(page.locator('body')).toBeFocused();
    await pickUpScanner(page);
    await scan(page, '1789100031550');
    const notice = page.getByTestId('scan-result');
    await expect(notice).toHaveAttribute('data-kind', 'new-order');
    await expect(page.getByLabel('Pedido (opcional)')).toHaveValue('1789100031550');
    await expect(length).toHaveValue('');
    await expect(presetKey).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('preset-changed')).toHaveCount(0);
    await screen(page, '29-2-pt-BR-scan-with-no-field-focused');

    // A person's 1, there: preset 1, as before.
    await noField.click();
    await expect(page.locator('body')).toBeFocused();
    await page.keyboard.press('1');
    await expect(length).toHaveValue('20');
    await expect(presetKey).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('on a stalled desk', () => {
  const desk = useSandboxHost();

  test('a scan into the weight held back after its first keys is read whole, and the weight stays as typed', async ({
    page,
  }) => {
    await openLoja(page, desk.host);
    await page.keyboard.press('Alt+N');
    const weight = page.getByTestId('parcel-panel').getByLabel('Peso');
    const order = page.getByLabel('Pedido (opcional)');
    const notice = page.getByTestId('scan-result');
    // The reviewer's scans: the desk got the "E" 700 ms after the "P", then the "-" 900 ms after "PED".
    for (const [typed, code, stall] of [
      ['2,5', 'PED-7777', { at: 1, ms: 700 }],
      ['1,2', 'PED-5552', { at: 3, ms: 900 }],
    ] as const) {
      await order.fill('');
      await weight.click();
      await weight.fill('');
      await weight.pressSequentially(typed, { delay: 120 });
      // The scanner is picked up; its keys are stamped back to when it sent them, the stall included.
      await page.waitForTimeout(600 + stall.ms);
      await scan(page, code, { stall });
      await expect(notice.getByTestId('scan-from-field')).toHaveText(PT.fromField('Peso'));
      await expect(order).toHaveValue(code);
      await expect(weight).toHaveValue(typed);
    }
  });
});
