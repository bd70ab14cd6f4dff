// Issue 29.6, as a seasonal worker meets it on a fresh desk in training mode, at 1366×768 in
// pt-BR and in English: the loja picker says what each training loja is for; the first screen
// after login is the first-day guide, which routes the label printer, confirms the profile the
// printer proposes (its own ~HI answer), prints a test label (ZPL bytes at the printer, nothing
// bought), then shows where the shortcuts are; what it set up is what Settings shows, and the
// next login goes straight to the ship screen. Skipping it keeps it skipped through a reload.
import { expect, test, type Page } from '@playwright/test';
import { axeProblems } from './support/a11y';
import { DEMO, logInInLanguage, screen } from './support/desk';
import { startStationHost, type StationHost } from './support/host';
import { isZpl, startTestPrinter, type TestPrinter } from './support/printer';
import { stationCall } from './support/speed';

type Language = 'pt-BR' | 'en';

const WORDS = {
  'pt-BR': {
    title: 'Primeiro dia na bancada',
    paulistaFor: /Para praticar o dia a dia/,
    lowBalanceFor: /carteira sem saldo/,
    printerLabel: 'Impressora de etiquetas',
    chosen: 'As etiquetas vão para',
    next: 'Continuar',
    proposed: /A impressora respondeu: ZD220/,
    saved: 'Perfil salvo.',
    ready: 'Perfil pronto',
    print: 'Imprimir etiqueta de teste',
    // Once the queue reports the printer took it (not before): the test label follows its print job.
    taken: (name: string) => `A impressora ${name} recebeu a etiqueta de teste.`,
    shortcuts: 'Onde ficam os atalhos',
    scanHelp: 'Escanear',
    oneKeyHelp: 'F9',
    start: 'Começar a enviar',
    recipient: /Buscar destinatário/,
    settings: 'Configurações',
    ship: 'Enviar',
    steps: ['Remetente', 'Destinatário', 'Pacote', 'Nota fiscal', 'Frete', 'Comprar e imprimir'],
  },
  en: {
    title: 'First day at the desk',
    paulistaFor: /To practise a normal day/,
    lowBalanceFor: /empty wallet/,
    printerLabel: 'Label printer',
    chosen: 'Labels go to',
    next: 'Continue',
    proposed: /The printer answered: ZD220/,
    saved: 'Profile saved.',
    ready: 'Profile ready',
    print: 'Print a test label',
    taken: (name: string) => `The printer ${name} took the test label.`,
    shortcuts: 'Where the shortcuts are',
    scanHelp: 'Scan',
    oneKeyHelp: 'F9',
    start: 'Start shipping',
    recipient: /Search recipient|Find recipient/,
    settings: 'Settings',
    ship: 'Ship',
    steps: ['Sender', 'Recipient', 'Parcel', 'Invoice', 'Freight', 'Buy and print'],
  },
} as const;

let host: StationHost;
let printer: TestPrinter;

test.beforeEach(async () => {
  // A fresh desk each time: a new data folder, so no printer is routed yet.
  [printer, host] = await Promise.all([startTestPrinter('SS-1D'), startStationHost()]);
});
test.afterEach(async () => {
  await host?.stop();
  await printer?.close();
});

/** Each numbered panel of the ship screen as "N TITLE", in reading order: by column, then down it. */
async function stepsInReadingOrder(page: Page): Promise<string[]> {
  const panels = await page.locator('.ship .panel:has(header .step)').evaluateAll((sections) =>
    sections.map((section) => {
      const box = section.getBoundingClientRect();
      const step = section.querySelector('header .step')?.textContent?.trim() ?? '';
      const title = section.querySelector('header h2')?.textContent?.trim() ?? '';
      return { left: Math.round(box.left), top: box.top, text: `${step} ${title}` };
    }),
  );
  return panels.sort((a, b) => a.left - b.left || a.top - b.top).map((p) => p.text);
}

/** The login in the desk's language. */
const logIn = (page: Page, language: Language) => logInInLanguage(page, host.url, language);

