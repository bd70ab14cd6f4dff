// The printing service as the station builds it, on a temporary data folder with its settings in
// memory and quick retries, and a job queued the way the workflow queues one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { Printing, type PrinterTarget, type PrintingSettings, type RoutedKind } from '../../electron/main/printing';
import type { PrintListener } from './print-listener';

export interface TestPrinting {
  printing: Printing;
  close(): Promise<void>;
}

/**
 * maxAttempts: how often a job is tried before it fails (2 unless a test needs one try only);
 * conversionDeadlineMs: how long one conversion may run (the engine's 20 s unless a test shortens it).
 */
export async function startTestPrinting(
  options: { maxAttempts?: number; conversionDeadlineMs?: number } = {},
): Promise<TestPrinting> {
  const dataDir = await mkdtemp(join(tmpdir(), 'printwire-'));
  let settings: PrintingSettings = { routing: {}, networkPrinters: [] };
  const printing = new Printing({
    platform: 'linux',
    dataDir,
    settings: { read: () => settings, write: (next) => (settings = next) },
    queue: { cupsPollMs: 100, retry: { maxAttempts: options.maxAttempts ?? 2, delayMs: () => 100 } },
    statusTimeoutMs: 1_000,
    ...(options.conversionDeadlineMs === undefined ? {} : { conversionDeadlineMs: options.conversionDeadlineMs }),
  });
  return {
    printing,
    async close() {
      printing.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Routes `kind` to the target, queues the document, and answers the done job and what `at` received. */
export async function printThrough(
  printing: Printing,
  kind: RoutedKind,
  target: PrinterTarget,
  bytes: Uint8Array,
  contentType: 'application/pdf' | 'application/zpl',
  at: PrintListener,
) {
  expect(printing.settings.route(kind, target).ok).toBe(true);
  const before = (await at.jobs()).length;
  const queued = printing.printRouted(kind, { contentType, bytes, labelId: 'L-1', shipmentId: 'S-1' });
  if (!queued.ok) throw new Error(JSON.stringify(queued.error));
  const job = await printing.queue.settled(queued.value.job.id);
  expect(job, JSON.stringify(job.lastError)).toMatchObject({ status: 'done' });
  const jobs = await at.waitForJobs(before + 1, 30_000);
  return { job, received: jobs[before]! };
}
