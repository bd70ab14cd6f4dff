// Every step at the desk without touching the mouse: login, loja, printer, a new recipient,
// the parcel (Enter advances and quotes), the option (arrows, Enter), the NF-e key, Buy (Enter),
// the shortcuts overlay (?), and the next shipment (Alt+N). Only the keyboard is used.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, MARIA, NFE_KEY, PERSON, screen } from './support/desk';
import { useDeskStack } from './support/stack';
import { isZpl } from './support/printer';
import { scanKeys } from './support/scanner';

const desk = useDeskStack({ printerPrefix: 'SS-KBD' });

/** Presses Tab until the focused element matches (at most 40 times): how a keyboard user gets there. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if ((await page.locator(`${selector}:focus`).count()) > 0) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focused = (page: Page) => page.locator(':focus');

test('the whole quote-to-label flow runs from the keyboard alone', async ({ page }) => {
  const keys = page.keyboard;
  await page.goto(desk.host.url);
  await expect(page.getByLabel('E-mail')).toBeFocused();
  // Typed as a person types: keys a few ms apart and an Enter are a barcode scanner's (issue 29).
  await keys.type(DEMO.email, PERSON);
  await keys.press('Enter');
  await expect(page.getByLabel('Senha')).toBeFocused();
  await keys.type(DEMO.senha, PERSON);
  await keys.press('Enter');

  await expect(focused(page)).toContainText('Loja Demo Paulista');
  await keys.press('ArrowDown');
  await expect(focused(page)).toContainText('Loja Demo Saldo Baixo');
  await keys.press('ArrowUp');
  await keys.press('Enter');
  await expect(page.getByTestId('active-loja')).toContainText('Loja Demo Paulista');

  // Settings: the label printer, chosen by typing its name in the focused select.
  await keys.press('Alt+5');
  await tabTo(page, '[data-testid="printer-label"]');
  await keys.type(desk.printer.name);
  await expect(page.getByTestId('printer-label')).toHaveValue(desk.printer.id);
  // A raw queue: its profile, proposed from the printer's answer, confirmed from the keyboard.
  await expect(page.getByText(/A impressora respondeu: ZD220/)).toBeVisible({ timeout: 10_000 });
  await tabTo(page, '[data-testid="profile-save-label"]');
  await keys.press('Enter');
  await expect(page.getByText('Perfil salvo.')).toBeVisible();
  await screen(page, '15-settings');

  await keys.press('Alt+1');
  await expect(page.getByRole('combobox', { name: /Buscar destinatário/ })).toBeFocused();
  await keys.press('Alt+C');
  const form = page.getByTestId('recipient-form');
  await expect(form.getByLabel('Nome', { exact: true })).toBeFocused();
  // Enter moves to the next field; an empty optional field is passed with Enter too.
  for (const value of [
    MARIA.name,
    '',
    MARIA.document!,
    MARIA.phone,
    '',
    MARIA.zip,
    MARIA.state,
    MARIA.city,
    MARIA.street,
    MARIA.number,
    MARIA.district!,
  ]) {
    if (value) await keys.type(value, PERSON);
    await keys.press('Enter');
  }
  await expect(form.getByLabel('CEP')).toHaveValue('20040-002');
  await expect(form.getByLabel('CPF ou CNPJ')).toHaveValue('111.444.777-35');
  await screen(page, '16-recipient-form');
  await keys.press('Enter'); // complemento (empty)
  await keys.press('Enter'); // observação (last): saves
  await expect(page.getByTestId('chosen-recipient')).toContainText(MARIA.name);

  await expect(page.getByTestId('parcel-panel').getByLabel('Comprimento')).toBeFocused();
  for (const value of ['20', '15', '10', '1,2', '100']) {
    await keys.type(value, PERSON);
    await keys.press('Enter'); // the last Enter quotes
  }
  const chosen = page.getByTestId('options-table').locator('input[type=radio]:checked');
  await expect(chosen).toBeFocused();
  await expect(page.getByTestId('option-row').first()).toHaveClass(/selected/);
  await keys.press('ArrowDown'); // the arrows move the choice…
  await expect(page.getByTestId('option-row').nth(1)).toHaveClass(/selected/);
  await keys.press('ArrowUp'); // …back to the cheapest
  await keys.press('Enter');

  await expect(page.getByLabel('Chave de acesso da NF-e')).toBeFocused();
  // The key as the DANFE's barcode gives it: a scanner's burst, which this field takes.
  await scanKeys(page, NFE_KEY);
  await expect(page.getByTestId('buy-button')).toBeFocused();
  await keys.press('Enter');

  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('next-shipment')).toBeFocused();
  const jobs = await desk.printer.listener.waitForJobs(1, 30_000);
  expect(isZpl(jobs[0]!)).toBe(true);

  await keys.press('?');
  await expect(page.getByTestId('help-overlay')).toBeVisible();
  await expect(page.getByTestId('help-overlay')).toContainText('Ctrl+Enter');
  await screen(page, '17-shortcuts-overlay');
  await keys.press('Escape');
  await expect(page.getByTestId('help-overlay')).toHaveCount(0);

  await keys.press('Alt+N');
  await expect(page.getByRole('combobox', { name: /Buscar destinatário/ })).toBeFocused();
  await expect(page.getByTestId('chosen-recipient')).toHaveCount(0);
  // The recipient typed a minute ago is found by typing part of her document.
  await keys.type('111.444', PERSON);
  await expect(page.getByRole('option', { name: /Maria Souza/ })).toBeVisible();
  await keys.press('Enter');
  await expect(page.getByTestId('chosen-recipient')).toContainText(MARIA.name);
  await expect(page.getByTestId('parcel-panel').getByLabel('Comprimento')).toBeFocused();
});
