// A bought label after its first print, found again in the print history by shipment or label
// id: printed again (the only way a label prints twice; asked first when a copy came out less than
// a minute ago, and once only for requests seconds apart: reprint-guard.ts), sent to another
// printer (prints on exactly one), or its file handed out (kept bytes when they are the label
// alone, else fetched).
import { Failure } from '../ipc';
import type { Logger } from '../log';
import {
  describeTarget,
  printError,
  type ContentType,
  type PrintJob,
  type PrinterTarget,
  type Printing,
} from '../printing';
import { said } from '../../shared/messages';
import { downloadLabelFile, type WorkflowApi } from './downloads';
import type { EmissionStore } from './emission-store';
import { printFailure } from './errors';
import { detectLabelFormat } from './label-format';
import { copiesOfLabel, reprintDecision } from './reprint-guard';

export interface LabelHistoryDeps {
  api: WorkflowApi;
  store: EmissionStore;
  queue: Printing['queue'];
  maxDownloadUrls: number;
  logger: Logger;
  now?: () => number;
}

/** How a reprint was asked for: `anotherCopy` is the operator's "print another copy" to a label printed moments ago. */
export interface ReprintOptions {
  anotherCopy?: boolean;
}

/** What a reprint request came to: the copy that answers it, and whether this request queued it. */
export interface Reprint {
  job: PrintJob;
  /** False: a reprint of this label asked for seconds ago on the same printer answers it; nothing more prints. */
  printedNow: boolean;
}

export class LabelHistory {
  constructor(private readonly deps: LabelHistoryDeps) {}

  /**
   * Prints a label again from the bytes kept in the print history (works offline). By shipment
   * or label id; on its printer or another. The only way a label prints twice. A label that
   * shared its job with a thermal DACE (one roll) comes out with its DACE again.
   */
  reprintLabel(id: string, target?: PrinterTarget, options: ReprintOptions = {}): PrintJob {
    return this.reprint(id, target, options).job;
  }

  /**
   * reprintLabel, saying whether this request printed: a label printed less than a minute ago is
   * refused until the operator answers `anotherCopy` (a `station-refused` failure saying how long
   * ago, printing.printedMomentsAgo / sentMomentsAgo), and a second request seconds after a reprint
   * on the same printer answers that reprint (reprint-guard.ts).
   */
  reprint(id: string, target?: PrinterTarget, options: ReprintOptions = {}): Reprint {
    const { queue, logger } = this.deps;
    const original = this.labelJob(id);
    const where = target ?? original.target;
    // A copy held back on that printer: the queue refuses the reprint and says so (cancel it, or
    // send it elsewhere); asking "another copy?" first would only lead to that refusal.
    const decision = queue.heldCopy(original.id, where)
      ? ({ kind: 'print' } as const)
      : reprintDecision(copiesOfLabel(original, queue.list(1_000)), (this.deps.now ?? Date.now)(), {
          target: where,
          anotherCopy: options.anotherCopy === true,
        });
    if (decision.kind === 'same') {
      logger.info('label reprint asked again within seconds: one copy', {
        shipmentId: original.document.shipmentId,
        jobId: decision.job.id,
      });
      return { job: decision.job, printedNow: false };
    }
    if (decision.kind === 'ask')
      throw new Failure(
        'station-refused',
        said(decision.state === 'printed' ? 'printing.printedMomentsAgo' : 'printing.sentMomentsAgo', {
          seconds: Math.max(1, Math.round(decision.agoMs / 1000)),
          name: describeTarget(decision.copy.target),
        }),
      );
    const reprint = queue.reprint(original.id, target);
    if (!reprint.ok) throw printFailure(reprint.error);
    logger.info('label reprinted', { shipmentId: original.document.shipmentId, jobId: reprint.value.id });
    return { job: reprint.value, printedNow: true };
  }

