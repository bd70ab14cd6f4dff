// What an operator does at the desk, as steps the e2e tests share. Selectors are the labels and
// roles an operator (or a screen reader) sees, so a test breaks when the screen does.
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { cupsAdmin, cupsJobsOf } from '../../support/cups';
import { stationCall } from './speed';

export const DEMO = { email: 'demo@shipping-station.test', senha: 'demo' };
export const LOJA_PAULISTA = 'Loja Demo Paulista';
export const LOJA_SALDO_BAIXO = 'Loja Demo Saldo Baixo';
/** The demo loja's id (the sandbox's wallets are keyed by it). */
export const LOJA_PAULISTA_ID = 'a0000000-0000-4000-8000-000000000001';
/**
 * An operator typing, a key every 60 ms or more (people type 100–250 ms apart): typed faster
 * and ended with Enter, keys read as a barcode scanner's burst (renderer/src/lib/wedge.ts) and
 * are kept out of the field.
 */
export const PERSON = { delay: 60 } as const;

/** A real-shaped NF-e access key (model 55) with a right check digit. */
export const NFE_KEY = '35240511222333000181550010000123451102938471';

export interface RecipientInput {
  name: string;
  document?: string;
  phone: string;
  country?: string;
  zip: string;
  state: string;
  city: string;
  district?: string;
  street: string;
  number: string;
}

export const MARIA: RecipientInput = {
  name: 'Maria Souza',
  document: '11144477735',
  phone: '21987654321',
  zip: '20040002',
  state: 'RJ',
  city: 'Rio de Janeiro',
  district: 'Centro',
  street: 'Avenida Rio Branco',
  number: '100',
};

export const JOHN: RecipientInput = {
  name: 'John Smith',
  phone: '+1 212 555 0100',
  country: 'US',
  zip: '10001',
  state: 'NY',
  city: 'New York',
  district: 'Chelsea',
  street: '8th Avenue',
  number: '350',
};

/** Every screen the tests pass through is kept as a picture. */
export async function screen(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}

