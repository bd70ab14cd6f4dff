// Desk-speed steps the e2e tests share: calling the station the page itself talks to (for a test's
// setup and for reading back what main holds: a label's bytes, a batch's rows), typing into
// Settings → presets and rule, and catching a file the page saves.
import { expect, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { RIO } from '../../support/addresses';

/** Calls window.station.<domain>.<method>(input) in the page and returns its value (throws on a failure Result). */
export async function stationCall<T>(page: Page, method: string, input?: unknown): Promise<T> {
  const [domain, name] = method.split('.');
  const argument = input === undefined ? '' : JSON.stringify(input);
  const result = (await page.evaluate(`window.station.${domain}.${name}(${argument})`)) as {
    ok: boolean;
    value?: T;
    error?: unknown;
  };
  if (!result.ok) throw new Error(`${method} failed: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

/** The bytes main keeps for a bought label (the same file the printer was sent). */
export async function labelBytes(page: Page, labelId: string): Promise<Buffer> {
  const file = await stationCall<{ base64: string }>(page, 'labels.file', { labelId });
  return Buffer.from(file.base64, 'base64');
}

/** Clicks something that makes the page save a file, and returns the file's name and bytes. */
export async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

export interface PresetInput {
  name: string;
  format?: 'Envelope' | 'Caixa' | 'Cilindro';
  dims: Record<string, string>;
  weight: string;
}

/** Settings → Pacotes salvos → Novo pacote, filled and saved; the list then shows it. */
export async function addPreset(page: Page, preset: PresetInput): Promise<void> {
  const panel = page.getByTestId('presets-panel');
  await panel.getByTestId('preset-new').click();
  const form = panel.getByTestId('preset-form');
  await form.getByLabel('Nome').fill(preset.name);
  await form.getByLabel('Peso habitual').fill(preset.weight);
  if (preset.format) await form.getByTestId('preset-format').getByText(preset.format, { exact: true }).click();
  for (const [label, value] of Object.entries(preset.dims)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByTestId('preset-save').click();
  await expect(panel.getByTestId('preset-line').filter({ hasText: preset.name })).toHaveCount(1);
}

/** Where the e2e parcels go: Rio de Janeiro, valid CPF and a real CEP. */
export { RIO };
