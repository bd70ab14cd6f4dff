// Issue 17, point 11: at 1366×768 the header holds everything at once, in pt-BR and in English:
// the training badge, the sync badge (offline, one recipient waiting), a 60-character loja name
// and a long operator e-mail. Every control is whole, inside the window and clear of the others
// ("Sair" was cut, the app's name truncated). The loja's name is whole on screen, never "Comércio
// de …" (it may take a second line), and so is the operator's e-mail, never "maria…@expedic…" (it
// may break after its '@'); the header may grow for them but the ship screen still fits 768 px.
import { expect, test, type Page } from '@playwright/test';
import { IDS, sandboxAdmin } from '../support/sandbox';
import { chooseLoja, expectShipFits, fillRecipientForm, MARIA, screen } from './support/desk';
import { startStationHost, type StationHost } from './support/host';

const LONG_LOJA = 'Comércio de Utilidades Domésticas e Presentes Vale do Paraíba'.slice(0, 60);
const LONG_EMAIL = 'maria.aparecida.fernandes.de.oliveira@expedicao-centro-sul.example.com.br';

let host: StationHost;
test.beforeAll(async () => {
  host = await startStationHost({ keychain: false });
  const admin = sandboxAdmin(host.trainingSandboxUrl!);
  await admin.renameLoja(IDS.demoLoja, LONG_LOJA);
  await admin.changeEmail(IDS.demoAccount, LONG_EMAIL);
});
test.afterAll(async () => {
  await host?.stop();
});

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The text inside is wider than its box (cut or ellipsized). */
  cut: boolean;
  title: string;
  /** The loja's name as it shows, and whether its box cuts it (sideways or below) or the header does. */
  lojaName?: { text: string; cut: boolean; bottom: number; headerBottom: number };
  /** The operator's e-mail as it shows, whether anything cuts it (sideways, below, an ellipsis). */
  email?: { text: string; cut: boolean; ellipsis: boolean; bottom: number; headerBottom: number };
}

const PARTS = [
  '.brand-mark',
  '.brand-name',
  '[data-testid="training-badge"]',
  '.tab',
  '.scan-field',
  '[data-testid="sync-badge"]',
  '[data-testid="active-loja"]',
  '[data-testid="operator"]',
  '.help-button',
  '[data-testid="logout"]',
].join(', ');

/** Every control of the header and the app's name, with its box and whether its text is cut. */
async function headerBoxes(page: Page): Promise<Box[]> {
  // A string: the e2e tsconfig has no DOM types (as expectShipFits in support/desk.ts).
  return page.evaluate(`(() => {
    const header = document.querySelector('header.topbar');
    const parts = [...header.querySelectorAll(${JSON.stringify(PARTS)})];
    return parts.map((el) => {
      const r = el.getBoundingClientRect();
      const ellipsized = el.querySelector('.loja-current-name') || el;
      return {
        name: el.dataset.testid || el.className || el.tagName,
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
        cut: ellipsized.scrollWidth > ellipsized.clientWidth + 1 || el.scrollWidth > el.clientWidth + 1,
        title: el.title,
        lojaName: el.querySelector(".loja-current-name") ? (() => {
          const n = el.querySelector('.loja-current-name');
          const nr = n.getBoundingClientRect();
          return {
            text: n.innerText,
            cut: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1 || n.scrollWidth > n.clientWidth + 1,
            bottom: nr.bottom,
            headerBottom: header.getBoundingClientRect().bottom,
          };
        })() : undefined,
        email: el.dataset.testid === 'operator' ? (() => {
          const r = el.getBoundingClientRect();
          const parts = [el, ...el.querySelectorAll('.email-part')];
          return {
            text: [...el.querySelectorAll('.email-part')].map((p) => p.innerText).join(''),
            cut: parts.some((p) => p.scrollWidth > p.clientWidth + 1 || p.scrollHeight > p.clientHeight + 1),
            ellipsis: parts.some((p) => getComputedStyle(p).textOverflow === 'ellipsis' && getComputedStyle(p).overflow !== 'visible'),
            bottom: r.bottom,
            headerBottom: header.getBoundingClientRect().bottom,
          };
        })() : undefined,
      };
    });
  })()`);
}

function problems(boxes: Box[], language: string, width = 1366, height = 768): string[] {
  const found: string[] = [];
  for (const b of boxes) {
    const label = `${language} ${b.name}`;
    // The app's name may give way to its mark while a badge needs the room; never cut.
    if (b.width < 1 || b.height < 1) {
      if (b.name !== 'brand-name') found.push(`${label} is not shown`);
      continue;
    }
    if (b.x < 0 || b.y < 0 || b.x + b.width > width + 0.5 || b.y + b.height > height)
      found.push(`${label} leaves the window`);
    if (b.cut) found.push(`${label} is cut`);
  }
  const shown = boxes.filter((b) => b.width >= 1 && b.height >= 1);
  for (let i = 0; i < shown.length; i++)
    for (let j = i + 1; j < shown.length; j++) {
      const [a, b] = [shown[i]!, shown[j]!];
      const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (overlapX > 0.5 && overlapY > 0.5) found.push(`${language} ${a.name} overlaps ${b.name}`);
    }
  return found;
}

