// Issue 16, tests: for each raw language × 203 and 300 dpi, a real sandbox label PDF (emitted
// and downloaded over HTTP) is converted by the engine's worker, delivered over TCP 9100 and
// through a real CUPS raw queue to a listener, and decoded back to dots from the captured bytes.
// The dots must be the media's size (±1 mm), the label's frame where the PDF draws it, and the
// Code 128 and QR must read (zxing-wasm) as the tracking code.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOverTcp } from '../../../electron/main/printing';
import { closeThermalEngine, convertForPrinter } from '../../../electron/main/thermal';
import { DOTS_PER_MM, type PrinterDpi, type RawPrinterLanguage } from '../../../electron/shared/printer-profile';
import { createRawQueue, ensureCupsd, waitForCupsDelivery, type RawQueue } from '../../support/cups';
import { decodeLabels, inkBox, readCodes, ruleLengths } from '../../support/label-decoders';
import { oneShippingLabel } from '../../support/label-size';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { sandboxDocuments, type SandboxDocuments } from './label-source';

const exec = promisify(execFile);
const LANGUAGES: RawPrinterLanguage[] = ['zpl', 'epl2', 'pplb', 'ppla', 'dpl'];
const DPIS: PrinterDpi[] = [203, 300];

let sandbox: TestSandbox;
let docs: SandboxDocuments;
let listener: PrintListener;
let queue: RawQueue;
let dir: string;
let jobsSoFar = 0;

beforeAll(async () => {
  await ensureCupsd();
  sandbox = await startTestSandbox();
  docs = await sandboxDocuments(sandbox.url);
  listener = await startPrintListener();
  queue = await createRawQueue({ port: listener.port });
  dir = await mkdtemp(join(tmpdir(), 'thermal-'));
});

afterAll(async () => {
  await closeThermalEngine();
  await queue?.remove();
  await listener?.close();
  await sandbox?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Sends over TCP and through CUPS; answers what the printer received each way. */
async function deliverBothWays(bytes: Uint8Array): Promise<[Buffer, Buffer]> {
  const sent = await sendOverTcp(bytes, { kind: 'network', host: '127.0.0.1', port: listener.port });
  expect(sent.ok).toBe(true);
  const viaTcp = (await listener.waitForJobs(++jobsSoFar))[jobsSoFar - 1]!;
  const file = join(dir, `job-${jobsSoFar}.bin`);
  await writeFile(file, bytes);
  await exec('lp', ['-d', queue.name, '-o', 'raw', '--', file], { env: { ...process.env, LC_ALL: 'C' } });
  const viaCups = (await waitForCupsDelivery(listener, ++jobsSoFar, 30_000))[jobsSoFar - 1]!;
  return [viaTcp, viaCups];
}

describe.each(LANGUAGES)('a %s printer', (language) => {
  it.each(DPIS)(
    'at %i dpi gets the label at 100 × 150 mm with its frame in place and both codes readable',
    async (dpi) => {
      const profile = { language, dpi, media: { widthMm: 100, heightMm: 150, sensing: 'gap' as const } };
      const converted = await convertForPrinter(docs.labelPdf, profile);
      if (!converted.ok) throw new Error(JSON.stringify(converted.error));
      const [viaTcp, viaCups] = await deliverBothWays(converted.value.bytes);
      expect(viaTcp.equals(Buffer.from(converted.value.bytes))).toBe(true);
      expect(viaCups.equals(Buffer.from(converted.value.bytes))).toBe(true);

      const image = oneShippingLabel(language, viaCups, dpi);
      const dpmm = DOTS_PER_MM[dpi];
      // The sandbox draws a 1 pt frame centred on a rectangle 2 mm inside the edges: its outer
      // edge is 2 mm − 0.5 pt = 1.82 mm from each side.
      const frame = inkBox(image)!;
      expect(Math.abs(frame.left / dpmm - 1.82)).toBeLessThanOrEqual(0.25);
      expect(Math.abs(frame.top / dpmm - 1.82)).toBeLessThanOrEqual(0.25);
      expect(Math.abs((image.width - 1 - frame.right) / dpmm - 1.82)).toBeLessThanOrEqual(0.25);
      expect(Math.abs((image.height - 1 - frame.bottom) / dpmm - 1.82)).toBeLessThanOrEqual(0.25);

      // Issue 16.7: the Code 128's bars and spaces are whole modules of whole dots (a module is
      // 0.25 mm or 0.5 mm: 2 or 4 dots at 203 dpi, 3 or 6 at 300), never a dot wider or narrower.
      const runs = barcodeRuns(image);
      expect(runs.length).toBeGreaterThan(40);
      const narrowest = Math.min(...runs);
      expect(narrowest % (dpmm / 4)).toBe(0);
      for (const run of runs) expect(run % narrowest).toBe(0);

      const codes = await readCodes(image);
      expect(codes).toEqual(
        expect.arrayContaining([
          { format: 'Code128', text: docs.trackingCode },
          { format: 'QRCode', text: docs.trackingCode },
        ]),
      );
    },
  );
});

describe('the thermal DACE (ZPL written for 203 dpi)', () => {
  it.each(DPIS)('prints at true size on a %i dpi ZPL printer: 100 mm wide, 94 mm rules, a readable QR', async (dpi) => {
    const profile = { language: 'zpl' as const, dpi, media: { widthMm: 100, heightMm: 150, sensing: 'gap' as const } };
    const converted = await convertForPrinter(docs.daceZpl, profile);
    if (!converted.ok) throw new Error(JSON.stringify(converted.error));
    expect(converted.value.source).toBe('zpl');
    const [viaTcp] = await deliverBothWays(converted.value.bytes);
    const [label] = decodeLabels('zpl', viaTcp);
    const dpmm = DOTS_PER_MM[dpi];
    expect(Math.abs(label!.width / dpmm - 100)).toBeLessThanOrEqual(1);
    expect(Math.abs(label!.height / dpmm - 150)).toBeLessThanOrEqual(1);
    // The DACE's section rules: ^GB752,3,3 at 203 dpi, 94 mm long wherever it prints.
    const rules = ruleLengths(label!);
    expect(rules.length).toBeGreaterThanOrEqual(3);
    for (const length of rules) expect(Math.abs(length / dpmm - 94)).toBeLessThanOrEqual(0.25);
    const codes = await readCodes(label!);
    expect(codes.find((c) => c.format === 'QRCode')?.text).toContain(`chDCe=${docs.chave}`);
  });
});

/**
 * The bars and spaces of the Code 128, read across the row of the label's top third with the
 * most black/white changes (the barcode's), from its first bar to its last.
 */
function barcodeRuns(image: { width: number; height: number; dots: Uint8Array }): number[] {
  let best: number[] = [];
  // Skip the frame: 4 mm in from each side.
  const inset = Math.round(image.width * 0.04);
  for (let y = 0; y < Math.floor(image.height / 3); y++) {
    const row = image.dots.subarray(y * image.width, (y + 1) * image.width);
    let x = inset;
    while (x < image.width - inset && !row[x]) x++;
    let end = image.width - inset;
    while (end > x && !row[end - 1]) end--;
    const runs: number[] = [];
    let start = x;
    for (; x <= end; x++)
      if (x === end || row[x] !== row[start]) {
        runs.push(x - start);
        start = x;
      }
    if (runs.length > best.length) best = runs;
  }
  return best;
}
