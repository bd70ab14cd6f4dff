// Issue 28.6: a 3.6 KB PDF of nested drawings keeps MuPDF busy for minutes (nearly 8 on this
// machine). Each conversion has a deadline (here 1 s, through the pool's option, not a sleep):
// at it the job is answered `timed-out` with its reason, and its worker is ended, so the label
// queued right behind it converts in a fresh worker at once instead of waiting for minutes. A
// job's deadline counts from the moment the worker has it, not while it waits its turn.
import { PDFDocument, rgb } from 'pdf-lib';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { ConversionPool } from '../../../electron/main/thermal';
import { printerProfileSchema } from '../../../electron/shared/printer-profile';
import { translate } from '../../../electron/shared/messages/translate';
import type { Said } from '../../../electron/shared/messages';
import { decodeLabels } from '../../support/label-decoders';
import { nestedDrawingsPdf } from '../../support/hostile-documents';

const profile = printerProfileSchema.parse({
  language: 'epl2',
  dpi: 203,
  media: { widthMm: 100, heightMm: 150, sensing: 'gap' },
});

let label: Uint8Array;
beforeAll(async () => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([283.46, 425.2]); // 100 × 150 mm
  page.drawRectangle({ x: 20, y: 20, width: 100, height: 100, color: rgb(0, 0, 0) });
  label = await doc.save();
});

let pool: ConversionPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

const dotsOf = (bytes: Uint8Array) => {
  const [image] = decodeLabels('epl2', bytes);
  return { width: image?.width, height: image?.height };
};

it('answers timed-out at the deadline, ends the worker, and the label queued behind converts at once', async () => {
  pool = new ConversionPool({ deadlineMs: 1_000 });
  await pool.convert(label, profile); // a warm worker: the hostile job is its next message
  const hostile = nestedDrawingsPdf(6, 10);
  expect(hostile.length).toBeLessThan(4_000);

  const started = performance.now();
  const hostileDone = pool.convert(hostile, profile).then((result) => ({ result, ms: performance.now() - started }));
  const nextDone = pool.convert(label, profile).then((result) => ({ result, ms: performance.now() - started }));
  const [stopped, next] = await Promise.all([hostileDone, nextDone]);

  expect(stopped.result).toEqual({
    ok: false,
    error: { kind: 'timed-out', said: { key: 'thermal.conversionTimedOut', params: { seconds: 1 } } },
  });
  expect(stopped.ms).toBeGreaterThanOrEqual(990);
  expect(stopped.ms).toBeLessThan(10_000);
  const reason = (stopped.result.ok ? undefined : stopped.result.error.said) as Said;
  expect(translate(reason, 'pt-BR')).toBe('a conversão passou de 1 s e foi interrompida');
  expect(translate(reason, 'en')).toBe('converting took longer than 1 s and was stopped');

  // The next label did not wait for the hostile one to finish (minutes): a fresh worker took it.
  if (!next.result.ok) throw new Error(JSON.stringify(next.result.error));
  expect(dotsOf(next.result.value.bytes)).toEqual({ width: 800, height: 1200 });
  expect(next.ms - stopped.ms).toBeLessThan(10_000);
}, 30_000);

it('counts a deadline from when the worker has the job: one waiting behind a slow one keeps all of its own', async () => {
  pool = new ConversionPool({ deadlineMs: 60_000 });
  await pool.convert(label, profile);
  // The first job may take 1.5 s; the second, queued behind it, may take 1 s of its own and
  // needs well under that: had its clock started when it was queued, it would have run out.
  const first = pool.convert(nestedDrawingsPdf(6, 10), profile, { deadlineMs: 1_500 });
  const second = pool.convert(label, profile, { deadlineMs: 1_000 });
  expect(await first).toMatchObject({ ok: false, error: { kind: 'timed-out' } });
  const result = await second;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  expect(dotsOf(result.value.bytes)).toEqual({ width: 800, height: 1200 });
}, 30_000);
