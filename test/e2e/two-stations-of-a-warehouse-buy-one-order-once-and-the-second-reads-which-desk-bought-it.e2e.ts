// Issue 27 on the real page: two stations (browser hosts with their own data folders, each with
// its own printer) against one sandbox join one warehouse journal on a real PostgreSQL from
// Settings → Armazém, as "Bancada 1" and "Bancada 2". Both have order PED-ARMAZEM-E2E-1 on the
// bench, quoted, and Buy is pressed at both at the same moment: the wallet is charged once, one
// label prints, the journal holds one row for the order, and the other desk's buy panel names the
// desk that holds the order; pressing Buy there again reads "já comprado na Bancada N às HH:MM"
// and offers "Outro volume", which asks first and then buys a second parcel on purpose (a second
// charge, parcel 2 in the journal). The day of the whole warehouse lists both desks' labels with
// each desk, and the audit across desks names both. With the database stopped, the header says
// since when the journal has not answered and the warehouse's day says its view is stale.
// Pictures (pt-BR and en, 1366×768): the panel, the header, the refused purchase and its
// question, the warehouse's day and its stale notice, under test-results/screens/27-*.png.
import { expect, test, type Page } from '@playwright/test';
import { buy, MARIA, NFE_KEY, quoteBox, screen } from './support/desk';
import { printedExactlyAt } from './support/printer';
import { stationCall } from './support/speed';
import {
  joinWarehouse,
  openWarehouseDesk,
  paidCents,
  paulistaWallet,
  picturePanel,
  useWarehouseStack,
} from './support/warehouse';

const ORDER = 'PED-ARMAZEM-E2E-1';
const DESKS = ['Bancada 1', 'Bancada 2'] as const;
const stack = useWarehouseStack('SS-Armazem');

/** Waits for a desk's purchase to end; true when it bought the label. */
async function bought(page: Page): Promise<boolean> {
  await expect(page.getByTestId('buy-ready').or(page.getByTestId('buy-error'))).toBeVisible({ timeout: 30_000 });
  return page.getByTestId('buy-ready').isVisible();
}

/** Settings → Idioma, then back to the ship screen: the page changes language where it stands. */
async function speak(page: Page, language: 'Português (Brasil)' | 'English'): Promise<void> {
  await page.keyboard.press('Alt+5');
  await page.getByTestId('language').getByText(language).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en' : 'pt-BR');
  await page.keyboard.press('Alt+1');
}

