// Issue 17, point 14, through the UI at 1366×768: from the label screen and from its print
// history the operator saves the label as a PDF and opens the folder. The path rule (no save
// dialog in the browser host): the station's data folder, <data>/etiquetas/etiqueta-<tracking>.pdf;
// the page downloads the same bytes too. This machine has no desktop, so the desktop's opener
// (xdg-open) is a stand-in script on the host's PATH, with a DISPLAY named for it, that records the
// folder it was asked to open.
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { until } from '../support/until';
import { buyWithNfe, MARIA, quoteBox, screen } from './support/desk';
import { openDesk, useDeskStack } from './support/stack';

let opener: string;
const originalPath = process.env.PATH;

test.beforeAll(async () => {
  opener = await mkdtemp(join(tmpdir(), 'xdg-open-'));
  await writeFile(join(opener, 'xdg-open'), `#!/bin/sh\nprintf '%s\\n' "$1" >> '${join(opener, 'opened.txt')}'\n`);
  await chmod(join(opener, 'xdg-open'), 0o755);
  process.env.PATH = `${opener}:${originalPath}`;
  // The opener runs only in a desktop session; the stand-in script needs no real display.
  process.env.DISPLAY = ':17';
});
// Registered after the opener's hook, so the host starts with the stand-in on its PATH.
const stack = useDeskStack({ printerPrefix: 'SS-File' });
test.afterAll(async () => {
  process.env.PATH = originalPath;
  delete process.env.DISPLAY;
  await rm(opener, { recursive: true, force: true });
});

test('a bought label is saved as a PDF in the station folder, from the label screen and its history, and the folder opens', async ({
  page,
}) => {
  const { host, printer } = stack;
  await openDesk(page, stack);
  await quoteBox(page, MARIA, { length: '20', width: '15', height: '10', weight: '1,2', declared: '100' });
  const trackingCode = await buyWithNfe(page);
  await printer.listener.waitForJobs(1, 30_000);
  await page.getByRole('button', { name: 'Ver etiqueta' }).click();

  const expected = join(host.dataDir, 'etiquetas', `etiqueta-${trackingCode}.pdf`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('label-save-file-preview').click(),
  ]);
  await expect(page.getByTestId('label-file-status')).toHaveText(
    `Etiqueta salva em ${expected} (e baixada pelo navegador).`,
  );
  const saved = await readFile(expected);
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toBe(`etiqueta-${trackingCode}.pdf`);
  expect((await readFile(await download.path())).equals(saved)).toBe(true);
  await screen(page, '17-14-label-saved-as-pdf');

  // From the print history: the same file again, then the folder opens on the desk.
  await rm(expected);
  await page.getByTestId('label-save-file-history').click();
  await until(
    () =>
      readFile(expected).then(
        () => true,
        () => false,
      ),
    { what: 'the label file', timeoutMs: 10_000 },
  );
  expect((await readFile(expected)).equals(saved)).toBe(true);
  await page.getByTestId('label-open-folder-history').click();
  await expect(page.getByTestId('label-file-status')).toHaveText(`Pasta aberta: ${join(host.dataDir, 'etiquetas')}`);
  expect((await readFile(join(opener, 'opened.txt'), 'utf8')).trim()).toBe(join(host.dataDir, 'etiquetas'));
  // Nothing was printed by saving: one label, one job.
  expect(await printer.listener.jobs()).toHaveLength(1);
});
