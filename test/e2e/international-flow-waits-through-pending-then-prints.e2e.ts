// An international parcel: the carrier answers PENDING first (202) and the label is ready some
// seconds later. The desk shows the wait while it lasts, then READY, and prints the label once.
import { expect, test } from '@playwright/test';
import { createRecipientInline, fillBox, JOHN, NFE_KEY, quote, screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';
import { isZpl, printedExactlyAt } from './support/printer';

const desk = useDeskStack({ sandboxFlags: ['--pending-ms', '5000'] });

test('an international label is followed through PENDING and printed once', async ({ page }) => {
  await openDesk(page, desk);

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
  expect(await desk.printer.listener.jobs()).toHaveLength(0); // nothing printed while PENDING

  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('tracking-code')).toHaveText(/^(RX|EX|DX)\d{9}BR$/);
  const jobs = await desk.printer.listener.waitForJobs(1, 30_000);
  expect(isZpl(jobs[0]!)).toBe(true);
  await expect(page.getByTestId('print-status')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await screen(page, '08-ship-international-ready');
  await printedExactlyAt(page, desk.printer, 1); // once, for good
});
