// Whether a label asked to print again (button, history, a scan of its code, F9 on an order already
// bought: every way reaches LabelHistory) prints now. Paper is not wasted (issue 29, item 5):
//
// - A copy of the label that came out (or is on its way to its printer) less than a minute ago
//   makes the station ask first ("impressa há 4 s — imprimir outra cópia?"). The operator's
//   "print another copy" is the `anotherCopy` answer; the ask itself prints nothing.
// - Two reprint requests for one label within a few seconds on one printer are one request: the
//   second answers the copy the first queued, whether the operator confirmed it or not (a double
//   click, two windows, the button and a scan at once). The window is counted from when that copy
//   was asked for, so it never hides a copy asked for on purpose a little later: that one asks.
//
// Every copy of the label counts, however it was queued: its first print, reprints of it, and a
// copy fetched again from the server when the history had lost its bytes (scan.ts).
import { describeTarget, type PrinterTarget, type PrintJob } from '../printing';
import { REPRINT_ASK_WINDOW_MS, REPRINT_SAME_REQUEST_MS } from '../../shared/workflow';

export interface ReprintRequest {
  /** The printer the copy is asked for. */
  target: PrinterTarget;
  /** The operator answered "print another copy" to a label printed moments ago. */
  anotherCopy?: boolean;
}

export type ReprintDecision =
  | { kind: 'print' }
  /** A reprint asked for moments ago on the same printer answers this request: nothing more prints. */
  | { kind: 'same'; job: PrintJob }
  /**
   * Ask first: `copy` came out `agoMs` ago (`printed`), or was sent `agoMs` ago and is on its way
   * to its printer (`sent`).
   */
  | { kind: 'ask'; copy: PrintJob; agoMs: number; state: 'printed' | 'sent' };

const at = (iso: string) => Date.parse(iso);
/** A copy sent and not yet known to be out, nor held back (a held copy is refused by the queue itself). */
const onItsWay = (job: PrintJob) =>
  (job.status === 'queued' && job.lastError === null) ||
  (job.status === 'printing' && job.lastError?.said.key !== 'printing.pausedWaits');
/** A copy the operator asked for (a reprint), not the label's first print after its purchase (`label:<id>`). */
const askedFor = (job: PrintJob) => job.reprintOf !== null || !job.key?.startsWith('label:');

/** Every copy of the label `original` is (by its root job, and by its label id). */
export function copiesOfLabel(original: PrintJob, history: readonly PrintJob[]): PrintJob[] {
  const root = original.reprintOf ?? original.id;
  const labelId = original.document.labelId;
  return history.filter(
    (job) =>
      job.id === root ||
      job.reprintOf === root ||
      (labelId !== undefined && job.document.kind === 'label' && job.document.labelId === labelId),
  );
}

export function reprintDecision(copies: readonly PrintJob[], now: number, request: ReprintRequest): ReprintDecision {
  const where = describeTarget(request.target);
  const newestFirst = [...copies].sort((a, b) => at(b.createdAt) - at(a.createdAt));
  const asked = newestFirst.find(
    (job) =>
      askedFor(job) &&
      job.status !== 'failed' &&
      describeTarget(job.target) === where &&
      now - at(job.createdAt) < REPRINT_SAME_REQUEST_MS,
  );
  if (asked) return { kind: 'same', job: asked };
  if (request.anotherCopy) return { kind: 'print' };
  let latest: Extract<ReprintDecision, { kind: 'ask' }> | null = null;
  for (const job of copies) {
    const sent = onItsWay(job);
    if (job.status !== 'done' && !sent) continue;
    const agoMs = Math.max(0, now - at(sent ? job.createdAt : job.updatedAt));
    if (agoMs >= REPRINT_ASK_WINDOW_MS) continue;
    if (!latest || agoMs < latest.agoMs) latest = { kind: 'ask', copy: job, agoMs, state: sent ? 'sent' : 'printed' };
  }
  return latest ?? { kind: 'print' };
}
