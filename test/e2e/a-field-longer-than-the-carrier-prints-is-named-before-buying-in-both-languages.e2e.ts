// Issue 29, item 4, at 1366×768 in pt-BR and in English: nothing on the label is cut without a
// word. A recipient whose street (79 characters) and complement (53) are longer than Correios
// print on a label is named on the buy panel before buying, with what comes out and what is left
// off; the label bought (Correios PAC, the cheapest, chosen) then says exactly what the warning
// said it would, the number and the complement included, read back from the file main holds.
import { expect, test, type Page } from '@playwright/test';
import type { JournalEntryView } from '../../electron/shared/desk';
import { pdfText } from '../support/pdf-text';
import { expectShipFits, fillRecipientForm, MARIA, NFE_KEY, screen, type RecipientInput } from './support/desk';
import { labelBytes, stationCall } from './support/speed';
import { openDesk, useDeskStack } from './support/stack';

const desk = useDeskStack({ printerPrefix: 'SS-FIT' });

const LONG: RecipientInput = {
  ...MARIA,
  name: 'Joana Prado',
  document: '52998224725',
  street: 'Avenida Governador Engenheiro Doutor Professor Alcântara Machado de Albuquerque',
  number: '77',
};
const COMPLEMENT = 'Bloco C Apartamento 1203 Torre Norte, entrada lateral';
const PRINTED_STREET = 'Avenida Governador Engenheiro Doutor Professor Alc'; // Correios' 50
const PRINTED_COMPLEMENT = 'Bloco C Apartamento 1203 Torre'; // Correios' 30

/** The box (20 × 15 × 10 cm, 1,2 kg, R$ 100 declared) typed in `language`, and quoted. */
async function quoteBox(page: Page, language: 'pt-BR' | 'en'): Promise<void> {
  const parcel = page.getByTestId('parcel-panel');
  const [length, width, height, weight, declared, quote] =
    language === 'en'
      ? ['Length', 'Width', 'Height', 'Weight', 'Declared value', /^Quote/]
      : ['Comprimento', 'Largura', 'Altura', 'Peso', 'Valor declarado', /^Cotar/];
  await parcel.getByLabel(length as string, { exact: true }).fill('20');
  await parcel.getByLabel(width as string, { exact: true }).fill('15');
  await parcel.getByLabel(height as string, { exact: true }).fill('10');
  await parcel.getByLabel(weight as string, { exact: true }).fill(language === 'en' ? '1.2' : '1,2');
  await parcel.getByLabel(declared as string, { exact: true }).fill('100');
  await page.getByTestId('quote-panel').getByRole('button', { name: quote }).click();
  await expect(page.getByTestId('option-row').first()).toContainText('Correios PAC');
}

test('a field longer than the carrier prints is named before buying, and the label prints what it said', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDesk(page, desk);

  // The recipient, typed in with its complement.
  await page.getByRole('combobox', { name: /Buscar destinatário/ }).click();
  await page.getByRole('option', { name: /Novo destinatário/ }).click();
  await fillRecipientForm(page, LONG);
  const form = page.getByTestId('recipient-form');
  await form.getByLabel('Complemento (opcional)').fill(COMPLEMENT);
  await form.getByRole('button', { name: 'Salvar e usar' }).click();
  await expect(page.getByTestId('chosen-recipient')).toContainText(LONG.name);

  // Before any quote the station already says so (against a length safe for any carrier)...
  const notice = page.getByTestId('label-fit');
  await expect(notice.locator('[data-field="destination.street"]')).toContainText(
    'Destinatário · Logradouro: 79 de no máximo',
  );
  // ...and once Correios PAC is chosen, against what Correios print.
  await quoteBox(page, 'pt-BR');
  await expect(notice).toContainText('A etiqueta vai sair com texto cortado');
  await expect(notice.locator('li')).toHaveText([
    `Destinatário · Logradouro: 79 de no máximo 50 caracteres (Correios): sai “${PRINTED_STREET}”; fica de fora “ântara Machado de Albuquerque”`,
    `Destinatário · Complemento: 53 de no máximo 30 caracteres (Correios): sai “${PRINTED_COMPLEMENT}”; fica de fora “Norte, entrada lateral”`,
  ]);
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await expectShipFits(page);
  await screen(page, '29-4-pt-BR-label-fit-warning');

  // Bought anyway: the label says exactly what the warning said, number and complement included.
  await page.getByTestId('buy-button').click();
  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 30_000 });
  const [bought] = await stationCall<JournalEntryView[]>(page, 'desk.recentShipments', { limit: 1 });
  const text = (await pdfText(await labelBytes(page, bought!.labelId!))).replace(/\s+/g, ' ');
  expect(text).toContain(`${PRINTED_STREET}, 77 - ${PRINTED_COMPLEMENT}`);
  expect(text).not.toContain('ântara Machado');
  expect(text).not.toContain('…');

  // In English, the next parcel to her.
  await page.keyboard.press('Alt+5');
  await page.getByTestId('settings-tab-station').click();
  await page.getByTestId('language').getByText('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Alt+1');
  await page.keyboard.press('Alt+N');
  await page.getByRole('combobox', { name: /Search recipient/ }).fill('Joana');
  await expect(page.getByRole('option', { name: /Joana Prado/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chosen-recipient')).toContainText(LONG.name);
  await quoteBox(page, 'en');
  await expect(notice).toContainText('The label will come out with text cut off');
  await expect(notice.locator('li')).toHaveText([
    `Recipient · Street: 79 of at most 50 characters (Correios): prints “${PRINTED_STREET}”; left off “ântara Machado de Albuquerque”`,
    `Recipient · Complement: 53 of at most 30 characters (Correios): prints “${PRINTED_COMPLEMENT}”; left off “Norte, entrada lateral”`,
  ]);
  await expectShipFits(page);
  await screen(page, '29-4-en-label-fit-warning');
});
