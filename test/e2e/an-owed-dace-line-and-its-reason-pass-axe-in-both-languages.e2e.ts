// An owed DACE on the real page (real Chromium, the station's browser host, a test sandbox over
// HTTP, a CUPS raw queue): a DC-e purchase whose answer was lost is resumed from the unsettled
// list while the sandbox refuses only the DACE's paths (failMatch '/dace'), so its label is
// queued and its thermal DACE owed. Its line ("Imprimir DACE"), the reason of its last failure
// and the refusal of the operator's own try, said in that line, pass axe (serious and critical)
// in pt-BR and in English, and each is kept as a screenshot.
import { expect, test, type Page } from '@playwright/test';
import { axeProblems } from './support/a11y';
import { declareOneItem, MARIA, quoteBox, screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';

const desk = useDeskStack({ printerPrefix: 'owed-dace' });

/** The labels screen's unsettled list, its owed line, and what axe finds in the list. */
async function owedLineOnLabels(page: Page, where: string) {
  await page.keyboard.press('Alt+2');
  const list = page.getByTestId('unfinished');
  const line = list.getByTestId('owed-dace');
  await expect(line).toHaveCount(1, { timeout: 60_000 });
  return { list, line, problems: () => axeProblems(page, where, { include: '[data-testid="unfinished"]' }) };
}

test('an owed DACE line, its reason and its refusal pass axe in pt-BR and English', async ({ page }) => {
  test.setTimeout(240_000);
  const { sandbox } = desk;
  await openDesk(page, desk);
  await quoteBox(page, MARIA, { length: '25', width: '20', height: '8', weight: '0,8' });
  await declareOneItem(page);

  // The purchase's answer is lost: it may have been charged, and it is listed unsettled.
  await sandbox.admin.faults({ dropAfterRate: 1, dropAfterMatch: '/emit' });
  await page.getByTestId('buy-button').click();
  await expect(page.getByTestId('buy-error')).toContainText('pode ter sido comprada', { timeout: 120_000 });
  // The server answers again, but for the DACE: the resume queues the label and owes its DACE.
  await sandbox.admin.faults({ dropAfterRate: 0, dropAfterMatch: '', failRate: 1, failMatch: '/dace' });
  await page.keyboard.press('Alt+2');
  await page.getByTestId('unfinished').getByTestId('unsettled-resume').click();

  const pt = await owedLineOnLabels(page, 'owed DACE (pt-BR)');
  await expect(pt.line.getByTestId('owed-dace-line')).toHaveText(/^DACE pendente do envio .+: não foi impressa$/);
  await expect(pt.line.getByTestId('owed-dace-reason')).toHaveText(
    /^Última tentativa: O servidor está ocupado \(503\)/,
  );
  expect(await pt.problems()).toEqual([]);
  await screen(page, '28-owed-dace-line-pt-BR');
  // The operator's try is refused too: said in the line, which stays.
  await pt.line.getByRole('button', { name: 'Imprimir DACE' }).click();
  await expect(pt.line.getByRole('alert')).toContainText('não foi impressa e continua pendente', { timeout: 60_000 });
  expect(await pt.problems()).toEqual([]);
  await screen(page, '28-owed-dace-refused-pt-BR');

  await page.keyboard.press('Alt+5');
  await page.getByTestId('settings-tab-station').click();
  await page.getByTestId('language').getByText('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const en = await owedLineOnLabels(page, 'owed DACE (en)');
  await expect(en.line.getByTestId('owed-dace-line')).toHaveText(/^DACE owed for shipment .+: it was not printed$/);
  await expect(en.line.getByTestId('owed-dace-reason')).toHaveText(/^Last try: The server is busy \(503\)/);
  expect(await en.problems()).toEqual([]);
  await screen(page, '28-owed-dace-line-en');
  await en.line.getByRole('button', { name: 'Print DACE' }).click();
  await expect(en.line.getByRole('alert')).toContainText('was not printed and is still owed', { timeout: 60_000 });
  expect(await en.problems()).toEqual([]);
  await screen(page, '28-owed-dace-refused-en');
  // The label alone reached the printer: the DACE is still owed, and nothing was printed twice.
  expect(await desk.printer.listener.jobs()).toHaveLength(1);
});
