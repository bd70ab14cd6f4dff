// Issue 17, point 2, through the UI at 1366×768: the label printer's CUPS queue is paused
// (cupsdisable, "paper out"), the operator buys anyway, the label waits in CUPS, and the
// operator sends it to the spare printer from the label's history. It comes out on the spare;
// when the first printer is enabled again it prints nothing: one label, one printer.
import { expect, test } from '@playwright/test';
import { cupsAdmin, cupsJobsOf } from '../support/cups';
import { buyWhileThePrinterIsPaused, routeAndConfirmProfile, routeLabelPrinter, screen } from './support/desk';
import { printedExactlyAt, printedLabel } from './support/printer';
import { openLoja, useDeskStack } from './support/stack';

const stack = useDeskStack({ printerPrefix: 'SS-First', sparePrefix: 'SS-Spare' });

test('a label held by a paused printer and sent to another printer comes out once, on the other one', async ({
  page,
}) => {
  const { host, printer } = stack;
  const spare = stack.spare!;
  await openLoja(page, host);
  await page.getByRole('button', { name: 'Configurações' }).click();
  await routeAndConfirmProfile(page, 'dacePdf', spare.id);
  await page.getByTestId('printer-dacePdf').selectOption('');
  await routeLabelPrinter(page, printer.id);

  // Strict mode sees the paused queue before any money is spent; the operator buys anyway, and CUPS holds the label.
  const trackingCode = await buyWhileThePrinterIsPaused(page, printer.name);

  await page.getByRole('button', { name: 'Ver etiqueta' }).click();
  const history = page.getByTestId('print-history');
  await expect(history.locator('tr[data-status="printing"]')).toContainText(printer.name);
  await expect(history).toContainText(/pausada/);
  await page.getByTestId('other-printer').selectOption(spare.id);
  await history.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByTestId('reprint-result')).toContainText(`Cancelada em ${printer.name}`);
  await expect(page.getByTestId('reprint-result')).toContainText(`enviada para ${spare.name}`);

  const onSpare = await spare.listener.waitForJobs(1, 30_000);
  expect((await printedLabel(onSpare[0]!)).code128).toBe(trackingCode);
  // One row in the history, printed on the spare: the first job was moved, not copied.
  await expect(history.locator('tbody tr')).toHaveCount(1);
  await expect(history.locator('tr[data-status="done"]')).toContainText(spare.name, { timeout: 20_000 });
  expect(await cupsJobsOf(printer.name, 'not-completed')).toEqual([]);
  await screen(page, '17-02-sent-to-another-printer');

  // The first printer has paper again: nothing comes out of it, for good (CUPS took the job there
  // once and cancelled it); the spare has the one label.
  await cupsAdmin('cupsenable', printer.name);
  await printedExactlyAt(page, printer, 0, 1);
  await printedExactlyAt(page, spare, 1);
});
