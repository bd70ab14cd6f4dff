// A label printer for e2e tests: a Zebra ZD220 that speaks ZPL only, at 203 dpi (or 300). It is
// a CUPS raw queue whose device is a TCP listener writing each job's bytes to a file, so a test
// reads exactly what reached the "printer"; the listener also answers ~HI and ~HS as a Zebra
// does (the station proposes its profile from ~HI and asks ~HS before buying in strict mode).
// A raw queue has no driver: without the profile the operator confirms on the settings screen,
// the station prints nothing on it. A PDF (or anything but ZPL) arriving fails the test at
// close: on a real ZD220 it would come out as a page of garbage.
import { createRawQueue, ensureCupsd, uniqueQueueName, type RawQueue } from '../../support/cups';
import { decodeLabels, readCodes } from '../../support/label-decoders';
import { startPrintListener, type PrintListener } from '../../support/print-listener';

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
