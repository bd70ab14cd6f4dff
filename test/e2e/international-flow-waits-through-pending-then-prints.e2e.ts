// An international parcel: the carrier answers PENDING first (202) and the label is ready some
// seconds later. The desk shows the wait while it lasts, then READY, and prints the label once.
import { expect, test } from '@playwright/test';
import { startSandboxProcess, type SandboxProcess } from '../support/sandbox';
import {
  chooseLoja,
  createRecipientInline,
  fillBox,
  JOHN,
  login,
  LOJA_PAULISTA,
  NFE_KEY,
  quote,
  routeLabelPrinter,
  screen,
} from './support/desk';
import { startStationHost, type StationHost } from './support/host';
import { isZpl, startTestPrinter, type TestPrinter } from './support/printer';

let sandbox: SandboxProcess;
let host: StationHost;
let printer: TestPrinter;

test.beforeAll(async () => {
  [sandbox, printer] = await Promise.all([startSandboxProcess(['--pending-ms', '5000']), startTestPrinter()]);
  host = await startStationHost({ api: sandbox.url });
});
test.afterAll(async () => {
  await host?.stop();
  await Promise.all([sandbox?.stop(), printer?.close()]);
});

test('an international label is followed through PENDING and printed once', async ({ page }) => {
  await page.goto(host.url);
  await login(page);
  await chooseLoja(page, LOJA_PAULISTA);
  await routeLabelPrinter(page, printer.id);

  await createRecipientInline(page, JOHN);
  // The route follows the recipient's country.
  await expect(page.getByTestId('route').getByRole('radio', { name: 'Internacional' })).toBeChecked();
  await fillBox(page, { length: '30', width: '20', height: '10', weight: '2' });
  await quote(page);
  await expect(page.getByTestId('option-row')).toHaveCount(3);
  await expect(page.getByTestId('options-table')).toContainText('DHL Express Worldwide');
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await page.getByTestId('buy-button').click();

  const progress = page.getByTestId('buy-progress');
  await expect(progress).toHaveAttribute('data-stage', 'pending', { timeout: 15_000 });
  await expect(progress).toContainText('A transportadora está gerando a etiqueta');
  await screen(page, '07-ship-pending');
  expect(await printer.listener.jobs()).toHaveLength(0); // nothing printed while PENDING

  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('tracking-code')).toHaveText(/^(RX|EX|DX)\d{9}BR$/);
  const jobs = await printer.listener.waitForJobs(1, 30_000);
  expect(isZpl(jobs[0]!)).toBe(true);
  await expect(page.getByTestId('print-status')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await screen(page, '08-ship-international-ready');
  await page.waitForTimeout(1_000);
  expect(await printer.listener.jobs()).toHaveLength(1);
});