export async function login(page: Page, account = DEMO): Promise<void> {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Opens the station's login in `language` (English is set in the station's settings, then the page reloaded). */
export async function openInLanguage(page: Page, url: string, language: 'pt-BR' | 'en'): Promise<void> {
  await page.goto(url);
  await expect(page.locator('input[type=email]')).toBeVisible();
  if (language === 'en') {
    await stationCall(page, 'settings.update', { language });
    await page.reload();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The demo login in the desk's language, typed by field type (its labels are in that language). */
export async function logInInLanguage(page: Page, url: string, language: 'pt-BR' | 'en'): Promise<void> {
  await openInLanguage(page, url, language);
  await page.locator('input[type=email]').fill(DEMO.email);
  await page.locator('input[type=password]').fill(DEMO.senha);
  // Clicked: a filled field and an Enter a moment later read as a barcode scanner's burst.
  await page.locator('.auth-form button[type=submit]').click();
}

export async function chooseLoja(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page.getByTestId('active-loja')).toContainText(name);
  await skipFirstDay(page);
}

/**
 * A desk with no label printer opens on the first-day guide (issue 29.6); a test that routes its
 * printer in Settings, or needs none, skips it as an operator may ("Pular por agora").
 */
export async function skipFirstDay(page: Page): Promise<void> {
  // The screen is decided (guide or not) once the main landmark names one. The guide is loaded
  // when first opened (issue 30.8): the landmark says "first-day" before the guide is drawn.
  const main = page.locator('main[data-screen]');
  await expect(main).toBeVisible();
  if ((await main.getAttribute('data-screen')) !== 'first-day') return;
  await page.getByTestId('first-day-skip').click();
  await expect(page.getByTestId('first-day-guide')).toHaveCount(0);
}

/**
 * Settings → the label printer (the DACE thermal printer follows it unless set). The test
 * printer is a raw queue: the screen asks for its profile, proposed from the printer's own ~HI
 * answer, and the operator confirms it.
 */
export async function routeLabelPrinter(page: Page, printerId: string): Promise<void> {
  await page.getByRole('button', { name: 'Configurações' }).click();
  await routeAndConfirmProfile(page, 'label', printerId);
  await page.getByRole('navigation').getByRole('button', { name: 'Enviar' }).click();
}

/** On the settings screen: routes a kind to a printer and confirms the profile it proposes. */
export async function routeAndConfirmProfile(
  page: Page,
  kind: 'label' | 'daceThermal' | 'dacePdf',
  printerId: string,
): Promise<void> {
  const select = page.getByTestId(`printer-${kind}`);
  await expect(select.locator(`option[value="${printerId}"]`)).toHaveCount(1);
  await select.selectOption(printerId);
  await expect(select).toHaveValue(printerId);
  await confirmProposedProfile(page, kind);
}

/** Confirms the profile the settings screen proposes for a raw printer (read from its ~HI answer). */
export async function confirmProposedProfile(page: Page, kind: 'label' | 'daceThermal' | 'dacePdf'): Promise<void> {
  const panel = page.getByTestId(`printer-profile-${kind}`);
  await expect(panel.getByText(/A impressora respondeu: ZD220/)).toBeVisible({ timeout: 10_000 });
  await panel.getByTestId(`profile-save-${kind}`).click();
  await expect(panel.getByText('Perfil salvo.')).toBeVisible();
}

/** Picks "Novo destinatário" in the ship screen's search, fills the form and saves it (a click, or Ctrl+Enter). */
export async function createRecipientInline(
  page: Page,
  r: RecipientInput,
  save: 'click' | 'ctrl+enter' = 'click',
): Promise<void> {
  await page.getByRole('combobox', { name: /Buscar destinatário/ }).click();
  await page.getByRole('option', { name: /Novo destinatário/ }).click();
  const form = page.getByTestId('recipient-form');
  await fillRecipientForm(page, r);
  if (save === 'click') await form.getByRole('button', { name: 'Salvar e usar' }).click();
  else await form.getByLabel('Número').press('Control+Enter');
  await expect(page.getByTestId('chosen-recipient')).toContainText(r.name);
}

/** Fills the open recipient form. */
export async function fillRecipientForm(page: Page, r: RecipientInput): Promise<void> {
  const form = page.getByTestId('recipient-form');
  if (r.country && r.country !== 'BR') {
    await form.getByText('Outro país').click();
    await form.getByLabel(/Código do país/).fill(r.country);
  }
  await form.getByLabel('Nome', { exact: true }).fill(r.name);
  if (r.document) await form.getByLabel(/CPF ou CNPJ|Documento/).fill(r.document);
  await form.getByLabel('Telefone').fill(r.phone);
  await form.getByLabel(r.country && r.country !== 'BR' ? 'Código postal' : 'CEP').fill(r.zip);
  await form.getByLabel(r.country && r.country !== 'BR' ? 'Estado/província' : 'UF').fill(r.state);
  await form.getByLabel('Cidade').fill(r.city);
  await form.getByLabel('Rua').fill(r.street);
  await form.getByLabel('Número').fill(r.number);
  if (r.district) await form.getByLabel('Bairro').fill(r.district);
}

/** A new recipient typed in, the box filled and quoted: the options table is on screen. */
export async function quoteBox(page: Page, r: RecipientInput, box: BoxInput): Promise<void> {
  await createRecipientInline(page, r);
  await fillBox(page, box);
  await quote(page);
}

/**
 * The invoice panel as a DC-e with one item (2 × R$ 45,50 = R$ 91,00), its thermal DACE (T)
 * asked with the label as the panel proposes; answers the panel.
 */
export async function declareOneItem(page: Page): Promise<Locator> {
  const invoice = page.getByTestId('invoice-panel');
  await invoice.getByRole('radio', { name: 'DC-e' }).check();
  await invoice.getByLabel('Descrição').fill('Camiseta de algodão');
  await invoice.getByLabel('Qtd.').fill('2');
  await invoice.getByLabel('Valor unit.').fill('45,50');
  await expect(page.getByTestId('dce-total')).toHaveText('Total declarado: R$ 91,00');
  await expect(page.getByTestId('dace-with-label').getByRole('radio', { name: 'T' })).toBeChecked();
  return invoice;
}

/** Alt+N (the next shipment), then a recipient saved before, found by typing her first name. */
export async function nextShipmentTo(page: Page, r: RecipientInput): Promise<void> {
  await page.keyboard.press('Alt+N');
  await page.getByRole('combobox', { name: /Buscar destinatário/ }).fill(r.name.split(' ')[0]!);
  await expect(page.getByRole('option', { name: new RegExp(r.name) })).toBeVisible();
  await page.keyboard.press('Enter');
}

/**
 * Alt+N to `r` (the weight field takes the focus after the recipient), saved package 1's box and
 * the NF-e key: ready for F9.
 */
export async function nextShipmentWithPreset1(page: Page, r: RecipientInput): Promise<void> {
  await nextShipmentTo(page, r);
  await expect(page.getByTestId('parcel-panel').getByLabel('Peso')).toBeFocused();
  await page.getByTestId('preset-1').click();
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
}

/** Each of `texts` is somewhere in `region`, checked one by one so a failure names the missing text. */
export async function expectAllTexts(region: Locator, texts: string[]): Promise<void> {
  for (const text of texts) await expect(region).toContainText(text);
}

export interface BoxInput {
  length: string;
  width: string;
  height: string;
  weight: string;
  declared?: string;
}

export async function fillBox(page: Page, box: BoxInput): Promise<void> {
  const parcel = page.getByTestId('parcel-panel');
  await parcel.getByLabel('Comprimento').fill(box.length);
  await parcel.getByLabel('Largura').fill(box.width);
  await parcel.getByLabel('Altura').fill(box.height);
  await parcel.getByLabel('Peso').fill(box.weight);
  if (box.declared) await parcel.getByLabel('Valor declarado').fill(box.declared);
}

export async function quote(page: Page): Promise<void> {
  await page
    .getByTestId('quote-panel')
    .getByRole('button', { name: /^Cotar/ })
    .click();
  await expect(page.getByTestId('options-table')).toBeVisible();
}

export async function buy(page: Page): Promise<void> {
  await page.getByTestId('buy-button').click();
}

/** With the options on screen: the NF-e key typed, Buy, and the label bought; returns its tracking code. */
export async function buyWithNfe(page: Page): Promise<string> {
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await buy(page);
  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 20_000 });
  return (await page.getByTestId('tracking-code').innerText()).trim();
}

