// What CUPS really does when the printer behind a socket:// queue is off: lp succeeds, the job
// stays "processing" and the socket backend retries the connection by itself (after 5 s, then
// 10, 15 … 30 s) with the message "The printer may not exist or is unavailable at this time.";
// the queue stays enabled and accepting. So the print queue hands the job to CUPS once, shows
// the operator why it waits, and marks it done only when CUPS has delivered it. A paused queue
// (cupsdisable, or the stop-printer error policy) keeps the job too, until it is resumed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PrintPaths } from '../../../electron/main/printing/paths/print-paths';
import { type PrintJob } from '../../../electron/main/printing/queue/job';
import { PrintQueue } from '../../../electron/main/printing/queue/print-queue';
import { PrinterReadiness } from '../../../electron/main/printing/readiness';
import { cupsAdmin, pendingCupsJobs } from '../../support/cups';
import { useCupsPrinter } from './support/print-queue';
import { printedExactly } from '../../support/printed';
import { until } from '../../support/until';
import { saying, spoken } from '../../support/said';

const printer = useCupsPrinter({ each: true });
let queue: PrintQueue;
const paths = new PrintPaths({ platform: 'linux' });
const readiness = new PrinterReadiness({ cups: paths.cups, probeTimeoutMs: 1_000 });

const jobReaches = (queueJob: () => PrintJob | undefined, check: (job: PrintJob) => boolean): Promise<PrintJob> =>
  until(
    () => {
      const job = queueJob();
      return job && check(job) && job;
    },
    { what: 'the job to reach the expected state', timeoutMs: 20_000 },
  );

/** Hands a job to the queue (which must take it) and waits until the queue's job meets `check`. */
async function enqueueUntil(input: Parameters<PrintQueue['enqueue']>[0], check: (job: PrintJob) => boolean) {
  const enqueued = queue.enqueue(input);
  if (!enqueued.ok) throw new Error(spoken(enqueued.error.said));
  const id = enqueued.value.job.id;
  return { id, waiting: await jobReaches(() => queue.get(id), check) };
}

beforeEach(() => {
  queue = new PrintQueue({ dataDir: printer.dataDir, paths, cupsPollMs: 200 });
});
afterEach(() => {
  queue.close();
});

describe('CUPS keeps a label while the printer is off, and it prints once', () => {
  it('waits with a reason the operator can read, then delivers exactly once when the printer is back', async () => {
    await printer.listener.stop();
    const target = { kind: 'cups' as const, name: printer.cupsQueue.name };
    const bytes = new TextEncoder().encode('^XA^FO50,50^A0N,50,50^FDWhile off^FS^XZ\n');
    const { id, waiting } = await enqueueUntil(
      {
        key: 'label:OFF-1',
        target,
        bytes,
        document: { kind: 'label', labelId: 'OFF-1', contentType: 'application/zpl' },
      },
      (job) => job.lastError !== null,
    );
    expect(waiting).toMatchObject({
      status: 'printing',
      phase: 'cups-sent',
      attempts: 1,
      lastError: {
        kind: 'printer-unavailable',
        quoted: { source: 'printer', lines: ['The printer may not exist or is unavailable at this time.'] },
      },
    });
    expect(spoken(waiting.lastError?.said)).toMatch(/não responde.*impressa assim que a impressora responder/);
    // Strict mode would stop a purchase now: the queue is enabled, but its printer is not there.
    expect(await readiness.checkPrinterReady(target)).toMatchObject({
      ok: false,
      error: { kind: 'printer-unavailable' },
    });
    expect(await pendingCupsJobs()).toContain(waiting.cupsJob);

    await printer.listener.restart();
    const done = await queue.settled(id);
    expect(done).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    // Nothing else arrives: CUPS took it once (the queue did not submit it again) and sent it once.
    const jobs = await printedExactly(printer.listener, 1, {
      queues: () => [queue],
      cupsQueue: printer.cupsQueue.name,
    });
    expect(jobs[0]?.equals(Buffer.from(bytes))).toBe(true);
    expect(await readiness.checkPrinterReady(target)).toEqual({ ok: true, value: undefined });
  });

  it('keeps a job in a paused queue, says so, and prints it once the queue is resumed', async () => {
    await cupsAdmin('cupsdisable', printer.cupsQueue.name, 'paper out');
    const target = { kind: 'cups' as const, name: printer.cupsQueue.name };
    expect(await readiness.checkPrinterReady(target)).toMatchObject({
      ok: false,
      error: { kind: 'printer-unavailable', said: saying('pausada') },
    });
    const bytes = new TextEncoder().encode('%PDF-1.7 paused label\n%%EOF\n');
    const { id, waiting } = await enqueueUntil(
      { target, bytes, document: { kind: 'label', contentType: 'application/pdf' } },
      (job) => job.lastError !== null,
    );
    expect(waiting).toMatchObject({
      status: 'printing',
      lastError: { kind: 'printer-unavailable', said: saying('pausada') },
    });
    expect(await printer.listener.jobs()).toHaveLength(0);

    await cupsAdmin('cupsenable', printer.cupsQueue.name);
    expect(await queue.settled(id)).toMatchObject({ status: 'done' });
    const jobs = await printer.listener.waitForJobs(1);
    expect(jobs[0]?.equals(Buffer.from(bytes))).toBe(true);
  });

  it('retries a queue that refuses jobs, and prints once it accepts them again', async () => {
    queue.close();
    queue = new PrintQueue({
      dataDir: printer.dataDir,
      paths,
      cupsPollMs: 200,
      retry: { delayMs: () => 200, maxAttempts: 50 },
    });
    await cupsAdmin('cupsreject', printer.cupsQueue.name, 'roll change');
    const target = { kind: 'cups' as const, name: printer.cupsQueue.name };
    const bytes = new TextEncoder().encode('^XA^FDrefused first^FS^XZ\n');
    const { id, waiting } = await enqueueUntil(
      { target, bytes, document: { kind: 'label', contentType: 'application/zpl' } },
      (job) => job.attempts >= 2 && job.status === 'queued',
    );
    expect(waiting.lastError).toMatchObject({
      kind: 'printer-unavailable',
      said: saying('não está aceitando trabalhos'),
    });
    await cupsAdmin('cupsaccept', printer.cupsQueue.name);
    expect(await queue.settled(id)).toMatchObject({ status: 'done' });
    // Refused attempts never reached CUPS as jobs: it took the label once, and sent it once.
    const jobs = await printedExactly(printer.listener, 1, {
      queues: () => [queue],
      cupsQueue: printer.cupsQueue.name,
    });
    expect(jobs[0]?.equals(Buffer.from(bytes))).toBe(true);
  });
});
