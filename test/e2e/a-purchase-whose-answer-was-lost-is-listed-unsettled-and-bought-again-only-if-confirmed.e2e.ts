// Issue 14.2 on the real page: against a server that answers a re-emit 409 (personality
// reemit-409), the first emit's answer is lost after the server charged it. The operator reads
// that it may have been charged (never "nada foi cobrado"); the labels screen and the day summary
// list the purchase as unsettled with its amount and what is known; "Comprar novamente mesmo
// assim" asks first, saying it may charge twice, and cancelling sends nothing. Nothing printed.
import { expect, test } from '@playwright/test';
import { MARIA, NFE_KEY, quoteBox, screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';

const stack = useDeskStack();

test('a lost purchase answer is shown as unsettled on labels and day, and buying again asks first', async ({
  page,
}) => {
  const { sandbox, printer } = stack;
  await openDesk(page, stack);
  await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2' });
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);

  await sandbox.admin.personality({ profile: 'reemit-409' });
  // Only the purchase loses its answer: the shipment is created normally.
  await sandbox.admin.faults({ dropAfterRate: 1, dropAfterMatch: '/emit' });
  await page.getByTestId('buy-button').click();
  const error = page.getByTestId('buy-error');
  await expect(error).toContainText('pode ter sido comprada (e cobrada)', { timeout: 30_000 });
  await expect(error).not.toContainText('nada foi cobrado');
  await sandbox.admin.faults({ dropAfterRate: 0, dropAfterMatch: '' });

  const keys = page.keyboard;
  await keys.press('Alt+2');
  const list = page.getByTestId('unfinished');
  await expect(list).toContainText('1 compra não resolvida');
  // Every POST of that purchase lost its answer: it may have been charged, possibly more than once.
  await expect(list.getByTestId('unsettled-known')).toHaveText(
    'pode ter sido cobrada; a resposta da compra se perdeu; possível cobrança em dobro: confira o extrato da carteira',
  );
  await expect(list.getByTestId('unsettled-amount')).toContainText('R$');
  await screen(page, '14-labels-unsettled');

  await list.getByTestId('unsettled-buy-again-anyway').click();
  const dialog = page.getByTestId('buy-again-dialog');
  await expect(dialog).toContainText('pode cobrar duas vezes');
  await screen(page, '14-buy-again-asks');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);

  await keys.press('Alt+7');
  const day = page.getByTestId('day-unsettled');
  await expect(day).toContainText('pode ter sido cobrada');
  await screen(page, '14-day-unsettled');
  expect(await printer.listener.jobs()).toHaveLength(0);
});
