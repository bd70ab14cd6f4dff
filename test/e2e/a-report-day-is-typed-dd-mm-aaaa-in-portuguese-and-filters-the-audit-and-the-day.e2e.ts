// Issue 17, point 13, at 1366×768 in a browser whose own language is American English (the native
// date field showed a pt-BR desk "mm/dd/yyyy"): the day on Auditoria and Dia follows the app's
// language. In pt-BR it shows and takes dd/mm/aaaa typed from the keyboard, filters by the day
// typed, and refuses a day that does not exist in Portuguese; in English it is yyyy-mm-dd.
import { expect, test, type Page } from '@playwright/test';
import { buyWithNfe, MARIA, quoteBox, screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';

const stack = useDeskStack({ printerPrefix: 'SS-DAY' });
test.use({ locale: 'en-US' });

/** The browser's calendar day (the one the desk files labels under), and the day before, as [y, m, d]. */
async function todayAndYesterday(page: Page): Promise<[string[], string[]]> {
  return page.evaluate(`(() => {
    const parts = (d) => [String(d.getFullYear()), String(d.getMonth() + 1).padStart(2, '0'), String(d.getDate()).padStart(2, '0')];
    const now = new Date();
    return [parts(now), parts(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1))];
  })()`);
}

async function typeDay(page: Page, testId: string, digits: string): Promise<void> {
  const field = page.getByTestId(testId);
  await field.click();
  await field.press('Control+A');
  await field.press('Backspace');
  await field.pressSequentially(digits);
}

test('the audit and day screens take a day typed as dd/mm/aaaa in pt-BR and filter by it, and yyyy-mm-dd in English', async ({
  page,
}) => {
  await openDesk(page, stack);
  await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2', declared: '100' });
  await buyWithNfe(page);
  await stack.printer.listener.waitForJobs(1, 30_000);
  const [[y, m, d], [yy, ym, yd]] = await todayAndYesterday(page);

  // Auditoria: every day at first; the field says how to type a day, in Portuguese.
  await page.keyboard.press('Alt+8');
  const day = page.getByTestId('audit-day');
  const charges = page.locator('[data-testid="audit-row"][data-kind="charge"]');
  await expect(day).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await expect(day).toHaveValue('');
  await expect(charges).toHaveCount(1);

  // Yesterday, typed as digits only: the separators go in, and yesterday had no charge.
  await typeDay(page, 'audit-day', `${yd}${ym}${yy}`);
  await expect(day).toHaveValue(`${yd}/${ym}/${yy}`);
  await expect(charges).toHaveCount(0);
  await expect(page.getByText('Nada registrado com estes filtros.')).toBeVisible();

  // Today: the charge is back.
  await typeDay(page, 'audit-day', `${d}${m}${y}`);
  await expect(day).toHaveValue(`${d}/${m}/${y}`);
  await expect(charges).toHaveCount(1);
  await screen(page, '17-13-audit-day-typed-pt-BR');

  // A day that does not exist is refused, in Portuguese, and the filter stays on today.
  await typeDay(page, 'audit-day', `3102${y}`);
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  const error = page.getByTestId('audit-day-error');
  await expect(error).toHaveText(`Data inválida: digite dd/mm/aaaa (ex.: ${d}/${m}/${y})`);
  await expect(day).toHaveAccessibleDescription(/Data inválida/);
  await expect(charges).toHaveCount(1);
  await screen(page, '17-13-audit-day-refused-pt-BR');

  // Emptied, the audit shows every day again.
  await typeDay(page, 'audit-day', '');
  await day.press('Tab');
  await expect(error).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Todos os dias' })).toHaveCount(0);

  // Dia: today in dd/mm/aaaa, with today's label; yesterday has none; the arrow key steps a day.
  await page.keyboard.press('Alt+7');
  const dayPick = page.getByTestId('day-pick');
  await expect(dayPick).toHaveValue(`${d}/${m}/${y}`);
  await expect(page.getByTestId('day-row')).toHaveCount(1);
  await typeDay(page, 'day-pick', `${yd}${ym}${yy}`);
  await expect(dayPick).toHaveValue(`${yd}/${ym}/${yy}`);
  await expect(page.getByText('Nenhuma etiqueta comprada neste dia.')).toBeVisible();
  await expect(page.getByTestId('day-row')).toHaveCount(0);
  await dayPick.press('ArrowUp');
  await expect(dayPick).toHaveValue(`${d}/${m}/${y}`);
  await expect(page.getByTestId('day-row')).toHaveCount(1);
  await screen(page, '17-13-day-typed-pt-BR');

  // English: yyyy-mm-dd, one order nobody reads the other way round.
  await page.keyboard.press('Alt+5');
  await page.getByTestId('language').getByText('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Alt+7');
  await expect(dayPick).toHaveValue(`${y}-${m}-${d}`);
  await expect(dayPick).toHaveAttribute('placeholder', 'yyyy-mm-dd');
  await typeDay(page, 'day-pick', `${yy}${ym}${yd}`);
  await expect(dayPick).toHaveValue(`${yy}-${ym}-${yd}`);
  await expect(page.getByTestId('day-row')).toHaveCount(0);
  await typeDay(page, 'day-pick', `${y}1332`);
  await expect(page.getByTestId('day-pick-error')).toHaveText(`Not a date: type yyyy-mm-dd (e.g. ${y}-${m}-${d})`);
  await screen(page, '17-13-day-refused-en');
});
