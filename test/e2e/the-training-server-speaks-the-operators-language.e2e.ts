// Every message in the operator's language (issue 17.10): a wrong password says so, not that a
// session ended; the training server's own words follow Accept-Language (pt-BR by default) and
// are shown under a heading in the operator's language; switching the desk to English brings the
// server's English words under an English heading.
import { expect, test } from '@playwright/test';
import {
  chooseLoja,
  createRecipientInline,
  DEMO,
  fillBox,
  login,
  LOJA_SALDO_BAIXO,
  MARIA,
  NFE_KEY,
  quote,
  routeLabelPrinter,
  screen,
} from './support/desk';
import { startStationHost, type StationHost } from './support/host';
import { startTestPrinter, type TestPrinter } from './support/printer';

let host: StationHost;
let printer: TestPrinter;

test.beforeAll(async () => {
  printer = await startTestPrinter();
  host = await startStationHost(); // training mode: the embedded sandbox
});
test.afterAll(async () => {
  await host?.stop();
  await printer?.close();
});

test('a wrong password says so, and the training server answers in pt-BR, or in English once the desk speaks it', async ({
  page,
}) => {
  await page.goto(host.url);
  await login(page, { email: DEMO.email, senha: 'senha-errada' });
  const loginError = page.getByTestId('login-error');
  await expect(loginError).toContainText('E-mail ou senha incorretos');
  await expect(loginError).not.toContainText(/Sessão encerrada|sessão terminou/i);
  await expect(loginError.getByTestId('server-message')).toContainText('E-mail ou senha incorretos');
  await expect(loginError).toContainText('Mensagem do servidor');
  await expect(page.getByTestId('session-ended')).toHaveCount(0);
  await screen(page, '40-login-wrong-password');

  await login(page);
  await chooseLoja(page, LOJA_SALDO_BAIXO);
  await routeLabelPrinter(page, printer.id);
  await createRecipientInline(page, MARIA);
  await fillBox(page, { length: '20', width: '15', height: '10', weight: '1,2' });
  await quote(page);
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await page.getByTestId('buy-button').click();
  const error = page.getByTestId('buy-error');
  await expect(error).toHaveAttribute('data-kind', 'insufficient-balance');
  await expect(error).toContainText('Mensagem do servidor');
  await expect(error.getByTestId('server-message')).toContainText(
    'Saldo insuficiente na carteira: R$ 5,00 disponíveis',
  );
  await expect(error).not.toContainText('Insufficient');
  await screen(page, '41-ship-training-server-in-pt-BR');

  // The desk in English: the same refusal in the server's English words, under an English heading.
  await page.getByRole('button', { name: 'Configurações' }).click();
  await page.getByTestId('language').getByText('English').click();
  await page.getByRole('navigation').getByRole('button', { name: 'Ship' }).click();
  await page.getByTestId('buy-button').click();
  await expect(error.getByTestId('server-message')).toContainText('Insufficient wallet balance: R$ 5,00 available');
  await expect(error).toContainText('Server message');
  expect(await printer.listener.jobs()).toHaveLength(0);
});
