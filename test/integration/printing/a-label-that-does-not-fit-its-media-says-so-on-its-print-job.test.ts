// Issue 16.2: what the conversion notes reaches the operator. A 4 × 6 in label (101.6 × 152.4 mm)
// queued for a ZPL printer with 100 × 150 mm media prints at true size over TCP to a real
// listener, and its print job's view (what the label screen and the print history show) says
// that 0.8 mm of each side fell off; a page scaled down because the operator allowed it says by
// how much; a label that fits says nothing, and sending a job again to such a printer clears
// the note of the printer before. Real parts: the printing service, its SQLite queue, the
// thermal engine's worker, a TCP listener.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Printing, toPrintJobView, type PrinterTarget, type PrintingSettings } from '../../../electron/main/printing';
import { closeThermalEngine } from '../../../electron/main/thermal';
import { translate } from '../../../electron/shared/messages';
import { decodeLabels } from '../../support/label-decoders';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { rawProfile } from '../../support/profiles';

const PT = 72 / 25.4;
let listener: PrintListener;
let dataDir: string;
let settings: PrintingSettings = { routing: {}, networkPrinters: [] };
let printing: Printing;
let printer: PrinterTarget;

/** A label page of this size with a 10 mm black square 20 mm from its top-left corner. */
async function labelPdf(widthMm: number, heightMm: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([widthMm * PT, heightMm * PT]);
  page.drawRectangle({ x: 20 * PT, y: (heightMm - 30) * PT, width: 10 * PT, height: 10 * PT, color: rgb(0, 0, 0) });
  return doc.save();
}

beforeAll(async () => {
  listener = await startPrintListener();
  printer = { kind: 'network', host: '127.0.0.1', port: listener.port };
  dataDir = await mkdtemp(join(tmpdir(), 'notes-'));
  printing = new Printing({
    platform: 'linux',
    dataDir,
    settings: { read: () => settings, write: (next) => (settings = next) },
    queue: { retry: { maxAttempts: 1, delayMs: () => 100 } },
    statusTimeoutMs: 1_000,
  });
  expect(printing.settings.route('label', printer).ok).toBe(true);
}, 30_000);

afterAll(async () => {
  printing?.close();
  await closeThermalEngine();
  await listener?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function print(bytes: Uint8Array) {
  const before = (await listener.jobs()).length;
  const queued = printing.printRouted('label', { contentType: 'application/pdf', bytes, labelId: 'L-1' });
  if (!queued.ok) throw new Error(JSON.stringify(queued.error));
  const job = await printing.queue.settled(queued.value.job.id);
  expect(job, JSON.stringify(job.lastError)).toMatchObject({ status: 'done' });
  const received = (await listener.waitForJobs(before + 1, 20_000))[before]!;
  return { job, received };
}

describe('a label printed on a raw printer whose media it does not match', () => {
  it('a 4 × 6 in label on 100 × 150 mm media prints at true size and its job view says 0.8 mm of each side fell off', async () => {
    expect(printing.settings.setProfile(printer, rawProfile('zpl', 203)).ok).toBe(true);
    const { job, received } = await print(await labelPdf(101.6, 152.4));
    const [label] = decodeLabels('zpl', received);
    expect(label).toMatchObject({ width: 800, height: 1200 });
    const view = toPrintJobView(job);
    expect(view.notes).toEqual([
      { key: 'printing.noteOverhang', params: { width: 101.6, height: 152.4, sideMm: 0.8, endMm: 1.2 } },
    ]);
    expect(translate(view.notes![0]!, 'pt-BR')).toBe(
      'Página de 101,6 × 152,4 mm impressa em tamanho real: 0,8 mm de cada lado e 1,2 mm em cima e embaixo ficam fora da etiqueta.',
    );
    // The note is the job's, read back from the queue's file (what a restart or the history sees).
    expect(printing.queue.get(job.id)?.notes).toEqual(view.notes);
  }, 30_000);

  it('an A5 page on a printer whose operator allowed scaling says it was scaled to 68%', async () => {
    expect(printing.settings.setProfile(printer, { ...rawProfile('zpl', 203), scaleToFit: true }).ok).toBe(true);
    const { job } = await print(await labelPdf(148, 210));
    expect(toPrintJobView(job).notes).toEqual([{ key: 'printing.noteScaled', params: { percent: 68 } }]);
    expect(translate(toPrintJobView(job).notes![0]!, 'en')).toBe('Scaled to 68% to fit the label.');
  }, 30_000);

  it('a 100 × 150 mm label says nothing, and the 4 × 6 in label printed again on 4 × 6 in media says nothing either', async () => {
    expect(printing.settings.setProfile(printer, rawProfile('zpl', 203)).ok).toBe(true);
    const { job } = await print(await labelPdf(100, 150));
    expect(toPrintJobView(job)).not.toHaveProperty('notes');

    const { job: over } = await print(await labelPdf(101.6, 152.4));
    expect(over.notes).toHaveLength(1);
    const media = { widthMm: 101.6, heightMm: 152.4, sensing: 'gap' } as const;
    expect(printing.settings.setProfile(printer, { ...rawProfile('zpl', 203), media }).ok).toBe(true);
    const before = (await listener.jobs()).length;
    const again = printing.queue.reprint(over.id);
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    const reprinted = await printing.queue.settled(again.value.id);
    expect(reprinted).toMatchObject({ status: 'done', reprintOf: over.id, notes: [] });
    await listener.waitForJobs(before + 1, 20_000);
  }, 30_000);
});