  /**
   * "Cancel the held copy": the copy of a label a reprint on `target` (its first printer unless
   * given) was refused for, because it waits there and would come out with the reprint, is
   * cancelled. In CUPS only once CUPS confirms it is gone; on any doubt it stays and this fails,
   * so the reprint stays refused: never two copies. Returns the cancelled job.
   */
  async cancelHeldCopy(id: string, target?: PrinterTarget): Promise<PrintJob> {
    const { queue, logger } = this.deps;
    const original = this.labelJob(id);
    const where = target ?? original.target;
    const held = queue.heldCopy(original.id, where);
    if (!held)
      throw printFailure(printError('job-state', said('printing.noHeldCopy', { name: describeTarget(where) })));
    const cancelled = await queue.cancel(held.id);
    if (!cancelled.ok) throw printFailure(cancelled.error);
    logger.info('held label copy cancelled', {
      shipmentId: original.document.shipmentId,
      jobId: held.id,
      printer: describeTarget(where),
    });
    return cancelled.value;
  }

  /**
   * "Send to another printer" (labels:reprint with a printer): a label that has not printed
   * (waiting, held by a paused or unreachable printer, failed) moves there, settled on the first
   * printer before (its CUPS job cancelled and seen gone; a waiting network job had not started),
   * so it prints on exactly one printer even when the first comes back. A label that printed is
   * printed again there: an explicit second copy, which is what the operator asked for.
   */
  async sendLabelTo(id: string, target: PrinterTarget, options: ReprintOptions = {}): Promise<PrintJob> {
    const { queue, logger } = this.deps;
    const original = this.labelJob(id);
    const copies = queue.list(1_000).filter((job) => job.id === original.id || job.reprintOf === original.id);
    // Once a copy came out, sending it elsewhere asks for another copy (a reprint there, asked first
    // when one came out moments ago), whatever a later copy is doing; until then the one job still
    // on its way (or failed) moves.
    if (copies.some((job) => job.status === 'done')) return this.reprintLabel(id, target, options);
    const moving = copies.find((job) => job.status === 'queued' || job.status === 'printing') ?? original;
    const moved = await queue.redirect(moving.id, target);
    if (!moved.ok) throw printFailure(moved.error);
    logger.info('label sent to another printer', {
      shipmentId: original.document.shipmentId,
      jobId: moving.id,
      from: describeTarget(moving.target),
      to: describeTarget(target),
    });
    return moved.value;
  }

  /**
   * A label's file by shipment or label id, named after its tracking code: a PDF's bytes as the
   * print history kept them (works offline; a raw printer's job keeps the carrier's document,
   * converted only when sent), else downloaded again.
   */
  async labelFileOf(id: string): Promise<{ name: string; contentType: ContentType; bytes: Uint8Array }> {
    const { store, queue } = this.deps;
    const record = store.find(id);
    const labelId = record?.labelId ?? id;
    const name = record?.trackingCode ?? labelId;
    const job = queue.list(1_000).find((j) => j.key === `label:${labelId}` && j.document.kind === 'label');
    const kept = job ? queue.bytesOf(job.id) : undefined;
    // A ZPL job may carry the DACE joined on the same roll: only a PDF job is the label alone.
    if (job && kept && job.document.contentType === 'application/pdf')
      return { name, contentType: job.document.contentType, bytes: kept };
    const file = await this.labelFile(labelId);
    return { name, ...file };
  }

  /** The label file for the preview, fetched in main (the page may not fetch the temporary URL). */
  async labelFile(labelId: string): Promise<{ contentType: ContentType; bytes: Uint8Array }> {
    const file = await downloadLabelFile(this.deps.api, labelId, this.deps.maxDownloadUrls);
    const contentType = detectLabelFormat(file.bytes, file.contentType);
    if (!contentType) throw new Failure('contract', said('workflow.labelNotPdfOrZpl'));
    return { contentType, bytes: file.bytes };
  }

  /** The first print job of a label (by shipment or label id), from its record or the history. */
  private labelJob(id: string): PrintJob {
    const { store, queue } = this.deps;
    const record = store.find(id);
    const labelId = record?.labelId ?? id;
    const history = queue.list(1_000);
    const original =
      (record?.printJobId ? queue.get(record.printJobId) : undefined) ??
      history.find((job) => job.key === `label:${labelId}`) ??
      history.find(
        (job) =>
          job.document.kind === 'label' &&
          job.reprintOf === null &&
          (job.document.shipmentId === id || job.document.labelId === id),
      );
    if (!original) throw new Failure('not-found', said('workflow.notInHistory'));
    return original;
  }
}
