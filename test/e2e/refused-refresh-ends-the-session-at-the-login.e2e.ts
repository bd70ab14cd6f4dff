// When the server refuses to renew the session (here: the sandbox forgot every session), the
// station ends it, the login comes back and says why, in the server's words. What was typed is
// kept: the login offers the same e-mail, and logging in again brings the shipment back, quoted.
import { expect, test } from '@playwright/test';
import { createRecipientInline, DEMO, fillBox, login, LOJA_PAULISTA, MARIA, screen } from './support/desk';
import { openLoja, useSandboxHost } from './support/stack';

const stack = useSandboxHost();

test('a refused refresh ends the session at the login with the reason and the e-mail, and logging in again brings the typed shipment back quoted', async ({
  page,
}) => {
  await openLoja(page, stack.host);
  await createRecipientInline(page, MARIA);
  await fillBox(page, { length: '20', width: '15', height: '10', weight: '1' });

  await stack.sandbox.admin.reset(); // every session is gone on the server
  // The next call to the server ends the session: the operator's "Cotar", or one the desk makes by
  // itself first (the quote asked ahead of F9, the address book's sync), whichever comes first. So
  // "Cotar" is clicked if it is still there, else the login's heading (a click that does nothing).
  const heading = page.getByRole('heading', { name: 'Entrar' });
  await page
    .getByTestId('quote-panel')
    .getByRole('button', { name: /^Cotar/ })
    .or(heading)
    .first()
    .click();

  await expect(heading).toBeVisible({ timeout: 20_000 });
  const ended = page.getByTestId('session-ended');
  await expect(ended).toContainText('Sua sessão terminou');
  // The server's words (English: the test server does not translate) under a pt-BR heading.
  await expect(ended.getByTestId('server-message')).toContainText(/refresh token|Refresh token/);
  await expect(ended.getByTestId('server-message')).toContainText('Mensagem do servidor');
  await expect(ended.getByTestId('work-kept')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.email);
  await expect(page.getByLabel('Senha')).toBeFocused();
  await screen(page, '14-login-session-ended');

  // The same operator logs in again: the same loja, the same shipment, and its quote asked again.
  await page.getByLabel('Senha').fill(DEMO.senha);
  await page.getByLabel('Senha').press('Enter');
  await expect(page.getByTestId('active-loja')).toContainText(LOJA_PAULISTA);
  await expect(page.getByTestId('chosen-recipient')).toContainText(MARIA.name);
  const parcel = page.getByTestId('parcel-panel');
  await expect(parcel.getByLabel('Comprimento')).toHaveValue('20');
  await expect(parcel.getByLabel('Peso')).toHaveValue('1');
  await expect(page.getByTestId('options-table')).toBeVisible();
  await expect(page.getByTestId('quote-panel')).toContainText('R$');
  await screen(page, '14b-ship-back-after-login');

  // Logging out on purpose keeps nothing for the next operator.
  await page.getByRole('button', { name: 'Sair' }).click();
  await login(page);
  await expect(page.getByTestId('active-loja')).toContainText(LOJA_PAULISTA);
  await expect(page.getByTestId('chosen-recipient')).toHaveCount(0);
});