/**
 * The label printer's CUPS queue paused ("paper out"), Maria's box quoted and bought anyway (strict
 * mode warns first): CUPS holds the label. Returns its tracking code.
 */
export async function buyWhileThePrinterIsPaused(page: Page, queue: string): Promise<string> {
  await cupsAdmin('cupsdisable', queue, 'paper out');
  await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2', declared: '100' });
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await buy(page);
  await expect(page.getByTestId('buy-error')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('buy-anyway').click();
  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => cupsJobsOf(queue, 'not-completed'), { timeout: 20_000 }).toHaveLength(1);
  return (await page.getByTestId('tracking-code').innerText()).trim();
}

/**
 * The ship screen fits the window (1366×768 at the desk): no panel reaches below it and no
 * panel's content is cut off or needs scrolling (lists that scroll inside themselves are fine).
 */
export async function expectShipFits(page: Page): Promise<void> {
  const overflowing = await page.evaluate(`(() => {
    const boxes = Array.from(document.querySelectorAll('.ship .panel, .ship .panel > .body:not(.scroll)'));
    return boxes
      .filter((el) => el.getBoundingClientRect().bottom > window.innerHeight + 0.5 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => el.closest('.panel').getAttribute('aria-labelledby') || el.className);
  })()`);
  expect(overflowing).toEqual([]);
  expect(await page.evaluate('document.scrollingElement.scrollHeight <= window.innerHeight')).toBe(true);
}
