// PDF label → ZPL bytes: the station's thermal engine (MuPDF at the printer's dpi, 1-bit
// threshold, ^GFA with ZPL's run-length compression) against Debian's CUPS driver chain doing
// the same conversion in the same run (cupsfilter with the Zebra ZPL PPD from
// drv:///sample.drv/zebra.ppd: pdftopdf → gstoraster → rastertolabel). The label is the
// sandbox's own 100 × 150 mm PDF. Median and p95 in ms; ratio = ours / CUPS at 203 dpi.
// Also the same conversion through the worker (what the app pays, message passing included), and
// a carrier's ZPL label drawn for an EPL2 printer at 203 dpi (zpl-renderer-js, then the PDF path
// and the EPL2 encoder), after one warm-up that loads the renderer.
// stdout: one JSON line; notes go to stderr.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { closeThermalEngine, convertForPrinter, loadThermalCore } from '../../electron/main/thermal';
import { renderLabelPdf } from '../../electron/sandbox/documents/label-pdf';
import { printerProfileSchema, type PrinterDpi } from '../../electron/shared/printer-profile';
import { ORIGIN_SP, RIO } from '../support/addresses';
import { carrierZplLabel } from '../support/carrier-zpl-label';
import { NATIONAL_PARCEL } from '../support/parcels';
import { median, p95, round } from './support/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const ZPL_RUNS = Number(process.env.BENCH_ZPL_RUNS ?? 15);
const CUPS_RUNS = Number(process.env.BENCH_CUPS_RUNS ?? 15);
const exec = promisify(execFile);

const pdf = await renderLabelPdf({
  trackingCode: 'QB123456789BR',
  carrierName: 'Correios',
  serviceName: 'PAC',
  shipmentId: 'shp_bench',
  emittedAt: Date.parse('2026-01-02T03:04:05Z'),
  shipment: {
    quoteId: 'q',
    carrierId: 'c',
    serviceLevelId: 's',
    originAddress: ORIGIN_SP,
    destAddress: RIO,
    parcel: NATIONAL_PARCEL,
  } as never,
});
const profile = (dpi: PrinterDpi) =>
  printerProfileSchema.parse({ language: 'zpl', dpi, media: { widthMm: 100, heightMm: 150, sensing: 'gap' } });

const core = await loadThermalCore();
// JIT and MuPDF's caches warm for both resolutions before anything is timed.
for (let i = 0; i < 10; i++) for (const dpi of [203, 300] as const) core.convert(pdf, profile(dpi));
function ours(dpi: PrinterDpi): number[] {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    const result = core.convert(pdf, profile(dpi));
    const ms = performance.now() - start;
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    if (i >= 3) times.push(ms);
  }
  return times;
}

const zplLabel = carrierZplLabel('QB123456789BR');
const epl203 = printerProfileSchema.parse({
  language: 'epl2',
  dpi: 203,
  media: { widthMm: 100, heightMm: 150, sensing: 'gap' },
});
async function zplToEpl(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < ZPL_RUNS + 1; i++) {
    const start = performance.now();
    const result = await core.convertDocument(zplLabel, epl203);
    const ms = performance.now() - start;
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    if (i >= 1) times.push(ms);
  }
  return times;
}

async function viaWorker(dpi: PrinterDpi): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    const result = await convertForPrinter(pdf, profile(dpi));
    const ms = performance.now() - start;
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    if (i >= 3) times.push(ms);
  }
  return times;
}

/** One run of the CUPS chain: cupsfilter to CUPS raster, piped into rastertolabel for ZPL. */
function cupsOnce(ppd: string, file: string): Promise<{ ms: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const options = 'PageSize=w288h432 Resolution=203dpi';
    const filter = spawn(
      'cupsfilter',
      ['-p', ppd, '-m', 'application/vnd.cups-raster', '-o', 'PageSize=w288h432', '-o', 'Resolution=203dpi', file],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const label = spawn('/usr/lib/cups/filter/rastertolabel', ['1', 'bench', 'label', '1', options], {
      env: { ...process.env, PPD: ppd },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    filter.stdout.pipe(label.stdin);
    let bytes = 0;
    label.stdout.on('data', (chunk: Buffer) => (bytes += chunk.length));
    label.on('error', reject);
    filter.on('error', reject);
    label.on('close', (code) =>
      code === 0 && bytes > 0
        ? resolve({ ms: performance.now() - start, bytes })
        : reject(new Error(`rastertolabel exited ${code}`)),
    );
  });
}

const dir = await mkdtemp(join(tmpdir(), 'thermal-bench-'));
try {
  const zpl203 = ours(203);
  const zpl300 = ours(300);
  const worker203 = await viaWorker(203);
  const zplToEpl203 = await zplToEpl();
  await closeThermalEngine();

  const ppd = join(dir, 'zebra.ppd');
  const { stdout } = await exec('/usr/lib/cups/daemon/cups-driverd', ['cat', 'drv:///sample.drv/zebra.ppd'], {
    maxBuffer: 4 * 1024 * 1024,
  });
  await writeFile(ppd, stdout);
  const file = join(dir, 'label.pdf');
  await writeFile(file, pdf);
  await cupsOnce(ppd, file); // warm the page cache
  const cups: number[] = [];
  for (let i = 0; i < CUPS_RUNS; i++) cups.push((await cupsOnce(ppd, file)).ms);

  const result = {
    bench: 'thermal',
    zpl203Ms: round(median(zpl203)),
    zpl300Ms: round(median(zpl300)),
    cupsMs: round(median(cups)),
    ratio: round(median(zpl203) / median(cups)),
    zpl203P95Ms: round(p95(zpl203)),
    zpl300P95Ms: round(p95(zpl300)),
    cupsP95Ms: round(p95(cups)),
    zpl203WorkerMs: round(median(worker203)),
    zpl203WorkerP95Ms: round(p95(worker203)),
    zplToEpl203Ms: round(median(zplToEpl203)),
    zplToEpl203P95Ms: round(p95(zplToEpl203)),
    runs: RUNS,
    cupsRuns: CUPS_RUNS,
    zplRuns: ZPL_RUNS,
  };
  console.log(JSON.stringify(result));
} finally {
  await rm(dir, { recursive: true, force: true });
}
