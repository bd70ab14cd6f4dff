// The demo account's second loja has R$ 5,00 in its wallet, less than any label. Buying there
// shows the server's words and what fixes it (top up, or switch loja, one click away); nothing
// is printed. "Trocar de loja" opens the loja menu; since b6a58e3 a switch over typed work asks
// first and clears the bench (the recipient and order are the first loja's, kept as its draft),
// so the shipment is typed again in the other loja, and buying it there prints the one label.
import { expect, test } from '@playwright/test';
import { expectShipFits, LOJA_PAULISTA, LOJA_SALDO_BAIXO, MARIA, NFE_KEY, quoteBox, screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';

const desk = useDeskStack();

test('the low-balance loja gets the insufficient balance message, and switching loja asks, clears the bench and the shipment typed there buys', async ({
  page,
}) => {
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
  const ask = page.getByTestId('loja-switch-ask');
  await expect(ask).toContainText(`Trocar para ${LOJA_PAULISTA}?`);
  await ask.getByRole('button', { name: 'Limpar e trocar' }).click();
  await expect(page.getByTestId('active-loja')).toContainText(LOJA_PAULISTA);
  // The bench is this loja's now: empty, with no error of the other loja's wallet.
  await expect(page.getByTestId('chosen-recipient')).toHaveCount(0);
  await expect(page.getByTestId('buy-error')).toHaveCount(0);
  await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2' });
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await expect(page.getByTestId('quote-panel')).toContainText('R$');
  await screen(page, '13b-ship-typed-again-in-another-loja');

  await page.getByTestId('buy-button').click();
  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 20_000 });
  expect(await desk.printer.listener.waitForJobs(1, 30_000)).toHaveLength(1);
});
