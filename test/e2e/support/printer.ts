// A label printer for e2e tests: a CUPS raw queue whose device is a TCP listener writing each
// job's bytes to a file, so a test can read exactly what reached the "printer".
import { createRawQueue, ensureCupsd, uniqueQueueName, type RawQueue } from '../../support/cups';
import { startPrintListener, type PrintListener } from '../../support/print-listener';

export interface TestPrinter {
  /** The printer id the station uses for it (settings.printers). */
  id: string;
  name: string;
  listener: PrintListener;
  queue: RawQueue;
  close(): Promise<void>;
}

export async function startTestPrinter(prefix = 'SS-E2E'): Promise<TestPrinter> {
  await ensureCupsd();
  const listener = await startPrintListener();
  const name = uniqueQueueName(prefix);
  const queue = await createRawQueue({ port: listener.port, name, description: 'Zebra ZD220 (teste)' });
  return {
    id: `cups:${name}`,
    name,
    listener,
    queue,
    async close() {
      await queue.remove();
      await listener.close();
    },
  };
}

/** True for a PDF; ZPL starts a format with ^XA. */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
export const isZpl = (bytes: Buffer) => /\^XA/.test(bytes.subarray(0, 64).toString('latin1'));
