// A quote is valid until its expiresAt. When the countdown runs out the options can no longer be
// bought and the desk asks for a new quote; when the server finds it expired (its clock ran
// ahead), the error says so and its button quotes again. Either way the new quote buys.
import { expect, test } from '@playwright/test';
import { createRecipientInline, fillBox, MARIA, NFE_KEY, quote, screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';
import { printedLabel } from './support/printer';

const desk = useDeskStack({ sandboxFlags: ['--quote-ttl', '6'] });

test('an expired quote is quoted again before anything is bought', async ({ page }) => {
  await openDesk(page, desk);
  // A test page first: the printer answers before any money is spent. On a ZPL printer with a
  // profile it is the calibration label, converted like any label: its codes read SS-CALIBRACAO.
  await page.getByRole('navigation').getByRole('button', { name: 'Configurações' }).click();
  await page.getByTestId('test-print-label').click();
  const [calibration] = await desk.printer.listener.waitForJobs(1, 30_000);
  expect((await printedLabel(calibration!)).code128).toBe('SS-CALIBRACAO');
  await page.getByRole('navigation').getByRole('button', { name: 'Enviar' }).click();
  await createRecipientInline(page, MARIA);
  await fillBox(page, { length: '20', width: '15', height: '10', weight: '1,2' });
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);

  // 1. The countdown runs out on screen: buying is off and the desk asks for a new quote.
  await quote(page);
  await expect(page.getByTestId('quote-expired')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('buy-button')).toBeDisabled();
  await screen(page, '11-ship-quote-expired');
  await page.getByTestId('quote-expired').getByRole('button', { name: 'Cotar de novo' }).click();
  await expect(page.getByTestId('quote-expired')).toHaveCount(0);
  await expect(page.getByTestId('buy-button')).toBeEnabled();

  // 2. The server's clock is ahead: it refuses the quote as expired; the fix quotes again.
  await desk.sandbox.admin.advanceClock(60);
  await page.getByTestId('buy-button').click();
  const error = page.getByTestId('buy-error');
  await expect(error).toHaveAttribute('data-kind', 'quote-expired');
  await expect(error).toContainText('A cotação expirou');
  await expect(error.getByTestId('server-message')).toContainText('request a new quote');
  await screen(page, '12-ship-quote-expired-by-server');
  await error.getByTestId('fix-requote').click();
  await expect(page.getByTestId('option-row')).toHaveCount(3);
  await page.getByTestId('buy-button').click();
  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 20_000 });
  const trackingCode = (await page.getByTestId('tracking-code').innerText()).trim();
  const jobs = await desk.printer.listener.waitForJobs(2, 30_000);
  // The label, after the test page: ZPL for the ZD220, its Code 128 the tracking code.
  expect((await printedLabel(jobs[1]!)).code128).toBe(trackingCode);
});
