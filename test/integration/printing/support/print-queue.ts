// The print queue's tests: a ZPL label handed to a queue that must take it, and a
// real CUPS raw queue (socket://) in front of a print listener with a temp data dir for the
// queue's SQLite file.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { PrintJob } from '../../../../electron/main/printing/queue/job';
import type { PrintQueue } from '../../../../electron/main/printing/queue/print-queue';
import type { PrinterTarget } from '../../../../electron/main/printing';
import { createRawQueue, ensureCupsd, type RawQueue } from '../../../support/cups';
import { startPrintListener, type PrintListener } from '../../../support/print-listener';
import { spoken } from '../../../support/said';

/** Hands the queue the ZPL label `labelId` (key `label:<labelId>`) for `target`; the queue must take it. */
export function enqueueLabel(queue: PrintQueue, labelId: string, target: PrinterTarget, bytes: Uint8Array): PrintJob {
  const enqueued = queue.enqueue({
    key: `label:${labelId}`,
    target,
    bytes,
    document: { kind: 'label', labelId, contentType: 'application/zpl' },
  });
  if (!enqueued.ok) throw new Error(spoken(enqueued.error.said));
  return enqueued.value.job;
}

export interface CupsPrinter {
  listener: PrintListener;
  cupsQueue: RawQueue;
  dataDir: string;
}

/**
 * A print listener behind a real CUPS raw queue (with `queue`'s name and description, if given)
 * and a temp data dir, for the file's tests (or a fresh one for each test with `each`), removed
 * after them. Register the file's own after-hooks (closing its print queues) after this call:
 * they run first.
 */
export function useCupsPrinter(
  options: { each?: boolean; queue?: { name?: string; description?: string } } = {},
): CupsPrinter {
  let current: CupsPrinter | undefined;
  const now = () => {
    if (!current) throw new Error('the CUPS printer is opened before the tests');
    return current;
  };
  beforeAll(async () => {
    await ensureCupsd();
  });
  (options.each ? beforeEach : beforeAll)(async () => {
    const listener = await startPrintListener();
    const cupsQueue = await createRawQueue({ port: listener.port, ...options.queue });
    current = { listener, cupsQueue, dataDir: await mkdtemp(join(tmpdir(), 'print-queue-')) };
  });
  (options.each ? afterEach : afterAll)(async () => {
    const { listener, cupsQueue, dataDir } = now();
    current = undefined;
    await cupsQueue.remove();
    await listener.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    get listener() {
      return now().listener;
    },
    get cupsQueue() {
      return now().cupsQueue;
    },
    get dataDir() {
      return now().dataDir;
    },
  };
}
