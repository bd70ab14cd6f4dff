// How long each print path takes from "print this" to the last byte at the printer, on
// loopback: raw TCP straight to the socket (the floor), TCP through the print queue, and CUPS
// (lp, held then released) through the print queue. Prints JSON lines only; notes go to stderr.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PrintPaths } from '../../electron/main/printing/paths/print-paths';
import { sendOverTcp } from '../../electron/main/printing/paths/tcp';
import { PrintQueue } from '../../electron/main/printing/queue/print-queue';
import { type PrinterTarget } from '../../electron/main/printing/types';
import { zplTestPage } from '../../electron/main/printing/test-page';
import { createRawQueue, ensureCupsd } from '../support/cups';
import { startPrintListener } from '../support/print-listener';
import { spoken } from '../support/said';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const bytes = zplTestPage({ printerName: 'bench' });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const listener = await startPrintListener();
const dataDir = await mkdtemp(join(tmpdir(), 'print-bench-'));
const queue = new PrintQueue({ dataDir, paths: new PrintPaths({ platform: process.platform }), cupsPollMs: 20 });
let received = 0;

async function timed(send: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await send();
  await listener.waitForJobs(++received, 30_000);
  return performance.now() - started;
}
async function throughQueue(target: PrinterTarget): Promise<void> {
  const result = queue.enqueue({ target, bytes, document: { kind: 'test', contentType: 'application/zpl' } });
  if (!result.ok) throw new Error(spoken(result.error.said));
  const job = await queue.settled(result.value.job.id);
  if (job.status !== 'done') throw new Error(spoken(job.lastError?.said) || 'print failed');
}

try {
  const tcp: PrinterTarget = { kind: 'network', host: '127.0.0.1', port: listener.port };
  const floor: number[] = [];
  const queued: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    floor.push(await timed(() => sendOverTcp(bytes, { kind: 'network', host: '127.0.0.1', port: listener.port })));
    queued.push(await timed(() => throughQueue(tcp)));
  }
  const floorMs = median(floor);
  const queueMs = median(queued);
  console.log(
    JSON.stringify({
      bench: 'print-paths',
      path: 'tcp-queue',
      runs: RUNS,
      medianMs: round(queueMs),
      floorMedianMs: round(floorMs),
      ratio: round(queueMs / floorMs),
    }),
  );

  try {
    await ensureCupsd();
    const cups = await createRawQueue({ port: listener.port, name: `SS-Bench-${process.pid}` });
    try {
      const times: number[] = [];
      for (let i = 0; i < Math.min(RUNS, 10); i++)
        times.push(await timed(() => throughQueue({ kind: 'cups', name: cups.name })));
      console.log(
        JSON.stringify({
          bench: 'print-paths',
          path: 'cups-queue',
          runs: times.length,
          medianMs: round(median(times)),
        }),
      );
    } finally {
      await cups.remove();
    }
  } catch (error) {
    console.error(`print-paths bench: CUPS path skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
} finally {
  queue.close();
  await listener.close();
  await rm(dataDir, { recursive: true, force: true });
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
