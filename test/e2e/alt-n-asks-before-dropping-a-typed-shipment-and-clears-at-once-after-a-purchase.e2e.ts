// Alt+N (a new shipment) never throws typing away without a word: with a shipment typed but not
// bought it asks the same question as a dialog with unsaved input ("Descartar o que foi
// digitado?", "Continuar editando" focused); with nothing typed, or right after the label was
// bought, it clears the bench at once.
import { expect, test } from '@playwright/test';
import { buyWithNfe, fillBox, MARIA, nextShipmentTo, quote, quoteBox, screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';

const stack = useDeskStack({ printerPrefix: 'SS-AltN' });
const BOX = { length: '20', width: '15', height: '10', weight: '1,2', declared: '100' };

test('Alt+N asks before dropping a typed shipment, and clears at once when nothing is typed or the label was bought', async ({
  page,
}) => {
  await openDesk(page, stack);
  const ask = page.getByTestId('next-shipment-ask');
  const search = page.getByRole('combobox', { name: /Buscar destinatário/ });

  // A fresh bench: nothing to lose, nothing asked.
  await page.keyboard.press('Alt+N');
  await expect(search).toBeFocused();
  await expect(ask).toHaveCount(0);

  // Typed and quoted, not bought: Alt+N asks, and Enter (on "Continuar editando") keeps it all.
  await quoteBox(page, MARIA, BOX);
  const weight = page.getByTestId('parcel-panel').getByLabel('Peso');
  await weight.focus();
  await page.keyboard.press('Alt+N');
  await expect(ask.getByTestId('dialog-discard')).toContainText('Descartar o que foi digitado?');
  await expect(ask).toContainText('ainda não foi comprado');
  await expect(ask.getByRole('button', { name: 'Continuar editando' })).toBeFocused();
  await screen(page, '17-03-alt-n-asks');
  await page.keyboard.press('Enter');
  await expect(ask).toHaveCount(0);
  await expect(page.getByTestId('chosen-recipient')).toContainText(MARIA.name);
  await expect(weight).toHaveValue('1,2');
  await expect(weight).toBeFocused();
  await expect(page.getByTestId('options-table')).toBeVisible();

  // Esc keeps it too; "Descartar" clears the bench.
  await page.keyboard.press('Alt+N');
  await expect(ask).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(weight).toHaveValue('1,2');
  await page.keyboard.press('Alt+N');
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByTestId('chosen-recipient')).toHaveCount(0);
  await expect(weight).toHaveValue('');
  await expect(search).toBeFocused();

  // Bought: the next Alt+N starts the next parcel at once.
  await nextShipmentTo(page, MARIA);
  await fillBox(page, BOX);
  await quote(page);
  await buyWithNfe(page);
  await page.keyboard.press('Alt+N');
  await expect(ask).toHaveCount(0);
  await expect(page.getByTestId('chosen-recipient')).toHaveCount(0);
  await expect(search).toBeFocused();

  // Typing fast: a field the operator moved to before the recipient's card was drawn keeps the
  // focus (the move to the parcel waits a frame, and must not pull it back from under the keys).
  await search.fill(MARIA.name.split(' ')[0]!);
  await expect(page.getByRole('option', { name: new RegExp(MARIA.name) })).toBeVisible();
  // One task, as a fast hand's keys: Enter picks, and the width takes the focus before a frame is drawn.
  // A string: the e2e tsconfig has no DOM types (as expectShipFits in support/desk.ts).
  await page.evaluate(`(() => {
    const box = document.querySelector('[role="combobox"]');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    document.querySelector('[data-testid="parcel-panel"] input[name="width"]').focus();
  })()`);
  await expect(page.getByTestId('chosen-recipient')).toContainText(MARIA.name);
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  await expect(page.getByTestId('parcel-panel').getByLabel('Largura')).toBeFocused();
});
