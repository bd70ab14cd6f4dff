// A batch at the desk: the CSV template downloads and imports cleanly; a 20-row file with two bad
// rows shows both errors (line, column, reason) before anything is spent; started, paused and
// resumed, it prints the 18 good labels, and the printer gets them in the CSV's order, each byte
// for byte the label main bought for that row. The day's summary and the audit log account for
// every one of them, and both save their files from the page.
import { expect, test } from '@playwright/test';
import {
  BATCH_CSV_COLUMNS,
  BATCH_RECIPIENT_COLUMNS,
  type BatchView,
  type BatchSummaryView,
} from '../../electron/shared/desk';
import { TEMPLATE_EXAMPLES } from '../../renderer/src/features/batch/template';
import { screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';
import { isPdf, printedExactlyAt, printedLabel } from './support/printer';
import { download, stationCall } from './support/speed';

const desk = useDeskStack({ printerPrefix: 'SS-BATCH' });

/** The template's first two example recipients (Rio, Belo Horizonte), as a spreadsheet writes them. */
const PEOPLE = TEMPLATE_EXAMPLES.slice(0, 2).map((example) =>
  Object.fromEntries(BATCH_RECIPIENT_COLUMNS.flatMap((c) => (example[c] ? [[c, example[c]]] : []))),
);

/**
 * 20 orders as a spreadsheet in Brazil saves them, in the importer's own column list (the one the
 * template offers); row 6 has a CEP with a letter, row 14 a preset nobody saved.
 */
function twentyRows(): string {
  const rows = Array.from({ length: 20 }, (_, i) => {
    const n = i + 1;
    const p = PEOPLE[n % 2]!;
    const row: Record<string, string> = {
      externalRef: `LOTE-${String(n).padStart(3, '0')}`,
      ...p,
      format: '2',
      lengthCm: '20',
      widthCm: '15',
      heightCm: '10',
      weightKg: `${1 + (n % 5) / 10}`.replace('.', ','),
      declaredValue: '100,00',
    };
    if (n === 6) row.zip = '2004-0002X';
    if (n === 14) Object.assign(row, { preset: 'Caixa G', format: '', lengthCm: '', widthCm: '', heightCm: '' });
    return BATCH_CSV_COLUMNS.map((c) => row[c] ?? '').join(';');
  });
  return [BATCH_CSV_COLUMNS.join(';'), ...rows].join('\r\n');
}

test('a 20-row batch with two bad rows shows both errors, then prints 18 labels in CSV order', async ({ page }) => {
  test.setTimeout(180_000);
  const keys = page.keyboard;
  await openDesk(page, desk);
  await keys.press('Alt+6');
  await expect(page.getByRole('heading', { name: 'Importar pedidos (CSV)' })).toBeVisible();
  await screen(page, '40-batch-empty');

  // The template: every column the importer reads, and example orders that pass its checks.
  const template = await download(page, () => page.getByTestId('batch-template').click());
  expect(template.name).toBe('modelo-lote.csv');
  const text = template.bytes.toString('utf8').replace(/^\uFEFF/, '');
  expect(text.split('\r\n')[0]).toMatch(/^externalRef;recipientKey;name;.*;weightKg;.*;products;tipoDace$/);
  await page
    .getByTestId('batch-file')
    .setInputFiles({ name: 'modelo-lote.csv', mimeType: 'text/csv', buffer: template.bytes });
  await expect(page.getByTestId('batch-counts')).toHaveText('3 linhas válidas');
  await expect(page.getByTestId('batch-errors')).toHaveCount(0);
  await screen(page, '41-batch-template-checked');
  await page.getByTestId('batch-discard').click();
  await expect(page.getByTestId('batch-detail')).toHaveCount(0);

  // The 20 orders: two refused rows, named by line and column, and nothing spent.
  const before = (await desk.sandbox.admin.wallets()).find(
    (w) => w.lojaId === 'a0000000-0000-4000-8000-000000000001',
  )!.balanceCents;
  await page
    .getByTestId('batch-file')
    .setInputFiles({ name: 'pedidos-20.csv', mimeType: 'text/csv', buffer: Buffer.from(twentyRows(), 'utf8') });
  const detail = page.getByTestId('batch-detail');
  await expect(detail).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('batch-counts')).toContainText('18 linhas válidas');
  await expect(page.getByTestId('batch-counts')).toContainText('2 com erro');
  const errors = page.getByTestId('batch-error');
  await expect(errors).toHaveCount(2);
  await expect(errors.nth(0)).toHaveAttribute('data-line', '7');
  await expect(errors.nth(0)).toContainText('LOTE-006');
  await expect(errors.nth(0)).toContainText('zip');
  await expect(errors.nth(0)).toContainText('deve ter 8 dígitos');
  await expect(errors.nth(1)).toHaveAttribute('data-line', '15');
  await expect(errors.nth(1)).toContainText('LOTE-014');
  await expect(errors.nth(1)).toContainText('preset');
  await expect(errors.nth(1)).toContainText('Caixa G');
  await expect(page.getByTestId('batch-row')).toHaveCount(20);
  await expect(page.locator('[data-testid="batch-row"][data-state="invalid"]')).toHaveCount(2);
  await screen(page, '42-batch-errors');
  expect(
    (await desk.sandbox.admin.wallets()).find((w) => w.lojaId === 'a0000000-0000-4000-8000-000000000001')!.balanceCents,
  ).toBe(before);
  expect(await desk.printer.listener.jobs()).toHaveLength(0);

  // Start, pause (the rows in flight finish, nothing new starts), resume.
  await desk.sandbox.admin.faults({ latencyMs: 120 });
  await page.getByTestId('batch-start').click();
  await expect(detail).toHaveAttribute('data-state', /running|pausing|paused|finished/);
  await page.getByTestId('batch-pause').click();
  await expect(detail).toHaveAttribute('data-state', 'paused', { timeout: 60_000 });
  const paused = Number(await page.getByTestId('batch-progress').getAttribute('data-done'));
  await screen(page, '43-batch-paused');
  // 'paused' is written only once the run has ended (no row in flight, none taken after the
  // pause): the labels of the rows done by then reach the printer, and not one more.
  await printedExactlyAt(page, desk.printer, paused);
  expect(Number(await page.getByTestId('batch-progress').getAttribute('data-done'))).toBe(paused);
  await desk.sandbox.admin.faults({ latencyMs: 0 });
  await page.getByTestId('batch-resume').click();
  await expect(detail).toHaveAttribute('data-state', 'finished', { timeout: 120_000 });
  await expect(page.getByTestId('batch-progress')).toHaveAttribute('data-done', '18');
  await expect(page.locator('[data-testid="batch-row"][data-state="printed"]')).toHaveCount(18);
  await expect(page.getByTestId('batch-list')).toContainText('pedidos-20.csv');
  await screen(page, '44-batch-finished');

  // At the printer: 18 labels, in CSV order, each exactly the label bought for its row.
  const jobs = await printedExactlyAt(page, desk.printer, 18);
  const [summary] = await stationCall<BatchSummaryView[]>(page, 'desk.batches');
  const batch = await stationCall<BatchView>(page, 'desk.batchStatus', { batchId: summary!.batchId });
  const printed = batch.rows.filter((r) => r.state === 'printed').sort((a, b) => a.index - b.index);
  expect(printed.map((r) => r.externalRef)).toEqual(
    Array.from({ length: 20 }, (_, i) => `LOTE-${String(i + 1).padStart(3, '0')}`).filter(
      (ref) => ref !== 'LOTE-006' && ref !== 'LOTE-014',
    ),
  );
  // Each job is ZPL for the ZD220 (converted from the server's PDF) at 100 × 150 mm, and its
  // Code 128 reads as the tracking code of its row.
  for (const [i, row] of printed.entries()) {
    const label = await printedLabel(jobs[i]!);
    expect(Math.abs(label.widthMm - 100)).toBeLessThanOrEqual(1);
    expect(Math.abs(label.heightMm - 150)).toBeLessThanOrEqual(1);
    expect(label.code128, `job ${i + 1} is the label of ${row.externalRef}`).toBe(row.trackingCode);
  }
  const charged = printed.reduce((sum, r) => sum + (r.priceCents ?? 0), 0);
  expect(
    before -
      (await desk.sandbox.admin.wallets()).find((w) => w.lojaId === 'a0000000-0000-4000-8000-000000000001')!
        .balanceCents,
  ).toBe(charged);

  // The day's summary: the 18 labels and their total; the pickup list saves as a PDF.
  await keys.press('Alt+7');
  await expect(page.getByTestId('day-count')).toHaveText('18');
  await expect(page.getByTestId('day-row')).toHaveCount(18);
  await expect(page.getByTestId('day-table')).toContainText(printed[0]!.trackingCode!);
  await screen(page, '45-day-summary');
  const pdf = await download(page, () => page.getByTestId('day-save-pdf').click());
  expect(isPdf(pdf.bytes)).toBe(true);
  expect(pdf.name).toMatch(/\.pdf$/);

  // The audit log: a charge per label, filtered, paged, exported as CSV.
  await keys.press('Alt+8');
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await page.getByTestId('audit-kind').getByText('Cobrança', { exact: true }).click();
  await expect(page.getByTestId('audit-total')).toHaveText('18 registros');
  await expect(page.locator('[data-testid="audit-row"][data-kind="charge"]')).toHaveCount(18);
  await screen(page, '46-audit');
  const csv = await download(page, () => page.getByTestId('audit-export').click());
  const lines = csv.bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(19); // header + 18 charges
});