test('two desks of a warehouse buy one order at once: one charge, and the other desk reads which desk bought it and when', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { sandbox, pg, database, desks } = stack;
  const pages = await Promise.all(
    desks.map(async () => (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage()),
  );
  for (const [i, page] of pages.entries()) {
    await openWarehouseDesk(page, desks[i]!);
    await joinWarehouse(page, stack, DESKS[i]!, i === 0 ? '27-warehouse-settings-pt-BR' : undefined);
  }
  // TLS may be off only for a database on this computer: the panel says so before anything is saved.
  const [one] = pages;
  await one!.keyboard.press('Alt+5');
  const panel = one!.getByTestId('warehouse-settings');
  await panel.getByLabel('Servidor (nome ou IP)').fill('db.armazem.example');
  await panel.getByTestId('warehouse-save').click();
  await expect(panel.getByTestId('warehouse-tls-error')).toHaveText(
    'Sem TLS só para um banco neste computador (localhost ou 127.0.0.1). Para outro servidor, verifique o certificado.',
  );
  await expect(panel.getByTestId('warehouse-status')).toContainText('como Bancada 1');
  await panel.getByLabel('Servidor (nome ou IP)').fill(pg.host);
  await one!.keyboard.press('Alt+1');

  for (const page of pages) {
    await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2', declared: '100' });
    await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
    await page.getByLabel('Pedido (opcional)').fill(ORDER);
    await expect(page.getByTestId('buy-button')).toBeEnabled();
  }
  await screen(pages[0]!, '27-header-online-pt-BR');

  const before = await paulistaWallet(sandbox);
  await Promise.all(pages.map((page) => buy(page)));
  const results = await Promise.all(pages.map((page) => bought(page)));
  expect(results.filter(Boolean)).toHaveLength(1);
  const w = results[0] ? 0 : 1;
  const [winner, loser] = [pages[w]!, pages[1 - w]!];
  const [winnerDesk, loserDesk] = [DESKS[w]!, DESKS[1 - w]!];

  // The other desk bought nothing; its panel names the desk that holds the order.
  const refusal = loser.getByTestId('buy-error');
  await expect(refusal).toHaveAttribute('data-kind', 'held-elsewhere');
  await expect(refusal).toContainText(
    new RegExp(`Pedido ${ORDER} (já comprado|está sendo comprado|foi reservado para compra) na ${winnerDesk}`),
  );
  const paid = await paidCents(winner);
  await printedExactlyAt(winner, desks[w]!.printer, 1);
  expect(await paulistaWallet(sandbox)).toBe(before - paid);
  const rows = () => pg.sql(`SELECT desk, parcel FROM shipping_station.purchases ORDER BY parcel`, database);
  expect(await rows()).toEqual([{ desk: winnerDesk, parcel: 1 }]);

  // Buy again at the other desk: the order is bought, at which desk and when, and another parcel is offered.
  await expect(async () => {
    await buy(loser);
    await expect(refusal).toContainText(
      new RegExp(`Pedido ${ORDER} já comprado na ${winnerDesk} às \\d\\d:\\d\\d \\(etiqueta [A-Z0-9]+\\)`),
      { timeout: 5_000 },
    );
  }).toPass({ timeout: 30_000 });
  expect(await paulistaWallet(sandbox)).toBe(before - paid);
  await expect(loser.getByTestId('held-second-parcel')).toHaveText('Outro volume');
  await screen(loser, '27-held-elsewhere-pt-BR');
  await speak(loser, 'English');
  await expect(refusal).toContainText(`Order ${ORDER} was already bought at ${winnerDesk} at`);
  await expect(loser.getByTestId('held-second-parcel')).toHaveText('Another parcel');
  await screen(loser, '27-held-elsewhere-en');
  await speak(loser, 'Português (Brasil)');

  // Another parcel of the order, on purpose: asked first, then bought (a second charge, parcel 2).
  await loser.getByTestId('held-second-parcel').click();
  const question = loser.getByTestId('held-confirm');
  await expect(question).toContainText(`Comprar outro volume do pedido ${ORDER}?`);
  await expect(question).toContainText('cobrada à parte');
  await screen(loser, '27-another-parcel-asks-pt-BR');
  await question.getByTestId('held-confirm-yes').click();
  await expect(loser.getByTestId('buy-ready')).toBeVisible({ timeout: 30_000 });
  const second = await paidCents(loser);
  await printedExactlyAt(loser, desks[1 - w]!.printer, 1);
  await printedExactlyAt(winner, desks[w]!.printer, 1);
  expect(await paulistaWallet(sandbox)).toBe(before - paid - second);
  await expect.poll(rows).toEqual([
    { desk: winnerDesk, parcel: 1 },
    { desk: loserDesk, parcel: 2 },
  ]);

  // The whole warehouse's day, at either desk: both labels, each with its desk.
  await loser.keyboard.press('Alt+7');
  await loser.getByTestId('day-whole').getByText('Armazém inteiro').click();
  const table = loser.getByTestId('day-table');
  await expect(loser.getByTestId('day-desk')).toHaveCount(2, { timeout: 15_000 });
  expect((await loser.getByTestId('day-desk').allInnerTexts()).sort()).toEqual([...DESKS]);
  await expect(table).toContainText(ORDER);
  await expect(loser.getByTestId('day-stale')).toHaveCount(0);
  await screen(loser, '27-day-whole-warehouse-pt-BR');

  // The audit across desks names both desks, the second parcel as such.
  await loser.keyboard.press('Alt+8');
  await loser.getByTestId('audit-scope-warehouse').click();
  const audit = loser.getByTestId('warehouse-audit-table');
  await expect(audit.getByRole('row').filter({ hasText: 'Outro volume' })).toContainText(loserDesk);
  await expect(audit.getByRole('row').filter({ hasText: winnerDesk }).first()).toBeVisible();
  await screen(loser, '27-audit-warehouse-pt-BR');

  // The labels screen shows what is open across desks: nothing now, both labels bought and printed.
  await loser.keyboard.press('Alt+2');
  await expect(loser.getByTestId('warehouse-unsettled')).toContainText('Nenhuma compra em aberto em nenhuma bancada.', {
    timeout: 15_000,
  });
  await screen(loser, '27-labels-warehouse-pt-BR');

  // The same in English, after a reload (from a clear bench: nothing typed is offered back).
  await stationCall(one!, 'settings.update', { language: 'en' });
  await stationCall(one!, 'desk.clearDraft');
  await one!.reload();
  await expect(one!.locator('html')).toHaveAttribute('lang', 'en');
  await expect(one!.getByTestId('warehouse-badge')).toHaveText('Warehouse online');
  await screen(one!, '27-header-online-en');
  await one!.keyboard.press('Alt+5');
  await expect(one!.getByTestId('warehouse-status')).toContainText('Joined to the warehouse journal as Bancada 1.');
  await picturePanel(one!, one!.getByTestId('warehouse-settings'), '27-warehouse-settings-en');
  await one!.keyboard.press('Alt+7');
  await one!.getByTestId('day-whole').getByText('Whole warehouse').click();
  await expect(one!.getByTestId('day-desk')).toHaveCount(2, { timeout: 15_000 });
  await screen(one!, '27-day-whole-warehouse-en');

  // The database stops: the warehouse's day falls back to this desk's own and says since when it
  // is stale, and the header says since when the journal has not answered.
  await pg.stop();
  await one!.getByTestId('day-whole').getByText('This desk').click();
  await one!.getByTestId('day-whole').getByText('Whole warehouse').click();
  await expect(one!.getByTestId('day-stale')).toContainText(/Warehouse view stale since \d\d:\d\d\./, {
    timeout: 20_000,
  });
  await expect(one!.getByTestId('warehouse-badge')).toContainText(/Warehouse offline since \d\d:\d\d/);
  await screen(one!, '27-day-stale-and-header-offline-en');
  await one!.keyboard.press('Alt+2');
  await expect(one!.getByTestId('warehouse-unsettled-stale')).toContainText(/Warehouse view stale since \d\d:\d\d\./);
  await screen(one!, '27-labels-warehouse-stale-en');
  await stationCall(one!, 'settings.update', { language: 'pt-BR' });
  await stationCall(one!, 'desk.clearDraft');
  await one!.reload();
  await expect(one!.getByTestId('warehouse-badge')).toContainText(/Armazém sem conexão desde \d\d:\d\d/);
  await one!.keyboard.press('Alt+7');
  await one!.getByTestId('day-whole').getByText('Armazém inteiro').click();
  await expect(one!.getByTestId('day-stale')).toContainText(/Visão do armazém desatualizada desde \d\d:\d\d\./);
  await screen(one!, '27-day-stale-and-header-offline-pt-BR');
  await pg.start();
  await Promise.all(pages.map((page) => page.context().close()));
});
