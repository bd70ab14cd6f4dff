// Dialogs keep what was typed (issue 17.9): Alt+1…Alt+8 and Esc ask before a dialog with unsaved
// typing goes away, a clean dialog closes at once, focus goes back to the control that opened
// it, and Ctrl+Enter saves a dialog as it buys on the ship screen (without buying).
import { expect, test } from '@playwright/test';
import { createRecipientInline, MARIA, screen } from './support/desk';
import { openLoja, useSandboxHost } from './support/stack';

const stack = useSandboxHost();

test('a dialog with typing asks before Alt+1 or Esc drop it, gives focus back to its opener, and Ctrl+Enter saves it', async ({
  page,
}) => {
  await openLoja(page, stack.host);

  await page.keyboard.press('Alt+4');
  const opener = page.getByTestId('book-new');
  await opener.focus();
  await page.keyboard.press('Enter');
  const form = page.getByTestId('recipient-form');
  const name = form.getByLabel('Nome', { exact: true });
  await expect(name).toBeFocused();
  await name.fill('Ana Lima');

  // Alt+1 would leave the screen: the dialog asks first and nothing moves.
  await page.keyboard.press('Alt+1');
  const question = form.getByTestId('dialog-discard');
  await expect(question).toContainText('Descartar o que foi digitado?');
  await expect(page.locator('main.screen')).toHaveAttribute('data-screen', 'addressbook');
  await screen(page, '30-dialog-asks-before-discarding');
  await question.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(question).toHaveCount(0);
  await expect(name).toHaveValue('Ana Lima');

  // Esc asks too; Esc again keeps editing.
  await name.press('Escape');
  await expect(question).toBeVisible();
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(name).toHaveValue('Ana Lima');

  // A third Esc asks again (Chromium lets a page hold back one Esc per user action, and closed the
  // dialog here with its typing, silently); discarding then closes it, and focus is back on its opener.
  await name.press('Escape');
  await expect(question).toBeVisible();
  await expect(name).toHaveValue('Ana Lima');
  await question.getByRole('button', { name: 'Descartar' }).click();
  await expect(form).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Discarding on purpose after Alt+1 closes it and goes to the ship screen.
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await name.fill('Ana Lima');
  await page.keyboard.press('Alt+1');
  await question.getByRole('button', { name: 'Descartar' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.locator('main.screen')).toHaveAttribute('data-screen', 'ship');

  // A dialog with nothing typed closes on Esc at once and gives focus back to its opener.
  await page.keyboard.press('Alt+4');
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Ctrl+Enter in the ship screen's recipient dialog saves it and uses the recipient.
  await page.keyboard.press('Alt+1');
  await createRecipientInline(page, MARIA, 'ctrl+enter');
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId('buy-error')).toHaveCount(0);
});
