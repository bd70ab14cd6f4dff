// Scan-to-print at the desk: F2 (from any screen) puts the focus in the header's scan field; a
// keyboard-wedge scanner types the order reference and Enter. A known order reprints its label
// once, byte for byte what was printed before (its label came out seconds ago, so the station
// asks first, issue 29.5); the scanner firing again within two seconds prints nothing and says
// so; an unknown reference opens the ship screen with the order filled in.
import { expect, test } from '@playwright/test';
import type { ShipResult } from '../../electron/shared/desk';
import { expectAllTexts, screen } from './support/desk';
import { CAIXA_P } from '../support/parcels';
import { openDesk, useDeskStack } from './support/stack';
import { printedExactlyAt, printedLabel } from './support/printer';
import { RIO, stationCall } from './support/speed';
import { answerAnotherCopy } from './support/reprint';
import { scanKeys } from './support/scanner';

const desk = useDeskStack({ printerPrefix: 'SS-SCAN' });

test('a scanned order reference reprints its label exactly once, and a new one starts a shipment', async ({ page }) => {
  const keys = page.keyboard;
  await openDesk(page, desk);

  // An order shipped earlier at this desk (set up through the station itself).
  await stationCall(page, 'desk.savePreset', CAIXA_P);
  const shipped = await stationCall<ShipResult>(page, 'desk.oneKeyShip', {
    externalRef: 'PED-77',
    recipient: RIO,
    presetKey: 1,
  });
  if (shipped.kind !== 'shipped') throw new Error(`setup did not ship: ${JSON.stringify(shipped)}`);
  const [original] = await desk.printer.listener.waitForJobs(1, 30_000);
  // The label, converted to ZPL for the ZD220: its Code 128 reads as the tracking code.
  expect((await printedLabel(original!)).code128).toBe(shipped.emission.trackingCode);

  // From another screen: F2, then the scanner's characters and Enter.
  await keys.press('Alt+3');
  await expect(page.getByRole('heading', { name: 'Por código' })).toBeVisible();
  await keys.press('F2');
  const field = page.getByTestId('scan-input');
  await expect(field).toBeFocused();
  await scanKeys(page, 'PED-77');
  await answerAnotherCopy(page, true);
  const notice = page.getByTestId('scan-result');
  await expect(notice).toHaveAttribute('data-kind', 'reprinted');
  await expect(notice).toContainText('Etiqueta reimpressa');
  await expect(notice).toContainText(shipped.emission.trackingCode);
  await expect(notice).toContainText('Pedido PED-77');
  await expect(field).toBeFocused(); // ready for the next parcel (the question gave the focus back)
  await expect(field).toHaveValue('');
  await screen(page, '36-scan-reprinted');

  // The scanner fires twice: the second read is ignored, and the desk says so.
  await scanKeys(page, 'PED-77');
  await expect(notice).toHaveAttribute('data-kind', 'repeat-ignored');
  await expect(notice).toContainText('Leitura repetida ignorada');
  await screen(page, '37-scan-repeat-ignored');

  // The label and one reprint, for good: the station and CUPS have nothing more for the printer.
  const jobs = await printedExactlyAt(page, desk.printer, 2);
  expect(Buffer.compare(jobs[1]!, original!)).toBe(0);

  // An order this desk does not know: the ship screen opens with it in "Pedido".
  await keys.press('F2');
  await scanKeys(page, 'PED-NEW-9');
  await expect(notice).toHaveAttribute('data-kind', 'new-order');
  await expect(page.getByLabel('Pedido (opcional)')).toHaveValue('PED-NEW-9');
  await expect(page.getByRole('combobox', { name: /Buscar destinatário/ })).toBeFocused();
  await screen(page, '38-scan-new-order');

  // The keys are listed where the operator looks for them.
  await keys.press('F1');
  const help = page.getByTestId('help-overlay');
  await expectAllTexts(help, ['F2 · /', 'F9', '1 … 9', 'Alt+1 … Alt+8']);
  await screen(page, '39-shortcuts-overlay');
  expect(await desk.printer.listener.jobs()).toHaveLength(2);
});
