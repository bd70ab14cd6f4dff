// Issue 17, points 5 and 6, through the UI at 1366×768 with a real CUPS queue: the label
// printer's queue is paused (cupsdisable, "paper out"), so CUPS holds the bought label. "Reimprimir"
// to that same printer would queue a second copy behind it (two labels once the paper is back):
// the station refuses, under its own heading (never "Recusado pelo servidor"), and says the label
// is still in that printer's queue. When the printer is enabled again, exactly one label comes out.
// Then a held reprint is cancelled from beside the refusal ("Cancelar a cópia retida"): the
// reprint after it comes out once.
import { expect, test } from '@playwright/test';
import { cupsAdmin, cupsJobsOf } from '../support/cups';
import { buyWhileThePrinterIsPaused, screen } from './support/desk';
import { printedExactlyAt, printedLabel } from './support/printer';
import { openDesk, useDeskStack } from './support/stack';
import { printAnotherCopyIfAsked } from './support/reprint';

const stack = useDeskStack({ printerPrefix: 'SS-Held' });

test('a reprint to a printer still holding the label is refused by the station, and one label comes out', async ({
  page,
}) => {
  const { printer } = stack;
  await openDesk(page, stack);
  const trackingCode = await buyWhileThePrinterIsPaused(page, printer.name);

  await page.getByRole('button', { name: 'Ver etiqueta' }).click();
  const history = page.getByTestId('print-history');
  await expect(history.locator('tr[data-status="printing"]')).toContainText(printer.name);
  await page.getByTestId('reprint').click();
  const refusal = history.getByRole('alert');
  await expect(refusal).toHaveAttribute('data-kind', 'station-refused');
  await expect(refusal).toContainText('Recusado pela estação');
  await expect(refusal).not.toContainText('servidor');
  await expect(refusal).toContainText(`ainda está na fila de "${printer.name}"`);
  await screen(page, '17-06-reprint-while-held-refused');
  // Nothing more was queued: one row in the history, one job in CUPS.
  await expect(history.locator('tbody tr')).toHaveCount(1);
  expect(await cupsJobsOf(printer.name, 'not-completed')).toHaveLength(1);

  await cupsAdmin('cupsenable', printer.name);
  const jobs = await printer.listener.waitForJobs(1, 30_000);
  expect((await printedLabel(jobs[0]!)).code128).toBe(trackingCode);
  await expect(history.locator('tr[data-status="done"]')).toHaveCount(1, { timeout: 20_000 });
  await printedExactlyAt(page, printer, 1);

  // Paused again, a reprint is held in its turn; a second one is refused, and this time the
  // operator cancels the held copy beside the refusal: CUPS drops it, and the reprint after it
  // comes out once when the printer is back.
  await cupsAdmin('cupsdisable', printer.name, 'paper out');
  await page.getByTestId('reprint').click();
  // The first copy came out moments ago: the station may ask first (issue 29.5).
  await printAnotherCopyIfAsked(page, page.getByTestId('reprint-result'));
  await expect(page.getByTestId('reprint-result')).toContainText(printer.name);
  await expect(history.locator('tr[data-status="printing"]')).toContainText('pausada', { timeout: 20_000 });
  await page.getByTestId('reprint').click();
  await expect(history.getByRole('alert')).toContainText(`ainda está na fila de "${printer.name}"`);
  await history.getByRole('button', { name: 'Enviar para outra impressora' }).click();
  await expect(page.getByTestId('other-printer')).toBeFocused();
  await history.getByRole('button', { name: 'Cancelar a cópia retida' }).click();
  await expect(page.getByTestId('held-copy-cancelled')).toContainText(printer.name);
  await screen(page, '17-07-held-copy-cancelled');
  expect(await cupsJobsOf(printer.name, 'not-completed')).toEqual([]);
  await page.getByTestId('reprint').click();
  await printAnotherCopyIfAsked(page, page.getByTestId('reprint-result'));
  await expect(page.getByTestId('reprint-result')).toContainText(printer.name);
  await expect.poll(() => cupsJobsOf(printer.name, 'not-completed'), { timeout: 20_000 }).toHaveLength(1);
  await cupsAdmin('cupsenable', printer.name);
  const after = await printer.listener.waitForJobs(2, 30_000);
  expect((await printedLabel(after[1]!)).code128).toBe(trackingCode);
  // Two labels out, for good; CUPS took three jobs: the first, the held copy it cancelled, the reprint.
  await printedExactlyAt(page, printer, 2, 3);
});
