// Digits go where the operator is typing. After a recipient is picked the focus is on the weight,
// so "010" typed there is a weight, not presets 1 and 0 garbling the parcel; a digit pressed in
// an open dialog is the dialog's. A preset key pressed outside a field says on screen what it
// changed, and Ctrl+Z puts the parcel back as it was.
import { expect, test } from '@playwright/test';
import { createRecipientInline, expectAllTexts, MARIA, screen } from './support/desk';
import { addPreset } from './support/speed';
import { openLoja, useSandboxHost } from './support/stack';

const stack = useSandboxHost();

test('digits typed after picking a recipient fill the weight, and a preset applied by key shows its changes and is undone by Ctrl+Z', async ({
  page,
}) => {
  const keys = page.keyboard;
  await openLoja(page, stack.host);
  await keys.press('Alt+5');
  await page.getByTestId('settings-tab-loja').click();
  await addPreset(page, { name: 'Caixa P', dims: { Comprimento: '20', Largura: '15', Altura: '10' }, weight: '1,2' });
  await addPreset(page, { name: 'Caixa M', dims: { Comprimento: '30', Largura: '20', Altura: '15' }, weight: '2' });

  await keys.press('Alt+1');
  await expect(page.getByTestId('preset-bar')).toContainText('Caixa M');
  const parcel = page.getByTestId('parcel-panel');
  const weight = parcel.getByLabel('Peso');
  const length = parcel.getByLabel('Comprimento');

  // The recipient, then the digits typed next: they are the weight.
  await createRecipientInline(page, MARIA);
  await expect(weight).toBeFocused();
  await keys.type('010');
  await expect(weight).toHaveValue('010');
  await expect(length).toHaveValue('');
  await expect(page.getByTestId('preset-1')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('preset-changed')).toHaveCount(0);
  await weight.fill('2,5');

  // Outside a field, key 2 is the preset: the screen says what it changed.
  await page.getByRole('heading', { name: 'Pacotes salvos' }).click();
  await keys.press('2');
  await expect(length).toHaveValue('30');
  await expect(weight).toHaveValue('2');
  await expect(weight).toBeFocused();
  await expect(page.getByTestId('preset-2')).toHaveAttribute('aria-pressed', 'true');
  const changed = page.getByTestId('preset-changed');
  await expectAllTexts(changed, ['Pacote 2, Caixa M', 'Comprimento — → 30', 'Altura — → 15', 'Peso 2,5 → 2']);
  await screen(page, '36-ship-preset-changed');

  // Ctrl+Z (the weight it selected is untouched): the parcel is back as it was.
  await keys.press('Control+z');
  await expect(length).toHaveValue('');
  await expect(parcel.getByLabel('Altura')).toHaveValue('');
  await expect(weight).toHaveValue('2,5');
  await expect(page.getByTestId('preset-2')).toHaveAttribute('aria-pressed', 'false');
  await expect(changed).toHaveCount(0);

  // The chip's own undo button does the same.
  await page.getByTestId('preset-1').click();
  await expect(length).toHaveValue('20');
  await page.getByTestId('preset-undo').click();
  await expect(length).toHaveValue('');
  await expect(weight).toHaveValue('2,5');
  await screen(page, '37-ship-preset-undone');

  // A digit pressed in a dialog belongs to the dialog, never to the presets behind it.
  await page.getByRole('heading', { name: 'Pacotes salvos' }).click();
  await keys.press('F1');
  await expect(page.getByTestId('help-overlay')).toBeVisible();
  await keys.press('2');
  await keys.press('Escape');
  await expect(page.getByTestId('help-overlay')).toHaveCount(0);
  await expect(length).toHaveValue('');
  await expect(page.getByTestId('preset-changed')).toHaveCount(0);
});
