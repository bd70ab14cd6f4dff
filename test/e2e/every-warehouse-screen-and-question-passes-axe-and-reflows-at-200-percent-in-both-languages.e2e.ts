// Accessibility of the warehouse's screens (issue 27, as issue 17.12 asks of every screen), in
// pt-BR and in English, on a desk joined to a real PostgreSQL journal with another desk: the
// purchase refused because the other desk bought the order (with "Outro volume") and its question,
// the labels screen with the warehouse's open purchases (the other desk's label held by its paused
// printer), the whole warehouse's day, the audit across desks, Settings → Armazém with the header's
// status, and, with the database stopped, the day's stale notice with the header offline. axe-core
// finds no serious or critical violation and every control has a name; at 200% zoom every control
// can be scrolled into view, unclipped and uncovered. Pictures: test-results/a11y/warehouse-*.png.
import { expect, test, type Page } from '@playwright/test';
import { cupsAdmin } from '../support/cups';
import { Tour, type A11yLanguage } from './support/a11y';
import { buy, MARIA, NFE_KEY, quoteBox } from './support/desk';
import { joinWarehouse, openWarehouseDesk, useWarehouseStack } from './support/warehouse';

const ORDER = 'PED-A11Y-ARMAZEM';
const stack = useWarehouseStack('SS-A11Y-Armazem');

/** Order ORDER quoted on the bench with its NF-e (Maria's box). */
async function orderOnBench(page: Page): Promise<void> {
  await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2', declared: '100' });
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await page.getByLabel('Pedido (opcional)').fill(ORDER);
}

/** Settings → language, where the page stands (nothing on the bench is lost). */
async function speak(page: Page, language: A11yLanguage): Promise<void> {
  await page.keyboard.press('Alt+5');
  await page
    .getByTestId('language')
    .getByText(language === 'en' ? 'English' : 'Português (Brasil)')
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A segmented choice by its value, whatever the language. */
async function choose(page: Page, testId: string, value: string): Promise<void> {
  await page
    .getByTestId(testId)
    .locator('label', { has: page.locator(`input[value="${value}"]`) })
    .click();
}

test('every warehouse screen and question passes axe and can be used at 200% zoom, in both languages', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const { desks, pg } = stack;
  const [page, other] = await Promise.all(
    desks.map(async () => (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage()),
  );
  for (const [i, desk] of [page!, other!].entries()) {
    await openWarehouseDesk(desk, desks[i]!);
    await joinWarehouse(desk, stack, `Bancada ${i + 1}`);
  }

  // The other desk buys the order while its printer is out of paper: bought, not printed.
  const queue = desks[1]!.printer.name;
  await cupsAdmin('cupsdisable', queue, 'paper out');
  try {
    await orderOnBench(other!);
    await buy(other!);
    await expect(other!.getByTestId('buy-error')).toHaveAttribute('data-kind', 'printer-unavailable', {
      timeout: 20_000,
    });
    await other!.getByTestId('buy-anyway').click();
    await expect(other!.getByTestId('buy-ready')).toBeVisible({ timeout: 20_000 });

    // This desk's purchase of the same order is refused: Bancada 2 bought it.
    await orderOnBench(page!);
    await expect(async () => {
      await buy(page!);
      await expect(page!.getByTestId('held-second-parcel')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });

    const tours = { 'pt-BR': new Tour(page!, 'pt-BR'), en: new Tour(page!, 'en') };
    for (const language of ['pt-BR', 'en'] as const) {
      const tour = tours[language];
      const keys = page!.keyboard;
      await speak(page!, language);
      await tour.check('warehouse-settings');

      await keys.press('Alt+1');
      await expect(page!.getByTestId('buy-error')).toHaveAttribute('data-kind', 'held-elsewhere');
      await tour.check('warehouse-held');
      await page!.getByTestId('held-second-parcel').click();
      const question = page!.getByTestId('held-confirm');
      await expect(question).toBeVisible();
      await tour.check('warehouse-held-question', 'dialog[open]');
      await keys.press('Escape');
      await expect(question).toHaveCount(0);

      await keys.press('Alt+2');
      await expect(page!.getByTestId('warehouse-unsettled-row')).toHaveCount(1, { timeout: 15_000 });
      await expect(page!.getByTestId('warehouse-unsettled-row')).toHaveAttribute('data-state', 'bought');
      await tour.check('warehouse-labels');

      await keys.press('Alt+7');
      await choose(page!, 'day-whole', 'warehouse');
      await expect(page!.getByTestId('day-desk')).toHaveText(['Bancada 2'], { timeout: 15_000 });
      await tour.check('warehouse-day');

      await keys.press('Alt+8');
      await page!.getByTestId('audit-scope-warehouse').click();
      await expect(page!.getByTestId('warehouse-audit-row').first()).toBeVisible({ timeout: 15_000 });
      await tour.check('warehouse-audit');
    }

    // The database stops: the warehouse's day is stale and the header says since when.
    await pg.stop();
    try {
      for (const language of ['en', 'pt-BR'] as const) {
        await speak(page!, language);
        await page!.keyboard.press('Alt+7');
        await expect(page!.getByTestId('day-stale')).toBeVisible({ timeout: 20_000 });
        await expect(page!.getByTestId('warehouse-badge')).toHaveAttribute('data-mode', 'offline');
        await tours[language].check('warehouse-day-stale');
      }
    } finally {
      await pg.start();
    }

    for (const tour of Object.values(tours)) {
      expect(tour.seen).toHaveLength(7);
      expect(tour.found, tour.found.join('\n')).toEqual([]);
    }
  } finally {
    await cupsAdmin('cupsenable', queue);
    await Promise.all([page!, other!].map((p) => p.context().close()));
  }
});
