// A parcel under a content declaration (DC-e): the thermal DACE is printed with the label, and
// later generated again from the DACE panel; both reach the printer as ZPL.
import { expect, test } from '@playwright/test';
import { declareOneItem, expectShipFits, MARIA, quoteBox, screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';
import { isZpl } from './support/printer';

const desk = useDeskStack();

test('a DC-e parcel prints its thermal DACE, and the DACE panel prints it again', async ({ page }) => {
  await openDesk(page, desk);
  await quoteBox(page, MARIA, { length: '25', width: '20', height: '8', weight: '0,8' });

  const invoice = await declareOneItem(page);
  // Three more items: the list scrolls inside its panel, the screen itself never does.
  for (let i = 1; i <= 3; i++) {
    await invoice.getByRole('button', { name: 'Adicionar item' }).click();
    await invoice.locator(`input[name="content-${i}"]`).fill(`Item ${i}`);
    await invoice.locator(`input[name="value-${i}"]`).fill('10');
  }
  await expect(page.getByTestId('dce-total')).toHaveText('Total declarado: R$ 121,00');
  await expectShipFits(page);
  await screen(page, '09-ship-dce');
  await page.getByTestId('buy-button').click();

  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('print-status')).toContainText('DACE T');
  const jobs = await desk.printer.listener.waitForJobs(2, 30_000);
  expect(isZpl(jobs[0]!)).toBe(true);
  expect(isZpl(jobs[1]!)).toBe(true);
  expect(jobs[1]!.toString('utf8')).toContain('^XZ');

  await page.getByRole('button', { name: 'Ver etiqueta' }).click();
  const panel = page.getByTestId('dace-panel');
  await expect(panel.getByTestId('dace-status')).toHaveText('Autorizada');
  await expect(panel.getByTestId('dace-key')).toHaveText(/^\d{44}$/);
  await panel.getByTestId('dace-generate-T').click();
  await expect(panel.getByTestId('dace-printed')).toBeVisible({ timeout: 20_000 });
  const all = await desk.printer.listener.waitForJobs(3, 30_000);
  expect(isZpl(all[2]!)).toBe(true);
  await expect(page.getByTestId('print-history')).toContainText('DACE térmica');
  await screen(page, '10-labels-dace');
});
