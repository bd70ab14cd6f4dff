// Issue 17, point 13, through the UI at 1366×768 on a desk in São Paulo (the station host and the
// browser both on America/Sao_Paulo): a label is bought with an order reference that has accents,
// and Auditoria → "Exportar CSV" saves a file that a pt-BR Excel opens as a table on double-click:
// it starts with one UTF-8 byte-order mark (so "AÇÃO" is not "AÃ‡ÃƒO"), splits on ';', writes
// decimals with ',' and says when each thing happened in the desk's local time with its offset
// (-03:00), the same clock the audit screen shows. Counts read as a person says them: "1 endereço",
// "0 endereços", "0 registros".
import Papa from 'papaparse';
import { expect, test } from '@playwright/test';
import { buyWithNfe, LOJA_SALDO_BAIXO, MARIA, quoteBox, screen } from './support/desk';
import { download } from './support/speed';
import { openDesk, useDeskStack } from './support/stack';

const SAO_PAULO = 'America/Sao_Paulo';
const stack = useDeskStack({ printerPrefix: 'SS-CSV', hostEnv: { TZ: SAO_PAULO } });
test.use({ timezoneId: SAO_PAULO });

const REF = 'PED-AÇÃO-13';
const BOM = [0xef, 0xbb, 0xbf];

test('the audit CSV saved from the screen opens in a pt-BR Excel (BOM, ";", decimal commas, local time with offset) and counts say 1 endereço, 0 endereços', async ({
  page,
}) => {
  await openDesk(page, stack);
  await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2', declared: '100' });
  await page.getByLabel('Pedido (opcional)').fill(REF);
  const boughtAt = Date.now();
  const trackingCode = await buyWithNfe(page);
  const paid = (await page.getByTestId('paid-price').innerText()).trim(); // "R$ 34,00"
  await stack.printer.listener.waitForJobs(1, 30_000);

  await page.keyboard.press('Alt+8');
  const chargeRow = page.locator('[data-testid="audit-row"][data-kind="charge"]');
  await expect(chargeRow).toHaveCount(1);
  const shownAt = (await chargeRow.locator('td').first().innerText()).trim(); // "27/11/2026, 02:31"

  const file = await download(page, () => page.getByTestId('audit-export').click());
  expect(file.name).toMatch(/\.csv$/);
  // One byte-order mark, never two: Excel reads UTF-8 accents only after it, and shows a second one as "ï»¿".
  expect([...file.bytes.subarray(0, 3)]).toEqual(BOM);
  expect([...file.bytes.subarray(3, 6)]).not.toEqual(BOM);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes); // drops the BOM
  expect(text.charCodeAt(0)).not.toBe(0xfeff);
  // ';' between cells: a pt-BR Excel splits the header into columns (a ',' reader would see one).
  const header = text.split('\r\n')[0]!;
  expect(header.split(';').length).toBeGreaterThan(20);
  expect(header).not.toContain(',');
  const sheet = Papa.parse<Record<string, string>>(text, { header: true, delimiter: ';', skipEmptyLines: true });
  expect(sheet.errors).toEqual([]);
  const charge = sheet.data.find((row) => row.kind === 'charge');
  expect(charge, JSON.stringify(sheet.data)).toBeDefined();
  expect(charge!.trackingCode).toBe(trackingCode);
  expect(charge!.externalRef).toBe(REF);
  // Decimal commas, no thousands dot: Excel in pt-BR reads these as the numbers they are.
  expect(charge!.price).toBe(paid.replace(/^R\$\s*/, '').replace(/\./g, ''));
  expect(charge!.price).toMatch(/^\d+,\d{2}$/);
  expect(charge!.weightKg).toBe('1,200');
  // The desk's local time with its offset: the instant of the purchase, on the clock the audit screen shows.
  expect(charge!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-03:00$/);
  expect(Math.abs(Date.parse(charge!.at!) - boughtAt)).toBeLessThan(120_000);
  const [, year, month, day, hhmm] = /^(\d{4})-(\d\d)-(\d\d)T(\d\d:\d\d)/.exec(charge!.at!)!;
  expect(shownAt).toContain(`${day}/${month}/${year}`);
  expect(shownAt).toContain(hhmm);
  // The screen says where the rows went, with the count's own form.
  await expect(page.locator('.report-bar [role=status]')).toHaveText(
    `${sheet.data.length} ${sheet.data.length === 1 ? 'linha' : 'linhas'} em ${file.name}`,
  );
  await screen(page, '17-13-audit-exported');

  // Counts: "0 registros" for a kind with none.
  await page.getByTestId('audit-kind').getByText('Reimpressão', { exact: true }).click();
  await expect(page.getByTestId('audit-total')).toHaveText('0 registros');

  // "1 endereço" (Maria, saved from the ship screen), and one sender; none in the other loja: "0 endereços".
  await page.keyboard.press('Alt+4');
  await expect(page.getByTestId('book-table').locator('tbody tr')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator('main')).toContainText('1 endereço');
  await expect(page.locator('main')).not.toContainText('1 endereços');
  await page.getByTestId('book-tab-sender').click();
  await expect(page.getByTestId('book-table').locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('main')).toContainText('1 endereço');
  await page.getByTestId('book-tab-recipient').click();
  await screen(page, '17-13-one-address');
  await page.getByTestId('active-loja').click();
  await page.getByRole('menuitemradio', { name: new RegExp(LOJA_SALDO_BAIXO) }).click();
  await expect(page.getByTestId('active-loja')).toContainText(LOJA_SALDO_BAIXO);
  // Still on the address book: it reads the other loja's (empty) book at once, not a blank table.
  await expect(page.getByText('Nada encontrado.')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main')).toContainText('0 endereços');
  await expect(page.locator('main')).not.toContainText(/0 endereço(?!s)/);
  await screen(page, '17-13-no-addresses');
});
