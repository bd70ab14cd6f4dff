// The short way at the desk: a package preset and the loja's rate rule, both set up in Settings,
// turn "recipient, preset, weight, F9" into a bought and printed label (the printer gets exactly the
// label main holds). Confirmation mode shows the rule and the pick before money is spent, and a
// ceiling no option meets buys nothing and says why.
import { expect, test } from '@playwright/test';
import type { JournalEntryView } from '../../electron/shared/desk';
import { createRecipientInline, expectShipFits, MARIA, nextShipmentWithPreset1, NFE_KEY, screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';
import { isZpl, printedExactlyAt, printedLabel } from './support/printer';
import { addPreset, stationCall } from './support/speed';

const desk = useDeskStack({ printerPrefix: 'SS-ONEKEY' });

test('a preset on key 1 and the preferred-service rule print a label from one key (F9)', async ({ page }) => {
  test.setTimeout(120_000);
  const keys = page.keyboard;
  await openDesk(page, desk);

  // Settings → the loja's page: two presets, the envelope moved up to key 1 and back down.
  await keys.press('Alt+5');
  await page.getByTestId('settings-tab-loja').click();
  await addPreset(page, { name: 'Caixa P', dims: { Comprimento: '20', Largura: '15', Altura: '10' }, weight: '1,2' });
  await addPreset(page, {
    name: 'Envelope A4',
    format: 'Envelope',
    dims: { Comprimento: '32', Largura: '23' },
    weight: '0,3',
  });
  const lines = page.getByTestId('preset-line');
  await page.getByRole('button', { name: 'Subir Envelope A4' }).click();
  await expect(lines.first()).toContainText('Envelope A4');
  await expect(lines.first().locator('kbd')).toHaveText('1');
  await page.getByRole('button', { name: 'Descer Envelope A4' }).click();
  await expect(lines.first()).toContainText('Caixa P');
  // Editing shows the saved box in the same form, checked by the same rules main uses.
  await lines.first().getByRole('button', { name: 'Editar' }).click();
  const form = page.getByTestId('preset-form');
  await expect(form.getByLabel('Nome')).toHaveValue('Caixa P');
  await form.getByLabel('Altura').fill('');
  await form.getByTestId('preset-save').click();
  await expect(form.getByText('Obrigatório')).toBeVisible();
  await screen(page, '31-settings-preset-form');
  await form.getByLabel('Altura').fill('10');
  await form.getByTestId('preset-save').click();
  await expect(form).toHaveCount(0);

  // The rule: Correios SEDEX, never above R$ 60,00 (the services come from a free sample quote).
  const rule = page.getByTestId('rule-form');
  await rule.getByTestId('rule-kind').getByText('Preferido', { exact: true }).click();
  await expect(rule.getByTestId('rule-service').locator('option', { hasText: 'Correios SEDEX' })).toHaveCount(1);
  await rule.getByTestId('rule-service').selectOption({
    label: (await rule.getByTestId('rule-service').locator('option', { hasText: 'Correios SEDEX' }).innerText()).trim(),
  });
  await rule.getByLabel('Teto de preço').fill('60,00');
  await rule.getByTestId('rule-save').click();
  await expect(page.getByTestId('rule-current')).toHaveText(
    'Em vigor: Preferido: Correios SEDEX, até R$ 60,00 (senão, não compra)',
  );
  await screen(page, '30-settings-presets-rule');

  // Ship: the recipient (the focus goes on to the weight), the preset's chip, the scale's weight, F9.
  await keys.press('Alt+1');
  await expect(page.getByTestId('preset-bar')).toContainText('Caixa P');
  await createRecipientInline(page, MARIA);
  const parcel = page.getByTestId('parcel-panel');
  await expect(parcel.getByLabel('Peso')).toBeFocused();
  await page.getByTestId('preset-1').click();
  await expect(parcel.getByLabel('Comprimento')).toHaveValue('20');
  await expect(parcel.getByLabel('Altura')).toHaveValue('10');
  await expect(parcel.getByLabel('Peso')).toBeFocused();
  await expect(page.getByTestId('preset-1')).toHaveAttribute('aria-pressed', 'true');
  await keys.type('1,3'); // the weight was selected: the scale's reading replaces it
  await expect(parcel.getByLabel('Peso')).toHaveValue('1,3');
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await page.getByLabel('Pedido (opcional)').fill('PED-E2E-1');
  await expect(page.getByTestId('one-key-rule-summary')).toContainText('Preferido: Correios SEDEX, até R$ 60,00');
  await screen(page, '32-ship-preset-applied');
  await keys.press('F9');

  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('one-key-picked')).toContainText('Correios SEDEX');
  const code = (await page.getByTestId('tracking-code').innerText()).trim();
  expect(code).toMatch(/^SX\d{9}BR$/);
  const [job] = await desk.printer.listener.waitForJobs(1, 30_000);
  expect(isZpl(job!)).toBe(true);
  const [bought] = await stationCall<JournalEntryView[]>(page, 'desk.recentShipments', { limit: 1 });
  expect(bought).toMatchObject({
    externalRef: 'PED-E2E-1',
    trackingCode: code,
    serviceName: 'SEDEX',
    source: 'one-key',
  });
  expect(bought!.priceCents).toBeLessThanOrEqual(6_000);
  expect((await printedLabel(job!)).code128).toBe(code);
  await expect(page.getByTestId('print-status')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expectShipFits(page);
  await screen(page, '33-ship-one-key-printed');

  // Confirmation mode: F9 shows the rule and the pick; nothing is bought until Enter.
  await keys.press('Alt+5');
  await page.getByTestId('confirm-mode').check();
  await keys.press('Alt+1');
  await nextShipmentWithPreset1(page, MARIA);
  await keys.press('F9');
  const dialog = page.getByTestId('one-key-confirm');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByTestId('one-key-rule')).toHaveText(
    'Preferido: Correios SEDEX, até R$ 60,00 (senão, não compra)',
  );
  await expect(dialog.locator('tr.selected')).toContainText('Correios SEDEX');
  await expect(dialog.getByTestId('one-key-option')).toHaveCount(3);
  await screen(page, '34-one-key-confirm');
  expect(await desk.printer.listener.jobs()).toHaveLength(1);
  await keys.press('Enter');
  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 30_000 });
  await desk.printer.listener.waitForJobs(2, 30_000);

  // A ceiling no option meets: nothing is bought, and the desk says why.
  await keys.press('Alt+5');
  await page.getByTestId('confirm-mode').uncheck();
  await page.getByTestId('rule-form').getByLabel('Teto de preço').fill('10,00');
  await page.getByTestId('rule-save').click();
  await expect(page.getByTestId('rule-current')).toContainText('até R$ 10,00');
  await keys.press('Alt+1');
  await nextShipmentWithPreset1(page, MARIA);
  await keys.press('F9');
  const noPick = page.getByTestId('one-key-no-pick');
  await expect(noPick).toBeVisible({ timeout: 20_000 });
  await expect(noPick).toContainText('Nenhuma opção dentro da regra');
  await expect(noPick).toContainText('R$ 10,00');
  await expectShipFits(page);
  await screen(page, '35-ship-one-key-no-pick');
  // Still the two labels, for good: the station has nothing more for the printer.
  await printedExactlyAt(page, desk.printer, 2);
});
