// "Exactly N labels reached the printer", proved by state instead of by waiting a while to see
// that nothing more arrives. The station's print queue is the only thing that sends to the
// printer, so once no job it holds is still on its way (each is done, failed, or taken by CUPS),
// CUPS has finished every job it took for the queue, and the listener holds N jobs, nothing else
// can arrive: a job marked done was delivered (a TCP print is done only after the printer closed
// its side, which the listener does after it has taken the job; CUPS's socket backend waits for
// the same close). CUPS's own job history then proves the label was handed to CUPS exactly N
// times, however long ago.
import { cupsJobsOf } from './cups';
import type { PrintListener } from './print-listener';
import { until } from './until';

export interface PrintedExactlyOptions {
  /** The print queue(s) that send to this printer (read again at each check: a test may reopen them). */
  queues: () => readonly { list(limit?: number): readonly { status: string; phase: string | null }[] }[];
  /** The CUPS raw queue in front of the listener, when the printer is reached through CUPS. */
  cupsQueue?: string | undefined;
  /** How many jobs CUPS took for that queue in all (default `count`): a job cancelled there is in its history, never printed. */
  cupsTook?: number;
  timeoutMs?: number;
}

/**
 * A job still on its way: queued, or printing and not yet handed to CUPS. One CUPS has taken
 * ('cups-sent') is CUPS's to finish, and CUPS is asked directly below: the queue itself learns of
 * it only at its next poll of CUPS, up to a second later, which would be waiting for nothing.
 */
const onItsWay = (job: { status: string; phase: string | null }, viaCups: boolean) =>
  job.status === 'queued' || (job.status === 'printing' && !(viaCups && job.phase === 'cups-sent'));

/**
 * Every job that can reach this printer has: the queue(s) hold nothing on its way and CUPS has
 * finished every job of the queue. Answers what the printer holds then, which is all it will get
 * (for a count, with no expectation of its own: a bench counting duplicates).
 */
export async function printerSettled(
  listener: PrintListener,
  { queues, cupsQueue, timeoutMs = 30_000 }: Omit<PrintedExactlyOptions, 'cupsTook'>,
): Promise<Buffer[]> {
  await until(
    () => queues().every((queue) => !queue.list(10_000).some((job) => onItsWay(job, cupsQueue !== undefined))),
    {
      what: 'the print queue to hand every job on',
      timeoutMs,
    },
  );
  if (cupsQueue)
    await until(async () => (await cupsJobsOf(cupsQueue, 'not-completed')).length === 0, {
      what: `CUPS to finish every job of ${cupsQueue}`,
      timeoutMs,
    });
  return listener.jobs();
}

export async function printedExactly(
  listener: PrintListener,
  count: number,
  { queues, cupsQueue, cupsTook = count, timeoutMs = 30_000 }: PrintedExactlyOptions,
): Promise<Buffer[]> {
  await listener.waitForJobs(count, timeoutMs);
  const jobs = await printerSettled(listener, { queues, cupsQueue, timeoutMs });
  if (jobs.length !== count)
    throw new Error(`expected exactly ${count} print job(s) at the printer, got ${jobs.length}`);
  if (cupsQueue) {
    const taken = await cupsJobsOf(cupsQueue, 'all');
    if (taken.length !== cupsTook)
      throw new Error(`expected exactly ${cupsTook} job(s) handed to CUPS queue ${cupsQueue}, got ${taken.length}`);
  }
  return jobs;
}
