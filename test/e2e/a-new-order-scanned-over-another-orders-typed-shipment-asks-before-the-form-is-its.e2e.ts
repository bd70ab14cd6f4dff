// In Chromium through the browser host, with the training server: scan PED-3000, pick a recipient,
// type 33×22×11 cm and 3 kg, then F2 and scan PED-4000 (a wedge scanner at 5 ms a key). The form
// never becomes PED-4000 with PED-3000's recipient and parcel: the ship screen asks what Alt+N
// asks ("Descartar o que foi digitado?"), "Continuar editando" keeps PED-3000 as typed, and
// "Descartar" starts the scanned order on a fresh form.
import { expect, test } from '@playwright/test';
import { createRecipientInline, fillBox, MARIA, screen } from './support/desk';
import { scanKeys } from './support/scanner';
import { openLoja, useSandboxHost } from './support/stack';

const stack = useSandboxHost();

test('a new order scanned over another order typed and not bought asks before the form is its own', async ({
  page,
}) => {
  await openLoja(page, stack.host);
  const order = page.getByLabel('Pedido (opcional)');
  const weight = page.getByTestId('parcel-panel').getByLabel('Peso');
  await page.keyboard.press('F2');
  await scanKeys(page, 'PED-3000');
  await expect(order).toHaveValue('PED-3000');
  await createRecipientInline(page, MARIA);
  await fillBox(page, { length: '33', width: '22', height: '11', weight: '3' });

  await page.keyboard.press('F2');
  await scanKeys(page, 'PED-4000');
  const ask = page.getByTestId('scan-over-work-ask');
  await expect(ask.getByTestId('dialog-discard')).toContainText('Descartar o que foi digitado?');
  await expect(ask).toContainText(
    'Foi lido o pedido PED-4000, mas o envio do pedido PED-3000 (destinatário, pacote, nota) ainda não foi comprado: começar o pedido PED-4000 o apaga.',
  );
  await expect(ask.getByRole('button', { name: 'Continuar editando' })).toBeFocused();
  await expect(order).toHaveValue('PED-3000');
  await screen(page, 'scan-over-typed-work-asks');

  // Enter on "Continuar editando": PED-3000 as typed, PED-4000 nowhere.
  await page.keyboard.press('Enter');
  await expect(ask).toHaveCount(0);
  await expect(order).toHaveValue('PED-3000');
  await expect(page.getByTestId('chosen-recipient')).toContainText(MARIA.name);
  await expect(weight).toHaveValue('3');

  // The next box's order (main ignores the same code read twice in a row), "Descartar": a fresh
  // form for PED-5000.
  await page.keyboard.press('F2');
  await scanKeys(page, 'PED-5000');
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(ask).toHaveCount(0);
  await expect(order).toHaveValue('PED-5000');
  await expect(page.getByTestId('chosen-recipient')).toHaveCount(0);
  await expect(weight).toHaveValue('');
});