test('the header fits 1366 px with the training and sync badges, a 60-character loja and a long e-mail', async ({
  page,
}) => {
  expect(LONG_LOJA).toHaveLength(60);
  await page.goto(host.url);
  await page.getByLabel('E-mail').fill(LONG_EMAIL);
  await page.getByLabel('Senha').fill('demo');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await chooseLoja(page, LONG_LOJA);

  // The server stops answering and a recipient typed meanwhile waits in the outbox: the sync badge.
  await sandboxAdmin(host.trainingSandboxUrl!).faults({ dropRate: 1 });
  await page.keyboard.press('Alt+4');
  await page.getByTestId('book-new').click();
  await fillRecipientForm(page, MARIA);
  await page.getByTestId('recipient-form').getByLabel('Número').press('Control+Enter');
  await expect(page.getByTestId('recipient-form')).toHaveCount(0);
  await expect(page.getByTestId('sync-badge')).toContainText('1 pendente', { timeout: 20_000 });
  await expect(page.getByTestId('training-badge')).toBeVisible();
  await page.keyboard.press('Alt+1');

  const found: string[] = [];
  for (const language of ['pt-BR', 'en'] as const) {
    if (language === 'en') {
      await page.keyboard.press('Alt+5');
      await page.getByTestId('language').getByText('English').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.keyboard.press('Alt+1');
    }
    const boxes = await headerBoxes(page);
    expect(boxes.filter((b) => b.name === 'tab')).toHaveLength(8);
    for (const name of ['training-badge', 'sync-badge', 'active-loja', 'operator', 'logout'])
      expect(
        boxes.map((b) => b.name),
        `${language} shows ${name}`,
      ).toContain(name);
    found.push(...problems(boxes, language));
    // The loja the operator is buying for is whole on screen: its full name, not cut by its box
    // nor by the header, with no "…" (it may take a second line).
    const loja = boxes.find((b) => b.name === 'active-loja')!;
    expect(loja.lojaName, `${language} loja name`).toBeDefined();
    expect(loja.lojaName!.text.replace(/\s+/g, ' ').trim(), `${language} loja name shown`).toBe(LONG_LOJA);
    expect(loja.lojaName!.cut, `${language} loja name is cut`).toBe(false);
    expect(loja.lojaName!.bottom, `${language} loja name inside the header`).toBeLessThanOrEqual(
      loja.lojaName!.headerBottom,
    );
    expect(loja.title).toContain(LONG_LOJA);
    // The operator's e-mail is whole on screen too (it may break after its '@'), and in its tooltip.
    const operator = boxes.find((b) => b.name === 'operator')!;
    expect(operator.email, `${language} e-mail`).toBeDefined();
    expect(operator.email!.text.replace(/\s+/g, ''), `${language} e-mail shown`).toBe(LONG_EMAIL);
    expect(operator.email!.cut, `${language} e-mail is cut`).toBe(false);
    expect(operator.email!.ellipsis, `${language} e-mail ends in an ellipsis`).toBe(false);
    expect(operator.email!.bottom, `${language} e-mail inside the header`).toBeLessThanOrEqual(
      operator.email!.headerBottom,
    );
    expect(operator.title).toContain(LONG_EMAIL);
    // The header grew for them, yet the ship screen still fits 768 px: its buy button without
    // scrolling (the recipient's open suggestions, which hang over the panel, closed first).
    await screen(page, `17-11-header-${language}`);
    const suggestions = page.locator('.ship [role="listbox"]');
    if (await suggestions.isVisible()) {
      await page.keyboard.press('Escape');
      await expect(suggestions).toHaveCount(0);
    }
    await expectShipFits(page);
    await expect(page.getByTestId('buy-button')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('logout')).toHaveText(language === 'en' ? 'Log out' : 'Sair');
    if (found.length) console.log(JSON.stringify(boxes));
  }
  // A wide desk (1920×1080): the same header on one line each, nothing cut.
  await page.setViewportSize({ width: 1920, height: 1080 });
  const wide = await headerBoxes(page);
  found.push(...problems(wide, 'en 1920', 1920, 1080));
  expect(wide.find((b) => b.name === 'active-loja')!.lojaName!.cut, 'loja name at 1920').toBe(false);
  expect(wide.find((b) => b.name === 'operator')!.email!.cut, 'e-mail at 1920').toBe(false);
  await screen(page, '17-11-header-en-1920');
  // 200% zoom on a 1366×768 desk (683×384 CSS pixels): the header wraps, the name is still whole.
  await page.setViewportSize({ width: 683, height: 384 });
  const zoomed = await headerBoxes(page);
  found.push(...problems(zoomed, 'en 200%', 683, 384));
  expect(zoomed.find((b) => b.name === 'active-loja')!.lojaName!.cut, 'loja name at 200%').toBe(false);
  expect(zoomed.find((b) => b.name === 'operator')!.email!.cut, 'e-mail at 200%').toBe(false);
  await screen(page, '17-11-header-en-200');
  expect(found).toEqual([]);
});
