// Issue 13.6: no English sentence built in main reaches a pt-BR screen, and the station's words
// are never quoted as someone else's. A damaged PDF (cut short: MuPDF finds no objects in it)
// queued for a ZPL network printer fails at conversion, and the print job's error says, by
// message keys the page translates, what went wrong for that printer and the engine's reason;
// MuPDF's own words are quoted as the system's, never as the printer's or the server's. Read
// back from the queue's file it is the same. Real parts: the printing service, its SQLite queue,
// the thermal engine's worker (real MuPDF), a TCP listener that must receive nothing.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { printFailure, type Printing, type PrinterTarget } from '../../../electron/main/printing';
import { closeThermalEngine } from '../../../electron/main/thermal';
import { isSaid, isStationMessageKey, en, translate, type Said } from '../../../electron/shared/messages';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { startTestPrinting, type TestPrinting } from '../../support/printing-service';
import { rawProfile } from '../../support/profiles';

let listener: PrintListener;
let station: TestPrinting;
let printing: Printing;
let printer: PrinterTarget;

beforeAll(async () => {
  listener = await startPrintListener();
  printer = { kind: 'network', host: '127.0.0.1', port: listener.port };
  station = await startTestPrinting({ maxAttempts: 1 });
  printing = station.printing;
  expect(printing.settings.route('label', printer).ok).toBe(true);
  expect(printing.settings.setProfile(printer, rawProfile('zpl', 203)).ok).toBe(true);
}, 30_000);

afterAll(async () => {
  await station?.close();
  await closeThermalEngine();
  await listener?.close();
});

/** Every Said in a Said, the outer one first (a reason inside a sentence is a Said parameter). */
const saidsIn = (message: Said): Said[] => [
  message,
  ...Object.values(message.params ?? {}).flatMap((value) => (isSaid(value) ? saidsIn(value) : [])),
];

/** The English catalogue's fixed words (each text up to its first parameter), to find one quoted. */
function englishSentences(node: object = en.station): string[] {
  return Object.values(node).flatMap((value) =>
    typeof value === 'string'
      ? [value.split('{{')[0]!.trim()].filter((text) => text.length >= 12)
      : englishSentences(value as object),
  );
}

it('a damaged PDF for a ZPL network printer fails with keys said in pt-BR and English, and MuPDF quoted as the system', async () => {
  const whole = await (await PDFDocument.create()).save();
  const damaged = whole.slice(0, 16); // "%PDF-1.7\n%…": the header, nothing after it
  const queued = printing.printRouted('label', { contentType: 'application/pdf', bytes: damaged, labelId: 'L-1' });
  if (!queued.ok) throw new Error(JSON.stringify(queued.error));
  const job = await printing.queue.settled(queued.value.job.id);

  expect(job).toMatchObject({
    status: 'failed',
    lastError: {
      kind: 'unsupported',
      said: {
        key: 'printing.conversionFailed',
        params: {
          problem: { key: 'printing.convertUnreadable', params: { name: `127.0.0.1:${listener.port}` } },
          reason: { key: 'thermal.pdfUnreadable' },
        },
      },
      quoted: { source: 'system' },
    },
  });
  const error = job.lastError!;
  for (const part of saidsIn(error.said)) {
    expect(isStationMessageKey(part.key), part.key).toBe(true);
    expect(translate(part, 'pt-BR'), part.key).not.toBe(translate(part, 'en'));
  }
  const ptBR = translate(error.said, 'pt-BR');
  expect(ptBR).toMatch(
    /^O documento não pôde ser lido para imprimir em "127\.0\.0\.1:\d+".* Motivo: o PDF não pôde ser aberto/,
  );
  expect(ptBR).not.toMatch(/\{\{|could not|the PDF/);
  expect(translate(error.said, 'en')).toMatch(/ Reason: the PDF could not be opened/);

  // MuPDF's words, as it said them; no sentence of the station's among them.
  expect(error.quoted!.lines.length).toBeGreaterThan(0);
  const sentences = englishSentences();
  for (const line of error.quoted!.lines)
    expect(
      sentences.filter((sentence) => line.includes(sentence)),
      line,
    ).toEqual([]);

  // The page gets the same words under the same heading, and the queue's file reads back the same.
  expect(printFailure(error)).toMatchObject({ said: error.said, quoted: { source: 'system' } });
  expect(printing.queue.get(job.id)?.lastError).toEqual(error);
  expect(await listener.jobs()).toEqual([]);
}, 30_000);
