// Accessibility checks the e2e tests share (issue 17.12): axe-core's serious and critical
// violations, a name on every control, and the screen at 200% zoom: every control can be scrolled
// into view, is neither clipped nor covered, and the page never scrolls sideways.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

/** The rules that say every control has a name: they must run on every check. */
export const NAME_RULES = [
  'button-name',
  'input-button-name',
  'label',
  'select-name',
  'link-name',
  'aria-input-field-name',
  'aria-command-name',
  'aria-toggle-field-name',
] as const;

/**
 * The rules whose outcome depends on the layout (what text sits on, what scrolls). The renderer has
 * no width-dependent markup (no matchMedia or ResizeObserver): zooming changes CSS only, so the
 * other rules see the same DOM at every zoom and need not run twice.
 */
export const LAYOUT_RULES = ['color-contrast', 'scrollable-region-focusable', 'link-in-text-block'] as const;

export interface AxeScope {
  /** Only this part of the page (a dialog just opened: the page behind it was checked already). */
  include?: string;
  /** Only the rules that depend on the layout (the same page checked again at another size). */
  layoutOnly?: boolean;
}

/** Serious and critical violations, one line each (rule, impact, where), plus a name rule that did not run. */
export async function axeProblems(page: Page, where: string, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  builder = scope.layoutOnly
    ? builder.withRules([...LAYOUT_RULES])
    : builder
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .options({ rules: Object.fromEntries(NAME_RULES.map((rule) => [rule, { enabled: true }])) });
  const result = await builder.analyze();
  const ran = new Set(
    [...result.passes, ...result.violations, ...result.incomplete, ...result.inapplicable].map((r) => r.id),
  );
  const expected = scope.layoutOnly ? [] : NAME_RULES;
  const problems = expected.filter((rule) => !ran.has(rule)).map((rule) => `${where}: rule ${rule} did not run`);
  for (const v of result.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    for (const n of v.nodes)
      problems.push(
        `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`,
      );
  }
  return problems;
}

/**
 * Browser zoom at 200% on a 1366×768 desk: the layout viewport is 683×384 CSS pixels at two
 * device pixels per CSS pixel. That is what Chromium (and Electron's zoom) gives the page: media
 * queries, vw/vh and the layout width all see 683 px, so it reflows as the operator would see it.
 * CSS `zoom` on <html> would keep a 1366 px layout viewport (no media query fires, 100vh is
 * zoomed twice), which is not what zooming the window does.
 */
export const ZOOM_200 = { width: 683, height: 384, deviceScaleFactor: 2 };
export const DESK = { width: 1366, height: 768 };

async function emulate(page: Page, size: { width: number; height: number; deviceScaleFactor: number }) {
  await page.setViewportSize({ width: size.width, height: size.height });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { ...size, mobile: false });
  await cdp.detach();
  // Two frames: the resize's layout and anything a ResizeObserver did with it.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
}

export async function zoomTo200(page: Page): Promise<void> {
  await emulate(page, ZOOM_200);
}
export async function zoomBack(page: Page): Promise<void> {
  await emulate(page, { ...DESK, deviceScaleFactor: 1 });
}

