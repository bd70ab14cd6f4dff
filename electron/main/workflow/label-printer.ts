// From a bought label to a print job, in two steps a caller may take apart: download it (in
// main; a 410 asks for a new URL) and tell PDF from ZPL by its bytes; then queue it under
// `label:<labelId>`, which makes queueing it again a no-op. emitAndPrint takes both steps at
// once; a batch downloads as its rows finish and queues in CSV order. A thermal DACE asked for
// with a ZPL label joins the label's job on the same roll; any other DACE is its own job after
// the label, under purchaseDaceKey, and the label's `queued` record says it is owed until that
// job is in the queue, so a kill between the two leaves it for the resume, never lost.
// The DACE's standing is decided in the write that records the label `queued` (queueWithDace):
//   on the roll  the label's job holds it (joined now, or by an earlier run under the same key);
//   owed         it is still to print apart under purchaseDaceKey: the DACE printed apart, and a
//                joined one whose fetch, or whose joining to the label's bytes, failed during a
//                resume (the paid label goes out alone, and nobody sees a resume's failure, so it
//                is listed as owed until printed);
//   settled      none was asked, the server has none (not-eligible), or its failure was shown
//                to the page that bought (the operator prints it from the DACE panel).
import { Failure } from '../ipc';
import {
  combineForOneRoll,
  isZpl,
  targetKey,
  type EnqueueResult,
  type PrintError,
  type PrinterTarget,
  type Printing,
} from '../printing';
import type { DaceDocument, DacePrinter } from './dace';
import { downloadLabelFile, type WorkflowApi } from './downloads';
import type { WorkflowTiming } from './emit-loop';
import type { EmissionStore, QueuedDace } from './emission-store';
import { howItPrints, printFailure, stationError, withContext } from './errors';
import { detectLabelFormat } from './label-format';
import { said, type SaidParam } from '../../shared/messages';
import type { LabelCharge, OwedDaceChange } from '../../shared/workflow';
import type { TipoDace } from '../../shared/contract';
import type { Result } from '../../shared/result';
import type { StationError } from '../../shared/ipc';
import { printOwedDace, tellOwed } from './purchase-dace';
import type {
  DacePrintOutcome,
  DownloadedLabel,
  EmissionOutcome,
  EmissionProgress,
  EmissionRecord,
  QueuedBy,
} from './types';

export type BoughtLabel = LabelCharge;

export interface LabelPrinterDeps {
  printing: Pick<Printing, 'printRouted' | 'queue' | 'settings'>;
  store: EmissionStore;
  dace: DacePrinter;
  timing: Pick<WorkflowTiming, 'maxDownloadUrls'>;
  progress: (event: EmissionProgress) => void;
  /** A bought label's file was asked for: its request is on its way (the desk notes the purchase meanwhile). */
  fileAsked?: (label: { shipmentId: string; labelId: string }) => void;
  /** An owed DACE was settled or is (still) owed (purchase-dace.ts, and a resume's joined DACE owed here). */
  owedDace?: ((change: OwedDaceChange) => void) | undefined;
}

export class LabelPrinter {
  /**
   * Owed DACEs being printed, by shipment: a resume and the operator's button (or two clicks)
   * share one print, since the queue's key is looked up before the DACE is generated.
   */
  private readonly owing = new Map<string, Promise<Result<DacePrintOutcome>>>();

  constructor(private readonly deps: LabelPrinterDeps) {}

  /** printOwedDace, once at a time per shipment (a second caller gets the first one's answer). */
  printOwed(
    purchase: { shipmentId: string; asked: TipoDace; resuming: boolean },
    document?: DaceDocument,
  ): Promise<Result<DacePrintOutcome>> {
    const running = this.owing.get(purchase.shipmentId);
    if (running) return running;
    const printing = printOwedDace(this.deps, purchase, document).finally(() => this.owing.delete(purchase.shipmentId));
    this.owing.set(purchase.shipmentId, printing);
    return printing;
  }

  /**
   * Downloads a bought label (through the client of the loja it was bought for). `fileAsked` is
   * told, as the deps' is, each time the file's own request has been made.
   */
  async download(
    api: Pick<WorkflowApi, 'downloadLabel' | 'downloadFile'>,
    record: EmissionRecord,
    bought: BoughtLabel,
    attempts: number,
    fileAsked?: () => void,
  ): Promise<DownloadedLabel> {
    const { shipmentId, queuedBy, dace } = record;
    const { labelId, trackingCode } = bought;
    // Past this point the label is paid for: every failure says so and leaves it resumable.
    const paid = paidParams(trackingCode, queuedBy);
    this.deps.progress({
      shipmentId,
      labelId,
      trackingCode,
      phase: 'downloading',
      attempt: attempts,
      message: said('workflow.downloading', { tracking: trackingCode }),
    });
    let file;
    try {
      file = await downloadLabelFile(api, labelId, this.deps.timing.maxDownloadUrls, () => {
        this.deps.fileAsked?.({ shipmentId, labelId });
        fileAsked?.();
      });
    } catch (error) {
      return this.stop(shipmentId, withContext(error, 'workflow.paid', paid));
    }
    const contentType = detectLabelFormat(file.bytes, file.contentType);
    if (!contentType)
      return this.stop(
        shipmentId,
        new Failure('contract', said('workflow.paid', { ...paid, reason: said('workflow.labelNotPrintable') })),
      );
    return { shipmentId, ...bought, contentType, bytes: file.bytes, attempts, dace, queuedBy };
  }

