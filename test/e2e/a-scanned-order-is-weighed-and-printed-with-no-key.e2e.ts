// Weigh on scan at the desk (issue 18): the scale is a Toledo simulator on a real pty pair, set up
// in Settings like an operator would (port, protocol, weigh on scan); on the ship screen the
// recipient and the preset are chosen, the order's barcode is scanned, the stable weight arrives,
// and the label's bytes reach the printer with no key pressed; the audit CSV carries the scale
// reading that label was bought with. An unstable scale waits, says why, and buys nothing.
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { startScaleSimulator, type ScaleSimulator } from '../support/scale-simulator';
import { createRecipientInline, MARIA, nextShipmentTo, NFE_KEY, screen } from './support/desk';
import { CAIXA_P } from '../support/parcels';
import { openDesk, useDeskStack } from './support/stack';
import { printedExactlyAt, printedLabel } from './support/printer';
import { stationCall } from './support/speed';

const desk = useDeskStack({ printerPrefix: 'SS-SCALE' });
let sim: ScaleSimulator;

test.beforeAll(async () => {
  sim = await startScaleSimulator({ protocol: 'toledo', display: { grams: 1834 } });
});
test.afterAll(async () => {
  await sim?.close();
});

test('a scanned order is weighed on the scale and its label printed with no key; an unstable scale buys nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const keys = page.keyboard;
  await openDesk(page, desk);
  await stationCall(page, 'desk.savePreset', CAIXA_P);

  // Settings → the scale on its port, Toledo, and weigh on scan with a 3-second wait.
  await keys.press('Alt+5');
  const scale = page.getByTestId('scale-settings');
  await expect(scale.getByTestId('scale-current')).toHaveText('Sem balança: o peso é digitado.');
  await scale.getByTestId('scale-kind').selectOption('serial');
  await scale.getByTestId('scale-port').fill(sim.devicePath);
  await scale.getByTestId('scale-protocol').selectOption('toledo');
  await scale.getByTestId('scale-save').click();
  await expect(scale.getByTestId('scale-current')).toContainText('1,834 kg · estável', { timeout: 10_000 });
  await scale.getByTestId('weigh-on-scan').click(); // saved in main first, then shown checked
  await scale.getByTestId('weigh-timeout').fill('3');
  await expect(scale.getByTestId('weigh-on-scan')).toBeChecked();
  await screen(page, '60-settings-scale');

  // Ship: the live weight by the weight field; recipient, preset 1 (its chip), the NF-e; then only the scan.
  await keys.press('Alt+1');
  await expect(page.getByTestId('scale-weight')).toHaveText('1,834 kg');
  await expect(page.getByTestId('scale-mark')).toContainText('estável');
  await createRecipientInline(page, MARIA);
  // The focus goes on to the weight (digits typed now are a weight); the box comes from its chip.
  await expect(page.getByTestId('parcel-panel').getByLabel('Peso')).toBeFocused();
  await page.getByTestId('preset-1').click();
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await keys.press('F2');
  await keys.type('PED-PESO-1');
  await keys.press('Enter');

  await expect(page.getByTestId('buy-ready')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('scan-weighed')).toContainText('PED-PESO-1');
  await expect(page.getByTestId('parcel-panel').getByLabel('Peso')).toHaveValue('1,834');
  await expect(page.getByTestId('weight-source')).toHaveAttribute('data-source', 'scale');
  const [job] = await desk.printer.listener.waitForJobs(1, 30_000);
  const [bought] = await stationCall<Array<{ labelId: string; externalRef: string; trackingCode: string }>>(
    page,
    'desk.recentShipments',
    { limit: 1 },
  );
  expect(bought).toMatchObject({ externalRef: 'PED-PESO-1' });
  // The desk's printer is a ZPL-only ZD220: the label arrives converted, its Code 128 the tracking code.
  expect((await printedLabel(job!)).code128).toBe(bought!.trackingCode);
  await screen(page, '61-ship-weighed-on-scan');

  // The audit CSV: the charge carries the scale's reading (device and time) and the box.
  const { csv } = await stationCall<{ csv: string }>(page, 'desk.auditCsv', { kind: 'charge' });
  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  expect(rows.find((r) => r.externalRef === 'PED-PESO-1')).toMatchObject({
    weightGrams: '1834',
    weightSource: 'scale',
    scaleDevice: `${sim.devicePath} (Toledo ENQ)`,
    dimensions: '20x15x10 cm',
  });
  expect(rows[0]!.scaleReadAt).toMatch(/^\d{4}-\d\d-\d\dT/);

  // The next parcel rocks on the scale: the scan waits, says why, and nothing is bought.
  sim.show({ status: 'unstable' });
  await nextShipmentTo(page, MARIA);
  await expect(page.getByTestId('parcel-panel').getByLabel('Peso')).toBeFocused();
  await page.getByTestId('preset-1').click();
  await page.getByLabel('Chave de acesso da NF-e').fill(NFE_KEY);
  await expect(page.getByTestId('scale-mark')).toHaveCount(0);
  await expect(page.getByTestId('scale-weight')).toHaveText('Peso instável: espere a balança parar');
  await keys.press('F2');
  await keys.type('PED-PESO-2');
  await keys.press('Enter');
  await expect(page.getByTestId('scan-weighing')).toContainText('Peso instável');
  const refused = page.getByTestId('scan-result');
  await expect(refused).toHaveAttribute('data-kind', 'error', { timeout: 10_000 });
  await expect(refused).toContainText('A balança não deu um peso para usar');
  await expect(refused).toContainText('Nenhum peso estável em 3 s');
  await screen(page, '62-ship-unstable-scale-buys-nothing');
  // Still the one label, for good: the station has nothing more for the printer.
  await printedExactlyAt(page, desk.printer, 1);
  const recent = await stationCall<Array<{ externalRef: string }>>(page, 'desk.recentShipments', { limit: 5 });
  expect(recent.map((s) => s.externalRef)).not.toContain('PED-PESO-2');
});
