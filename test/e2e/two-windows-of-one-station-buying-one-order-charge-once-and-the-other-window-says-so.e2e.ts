// Issue 27, item 1, on the real page: two windows of one station (no warehouse) each have order
// PED-JANELAS-E2E-1 on the bench, quoted, and Buy is pressed in both at the same moment. The
// sandbox's wallet is charged once and the printer gets one label; the other window says the
// order is being bought at this station, may already be charged or already has a label (and
// offers another parcel, asked first), and its list of recent labels
// shows the label the first window bought, without a reload (every window sees a purchase made
// in another as it happens).
import { expect, test, type Page } from '@playwright/test';
import { buy, fillBox, LOJA_PAULISTA, MARIA, NFE_KEY, quote, quoteBox, screen } from './support/desk';
import { printedExactlyAt } from './support/printer';
import { openDesk, useDeskStack } from './support/stack';
import { paidCents, paulistaWallet } from './support/warehouse';

const ORDER = 'PED-JANELAS-E2E-1';
const BOX = { length: '20', width: '15', height: '10', weight: '1,2', declared: '100' };
const stack = useDeskStack({ printerPrefix: 'SS-Janelas' });

/** The NF-e key and the order reference typed on a quoted bench. */
async function orderOnBench(page: Page): Promise<void> {
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await page.getByLabel('Pedido (opcional)').fill(ORDER);
  await expect(page.getByTestId('buy-button')).toBeEnabled();
}

/** Waits for a window's purchase to end; true when it bought the label. */
async function bought(page: Page): Promise<boolean> {
  await expect(page.getByTestId('buy-ready').or(page.getByTestId('buy-error'))).toBeVisible({ timeout: 30_000 });
  return page.getByTestId('buy-ready').isVisible();
}

test('two windows of one station buying one order at once: one charge, one label, and the other window says why', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { sandbox, printer, host } = stack;
  await openDesk(page, stack);
  const other = await context.newPage();
  await other.goto(host.url);
  // The station's session is main's: the second window opens on the same operator and loja.
  await expect(other.getByTestId('active-loja')).toContainText(LOJA_PAULISTA);

  await quoteBox(page, MARIA, BOX);
  await orderOnBench(page);
  await other.getByRole('combobox', { name: /Buscar destinatário/ }).fill('Maria');
  await expect(other.getByRole('option', { name: new RegExp(MARIA.name) }).first()).toBeVisible();
  await other.keyboard.press('Enter');
  await expect(other.getByTestId('chosen-recipient')).toContainText(MARIA.name);
  await fillBox(other, BOX);
  await quote(other);
  await orderOnBench(other);

  const before = await paulistaWallet(sandbox);
  await Promise.all([buy(page), buy(other)]);
  const [first, second] = await Promise.all([bought(page), bought(other)]);
  expect([first, second].filter(Boolean)).toHaveLength(1);
  const [winner, loser] = first ? [page, other] : [other, page];

  const refusal = loser.getByTestId('buy-error');
  // In flight here, bought here, or (its POST left, its answer not in yet) maybe charged here:
  // whichever moment the second Buy met the first purchase at, it says so and buys nothing.
  await expect(refusal).toContainText(
    new RegExp(
      `${ORDER}( está sendo comprado agora nesta estação| já tem etiqueta|: esta etiqueta pode já ter sido cobrada)`,
    ),
  );
  // Another parcel is the one way on, asked first.
  await expect(loser.getByTestId('held-second-parcel')).toHaveText('Outro volume');
  const tracking = (await winner.getByTestId('tracking-code').innerText()).trim();
  const paid = await paidCents(winner);
  expect(before - (await paulistaWallet(sandbox))).toBe(paid);
  await printedExactlyAt(winner, printer, 1);
  expect(await paulistaWallet(sandbox)).toBe(before - paid);

  // The other window learned of the label as it was bought: its recent labels show it, no reload.
  await expect(loser.locator('.recent-labels')).toContainText(tracking, { timeout: 10_000 });
  await screen(loser, '27-two-windows-the-other-window');
});