  /** Queues a downloaded label (its bytes, or the label and its DACE joined for one roll). */
  queue(label: DownloadedLabel, bytes: Uint8Array = label.bytes): EnqueueResult {
    const { queued, record } = this.enqueue(label, bytes);
    record();
    return queued;
  }

  /**
   * Queues the label; `record` then writes `queued` to workflow.db (with its DACE's standing).
   * Apart so that emitAndPrint writes it a turn later, once a free printer's job has sent its
   * bytes (the queue starts it at once): the write is not in the way of the label, and a kill
   * before it leaves the record `ready`, whose resume finds the job under its key and prints
   * nothing again.
   */
  private enqueue(
    label: DownloadedLabel,
    bytes: Uint8Array,
  ): { queued: EnqueueResult; record: (dace?: QueuedDace) => void } {
    const { shipmentId, labelId, trackingCode, contentType } = label;
    this.deps.progress({
      shipmentId,
      labelId,
      trackingCode,
      phase: 'printing',
      attempt: label.attempts,
      message: said('workflow.sending'),
    });
    const queued = this.deps.printing.printRouted('label', {
      key: `label:${labelId}`,
      contentType,
      bytes,
      shipmentId,
      labelId,
    });
    if (!queued.ok)
      return this.stop(
        shipmentId,
        printFailure(queued.error, 'workflow.paid', paidParams(trackingCode, label.queuedBy)),
      );
    const { job } = queued.value;
    return {
      queued: queued.value,
      record: (dace = null) => this.deps.store.queued(shipmentId, contentType, job.id, dace),
    };
  }

  /**
   * Queues a downloaded label with the DACE its emission asked for (emitAndPrint's way, and
   * resume's: `resuming`, whose failure to print the DACE nobody sees, so it stays owed).
   */
  async queueWithDace(label: DownloadedLabel, resuming = false): Promise<EmissionOutcome> {
    const { printing } = this.deps;
    const { shipmentId, contentType } = label;
    let bytes = label.bytes;
    let dace: EmissionOutcome['dace'];
    let rollDace: DaceDocument | undefined;
    let notJoined = false; // the joined DACE could not be fetched, or joined (the label goes out alone)
    // One roll job only when that printer reads the thermal DACE's ZPL; another language gets
    // the summarized DACE as its own job (DacePrinter.printsAs).
    if (
      label.dace === 'T' &&
      contentType === 'application/zpl' &&
      samePrinter(printing.settings.targetFor('label'), printing.settings.targetFor('dace-thermal')) &&
      (await this.deps.dace.printsAs('T')) === 'T'
    ) {
      try {
        const document = await this.deps.dace.fetch(shipmentId, 'T');
        const joined = combineForOneRoll([{ contentType, bytes }, document]);
        if (joined.ok) {
          bytes = joined.value;
          rollDace = document;
        } else {
          dace = { ok: false, error: notJoinedError(label, joined.error) };
          notJoined = true;
        }
      } catch (error) {
        // The DACE is a companion: its failure never holds back the paid label.
        dace = { ok: false, error: stationError(error) };
        notJoined = dace.error.kind !== 'not-eligible';
      }
    }

    const { queued, record } = this.enqueue(label, bytes);
    await new Promise<void>((next) => setImmediate(next));
    const { job, created } = queued;
    // The label's job was there already: an earlier run of this purchase queued it under its key
    // and was stopped before it wrote so (a kill between the queue and record(), which a resume
    // answers by queueing again and printing nothing new). A job longer than the label alone is
    // the label with its thermal DACE joined (the only document ever joined to it): that DACE is
    // on the roll, and printing it apart would put a second one after it.
    const joinedBefore = !created && label.dace === 'T' && job.byteLength > label.bytes.byteLength;
    const onRoll = (rollDace !== undefined && created) || joinedBefore;
    // A DACE still to print apart is owed in the same write that says the label is queued: a
    // kill before its own job is queued leaves it to the resume, which skips a queued label.
    const asked = !onRoll && !dace ? label.dace : null;
    // A resume's joined DACE that could not be fetched, or was fetched and could not be joined to
    // the label's bytes, is owed too unless the label's job carries it (an earlier run's), and not
    // tried again now: the next resume or the operator's line (labels:print-owed-dace) prints it
    // apart, once.
    const owedLater = !onRoll && resuming && notJoined;
    record(onRoll ? { onRoll: job.id } : asked || owedLater ? 'owed' : null);
    if (owedLater && dace && !dace.ok) {
      // Why, for its line (the joined fetch's or join's failure, in the station's words), and the list follows.
      this.deps.store.daceNotPrinted(shipmentId, dace.error.said);
      tellOwed(this.deps, { shipmentId, owed: true });
    }
    if (onRoll) {
      dace = {
        ok: true,
        value: {
          shipmentId,
          tipoDace: 'T',
          kind: 'dace-thermal',
          contentType: 'application/zpl',
          printJob: job,
          combinedWithLabel: true,
        },
      };
    } else if (asked) {
      // After the label, as its own job: on the same printer the queue keeps the order (label
      // first), which is how a PDF label and a thermal DACE share a roll.
      dace = await this.printOwed({ shipmentId, asked, resuming }, rollDace);
    }
    return { ...outcomeOf(label, { job, created }), ...(dace ? { dace } : {}) };
  }

