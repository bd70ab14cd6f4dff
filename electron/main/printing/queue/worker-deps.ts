// What a print worker is given and how it is told to act: the retry policy, the ways to CUPS and
// to a printer, the step that prepares a job's bytes for its printer, the hooks back to the
// queue, and the title that finds a job again in CUPS after a crash.
import { type PrintError } from '../errors';
import { ok, type Result } from '../../../shared/result';
import { type PdfMedia, type SendAs } from '../cups/lp-args';
import { type Cups } from '../cups/cups';
import { type Said } from '../../../shared/messages';
import { type PrintPaths } from '../paths/print-paths';
import { type PrintJob } from './job';

export interface RetryPolicy {
  maxAttempts: number;
  /** The wait before attempt `attempt + 1`, after `attempt` failed. */
  delayMs: (attempt: number) => number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 6,
  delayMs: (attempt) => Math.min(60_000, 2_000 * 2 ** (attempt - 1)),
};

export type QueuePaths = Pick<PrintPaths, 'submitToCups' | 'sendDirect'> & {
  cups: Pick<Cups, 'release' | 'findJob' | 'pendingJobs' | 'jobOutcome' | 'states'> & Partial<Pick<Cups, 'cancel'>>;
};

/** A job's bytes as its printer takes them: converted to its language, or a PDF with its paper. */
export interface PreparedJob {
  bytes: Uint8Array;
  sendAs: SendAs;
  media?: PdfMedia;
  /** What the conversion noted, kept on the job for the operator (thermal/convert.ts). */
  notes?: Said[];
}

/**
 * Turns a stored job into what its printer takes, right before it is sent (the printing service
 * converts for raw printers here: printing/prepare.ts). It runs while the job is `claimed`, before
 * any byte leaves the app, so a crash during it simply queues the job again; it must be
 * deterministic (the same bytes and profile give the same output) for that to be harmless.
 */
export type PrepareJob = (job: PrintJob, bytes: Uint8Array) => Promise<Result<PreparedJob, PrintError>>;

/** Without a printing service: the stored bytes as their content type says. */
export const sendAsStored: PrepareJob = async (job, bytes) => ok({ bytes, sendAs: job.document.contentType });

/**
 * The title a job carries in CUPS: how its held job is found again after a crash. lpq shows
 * only the first 39 characters of a title, so it is kept shorter: "ss-" and the id's 32 hex digits.
 */
export const cupsTitle = (job: PrintJob): string => `ss-${job.id.replace(/-/g, '')}`;

export interface WorkerHooks {
  /** A job's row changed: tell listeners; `wake` false when nothing new needs a pass (a job just started by the caller). */
  jobChanged(id: string, wake?: boolean, job?: PrintJob): void;
  /** A step finished: pass again soon. */
  wake(): void;
  /**
   * A step could not record how it ended (the queue's file refused the write: a full disk): told
   * like a failed pass. The job stays as the file last had it, and a later pass resolves it as
   * after a crash (a claimed job is queued again, that attempt not counted).
   */
  trouble(error: unknown): void;
  isClosed(): boolean;
}
