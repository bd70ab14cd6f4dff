// Issue 29, item 5, at 1366×768 in pt-BR and in English: paper is not wasted. A label bought with
// F9 comes out; scanning its tracking code (a wedge scanner, 5 ms a key) seconds later asks first
// ("Impressa há 4 s em … — imprimir outra cópia?") with "Não imprimir" under the focus, so the
// scanner's Enter keeps the roll; F9 again on the same order is refused as bought and its
// "Reimprimir" asks too, and "Imprimir outra cópia" prints exactly one more. In English, the
// history's "Reprint" asks the same question, and a second "Reprint" right after the copy it
// printed is the same request and prints nothing more. Every count is the real printer's (a CUPS
// raw queue in front of a listener).
import { expect, test, type Page } from '@playwright/test';
import { REPRINT_SAME_REQUEST_MS } from '../../electron/shared/workflow';
import { createRecipientInline, MARIA, NFE_KEY, nextShipmentWithPreset1, screen } from './support/desk';
import { printedExactlyAt, printedLabel } from './support/printer';
import { answerAnotherCopy } from './support/reprint';
import { scanKeys } from './support/scanner';
import { addPreset } from './support/speed';
import { openDesk, useDeskStack } from './support/stack';

const desk = useDeskStack({ printerPrefix: 'SS-COPY' });

/** A keyboard-wedge scanner: F2, the code at 5 ms a key, then Enter. */
async function scan(page: Page, code: string): Promise<void> {
  await page.keyboard.press('F2');
  await scanKeys(page, code);
}

test('a label printed moments ago asks before another copy, by scan, F9 and the history, in pt-BR and English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const keys = page.keyboard;
  await openDesk(page, desk);
  await keys.press('Alt+5');
  await page.getByTestId('settings-tab-loja').click();
  await addPreset(page, { name: 'Caixa P', dims: { Comprimento: '20', Largura: '15', Altura: '10' }, weight: '1,2' });

  // F9 buys and prints order PED-2905.
  await keys.press('Alt+1');
  await createRecipientInline(page, MARIA);
  await page.getByTestId('preset-1').click();
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await page.getByLabel('Pedido (opcional)').fill('PED-2905');
  await keys.press('F9');
  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 30_000 });
  const trackingCode = (await page.getByTestId('tracking-code').innerText()).trim();
  const [first] = await printedExactlyAt(page, desk.printer, 1);
  expect((await printedLabel(first!)).code128).toBe(trackingCode);

  // Its tracking code scanned seconds later: the station asks, and the scanner's Enter lands on
  // "Não imprimir".
  await scan(page, trackingCode);
  const ask = page.getByTestId('reprint-ask');
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('heading')).toHaveText(
    new RegExp(`^(Impressa há \\d+ s em|Enviada para) "${desk.printer.name}".* — imprimir outra cópia\\?$`),
  );
  await expect(ask).toContainText('Outra cópia gasta mais uma etiqueta do rolo.');
  await expect(ask.getByTestId('reprint-ask-what')).toHaveText(`Leitura: ${trackingCode}`);
  await expect(ask.getByTestId('reprint-ask-keep')).toBeFocused();
  await screen(page, '29-5-pt-BR-reprint-asks-first');
  await keys.press('Enter');
  await expect(ask).toHaveCount(0);
  await printedExactlyAt(page, desk.printer, 1);

  // F9 on the same order: refused as bought (never charged again); "Reimprimir" asks first too.
  await nextShipmentWithPreset1(page, MARIA);
  await page.getByLabel('Pedido (opcional)').fill('PED-2905');
  await keys.press('F9');
  const refusal = page.getByTestId('one-key-error');
  await expect(refusal).toContainText('PED-2905');
  await page.getByRole('button', { name: 'Reimprimir a etiqueta deste pedido' }).click();
  await answerAnotherCopy(page, true);
  await expect(page.getByTestId('scan-result')).toHaveAttribute('data-kind', 'reprinted');
  const two = await printedExactlyAt(page, desk.printer, 2);
  expect(two[1]!.equals(first!)).toBe(true);

  // In English, from the history.
  await keys.press('Alt+5');
  await page.getByTestId('settings-tab-station').click();
  await page.getByTestId('language').getByText('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await keys.press('Alt+2');
  await page
    .getByTestId('labels-table')
    .getByRole('button', { name: new RegExp(trackingCode) })
    .click();
  const history = page.getByTestId('print-history');
  await expect(history.locator('tbody tr')).toHaveCount(2);

  // Past the seconds in which a second request is the same as the last copy's (the rule's own
  // window, waited out so this request is a new one), "Reprint" asks; one copy comes out, and
  // "Reprint" again right after it is the same request: nothing more prints.
  await page.waitForTimeout(REPRINT_SAME_REQUEST_MS);
  await page.getByTestId('reprint').click();
  await expect(ask.getByRole('heading')).toHaveText(
    new RegExp(`^(Printed \\d+ s ago on|Sent to) "${desk.printer.name}".* — print another copy\\?$`),
  );
  await expect(ask).toContainText('Another copy uses one more label from the roll.');
  await expect(ask.getByTestId('reprint-ask-what')).toHaveText(`Label ${trackingCode}`);
  await screen(page, '29-5-en-reprint-asks-first');
  await ask.getByRole('button', { name: 'Print another copy' }).click();
  await expect(history.locator('tbody tr')).toHaveCount(3);
  await page.getByTestId('reprint').click();
  await expect(page.getByTestId('reprint-result')).toHaveText(`Sent to ${desk.printer.name}.`);
  await expect(ask).toHaveCount(0);
  await expect(history.locator('tbody tr')).toHaveCount(3);
  const three = await printedExactlyAt(page, desk.printer, 3);
  expect(three[2]!.equals(first!)).toBe(true);
});
