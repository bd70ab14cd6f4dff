// Accessibility (issue 17.12): axe-core finds no serious or critical violation on the login and on
// every screen of the desk (Alt+1 … Alt+8) at 1366×768, in pt-BR and in English: contrast of the
// small text (shortcut hints, unit suffixes), a <main> landmark, a name on every control.
// Each screen is kept as a picture under test-results/screens/.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseLoja, LOJA_PAULISTA, screen } from './support/desk';
import { startStationHost, type StationHost } from './support/host';

let host: StationHost;

test.beforeAll(async () => {
  host = await startStationHost({ keychain: false });
});
test.afterAll(async () => {
  await host?.stop();
});

const SCREENS = ['ship', 'labels', 'tracking', 'addressbook', 'settings', 'batch', 'day', 'audit'] as const;

/** Serious and critical violations, one line each: rule, impact, and where. */
async function violations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`,
      ),
    );
}

/** Alt+N, then the screen is up and no longer loading. */
async function visit(page: Page, index: number): Promise<void> {
  const name = SCREENS[index]!;
  await page.locator('body').press(`Alt+${index + 1}`);
  await expect(page.locator(`[data-screen="${name}"]`)).toBeVisible();
  await expect(page.locator('[data-screen] .muted.pad')).toHaveCount(0); // the lazy screen's fallback is gone
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('axe finds no serious or critical violation on any screen, in pt-BR and in English', async ({ page }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  await page.goto(host.url);
  await expect(page.getByTestId('training-notice')).toBeVisible();
  found.push(...(await violations(page, 'pt-BR login')));
  await screen(page, '90-axe-pt-BR-login');

  await page.getByTestId('training-notice').getByRole('button', { name: 'Usar a conta de demonstração' }).click();
  await chooseLoja(page, LOJA_PAULISTA);
  await expect(page.getByTestId('active-loja')).toBeVisible();

  for (const language of ['pt-BR', 'en'] as const) {
    if (language === 'en') {
      await visit(page, SCREENS.indexOf('settings'));
      await page.getByTestId('language').getByText('English').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    for (let i = 0; i < SCREENS.length; i++) {
      await visit(page, i);
      // One main landmark holds the screen (a screen reader's "skip to content").
      if ((await page.locator('main').count()) !== 1)
        found.push(`${language} ${SCREENS[i]}: no single <main> landmark`);
      found.push(...(await violations(page, `${language} ${SCREENS[i]}`)));
      await screen(page, `9${i + 1}-axe-${language}-${SCREENS[i]}`);
    }
    if (language === 'pt-BR') {
      // The ship screen at work: a DC-e whose items do not add up to the declared value is flagged.
      await visit(page, 0);
      await page.getByLabel('Valor declarado').fill('100,00');
      await page.getByRole('radio', { name: 'DC-e' }).click();
      await page.getByLabel('Descrição').fill('Camiseta');
      await page.getByLabel('Qtd.').fill('3');
      await page.getByLabel('Valor unit.').fill('10,10');
      await expect(page.getByTestId('dce-differs')).toContainText('Os itens somam R$ 30,30');
    } else {
      await visit(page, 0);
      await expect(page.getByTestId('dce-differs')).toContainText('The items add up to R$ 30,30');
    }
    found.push(...(await violations(page, `${language} ship with a DC-e off the declared value`)));
    await screen(page, `98-axe-${language}-ship-dce-differs`);
    // The shortcut help is a screen of its own for a new operator.
    await page.locator('body').press('F1');
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page, `${language} help`)));
    await screen(page, `99-axe-${language}-help`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(found, found.join('\n')).toEqual([]);
});
