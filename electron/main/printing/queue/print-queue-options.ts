// How a print queue is opened: its file's folder, its ways to the printers, its retry and poll
// rhythm, how many jobs keep their bytes for reprints, and the clock and timer it runs on.
import type { After } from '../../platform';
import { type PrepareJob, type QueuePaths, type RetryPolicy } from './worker-deps';

export interface PrintQueueOptions {
  dataDir: string;
  paths: QueuePaths;
  retry?: Partial<RetryPolicy>;
  /** How often CUPS is asked whether released jobs have printed. */
  cupsPollMs?: number;
  /** History keeps the bytes of at least this many newest jobs (pruned in steps of 5 %), for reprints without the network. */
  keepBytesForLast?: number;
  /** Converts a job for its printer right before it is sent (default: the stored bytes as they are). */
  prepare?: PrepareJob;
  now?: () => number;
  /** The timer the next pass waits on (default: setTimeout, unref'd; a test's clock moves it). */
  after?: After;
}

/** setTimeout that does not keep the process alive for a pass nobody waits on. */
export const unrefAfter: After = (ms, fire) => {
  const timer = setTimeout(fire, ms);
  timer.unref();
  return () => clearTimeout(timer);
};
