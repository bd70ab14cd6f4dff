// The demo account's second loja has R$ 5,00 in its wallet, less than any label. Buying there
// shows the server's words and what fixes it (top up, or switch loja, one click away); nothing
// is printed. Switching to the first loja and buying again works.
import { expect, test } from '@playwright/test';
import { expectShipFits, LOJA_PAULISTA, LOJA_SALDO_BAIXO, MARIA, NFE_KEY, quoteBox, screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';

const desk = useDeskStack();

test('the low-balance loja gets the insufficient balance message and can switch loja', async ({ page }) => {
  await openDesk(page, desk, LOJA_SALDO_BAIXO);
  await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2' });
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await page.getByTestId('buy-button').click();

  const error = page.getByTestId('buy-error');
  await expect(error).toHaveAttribute('data-kind', 'insufficient-balance');
  await expect(error).toContainText('Saldo insuficiente na carteira da loja');
  await expect(error).toContainText('Recarregue a carteira desta loja');
  await expect(error.getByTestId('server-message')).toContainText('Insufficient wallet balance: R$ 5,00 available');
  await expectShipFits(page);
  await screen(page, '13-ship-insufficient-balance');
  expect(await desk.printer.listener.jobs()).toHaveLength(0);

  await error.getByTestId('fix-switchLoja').click();
  await page.getByRole('menuitemradio', { name: new RegExp(LOJA_PAULISTA) }).click();
  await expect(page.getByTestId('active-loja')).toContainText(LOJA_PAULISTA);
  // Another loja: nothing picked for the last one stays on the bench.
  await expect(page.getByTestId('chosen-recipient')).toHaveCount(0);
  await expect(page.getByTestId('quote-panel')).not.toContainText('R$');
});
