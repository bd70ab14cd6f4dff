// Issue 17, point 8, the money side: a shipment is quoted and Buy is pressed just as the server
// forgets every session (the sandbox is reset: sessions and quotes gone). The station ends the
// session at the login with the same e-mail and says the work is kept. Logging in again brings
// the shipment back with a new quote from the server (the old one no longer exists there) and
// nothing bought: the Buy pressed as the session ended is not replayed. Buying it now, on
// purpose, prints one label and charges the wallet once.
import { expect, test } from '@playwright/test';
import { DEMO, LOJA_PAULISTA, MARIA, NFE_KEY, quoteBox, screen } from './support/desk';
import { printedExactlyAt } from './support/printer';
import { stationCall } from './support/speed';
import { openDesk, useDeskStack } from './support/stack';

const PAULISTA_ID = 'a0000000-0000-4000-8000-000000000001';
const stack = useDeskStack({ printerPrefix: 'SS-Relogin' });

test('a Buy pressed as the session ends buys nothing; after logging in again the shipment is back with a new quote, and buying it then prints one label', async ({
  page,
}) => {
  const { sandbox, printer } = stack;
  const wallet = async () => (await sandbox.admin.wallets()).find((w) => w.lojaId === PAULISTA_ID)!.balanceCents;
  await openDesk(page, stack);
  await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2', declared: '100' });
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await expect(page.getByTestId('buy-button')).toBeEnabled();
  // The recipient saved above reaches the server in the background (its outbox, then a sync). The
  // session must end at the Buy, not at that call meeting the reset first (a loaded CI machine).
  await expect
    .poll(async () => {
      const book = await stationCall<{ state: string; outboxCount: number }>(page, 'addressbook.status');
      return `${book.state} ${book.outboxCount}`;
    })
    .toBe('idle 0');

  await sandbox.admin.reset(); // every session and every quote is gone on the server
  const before = await wallet();
  await page.getByTestId('buy-button').click();

  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('session-ended')).toContainText('Sua sessão terminou');
  await expect(page.getByTestId('work-kept')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.email);
  await expect(page.getByLabel('Senha')).toBeFocused();
  await page.getByLabel('Senha').fill(DEMO.senha);
  await page.getByLabel('Senha').press('Enter');

  // Back where the operator was, quoted again, and nothing bought on the way.
  await expect(page.getByTestId('active-loja')).toContainText(LOJA_PAULISTA);
  await expect(page.getByTestId('chosen-recipient')).toContainText(MARIA.name);
  await expect(page.getByLabel('Chave de acesso da NF-e')).toHaveValue(NFE_KEY);
  await expect(page.getByTestId('options-table')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('quote-countdown')).toHaveText(/^Válida por/);
  await expect(page.getByTestId('quote-stale')).toHaveCount(0);
  await expect(page.getByTestId('buy-ready')).toHaveCount(0);
  await expect(page.getByTestId('buy-error')).toHaveCount(0);
  await screen(page, '17-08-back-after-login-quoted-again');
  // Nothing is on its way to be bought: the page's Buy waits for a click (not working, no result)
  // and the station holds no unfinished emission to resume, so only the operator can buy now.
  await expect(page.getByTestId('buy-button')).toBeEnabled();
  expect(await stationCall<unknown[]>(page, 'labels.unfinished')).toEqual([]);
  expect(await wallet()).toBe(before);
  await printedExactlyAt(page, printer, 0);

  // The new quote is the server's own: buying it now, on purpose, goes through once.
  await page.getByTestId('buy-button').click();
  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 20_000 });
  const paid = Number(
    (await page.getByTestId('paid-price').innerText()).replace(/[^\d]/g, ''), // "R$ 34,00" → 3400
  );
  expect(await wallet()).toBe(before - paid);
  expect(await printer.listener.waitForJobs(1, 30_000)).toHaveLength(1);
});
