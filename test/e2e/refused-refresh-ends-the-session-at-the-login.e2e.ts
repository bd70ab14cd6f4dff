// When the server refuses to renew the session (here: the sandbox forgot every session), the
// station ends it, the login comes back and says why, in the server's words.
import { expect, test } from '@playwright/test';
import { chooseLoja, createRecipientInline, fillBox, login, LOJA_PAULISTA, MARIA, screen } from './support/desk';
import { openLoja, useSandboxHost } from './support/stack';

const stack = useSandboxHost();

test('a refused refresh ends the session and shows the login with the reason', async ({ page }) => {
  await openLoja(page, stack.host);
  await createRecipientInline(page, MARIA);
  await fillBox(page, { length: '20', width: '15', height: '10', weight: '1' });

  await stack.sandbox.admin.reset(); // every session is gone on the server
  await page
    .getByTestId('quote-panel')
    .getByRole('button', { name: /^Cotar/ })
    .click();

  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible({ timeout: 20_000 });
  const ended = page.getByTestId('session-ended');
  await expect(ended).toContainText('Sua sessão terminou');
  await expect(ended).toContainText(/refresh token|Refresh token/);
  await screen(page, '14-login-session-ended');

  // Logging in again works and the desk is clean.
  await login(page);
  await chooseLoja(page, LOJA_PAULISTA);
  await expect(page.getByTestId('chosen-recipient')).toHaveCount(0);
});
