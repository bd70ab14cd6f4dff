// The real print path the thermal tests drive: a sandbox's label and DACE (emitted and downloaded
// over HTTP), a listener behind a CUPS raw queue (also reached over TCP 9100), a second listener
// behind a CUPS queue with a driver, and the printing service as the station builds it.
import type { Printing, PrinterTarget } from '../../../electron/main/printing';
import { closeThermalEngine } from '../../../electron/main/thermal';
import { createRawQueue, ensureCupsd, startDriverPrinter, type RawQueue } from '../../support/cups';
import { startPrintListener, type PrintListener, type ZebraAnswers } from '../../support/print-listener';
import { startTestPrinting, type TestPrinting } from '../../support/printing-service';
import { startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { sandboxDocuments, type SandboxDocuments } from './label-source';

export interface ThermalRig {
  sandbox: TestSandbox;
  docs: SandboxDocuments;
  /** Behind the raw queue, and on TCP 9100 as the network printer. */
  listener: PrintListener;
  queue: RawQueue;
  driverListener: PrintListener;
  driverQueue: RawQueue;
  service: TestPrinting;
  printing: Printing;
  network: PrinterTarget;
  rawQueue: PrinterTarget;
  close(): Promise<void>;
}

export async function startThermalRig(options: {
  /** The raw listener answers as this Zebra (~HI, ~HS). */
  zebra?: ZebraAnswers;
  /** The raw queue's description (what discovery reads). */
  description?: string;
  /** The driver queue's PPD and name prefix. */
  driver: { ppd: string; prefix: string };
}): Promise<ThermalRig> {
  await ensureCupsd();
  const sandbox = await startTestSandbox();
  const docs = await sandboxDocuments(sandbox.url);
  const listener = await startPrintListener(options.zebra ? { zebra: options.zebra } : {});
  const queue = await createRawQueue({
    port: listener.port,
    ...(options.description ? { description: options.description } : {}),
  });
  const driver = await startDriverPrinter(options.driver);
  const service = await startTestPrinting();
  return {
    sandbox,
    docs,
    listener,
    queue,
    driverListener: driver.listener,
    driverQueue: driver.queue,
    service,
    printing: service.printing,
    network: { kind: 'network', host: '127.0.0.1', port: listener.port },
    rawQueue: { kind: 'cups', name: queue.name },
    async close() {
      await service.close();
      await closeThermalEngine();
      await queue.remove();
      await listener.close();
      await driver.close();
      await sandbox.close();
    },
  };
}