  /**
   * A queued label whose DACE is owed (a kill came before its job was queued): the label as it
   * stands, and its DACE printed now, once.
   */
  async withOwedDace(queued: EmissionOutcome, record: EmissionRecord, resuming: boolean): Promise<EmissionOutcome> {
    if (!record.daceOwed || !record.dace) return queued;
    const purchase = { shipmentId: record.shipmentId, asked: record.dace, resuming };
    return { ...queued, dace: await this.printOwed(purchase) };
  }

  /**
   * A label an earlier call queued: answers it as it stands (printing it again is reprint's
   * job), or undefined when the print history lost the job (a wiped file): it is then
   * downloaded and queued again under its key.
   */
  alreadyQueued(record: EmissionRecord): EmissionOutcome | undefined {
    const bought = boughtOf(record);
    const job = record.printJobId ? this.deps.printing.queue.get(record.printJobId) : undefined;
    if (!job || !record.contentType) return undefined;
    this.deps.progress({
      shipmentId: record.shipmentId,
      labelId: bought.labelId,
      trackingCode: bought.trackingCode,
      printJobId: job.id,
      phase: job.status === 'done' ? 'printed' : job.status === 'failed' ? 'failed' : 'printing',
      attempt: 0,
      message: said('workflow.alreadyQueued'),
    });
    return {
      shipmentId: record.shipmentId,
      ...bought,
      contentType: record.contentType,
      printJob: job,
      newlyQueued: false,
    };
  }

  private stop(shipmentId: string, failure: Failure): never {
    this.deps.store.note(shipmentId, stationError(failure));
    throw failure;
  }
}

/** The outcome of a queued label: its facts only (the view spreads it: no bytes may ride along). */
export function outcomeOf(label: DownloadedLabel, queued: EnqueueResult): EmissionOutcome {
  const { bytes: _bytes, attempts: _attempts, dace: _dace, queuedBy: _queuedBy, ...facts } = label;
  return { ...facts, printJob: queued.job, newlyQueued: queued.created };
}

/** Whether two routes print on the same printer (so on one roll). */
export function samePrinter(a: PrinterTarget | undefined, b: PrinterTarget | undefined): boolean {
  return a !== undefined && b !== undefined && targetKey(a) === targetKey(b);
}

export function boughtOf(record: EmissionRecord): BoughtLabel {
  if (!record.labelId || !record.trackingCode || !record.transactionId)
    throw new Failure('internal', said('workflow.noSavedLabel'));
  return {
    labelId: record.labelId,
    trackingCode: record.trackingCode,
    transactionId: record.transactionId,
    priceCents: record.priceCents,
    chargeAlreadyCaptured: record.chargeAlreadyCaptured ?? true,
    possibleDoubleCharge: record.possibleDoubleCharge,
  };
}

/** What every failure after the purchase says first: the label is paid and how it still prints. */
const paidParams = (trackingCode: string, queuedBy: QueuedBy): Record<string, SaidParam> => ({
  tracking: trackingCode,
  how: howItPrints(queuedBy),
});

/**
 * A thermal DACE fetched and not joined to its ZPL label's job: said as that, never as a printer
 * that is not ready (the printer is fine, the label went out alone). The DACE was checked as ZPL
 * when fetched, so what fails to join is the label's file the server sent: a contract failure.
 */
function notJoinedError(label: DownloadedLabel, error: PrintError): StationError {
  const reason = isZpl(label.bytes) ? error.said : said('workflow.labelNotWholeZpl');
  return {
    kind: 'contract',
    said: said('workflow.daceNotJoined', { tracking: label.trackingCode, reason }),
    ...(error.quoted ? { quoted: error.quoted } : {}),
  };
}
