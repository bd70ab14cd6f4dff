// The station asks before another copy of a label that came out (or is coming out) less than a
// minute ago (issue 29, item 5): "Impressa há 4 s em … — imprimir outra cópia?". These steps answer
// that question as an operator does.
import { expect, type Locator, type Page } from '@playwright/test';

/** The question is on screen (in pt-BR, or English with `en`); answers it: another copy, or none. */
export async function answerAnotherCopy(page: Page, print: boolean, language: 'pt-BR' | 'en' = 'pt-BR') {
  const ask = page.getByTestId('reprint-ask');
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('heading')).toHaveText(
    language === 'en'
      ? /^(Printed \d+ s ago on|Sent to) ".+".* — print another copy\?$/
      : /^(Impressa há \d+ s em|Enviada para) ".+".* — imprimir outra cópia\?$/,
  );
  await page.getByTestId(print ? 'reprint-ask-print' : 'reprint-ask-keep').click();
  await expect(ask).toHaveCount(0);
}

/**
 * After a reprint asked for where the label's last copy may or may not have come out within the
 * minute (a test whose timing is not about that): "imprimir outra cópia" when asked, then `done`.
 */
export async function printAnotherCopyIfAsked(page: Page, done: Locator): Promise<void> {
  const ask = page.getByTestId('reprint-ask');
  await expect(ask.or(done).first()).toBeVisible({ timeout: 20_000 });
  const language = (await page.locator('html').getAttribute('lang')) === 'en' ? 'en' : 'pt-BR';
  if (await ask.isVisible()) await answerAnotherCopy(page, true, language);
  await expect(done).toBeVisible({ timeout: 20_000 });
}
