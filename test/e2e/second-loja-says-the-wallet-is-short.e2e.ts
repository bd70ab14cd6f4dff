// The demo account's second loja has R$ 5,00 in its wallet, less than any label. Buying there
// shows the server's words and what fixes it (top up, or switch loja, one click away); nothing
// is printed. "Trocar de loja" carries the shipment being typed (recipient, parcel, invoice) to
// the first loja, quotes it there, and buying it there prints the one label.
import { expect, test } from '@playwright/test';
import { startSandboxProcess, type SandboxProcess } from '../support/sandbox';
import {
  chooseLoja,
  createRecipientInline,
  expectShipFits,
  fillBox,
  login,
  LOJA_PAULISTA,
  LOJA_SALDO_BAIXO,
  MARIA,
  NFE_KEY,
  quote,
  routeLabelPrinter,
  screen,
} from './support/desk';
import { startStationHost, type StationHost } from './support/host';
import { startTestPrinter, type TestPrinter } from './support/printer';

let sandbox: SandboxProcess;
let host: StationHost;
let printer: TestPrinter;

test.beforeAll(async () => {
  [sandbox, printer] = await Promise.all([startSandboxProcess(), startTestPrinter()]);
  host = await startStationHost({ api: sandbox.url });
});
test.afterAll(async () => {
  await host?.stop();
  await Promise.all([sandbox?.stop(), printer?.close()]);
});

test('the low-balance loja gets the insufficient balance message, and switching loja carries the typed shipment, re-quotes and buys it there', async ({
  page,
}) => {
  await page.goto(host.url);
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
  await expect(error).toContainText('Saldo insuficiente na carteira da loja');
  await expect(error).toContainText('Recarregue a carteira desta loja');
  await expect(error.getByTestId('server-message')).toContainText('Insufficient wallet balance: R$ 5,00 available');
  await expectShipFits(page);
  await screen(page, '13-ship-insufficient-balance');
  expect(await printer.listener.jobs()).toHaveLength(0);

  await error.getByTestId('fix-switchLoja').click();
  await page.getByRole('menuitemradio', { name: new RegExp(LOJA_PAULISTA) }).click();
  await expect(page.getByTestId('active-loja')).toContainText(LOJA_PAULISTA);
  // The work came along: the same recipient, parcel and invoice, quoted again under this loja.
  await expect(page.getByTestId('chosen-recipient')).toContainText(MARIA.name);
  const parcel = page.getByTestId('parcel-panel');
  await expect(parcel.getByLabel('Comprimento')).toHaveValue('20');
  await expect(parcel.getByLabel('Peso')).toHaveValue('1,2');
  await expect(page.getByLabel('Chave de acesso da NF-e')).toHaveValue(NFE_KEY);
  await expect(page.getByTestId('options-table')).toBeVisible();
  await expect(page.getByTestId('quote-panel')).toContainText('R$');
  await expect(page.getByTestId('buy-error')).toHaveCount(0);
  await screen(page, '13b-ship-carried-to-another-loja');

  await page.getByTestId('buy-button').click();
  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 20_000 });
  expect(await printer.listener.waitForJobs(1, 30_000)).toHaveLength(1);
});
