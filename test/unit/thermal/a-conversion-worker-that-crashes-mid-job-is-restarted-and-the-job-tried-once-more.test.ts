// Issue 16.2: a conversion worker that dies mid-job (it exits, throws, or runs out of memory)
// loses no job. The real worker (MuPDF) is made to crash through its test-only hook: the job it
// was converting is tried once more in a fresh worker and comes out right; the jobs queued behind
// it are converted too; a job that kills a second worker is answered `crashed`, never a result.
import { PDFDocument, rgb } from 'pdf-lib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConversionPool, type TestOnlyCrash } from '../../../electron/main/thermal';
import { printerProfileSchema } from '../../../electron/shared/printer-profile';
import { decodeLabels } from '../../support/label-decoders';

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

let pool: ConversionPool;
afterEach(() => pool?.close());

/** The EPL2 job decoded back: its size in dots (100 × 150 mm at 8 dots/mm). */
function dotsOf(bytes: Uint8Array) {
  const [image] = decodeLabels('epl2', bytes);
  return { width: image?.width, height: image?.height };
}

describe('a conversion worker that crashes mid-job', () => {
  it.each<TestOnlyCrash>(['exit', 'throw', 'oom'])(
    'is restarted after a crash by %s and the job converts in the fresh worker',
    async (how) => {
      pool = new ConversionPool();
      pool.testOnlyCrashNext(how);
      const result = await pool.convert(label, profile);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      expect(dotsOf(result.value.bytes)).toEqual({ width: 800, height: 1200 });
    },
  );

  it('converts the jobs queued behind the one that crashed, each once', async () => {
    pool = new ConversionPool();
    await pool.convert(label, profile); // started and warm, so all three queue in one worker
    pool.testOnlyCrashNext('exit');
    const results = await Promise.all([1, 2, 3].map(() => pool.convert(label, profile)));
    expect(results.map((r) => r.ok && dotsOf(r.value.bytes))).toEqual([
      { width: 800, height: 1200 },
      { width: 800, height: 1200 },
      { width: 800, height: 1200 },
    ]);
  });

  it('answers crashed, with the reason, when the job kills the fresh worker too, and the next job converts', async () => {
    pool = new ConversionPool();
    pool.testOnlyCrashNext('oom');
    pool.testOnlyCrashNext('exit');
    const result = await pool.convert(label, profile);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'crashed', said: { key: 'thermal.workerExited', params: { code: 70 } } },
    });
    const next = await pool.convert(label, profile);
    expect(next.ok && dotsOf(next.value.bytes)).toEqual({ width: 800, height: 1200 });
  });
});
