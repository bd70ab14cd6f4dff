// "Send to another printer" (issue 17, point 2) against real CUPS: a label held by a paused queue
// (cupsdisable) is sent to a second queue. The first job is cancelled in CUPS and seen gone before
// the label moves, so when the first queue is enabled again nothing comes out there: the label
// prints on exactly one printer. A network job waiting for an unreachable printer had not started,
// so it simply moves, and that printer gets nothing when it comes back. The operator's cancel of a
// held copy goes through the same cancel, and a crash in it resolves the same way.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PrintPaths } from '../../../electron/main/printing/paths/print-paths';
import { type PrintJob } from '../../../electron/main/printing/queue/job';
import { PrintQueue } from '../../../electron/main/printing/queue/print-queue';
import { type QueuePaths } from '../../../electron/main/printing/queue/worker-deps';
import { cupsAdmin, cupsJobsOf, createRawQueue, ensureCupsd, pendingCupsJobs, type RawQueue } from '../../support/cups';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { printedExactly } from '../../support/printed';
import { until } from '../../support/until';
import { enqueueLabel } from './support/print-queue';
import { saying, spoken } from '../../support/said';

let first: PrintListener;
let second: PrintListener;
let firstQueue: RawQueue;
let secondQueue: RawQueue;
let dataDir: string;
let queue: PrintQueue;
const paths = new PrintPaths({ platform: 'linux' });
/**
 * Exactly `count` labels at a printer, for good: the station's queue has nothing on its way and
 * CUPS has finished every job of that printer's queue (see printedExactly), so nothing more can
 * arrive there, however long it is given. `cupsTook`: jobs in that queue's CUPS history,
 * cancelled ones included.
 */
const printedAt = (printer: PrintListener, cupsQueue: RawQueue | null, count: number, cupsTook = count) =>
  printedExactly(printer, count, {
    queues: () => [queue],
    ...(cupsQueue ? { cupsQueue: cupsQueue.name, cupsTook } : {}),
  });
const never = <T>() => new Promise<T>(() => undefined);
/** The real CUPS calls, with `cancel` replaced: a crash is the queue closed while it never returns. */
const withCancel = (cancel: NonNullable<QueuePaths['cups']['cancel']>): QueuePaths => ({
  submitToCups: paths.submitToCups.bind(paths),
  sendDirect: paths.sendDirect.bind(paths),
  cups: {
    release: paths.cups.release.bind(paths.cups),
    findJob: paths.cups.findJob.bind(paths.cups),
    pendingJobs: paths.cups.pendingJobs.bind(paths.cups),
    jobOutcome: paths.cups.jobOutcome.bind(paths.cups),
    states: paths.cups.states.bind(paths.cups),
    cancel,
  },
});

/** A label held by the paused first queue, in a queue opened with `queuePaths`. */
async function heldLabel(queuePaths: QueuePaths, n: string) {
  queue.close();
  queue = new PrintQueue({ dataDir, paths: queuePaths, cupsPollMs: 200, retry: { delayMs: () => 60_000 } });
  await cupsAdmin('cupsdisable', firstQueue.name, 'paper out');
  const bytes = new TextEncoder().encode(`^XA^FD${n}^FS^XZ\n`);
  const { id } = enqueueLabel(queue, n, { kind: 'cups', name: firstQueue.name }, bytes);
  const held = await jobReaches(id, (job) => job.phase === 'cups-sent' && job.lastError !== null);
  return { held, bytes };
}

const jobReaches = (id: string, check: (job: PrintJob) => boolean): Promise<PrintJob> =>
  until(
    () => {
      const job = queue.get(id);
      return job && check(job) && job;
    },
    { what: 'the job to reach the expected state', timeoutMs: 20_000 },
  );

