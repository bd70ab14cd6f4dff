// Issue 29.7 in Chromium at 1366×768, pt-BR and English, on a training desk: a desk with no
// keychain says so in plain words and keeps D-Bus under "Detalhes"/"Details"; the training
// server's words (a carrier that cannot take the parcel) come in the desk's language; and what a
// screen reader is told (live regions, hidden labels, names) switches language with the screen,
// with nothing left in Portuguese once the desk speaks English.
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../electron/shared/messages/en';
import { ptBR } from '../../electron/shared/messages/pt-BR';
import { chooseLoja, createRecipientInline, fillBox, login, LOJA_PAULISTA, MARIA, quote, screen } from './support/desk';
import { startStationHost, type StationHost } from './support/host';
import { stationCall } from './support/speed';

const JARGON = /D-?Bus|Secret Service|ECONN[A-Z]+|ENOTFOUND|keytar|\bstack\b|exit code/i;

function leaves(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** Pieces of pt-BR sentences English never uses: what must not be heard once the desk speaks English. */
const PORTUGUESE_ONLY = (() => {
  const english = new Map(leaves(en));
  const pieces = leaves(ptBR)
    .filter(([key, text]) => english.get(key) !== text)
    .flatMap(([, text]) => text.split(/\{\{[^}]*\}\}/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 12 && /[a-zà-ú]{4}/i.test(piece));
  const inEnglish = leaves(en).map(([, text]) => text);
  return [...new Set(pieces)].filter((piece) => !inEnglish.some((text) => text.includes(piece)));
})();

/** Everything a screen reader is told that the eye does not see: live regions, sr-only text, names. */
async function hiddenWords(page: Page): Promise<string[]> {
  const texts = await page.locator('.sr-only, [aria-live]').allTextContents();
  const names = await page
    .locator('[aria-label], [title], [aria-description]')
    .evaluateAll((elements) =>
      elements.flatMap((el) => ['aria-label', 'title', 'aria-description'].map((name) => el.getAttribute(name) ?? '')),
    );
  return [...texts, ...names].map((w) => w.trim()).filter(Boolean);
}

async function expectNothingHiddenInPortuguese(page: Page): Promise<void> {
  const words = await hiddenWords(page);
  expect(words.length).toBeGreaterThan(5);
  const portuguese = words.filter((w) => PORTUGUESE_ONLY.some((piece) => w.includes(piece)));
  expect(portuguese).toEqual([]);
}

/** What the notice shows outside its folded details. */
async function shownText(page: Page, testId: string): Promise<string> {
  const all = (await page.getByTestId(testId).textContent()) ?? '';
  const folded = (await page.getByTestId(testId).locator('details').allTextContents()).join('');
  return all.replace(folded, '');
}

let host: StationHost;
test.afterEach(async () => {
  await host?.stop();
});

for (const language of ['pt-BR', 'en'] as const) {
  test(`a desk with no keychain says so in plain words, D-Bus only under the details (${language})`, async ({
    page,
  }) => {
    host = await startStationHost({ keychain: false });
    await page.goto(host.url);
    if (language === 'en') {
      await stationCall(page, 'settings.update', { language });
      await page.reload();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const notice = page.getByTestId('keychain-notice');
    await expect(notice).toBeVisible();
    const shown = await shownText(page, 'keychain-notice');
    expect(shown).toMatch(language === 'en' ? /password keychain/ : /chaveiro de senhas/);
    expect(shown).not.toMatch(JARGON);
    const details = page.getByTestId('keychain-detail');
    await expect(details.locator('summary')).toHaveText(language === 'en' ? 'Details' : 'Detalhes');
    await expect(details.getByText(/D-Bus/)).toBeHidden();
    await screen(page, `29-7-keychain-plain-${language}`);
    await details.locator('summary').click();
    await expect(details.getByText(/D-Bus/)).toBeVisible();
  });
}

test('the training server’s words and the hidden screen-reader words follow the desk from pt-BR to English', async ({
  page,
}) => {
  host = await startStationHost();
  await page.goto(host.url);
  await login(page);
  await chooseLoja(page, LOJA_PAULISTA);

  // 31 kg: the Correios services take 30, so the training server says why, in pt-BR.
  await createRecipientInline(page, MARIA);
  await fillBox(page, { length: '20', width: '15', height: '10', weight: '31' });
  await quote(page);
  const panel = page.getByTestId('quote-panel');
  await expect(panel).toContainText('Correios PAC leva até 30 kg; este volume pesa 31 kg');
  await expect(page.getByTestId('live-polite')).toContainText(/opç/);
  await screen(page, '29-7-training-server-pt-BR');

  // English: the screen switches, and nothing a screen reader is told stays in Portuguese.
  await page.getByRole('navigation').getByRole('button', { name: 'Configurações' }).click();
  await page.getByTestId('language').getByText('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNothingHiddenInPortuguese(page);
  await page.getByRole('navigation').getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByRole('heading', { name: 'Recipient' })).toBeVisible();
  await expect(page.getByTestId('live-polite')).not.toContainText(/opç/);
  await expectNothingHiddenInPortuguese(page);

  // Quoted again, the training server's words come in English.
  await page.keyboard.press('Alt+Q');
  await expect(panel).toContainText('Correios PAC accepts up to 30 kg; this parcel weighs 31 kg', { timeout: 10_000 });
  await expect(panel).not.toContainText('leva até');
  await expectNothingHiddenInPortuguese(page);
  await screen(page, '29-7-training-server-en');
});
