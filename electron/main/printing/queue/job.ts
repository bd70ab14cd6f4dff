// A print job as the queue, the IPC layer and the renderer see it (its bytes stay in the queue).
import type { Said } from '../../../shared/messages';
import { type PrintError } from '../errors';
import { type PrintDocument, type PrinterTarget } from '../types';

export type PrintJobStatus = 'queued' | 'printing' | 'done' | 'failed';

/**
 * Where a `printing` job is, recorded before each step so a restart knows what was done:
 * - `claimed`: nothing has left the app yet; after a crash it is simply queued again.
 * - `sending`: bytes may have reached a network or Windows printer; after a crash nobody can
 *   tell whether it printed, so it fails as `outcome-unknown` and the operator decides.
 * - `cups-submitting`: lp was started with the job held; after a crash, CUPS is asked for a
 *   held job with this job's title: it is adopted if there, submitted again if not.
 * - `cups-held`: CUPS holds the job (its number is known); after a crash it is released again.
 * - `cups-sent`: released; CUPS prints it and retries the printer on its own; done when CUPS
 *   has finished with it.
 * - `cups-cancelling`: the operator sent it to another printer; its CUPS job is being cancelled
 *   (nothing polls it meanwhile). After a crash CUPS is asked: still pending, it stays where it
 *   was (`cups-sent`); cancelled, it fails as not printed (sent again from the history); finished,
 *   it is done.
 * - `cups-dropping`: the operator cancelled it (a held copy a reprint was refused for); its CUPS
 *   job is being cancelled. After a crash, the same as `cups-cancelling`, except that a job CUPS
 *   cancelled fails as the operator's cancel (a reprint is then allowed).
 */
export type PrintPhase =
  'claimed' | 'sending' | 'cups-submitting' | 'cups-held' | 'cups-sent' | 'cups-cancelling' | 'cups-dropping';

export interface PrintJob {
  id: string;
  /** The caller's idempotency key (e.g. `label:<labelId>`); null for reprints and test pages. */
  key: string | null;
  /** The job this one prints again, for an explicit reprint. */
  reprintOf: string | null;
  document: PrintDocument;
  target: PrinterTarget;
  status: PrintJobStatus;
  phase: PrintPhase | null;
  attempts: number;
  lastError: PrintError | null;
  /** What converting it for its printer noted (scaled to fit, a page over the label's edges). */
  notes: Said[];
  /** When the next attempt is due, for a queued job waiting after a failure (ISO 8601). */
  nextAttemptAt: string | null;
  /** The CUPS job number, once CUPS has the job. */
  cupsJob: number | null;
  byteLength: number;
  /** Whether the bytes are still kept (history keeps only the last jobs' bytes). */
  bytesKept: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface EnqueueRequest {
  /** Same key, same job: a second call (e.g. after a crash) returns the first job and prints nothing. */
  key?: string;
  document: PrintDocument;
  target: PrinterTarget;
  bytes: Uint8Array;
}

export interface EnqueueResult {
  job: PrintJob;
  /** False when a job with this key already existed (nothing new was queued). */
  created: boolean;
}