beforeAll(async () => {
  await ensureCupsd();
});
beforeEach(async () => {
  first = await startPrintListener();
  second = await startPrintListener();
  firstQueue = await createRawQueue({ port: first.port });
  secondQueue = await createRawQueue({ port: second.port });
  dataDir = await mkdtemp(join(tmpdir(), 'print-redirect-'));
  queue = new PrintQueue({ dataDir, paths, cupsPollMs: 200, retry: { delayMs: () => 60_000 } });
});
afterEach(async () => {
  queue.close();
  await firstQueue.remove();
  await secondQueue.remove();
  await first.close();
  await second.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a label sent to another printer prints on exactly one printer', () => {
  it('cancels the job a paused CUPS queue holds, prints it on the other queue, and nothing on the first once it is enabled again', async () => {
    await cupsAdmin('cupsdisable', firstQueue.name, 'paper out');
    const bytes = new TextEncoder().encode('^XA^FO50,50^A0N,50,50^FDRedirected^FS^XZ\n');
    const { id } = enqueueLabel(queue, 'REDIRECT-1', { kind: 'cups', name: firstQueue.name }, bytes);
    const held = await jobReaches(id, (job) => job.phase === 'cups-sent' && job.lastError !== null);
    expect(held.lastError).toMatchObject({ kind: 'printer-unavailable', said: saying('pausada') });
    expect(await pendingCupsJobs()).toContain(held.cupsJob);

    const moved = await queue.redirect(id, { kind: 'cups', name: secondQueue.name });
    if (!moved.ok) throw new Error(spoken(moved.error.said));
    // The same job (same key, same history row) now belongs to the second printer.
    expect(moved.value).toMatchObject({ id, target: { kind: 'cups', name: secondQueue.name }, attempts: 0 });
    // CUPS no longer has the first job (lpstat), and the first queue has nothing waiting.
    expect(await pendingCupsJobs()).not.toContain(held.cupsJob);
    expect(await cupsJobsOf(firstQueue.name, 'not-completed')).toEqual([]);

    const done = await queue.settled(id);
    expect(done).toMatchObject({ status: 'done', target: { kind: 'cups', name: secondQueue.name } });
    const printed = await second.waitForJobs(1);
    expect(printed[0]?.equals(Buffer.from(bytes))).toBe(true);

    // The first printer comes back: it prints nothing, however long it is given (CUPS took the
    // job there once, and cancelled it).
    await cupsAdmin('cupsenable', firstQueue.name);
    await printedAt(first, firstQueue, 0, 1);
    await printedAt(second, secondQueue, 1);
    expect(queue.list().filter((job) => job.key === 'label:REDIRECT-1')).toHaveLength(1);
  });

  it('moves a network job waiting for an unreachable printer, which gets nothing when it answers again', async () => {
    await first.stop();
    const bytes = new TextEncoder().encode('^XA^FDnetwork first^FS^XZ\n');
    const { id } = enqueueLabel(queue, 'REDIRECT-2', { kind: 'network', host: '127.0.0.1', port: first.port }, bytes);
    // It failed to connect and waits for its next attempt: no byte left the app.
    await jobReaches(id, (job) => job.status === 'queued' && job.attempts === 1 && job.lastError !== null);

    const moved = await queue.redirect(id, { kind: 'cups', name: secondQueue.name });
    if (!moved.ok) throw new Error(spoken(moved.error.said));
    expect(await queue.settled(id)).toMatchObject({ status: 'done' });
    expect((await second.waitForJobs(1))[0]?.equals(Buffer.from(bytes))).toBe(true);

    await first.restart();
    await printedAt(first, null, 0);
  });

  it('refuses to move a label that already printed, saying where it came out', async () => {
    const { id } = enqueueLabel(
      queue,
      'REDIRECT-3',
      { kind: 'cups', name: firstQueue.name },
      new TextEncoder().encode('^XA^FDprinted^FS^XZ\n'),
    );
    await queue.settled(id);
    await first.waitForJobs(1);
    const moved = await queue.redirect(id, { kind: 'cups', name: secondQueue.name });
    expect(moved).toMatchObject({ ok: false, error: { kind: 'job-state', said: saying('já saiu') } });
    await printedAt(second, secondQueue, 0);
  });

  it('after the app stopped before CUPS cancelled the job, it stays on the first printer and prints there once', async () => {
    const { held, bytes } = await heldLabel(withCancel(never), 'CRASH-1');
    void queue.redirect(held.id, { kind: 'cups', name: secondQueue.name });
    await jobReaches(held.id, (job) => job.phase === 'cups-cancelling');
    queue.close(); // the crash: cancel was never sent
    queue = new PrintQueue({ dataDir, paths, cupsPollMs: 200 });
    const back = await jobReaches(held.id, (job) => job.phase === 'cups-sent');
    expect(back).toMatchObject({ status: 'printing', target: { kind: 'cups', name: firstQueue.name } });
    await cupsAdmin('cupsenable', firstQueue.name);
    expect(await queue.settled(held.id)).toMatchObject({ status: 'done' });
    expect((await first.waitForJobs(1))[0]?.equals(Buffer.from(bytes))).toBe(true);
    await printedAt(second, secondQueue, 0);
  });

  it('after the app stopped once CUPS had cancelled the job, it prints nowhere and asks to be sent again', async () => {
    const { held } = await heldLabel(
      withCancel(async (job) => {
        await paths.cups.cancel(job);
        return never();
      }),
      'CRASH-2',
    );
    void queue.redirect(held.id, { kind: 'cups', name: secondQueue.name });
    await until(async () => !(await pendingCupsJobs()).includes(held.cupsJob as number), {
      what: 'CUPS to cancel the job',
      timeoutMs: 10_000,
    });
    queue.close(); // the crash: cancelled in CUPS, not yet moved
    queue = new PrintQueue({ dataDir, paths, cupsPollMs: 200 });
    const failed = await jobReaches(held.id, (job) => job.status === 'failed');
    expect(failed.lastError).toMatchObject({ kind: 'print-failed', said: saying('foi interrompido') });
    await cupsAdmin('cupsenable', firstQueue.name);
    await printedAt(first, firstQueue, 0, 1);
    await printedAt(second, secondQueue, 0);
    // Sent again from the history, it prints once, on the printer chosen now.
    const moved = await queue.redirect(held.id, { kind: 'cups', name: secondQueue.name });
    expect(moved.ok).toBe(true);
    expect(await queue.settled(held.id)).toMatchObject({ status: 'done' });
    expect(await second.waitForJobs(1)).toHaveLength(1);
    expect(await first.jobs()).toHaveLength(0);
  });

  it('after the app stopped once CUPS had cancelled a held copy the operator cancelled, it stays cancelled and a reprint prints once', async () => {
    const { held, bytes } = await heldLabel(
      withCancel(async (job) => {
        await paths.cups.cancel(job);
        return never();
      }),
      'CRASH-3',
    );
    void queue.cancel(held.id);
    await until(async () => !(await pendingCupsJobs()).includes(held.cupsJob as number), {
      what: 'CUPS to cancel the job',
      timeoutMs: 10_000,
    });
    queue.close(); // the crash: cancelled in CUPS, not yet recorded as cancelled
    queue = new PrintQueue({ dataDir, paths, cupsPollMs: 200 });
    const failed = await jobReaches(held.id, (job) => job.status === 'failed');
    // The operator's cancel, not an interrupted move: the reprint it was for is allowed now.
    expect(failed.lastError).toMatchObject({ kind: 'job-state', said: saying('pelo operador') });
    const again = queue.reprint(held.id);
    if (!again.ok) throw new Error(spoken(again.error.said));
    await cupsAdmin('cupsenable', firstQueue.name);
    expect(await queue.settled(again.value.id)).toMatchObject({ status: 'done' });
    expect((await first.waitForJobs(1))[0]?.equals(Buffer.from(bytes))).toBe(true);
    // CUPS took two jobs there: the cancelled copy and the reprint.
    await printedAt(first, firstQueue, 1, 2);
    await printedAt(second, secondQueue, 0);
  });
});
