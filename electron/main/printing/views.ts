// A print job as the plain JSON view the renderer gets (electron/shared/workflow.ts).
import type { PrintJobView } from '../../shared/printing';
import { detailOf } from './errors';
import { printerIdOf } from './printer-ids';
import type { PrintJob } from './queue/job';
import { describeTarget } from './types';

export function toPrintJobView(job: PrintJob): PrintJobView {
  return {
    jobId: job.id,
    status: job.status,
    kind: job.document.kind,
    contentType: job.document.contentType,
    printerId: printerIdOf(job.target),
    printer: describeTarget(job.target),
    ...(job.document.shipmentId ? { shipmentId: job.document.shipmentId } : {}),
    ...(job.document.labelId ? { labelId: job.document.labelId } : {}),
    reprintOf: job.reprintOf,
    attempts: job.attempts,
    ...(job.lastError
      ? {
          lastError: job.lastError.said,
          lastErrorKind: job.lastError.kind,
          ...(job.lastError.quoted ? { lastErrorDetail: detailOf(job.lastError) } : {}),
        }
      : {}),
    ...(job.notes.length ? { notes: job.notes } : {}),
    nextAttemptAt: job.nextAttemptAt,
    bytesKept: job.bytesKept,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}
