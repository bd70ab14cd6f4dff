// A "crash" is the queue object closed mid-step (its promises never return) and a new one
// opened on the same SQLite file, with real CUPS and a real listener throughout. Each crash
// point of the CUPS protocol is hit on purpose: before lp, after CUPS accepted the held job but
// before its number was recorded, and after it was recorded but before it was released.
import { afterEach, describe, expect, it } from 'vitest';
import { PrintPaths } from '../../../electron/main/printing/paths/print-paths';
import { PrintQueue } from '../../../electron/main/printing/queue/print-queue';
import { type QueuePaths } from '../../../electron/main/printing/queue/worker-deps';
import { heldCupsJobsOf, pendingCupsJobs } from '../../support/cups';
import { printedExactly } from '../../support/printed';
import { until } from '../../support/until';
import { spoken } from '../../support/said';
import { enqueueLabel, useCupsPrinter } from './support/print-queue';

const never = <T>() => new Promise<T>(() => undefined);
const real = new PrintPaths({ platform: 'linux' });

const printer = useCupsPrinter({ each: true });
const queues: PrintQueue[] = [];
const open = (paths: QueuePaths = real) => {
  const queue = new PrintQueue({ dataDir: printer.dataDir, paths, cupsPollMs: 100 });
  queues.push(queue);
  return queue;
};
const labelBytes = (n: string) => new TextEncoder().encode(`^XA^FO50,50^A0N,50,50^FDLabel ${n}^FS^XZ\n`);
/** Label n, for the CUPS queue in front of the test's printer. */
const labelOnCups = (queue: PrintQueue, n: string) =>
  enqueueLabel(queue, n, { kind: 'cups', name: printer.cupsQueue.name }, labelBytes(n));
const eventually = (check: () => boolean, what: string) => until(check, { what, timeoutMs: 10_000 });
/**
 * After a restart: exactly one copy arrives, and nothing more is on its way: the open queue has
 * finished its jobs, CUPS has finished every job it took, and it took exactly one.
 */
async function expectPrintedOnce(n: string) {
  const jobs = await printedExactly(printer.listener, 1, {
    queues: () => queues.slice(-1),
    cupsQueue: printer.cupsQueue.name,
  });
  expect(jobs[0]?.equals(Buffer.from(labelBytes(n)))).toBe(true);
}

afterEach(() => {
  queues.splice(0).forEach((q) => q.close());
});

describe('a crash never makes a label print twice, or not at all', () => {
  it('prints a job that was only queued (taken for its printer, nothing sent) when the app stopped', async () => {
    const crashed = open();
    const job = labelOnCups(crashed, 'Q1');
    crashed.close(); // before anything reached CUPS
    expect(await heldCupsJobsOf(printer.cupsQueue.name)).toEqual([]);
    expect(await printer.listener.jobs()).toHaveLength(0);

    const queue = open();
    expect(await queue.settled(job.id)).toMatchObject({ status: 'done', attempts: 1 });
    await expectPrintedOnce('Q1');
  });

  it('prints once when the app stopped after CUPS took the held job but before its number was saved', async () => {
    let submitted: number | undefined;
    const crashed = open({
      cups: bindCups(),
      sendDirect: real.sendDirect.bind(real),
      submitToCups: async (...args) => {
        const result = await real.submitToCups(...args);
        if (result.ok) submitted = result.value;
        return never(); // the app dies here
      },
    });
    const job = labelOnCups(crashed, 'H1');
    await eventually(() => submitted !== undefined, 'lp to submit the held job');
    crashed.close();
    // CUPS holds it (a held job never prints until released) and has not printed it.
    expect(await pendingCupsJobs()).toContain(submitted);
    expect(await heldCupsJobsOf(printer.cupsQueue.name)).toEqual([submitted]);
    expect(await printer.listener.jobs()).toHaveLength(0);

    const queue = open();
    const done = await queue.settled(job.id);
    expect(done).toMatchObject({ status: 'done', cupsJob: submitted, attempts: 1 }); // adopted, not submitted again
    await expectPrintedOnce('H1');
  });

  it('prints once when the app stopped after saving the held job but before releasing it', async () => {
    const crashed = open({
      submitToCups: real.submitToCups.bind(real),
      sendDirect: real.sendDirect.bind(real),
      cups: { ...bindCups(), release: () => never() },
    });
    const job = labelOnCups(crashed, 'R1');
    await eventually(() => crashed.get(job.id)?.phase === 'cups-held', 'the held job to be recorded');
    crashed.close();

    const queue = open();
    expect(await queue.settled(job.id)).toMatchObject({ status: 'done', attempts: 1 });
    await expectPrintedOnce('R1');
  });

  it('never prints twice for the same key after a restart; only an explicit reprint prints again', async () => {
    const first = open();
    const job = labelOnCups(first, 'K1');
    await first.settled(job.id);
    await printer.listener.waitForJobs(1);
    first.close();

    const queue = open();
    // The emission workflow, resuming after a crash, asks again: nothing new is queued, so
    // nothing new can print (the queue is the only way to the printer).
    expect(labelOnCups(queue, 'K1').id).toBe(job.id);
    expect(queue.list()).toHaveLength(1);
    await printedExactly(printer.listener, 1, { queues: () => [queue], cupsQueue: printer.cupsQueue.name });

    const reprint = queue.reprint(job.id);
    if (!reprint.ok) throw new Error(spoken(reprint.error.said));
    expect(reprint.value).toMatchObject({ reprintOf: job.id, key: null });
    expect(await queue.settled(reprint.value.id)).toMatchObject({ status: 'done' });
    const jobs = await printer.listener.waitForJobs(2);
    expect(jobs[1]?.equals(Buffer.from(labelBytes('K1')))).toBe(true);
  });
});

function bindCups(): QueuePaths['cups'] {
  return {
    release: real.cups.release.bind(real.cups),
    findJob: real.cups.findJob.bind(real.cups),
    pendingJobs: real.cups.pendingJobs.bind(real.cups),
    jobOutcome: real.cups.jobOutcome.bind(real.cups),
    states: real.cups.states.bind(real.cups),
  };
}
