// Issue 17, point 13 (en): English shows every time of day one way, on the 24-hour clock as
// pt-BR does ("14:05", never "2:05 PM" on one screen beside "14:05" on the next). One label is
// bought and one batch imported, then every screen that shows a time is read in English: the
// ship screen's recent labels, the labels list, tracking, the batch list, the day summary and the
// audit. Every time on them matches HH:MM (HH:MM:SS), and no AM/PM appears anywhere.
import { expect, test, type Page } from '@playwright/test';
import { buyWithNfe, MARIA, quoteBox, screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';

const stack = useDeskStack({ printerPrefix: 'SS-Clock' });

const CSV = [
  'externalRef;name;cpfCnpj;phone;street;number;district;city;state;zip;lengthCm;widthCm;heightCm;weightKg',
  'CLOCK-1;Marina Costa;529.982.247-25;(21) 99999-8888;Rua Primeiro de Março;20;Centro;Rio de Janeiro;RJ;20040-002;20;15;10;1,2',
].join('\r\n');

/** Every time-of-day shaped text on the current screen, with any AM/PM after it. */
async function timesOnScreen(page: Page): Promise<{ times: string[]; text: string }> {
  const text = await page.locator('main').innerText();
  const times = [...text.matchAll(/\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?\s?[Mm]\.?)?/g)].map((m) => m[0]);
  return { times, text };
}

test('every time on the English screens is on the 24-hour clock', async ({ page }) => {
  await openDesk(page, stack);
  await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2', declared: '100' });
  const trackingCode = await buyWithNfe(page);
  await page.keyboard.press('Alt+6');
  await page
    .getByTestId('batch-file')
    .setInputFiles({ name: 'relogio.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
  await expect(page.getByTestId('batch-detail')).toHaveAttribute('data-state', 'ready');

  await page.keyboard.press('Alt+5');
  await page.getByTestId('language').getByText('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const seen: Record<string, string[]> = {};
  const read = async (name: string) => {
    const { times, text } = await timesOnScreen(page);
    seen[name] = times;
    expect(times.length, `${name} shows at least one time`).toBeGreaterThan(0);
    expect(text, `${name} has no AM/PM`).not.toMatch(/\b[AP]\.?M\.?\b/);
    await screen(page, `17-13-en-times-${name}`);
  };

  await page.keyboard.press('Alt+1');
  await expect(page.locator('main').getByText(trackingCode).first()).toBeVisible();
  await read('ship');
  await page.keyboard.press('Alt+2');
  await expect(page.locator('main').getByText(trackingCode).first()).toBeVisible();
  await read('labels');
  await page.keyboard.press('Alt+3');
  await page.locator('input[name="trackingCode"]').fill(trackingCode);
  await page.locator('input[name="trackingCode"]').press('Enter');
  await expect(page.getByTestId('tracking-by-code')).toContainText(trackingCode);
  await read('tracking');
  await page.keyboard.press('Alt+6');
  await expect(page.locator('main')).toContainText('relogio.csv');
  await read('batch');
  await page.keyboard.press('Alt+7');
  await expect(page.getByTestId('day-row')).toHaveCount(1);
  await read('day');
  await page.keyboard.press('Alt+8');
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await read('audit');

  const all = Object.values(seen).flat();
  expect(
    all.filter((time) => !/^\d{2}:\d{2}(:\d{2})?$/.test(time)),
    JSON.stringify(seen),
  ).toEqual([]);
});