// Runs in the page (the node project has no DOM types): see unreachable().
const REACH_SCRIPT = `(() => {
  const out = [];
  const root = document.querySelector('dialog[open]') ?? document.body;
  const selector =
    'button, input:not([type=hidden]), select, textarea, a[href], [role=tab], [role=menuitemradio], [role=option], [role=combobox]';
  const describe = (el) => {
    if (!el) return 'nothing';
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    const id = el.id ? '#' + el.id : '';
    const testId = el.getAttribute('data-testid');
    const classes = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    return el.tagName.toLowerCase() + id + classes + (testId ? '[' + testId + ']' : '') + (text ? ' "' + text + '"' : '');
  };
  const seen = new Set();
  for (const el of Array.from(root.querySelectorAll(selector))) {
    if (el.closest('[hidden], [inert], datalist')) continue;
    if (el.getClientRects().length === 0) continue; // not rendered
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden') continue;
    let target = el;
    const own = el.getBoundingClientRect();
    const label = el.labels ? el.labels[0] : undefined;
    if (own.width <= 2 || own.height <= 2 || style.opacity === '0') {
      // Visually hidden (a segmented radio, the file input): its label is what is clicked.
      if (!label) continue;
      target = label;
    }
    if (seen.has(target)) continue;
    seen.add(target);
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const r = target.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.left < -1 || r.right > innerWidth + 1) {
      out.push(describe(el) + ' lies outside the window sideways (' + Math.round(r.left) + '…' + Math.round(r.right) + ' of ' + innerWidth + ')');
      continue;
    }
    if (r.height <= innerHeight && (r.top < -1 || r.bottom > innerHeight + 1)) {
      out.push(describe(el) + ' cannot be scrolled into view (' + Math.round(r.top) + '…' + Math.round(r.bottom) + ' of ' + innerHeight + ')');
      continue;
    }
    const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
    const inset = Math.min(4, r.width / 4);
    for (const x of [r.left + r.width / 2, r.left + inset, r.right - inset]) {
      const hit = document.elementFromPoint(x, y);
      const mine = hit !== null && (target.contains(hit) || (label !== undefined && label.contains(hit)));
      // A list the operator opened (the recipient search's suggestions, the loja menu) lies over the page on purpose.
      const popup = hit && hit.closest('[role=listbox], [role=menu]');
      if (popup && !popup.contains(el)) break;
      if (!mine) {
        out.push(describe(el) + ' is clipped or covered at x=' + Math.round(x) + ' by ' + describe(hit));
        break;
      }
    }
  }
  const page = document.scrollingElement;
  if (page && page.scrollWidth > page.clientWidth + 1)
    out.push('the page scrolls sideways (' + page.scrollWidth + ' px in ' + page.clientWidth + ')');
  const main = document.querySelector('main');
  if (main && main.scrollWidth > main.clientWidth + 1 && getComputedStyle(main).overflowX !== 'visible')
    out.push('the main area scrolls sideways (' + main.scrollWidth + ' px in ' + main.clientWidth + ')');
  window.scrollTo(0, 0);
  return out;
})()`;

/**
 * Controls of the open dialog (or of the whole page when none is open) that the operator cannot
 * reach at the current size: after scrolling it into view, a control (or, for a visually hidden
 * radio or file input, its label) must lie inside the window and be what is under the pointer at
 * its middle and near both ends; and the page itself must not scroll sideways.
 */
export async function unreachable(page: Page, where: string): Promise<string[]> {
  const problems = (await page.evaluate(REACH_SCRIPT)) as string[];
  return problems.map((p) => `${where}: ${p}`);
}

/** The picture of a screen as the operator sees it, kept under test-results/a11y/ (at 200%: its 683×384 CSS pixels). */
export async function keepPicture(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/a11y', { recursive: true });
  await page.screenshot({ path: `test-results/a11y/${name}.png` });
}

export type A11yLanguage = 'pt-BR' | 'en';

/** Checks the page as it is now, at 1366×768 and at 200% zoom, and keeps both pictures. */
export class Tour {
  readonly found: string[] = [];
  readonly seen: string[] = [];
  constructor(
    private readonly page: Page,
    private readonly language: A11yLanguage,
  ) {}

  /** `include`: only that part is new (a dialog over a screen checked already). */
  async check(name: string, include?: string): Promise<void> {
    const { page, language } = this;
    const where = `${language} ${name}`;
    const found: string[] = [];
    await settled(page);
    this.seen.push(name);
    if ((await page.locator('main').count()) !== 1) found.push(`${where}: no single <main> landmark`);
    found.push(...(await axeProblems(page, where, { include })));
    await keepPicture(page, `${name}-${language}`);
    await zoomTo200(page);
    try {
      await keepPicture(page, `${name}-${language}-200`);
      found.push(...(await axeProblems(page, `${where} at 200%`, { include, layoutOnly: true })));
      found.push(...(await unreachable(page, `${where} at 200%`)));
    } finally {
      await zoomBack(page);
    }
    // Said as soon as found: a later step that times out does not hide them.
    for (const line of found) console.log(line);
    this.found.push(...found);
  }
}

/** The screen is up: the lazy screen's fallback is gone and nothing says it is loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-screen] > .muted.pad')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
