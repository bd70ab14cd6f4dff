// A label printer for e2e tests: a Zebra ZD220 that speaks ZPL only, at 203 dpi (or 300). It is
// a CUPS raw queue whose device is a TCP listener writing each job's bytes to a file, so a test
// reads exactly what reached the "printer"; the listener also answers ~HI and ~HS as a Zebra
// does (the station proposes its profile from ~HI and asks ~HS before buying in strict mode).
// A raw queue has no driver: without the profile the operator confirms on the settings screen,
// the station prints nothing on it. A PDF (or anything but ZPL) arriving fails the test at
// close: on a real ZD220 it would come out as a page of garbage.
import type { Page } from '@playwright/test';
import type { PrintJobView } from '../../../electron/shared/printing';
import { createRawQueue, cupsJobsOf, ensureCupsd, uniqueQueueName, type RawQueue } from '../../support/cups';
import { decodeLabels, readCodes } from '../../support/label-decoders';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { until } from '../../support/until';
import { stationCall } from './speed';

export interface TestPrinter {
  /** The printer id the station uses for it (settings.printers). */
  id: string;
  name: string;
  dpi: 203 | 300;
  listener: PrintListener;
  queue: RawQueue;
  /** Stops the printer; throws when anything but ZPL reached it. */
  close(): Promise<void>;
}

export async function startTestPrinter(prefix = 'SS-E2E', options: { dpi?: 203 | 300 } = {}): Promise<TestPrinter> {
  await ensureCupsd();
  const dpi = options.dpi ?? 203;
  const listener = await startPrintListener({
    zebra: { identity: `ZD220-${dpi}dpi,V77.19.15Z,${dpi === 300 ? 12 : 8},4096KB` },
  });
  const name = uniqueQueueName(prefix);
  const queue = await createRawQueue({ port: listener.port, name, description: 'Zebra ZD220 (teste)' });
  return {
    id: `cups:${name}`,
    name,
    dpi,
    listener,
    queue,
    async close() {
      const jobs = await listener.jobs().catch(() => []);
      await queue.remove();
      await listener.close();
      const wrong = jobs.findIndex((job) => !isZpl(job));
      if (wrong >= 0)
        throw new Error(
          `job ${wrong + 1} reached the ZPL printer ${name} as ${isPdf(jobs[wrong]!) ? 'a PDF' : 'something else'}: a ZD220 prints that as garbage`,
        );
    },
  };
}

/** True for a PDF; ZPL starts a format with ^XA. */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
export const isZpl = (bytes: Buffer) => /\^XA/.test(bytes.subarray(0, 64).toString('latin1'));

/** A ZPL job as the ZD220 would print it: its size in mm and what its Code 128 and QR read. */
export async function printedLabel(
  bytes: Buffer,
  dpi: 203 | 300 = 203,
): Promise<{ widthMm: number; heightMm: number; code128?: string; qr?: string }> {
  const labels = decodeLabels('zpl', bytes);
  if (labels.length !== 1) throw new Error(`expected one label in the job, found ${labels.length}`);
  const image = labels[0]!;
  const dpmm = dpi === 300 ? 12 : 8;
  const codes = await readCodes(image);
  const code128 = codes.find((c) => c.format === 'Code128')?.text;
  const qr = codes.find((c) => c.format === 'QRCode')?.text;
  return {
    widthMm: image.width / dpmm,
    heightMm: image.height / dpmm,
    ...(code128 ? { code128 } : {}),
    ...(qr ? { qr } : {}),
  };
}

/**
 * Exactly `count` jobs at this printer, for good, proved by state instead of a grace period (as
 * test/support/printed.ts does for the integration tests): the station's print queue is the only
 * thing that sends to it, so once none of the station's jobs for this printer is queued or
 * printing (as the page's station reads them; done only once CUPS finished it), CUPS has finished
 * every job of the printer's queue and took `cupsTook` in all (a cancelled copy is in its history,
 * never printed), and the listener holds `count` jobs, nothing more can arrive.
 */
export async function printedExactlyAt(
  page: Page,
  printer: TestPrinter,
  count: number,
  cupsTook = count,
): Promise<Buffer[]> {
  const timeoutMs = 30_000;
  await printer.listener.waitForJobs(count, timeoutMs);
  await until(
    async () =>
      (await stationCall<PrintJobView[]>(page, 'printers.jobs', { limit: 500 })).every(
        (job) => job.printerId !== printer.id || job.status === 'done' || job.status === 'failed',
      ),
    { what: `the station to finish every job for ${printer.name}`, timeoutMs, everyMs: 100 },
  );
  await until(async () => (await cupsJobsOf(printer.name, 'not-completed')).length === 0, {
    what: `CUPS to finish every job of ${printer.name}`,
    timeoutMs,
    everyMs: 100,
  });
  const jobs = await printer.listener.jobs();
  if (jobs.length !== count) throw new Error(`expected exactly ${count} job(s) at ${printer.name}, got ${jobs.length}`);
  const taken = await cupsJobsOf(printer.name, 'all');
  if (taken.length !== cupsTook)
    throw new Error(`expected CUPS to have taken exactly ${cupsTook} job(s) for ${printer.name}, got ${taken.length}`);
  return jobs;
}