for (const language of ['pt-BR', 'en'] as const) {
  const w = WORDS[language];

  test(`a desk with no label printer opens on the first-day guide, which sets up the printer and prints a test label (${language})`, async ({
    page,
  }) => {
    await logIn(page, language);

    // The training lojas say what each is for, the low-balance one included.
    const lojas = page.locator('.loja-list');
    await expect(lojas.getByRole('button', { name: /Loja Demo Paulista/ })).toContainText(w.paulistaFor);
    await expect(lojas.getByRole('button', { name: /Loja Demo Saldo Baixo/ })).toContainText(w.lowBalanceFor);
    await screen(page, `29-6-loja-picker-${language}`);
    await lojas.getByRole('button', { name: /Loja Demo Paulista/ }).click();

    // Step 1: the label printer, routed from the list of this computer's printers.
    const guide = page.getByTestId('first-day-guide');
    await expect(guide.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('data-screen', 'first-day');
    await expect(page.getByTestId('parcel-panel')).toHaveCount(0);
    await expect(
      guide.getByLabel(w.printerLabel, { exact: true }).locator(`option[value="${printer.id}"]`),
    ).toHaveCount(1);
    await screen(page, `29-6-first-day-printer-${language}`);
    expect(await axeProblems(page, `first-day (${language})`)).toEqual([]);
    const next = guide.getByTestId('first-day-next');
    await expect(next).toBeDisabled();
    await guide.getByLabel(w.printerLabel, { exact: true }).selectOption(printer.id);
    await expect(guide.getByText(w.chosen)).toContainText(printer.name);
    await next.click();

    // Step 2: the profile the printer proposed (its ~HI answer), confirmed.
    const profile = guide.getByTestId('printer-profile-label');
    await expect(profile.getByText(w.proposed)).toBeVisible({ timeout: 10_000 });
    await expect(next).toBeDisabled();
    await screen(page, `29-6-first-day-profile-${language}`);
    await profile.getByTestId('profile-save-label').click();
    await expect(profile.getByText(w.saved)).toBeVisible();
    await expect(guide.getByText(w.ready)).toBeVisible();
    await next.click();

    // Step 3: a test label reaches the printer as ZPL; nothing is bought.
    await guide.getByRole('button', { name: w.print }).click();
    await expect(guide.getByTestId('first-day-test-sent')).toContainText(w.taken(printer.name), { timeout: 20_000 });
    const jobs = await printer.listener.waitForJobs(1, 20_000);
    expect(jobs).toHaveLength(1);
    expect(isZpl(jobs[0]!)).toBe(true);
    await screen(page, `29-6-first-day-test-label-${language}`);
    await next.click();

    // Step 4: where the shortcuts are, then the ship screen.
    await expect(guide.getByRole('heading', { level: 2, name: w.shortcuts })).toBeVisible();
    const keys = guide.locator('.first-day-shortcuts');
    await expect(keys.getByText('? · F1')).toBeVisible();
    await expect(keys.getByText('F2 · /')).toBeVisible();
    await expect(keys.locator('div', { hasText: w.oneKeyHelp })).toHaveCount(1);
    await expect(keys).toContainText(w.scanHelp);
    await screen(page, `29-6-first-day-shortcuts-${language}`);
    expect(await axeProblems(page, `first-day shortcuts (${language})`)).toEqual([]);
    await guide.getByRole('button', { name: w.start }).click();
    await expect(guide).toHaveCount(0);
    await expect(page.locator('main')).toHaveAttribute('data-screen', 'ship');
    await expect(page.getByRole('combobox', { name: w.recipient })).toBeVisible();

    // Issue 29.7: the ship screen's panels read 1 to 6 in the order the operator fills them, down
    // each column from left to right (the freight beside the parcel is the station's answer).
    expect(await stepsInReadingOrder(page)).toEqual(w.steps.map((title, i) => `${i + 1} ${title}`));
    await screen(page, `29-7-ship-steps-${language}`);

    // What the guide set up is the desk's routing, as Settings shows it.
    const view = await stationCall<{ settings: { printers: { label: string | null } } }>(page, 'settings.get');
    expect(view.settings.printers.label).toBe(printer.id);
    await page.getByRole('navigation').getByRole('button', { name: w.settings }).click();
    await expect(page.getByTestId('printer-label')).toHaveValue(printer.id);

    // The next login at this desk goes straight to work: the label printer is there.
    await page.getByRole('navigation').getByRole('button', { name: w.ship }).click();
    await page.getByTestId('logout').click();
    await page.locator('input[type=password]').fill(DEMO.senha);
    await page.locator('.auth-form button[type=submit]').click();
    // The station remembers the loja: the next screen is the desk's own.
    await expect(page.getByTestId('active-loja')).toContainText('Loja Demo Paulista');
    await expect(page.locator('main[data-screen="ship"]')).toBeVisible();
    await expect(page.getByTestId('first-day-guide')).toHaveCount(0);
  });
}

test('a skipped first-day guide stays skipped through a reload, and the ship screen is there', async ({ page }) => {
  await logIn(page, 'pt-BR');
  await page
    .locator('.loja-list')
    .getByRole('button', { name: /Loja Demo Paulista/ })
    .click();
  const guide = page.getByTestId('first-day-guide');
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: 'Pular por agora' }).click();
  await expect(guide).toHaveCount(0);
  await expect(page.getByTestId('parcel-panel')).toBeVisible();

  await page.reload();
  await expect(page.locator('main[data-screen="ship"]')).toBeVisible();
  await expect(page.getByTestId('first-day-guide')).toHaveCount(0);
  // Nothing was routed by skipping: Settings still asks for the label printer.
  const view = await stationCall<{ settings: { printers: { label: string | null } } }>(page, 'settings.get');
  expect(view.settings.printers.label).toBeNull();
});
