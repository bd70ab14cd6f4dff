// The pool's promise always settles: a worker that fails to start or dies mid-job is started
// again once for the job, then the job is answered `crashed` (the print queue shows it and keeps
// it for a reprint), and the next conversion starts a new one.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ConversionPool } from '../../../electron/main/thermal';
import { printerProfileSchema } from '../../../electron/shared/printer-profile';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'thermal-pool-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const profile = printerProfileSchema.parse({
  language: 'zpl',
  dpi: 203,
  media: { widthMm: 100, heightMm: 150, sensing: 'gap' },
});

it('answers crashed when a fresh worker exits before it is ready too, and starts afresh for the next job', async () => {
  const script = join(dir, 'dies.mjs');
  await writeFile(script, 'process.exit(3);\n');
  const pool = new ConversionPool({ workerPath: script });
  const first = await pool.convert(new Uint8Array([1, 2, 3]), profile);
  expect(first).toEqual({
    ok: false,
    error: { kind: 'crashed', said: { key: 'thermal.workerExited', params: { code: 3 } } },
  });
  const second = await pool.convert(new Uint8Array([1, 2, 3]), profile);
  expect(second.ok).toBe(false);
  await pool.close();
});

it("answers crashed with the worker's words when it throws while converting, in a fresh worker too", async () => {
  const script = join(dir, 'throws.mjs');
  await writeFile(
    script,
    `import { parentPort } from 'node:worker_threads';
     parentPort.on('message', () => { throw new Error('out of memory'); });
     parentPort.postMessage({ ready: true });\n`,
  );
  const pool = new ConversionPool({ workerPath: script });
  const result = await pool.convert(new Uint8Array([1]), profile);
  expect(!result.ok && result.error).toMatchObject({ kind: 'crashed', said: { key: 'thermal.workerFailed' } });
  expect(!result.ok && result.error.quoted).toEqual({ source: 'system', lines: ['out of memory'] });
  await pool.close();
});
