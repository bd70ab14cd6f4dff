// Issue 29.1 on the settings screen, in pt-BR and en: a label printer behind Debian's Zebra ZPL
// CUPS driver (203 dpi, then a 300 dpi one), chosen for labels. Before anything is saved, the
// printer's panel says what was detected and shows the proposed size next to the label the
// station prints: the driver's 4 × 6 in page (101,6 × 152,4 mm), nearest to 100 × 150 mm, never
// its 4 × 5 in default. The form opens filled with it, the operator saves it, and the calibration
// label printed from the panel reaches the printer at that size: the driver's own output (a ~DG
// graphic, captured by a socket listener behind the queue) is decoded and measured in dots.
// Real parts: the station host, a sandbox, cupsd with the Zebra PPD and its filters, Chromium.
import { expect, test, type Page } from '@playwright/test';
import { ensureCupsd, startDriverPrinter, type DriverPrinter } from '../support/cups';
import { inkBox, longestRun, rastertolabelZpl } from '../support/label-decoders';
import { chooseLoja, login, LOJA_PAULISTA, screen } from './support/desk';
import { stationCall } from './support/speed';
import { useSandboxHost } from './support/stack';

const stack = useSandboxHost();
const zebras = new Map<203 | 300, DriverPrinter>();

test.beforeAll(async () => {
  await ensureCupsd();
  for (const dpi of [203, 300] as const)
    zebras.set(dpi, await startDriverPrinter({ ppd: 'drv:///sample.drv/zebra.ppd', prefix: 'SS-E2E-Proposed', dpi }));
});

test.afterAll(async () => {
  for (const zebra of zebras.values()) await zebra.close();
});

const SAYS = {
  'pt-BR': {
    detected: "Detectado: ZPL pelo driver do sistema, {{dpi}} dpi (driver do CUPS 'Zebra ZPL Label Printer')",
    proposed:
      'Tamanho proposto: 101,6 × 152,4 mm, a página do driver mais próxima da etiqueta que a estação imprime (100 × 150 mm).',
    set: 'Definir perfil',
    width: 'Largura da etiqueta (mm)',
    height: 'Altura da etiqueta (mm)',
    fields: ['101,6', '152,4'],
    saved: 'Perfil salvo.',
    summary: 'Driver do sistema (PDF), {{dpi}} dpi, etiqueta 101,6 × 152,4 mm.',
    calibrate: 'Imprimir etiqueta de calibração',
  },
  en: {
    detected: "Detected: ZPL through the system driver, {{dpi}} dpi (CUPS driver 'Zebra ZPL Label Printer')",
    proposed:
      "Proposed size: 101.6 × 152.4 mm, the driver's page nearest to the label the station prints (100 × 150 mm).",
    set: 'Set profile',
    width: 'Label width (mm)',
    height: 'Label height (mm)',
    fields: ['101.6', '152.4'],
    saved: 'Profile saved.',
    summary: 'System driver (PDF), {{dpi}} dpi, 101.6 × 152.4 mm label.',
    calibrate: 'Print calibration label',
  },
} as const;

/** The desk on the demo loja, in `language` (logged in first: the login steps are in pt-BR). */
async function openSettings(page: Page, language: keyof typeof SAYS): Promise<void> {
  await page.goto(stack.host.url);
  const loggedIn = page.getByTestId('active-loja');
  await expect(page.locator('input[type=email]').or(loggedIn)).toBeVisible();
  if (await page.locator('input[type=email]').isVisible()) {
    await login(page);
    await chooseLoja(page, LOJA_PAULISTA);
  }
  await stationCall(page, 'settings.update', { language });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // The station's screens (and their shortcuts) are a chunk loaded after the language (issue 30.8).
  await expect(page.locator('main[data-screen]')).toBeVisible();
  await page.locator('body').press('Alt+5');
  await expect(page.locator('[data-screen="settings"]')).toBeVisible();
  await page.getByTestId('settings-tab-station').click();
}

for (const [language, dpi] of [
  ['pt-BR', 203],
  ['en', 300],
] as const) {
  test(`in ${language}, a ${dpi} dpi Zebra behind its driver is proposed the 4 × 6 in page next to the 100 × 150 mm label, and its calibration label prints at it`, async ({
    page,
  }) => {
    const says = SAYS[language];
    const zebra = zebras.get(dpi)!;
    const printerId = `cups:${zebra.queue.name}`;
    await openSettings(page, language);
    const select = page.getByTestId('printer-label');
    await expect(select.locator(`option[value="${printerId}"]`)).toHaveCount(1);
    await select.selectOption(printerId);

    // Before saving: what was detected, and the proposed size next to the label's.
    const panel = page.getByTestId('printer-profile-label');
    await expect(panel.getByTestId('detected-label')).toContainText(says.detected.replace('{{dpi}}', String(dpi)));
    await expect(panel.getByTestId('detected-label-media')).toHaveText(says.proposed);
    await screen(page, `driver-printer-proposed-size-${language}`);

    // The form opens with it, and says it again beside the fields.
    await panel.getByRole('button', { name: says.set }).click();
    await expect(panel.getByLabel(says.width)).toHaveValue(says.fields[0]);
    await expect(panel.getByLabel(says.height)).toHaveValue(says.fields[1]);
    await expect(panel.getByTestId('detected-form-label-media')).toHaveText(says.proposed);
    await panel.scrollIntoViewIfNeeded();
    await screen(page, `driver-printer-proposed-size-form-${language}`);
    await panel.getByTestId('profile-save-label').click();
    await expect(panel.getByText(says.saved)).toBeVisible();
    await expect(panel).toContainText(says.summary.replace('{{dpi}}', String(dpi)));

    // Its calibration label reaches the printer on the proposed page, at 100 %.
    const before = (await zebra.listener.jobs()).length;
    await panel.getByRole('button', { name: says.calibrate }).click();
    const image = rastertolabelZpl((await zebra.listener.waitForJobs(before + 1, 30_000))[before]!);
    const mm = (dots: number) => (dots * 25.4) / dpi;
    // rastertolabel sends whole bytes a row: 812 dots at 203 dpi go as 816.
    expect(Math.abs(mm(image.width) - 101.6)).toBeLessThanOrEqual(1);
    expect(Math.abs(mm(image.height) - 152.4)).toBeLessThanOrEqual(1);
    // Its rulers run down the whole page (on the 4 × 5 in default they stopped at 127 mm) and its square is 50 mm.
    const ink = inkBox(image)!;
    expect(Math.abs(mm(ink.bottom - ink.top + 1) - 152.4)).toBeLessThanOrEqual(1);
    let longest = 0;
    for (let y = 0; y < image.height; y++) longest = Math.max(longest, longestRun(image, y).length);
    expect(Math.abs(mm(longest) - 50)).toBeLessThanOrEqual(0.5);
  });
}
