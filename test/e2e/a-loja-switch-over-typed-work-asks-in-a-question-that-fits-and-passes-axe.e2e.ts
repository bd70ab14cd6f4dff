// The question a loja switch asks over typed work (b6a58e3), as an operator meets it at 1366×768
// (its English words are held by that commit's renderer test): it opens from the header's loja
// menu, says whose work it is in lines that fit the dialog (mounted inside the header, it took the
// header's single line and ran out of its box: "…é da Loja Demo Paul"), passes axe, and "Ficar"
// keeps the loja and the typed order.
import { expect, test, type Page } from '@playwright/test';
import { axeProblems } from './support/a11y';
import { LOJA_PAULISTA, LOJA_SALDO_BAIXO, screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';

const stack = useDeskStack({ printerPrefix: 'SS-Switch' });

const words = { order: 'Pedido (opcional)', stay: `Ficar na ${LOJA_PAULISTA}`, whose: `é da ${LOJA_PAULISTA}` };

/**
 * How far each part of the question runs past its own box or the dialog's, in pixels (0: it
 * fits). A line that does not wrap overflows its part (scrollWidth), which stays the box's width.
 */
const overflow = (page: Page) =>
  page.getByTestId('loja-switch-ask').evaluate((dialog) => {
    const box = dialog.getBoundingClientRect();
    return [...dialog.querySelectorAll('[data-testid="dialog-discard"] > *')].map((part) =>
      Math.max(0, part.scrollWidth - part.clientWidth, Math.round(part.getBoundingClientRect().right - box.right)),
    );
  });

test('a loja switch over typed work asks in lines that fit and pass axe', async ({ page }) => {
  await openDesk(page, stack);
  await page.getByLabel(words.order).fill('PED-2001');
  await page.getByTestId('active-loja').click();
  await page.getByRole('menuitemradio', { name: new RegExp(LOJA_SALDO_BAIXO) }).click();

  const ask = page.getByTestId('loja-switch-ask');
  await expect(ask).toBeVisible();
  await expect(ask.getByTestId('dialog-discard')).toContainText(words.whose);
  expect(await overflow(page)).toEqual([0, 0, 0]);
  expect(await axeProblems(page, 'loja switch question')).toEqual([]);
  await screen(page, 'loja-switch-question');

  await ask.getByRole('button', { name: words.stay }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByTestId('active-loja')).toContainText(LOJA_PAULISTA);
  await expect(page.getByLabel(words.order)).toHaveValue('PED-2001');
});
