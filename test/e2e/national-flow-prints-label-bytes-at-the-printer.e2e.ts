// The heart of the desk: log in, pick the loja, pick the printer, add a recipient, quote a box,
// choose the cheapest option, give the NF-e key and buy: the label reaches the ZPL printer as ZPL
// at true size with its tracking code, and the screen shows the tracking code and the price paid.
import { expect, test } from '@playwright/test';
import {
  chooseLoja,
  expectShipFits,
  login,
  LOJA_PAULISTA,
  MARIA,
  NFE_KEY,
  quoteBox,
  routeAndConfirmProfile,
  routeLabelPrinter,
  screen,
} from './support/desk';
import { useDeskStack } from './support/stack';
import { answerAnotherCopy } from './support/reprint';
import { printedLabel, startTestPrinter, type TestPrinter } from './support/printer';

const desk = useDeskStack();
let spare: TestPrinter;

test.beforeAll(async () => {
  // The spare is a 300 dpi ZD220: what is sent to it is converted for it.
  spare = await startTestPrinter('SS-Spare', { dpi: 300 });
});
test.afterAll(async () => {
  await spare?.close();
});

test('a national box goes from login to label bytes at the printer', async ({ page }) => {
  const workers: string[] = [];
  const cspViolations: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.goto(desk.host.url);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await screen(page, '01-login');
  await login(page);
  await expect(page.getByRole('heading', { name: 'Escolha a loja' })).toBeVisible();
  await screen(page, '02-loja-picker');
  await chooseLoja(page, LOJA_PAULISTA);

  // The spare printer gets its profile too (confirmed through a route, which is then cleared).
  await page.getByRole('button', { name: 'Configurações' }).click();
  await routeAndConfirmProfile(page, 'dacePdf', spare.id);
  await page.getByTestId('printer-dacePdf').selectOption('');
  await routeLabelPrinter(page, desk.printer.id);
  await expect(page.getByTestId('sender-select')).toHaveValue(/.+/); // the default sender is preselected
  await screen(page, '03-ship-empty');

  await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2', declared: '100' });
  const rows = page.getByTestId('option-row');
  await expect(rows).toHaveCount(3);
  // Cheapest first and chosen: Correios PAC at R$ 34,00 (sandbox price table, spec example).
  await expect(rows.first()).toContainText('Correios PAC');
  await expect(rows.first()).toContainText('R$ 34,00');
  await expect(rows.first().getByTestId('tag-cheapest')).toBeVisible();
  await expect(page.getByTestId('tag-fastest')).toHaveCount(1);
  await expect(page.getByTestId('quote-countdown')).toContainText(/Válida por 1[45]:\d\d/);

  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await screen(page, '04-ship-quoted');
  await page.getByTestId('buy-button').click();

  const ready = page.getByTestId('buy-ready');
  await expect(ready).toBeVisible({ timeout: 20_000 });
  const trackingCode = (await page.getByTestId('tracking-code').innerText()).trim();
  expect(trackingCode).toMatch(/^PX\d{9}BR$/);
  await expect(page.getByTestId('paid-price')).toHaveText('R$ 34,00');

  const jobs = await desk.printer.listener.waitForJobs(1, 30_000);
  expect(jobs).toHaveLength(1);
  // ZPL for the 203 dpi ZD220, at the label's true size, its Code 128 the tracking code.
  const printed = await printedLabel(jobs[0]!);
  expect(Math.abs(printed.widthMm - 100)).toBeLessThanOrEqual(1);
  expect(Math.abs(printed.heightMm - 150)).toBeLessThanOrEqual(1);
  expect(printed.code128).toBe(trackingCode);
  await expect(page.getByTestId('print-status')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expectShipFits(page);
  await screen(page, '05-ship-ready');

  // The label, drawn by pdf.js from the same file (its worker runs under the app's CSP).
  await page.getByRole('button', { name: 'Ver etiqueta' }).click();
  await expect(page.getByTestId('label-canvas')).toHaveAttribute('data-rendered', 'true', { timeout: 20_000 });
  expect(workers.some((url) => /pdf\.worker/.test(url))).toBe(true); // a real worker, from the app's own origin
  expect(cspViolations).toEqual([]);
  await expect(page.getByTestId('labels-table')).toContainText(trackingCode);
  await screen(page, '06-labels');

  // Reprint from the history: the label came out moments ago, so the station asks first (issue
  // 29.5); on "imprimir outra cópia" the same bytes reach the printer a second time…
  await page.getByTestId('reprint').click();
  await answerAnotherCopy(page, true);
  const again = await desk.printer.listener.waitForJobs(2, 30_000);
  expect(again[1]!.equals(jobs[0]!)).toBe(true);
  // …and "send to another printer" puts them on the spare one.
  await page.getByTestId('other-printer').selectOption(spare.id);
  await page.getByTestId('print-history').getByRole('button', { name: 'Enviar', exact: true }).click();
  await answerAnotherCopy(page, true);
  const onSpare = await spare.listener.waitForJobs(1, 30_000);
  // …converted for its 300 dpi: the same 100 × 150 mm label, the same codes.
  const onSpareLabel = await printedLabel(onSpare[0]!, 300);
  expect(Math.abs(onSpareLabel.widthMm - 100)).toBeLessThanOrEqual(1);
  expect(Math.abs(onSpareLabel.heightMm - 150)).toBeLessThanOrEqual(1);
  expect(onSpareLabel.code128).toBe(trackingCode);

  // Tracking by code, as a timeline: the label's first event, then (days later on the sandbox
  // clock) the carrier's whole way to delivery.
  await page.getByRole('navigation').getByRole('button', { name: 'Rastreio' }).click();
  await page.getByRole('button', { name: trackingCode }).click();
  await expect(page.getByTestId('tracking-status')).toHaveText('Postado');
  await expect(page.getByTestId('timeline')).toContainText('São Paulo - SP');
  await desk.sandbox.admin.advanceClock(9 * 86_400);
  await page.getByTestId('tracking-refresh').click();
  await expect(page.getByTestId('tracking-status')).toHaveText('Entregue');
  await expect(page.getByTestId('timeline').locator('li')).toHaveCount(5);
  await expect(page.getByTestId('timeline').locator('li').first()).toHaveAttribute('data-code', 'DELIVERED');
  await page.getByRole('button', { name: 'Ver eventos' }).click();
  await expect(page.getByTestId('timeline-shipment')).toContainText('Postado');
  await screen(page, '26-tracking');
});
