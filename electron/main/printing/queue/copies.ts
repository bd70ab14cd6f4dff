// The copies of one document (a job, the job it reprints, its other reprints) and where they are:
// what keeps reprint() and resend() from putting a second label on a box by accident.
import { describeTarget, type PrinterTarget } from '../types';
import { type PrintJob } from './job';
import { type JobStore } from './job-store';

/** A copy of this job's document (the job itself, the one it reprints, or another reprint) that came out, if any. */
export function printedCopy(store: JobStore, job: PrintJob): PrintJob | undefined {
  const root = job.reprintOf ?? job.id;
  return store.copiesOf(root).find((copy) => copy.status === 'done');
}

/**
 * A copy of the job's document (the job, the one it reprints, or another reprint) held back on
 * `target`: waiting there after a failure, or in a CUPS queue that is paused (out of paper, a
 * disabled queue). A copy on its way is not, even while CUPS says it waits for the printer to
 * finish: it may be out already (the queue learns that at its next poll), and the operator
 * asked for one more.
 */
export function waitingCopy(store: JobStore, job: PrintJob, target: PrinterTarget): PrintJob | undefined {
  const root = job.reprintOf ?? job.id;
  const where = describeTarget(target);
  return [...store.inStatus('queued'), ...store.inStatus('printing')].find(
    (copy) =>
      (copy.status === 'queued' ? copy.lastError !== null : copy.lastError?.said.key === 'printing.pausedWaits') &&
      (copy.id === root || copy.reprintOf === root) &&
      copy.target.kind === target.kind &&
      describeTarget(copy.target) === where,
  );
}
