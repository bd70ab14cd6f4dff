// From a bought label to a print job: download it (in main; a 410 asks for a new URL), tell PDF
// from ZPL by its bytes, and queue it under `label:<labelId>`, which makes queueing it again a
// no-op. A thermal DACE asked for with a ZPL label joins the label's job on the same roll.
import { Failure } from '../ipc/failure';
import { combineForOneRoll, targetKey, type PrinterTarget, type Printing } from '../printing';
import type { DaceDocument, DacePrinter } from './dace';
import { downloadLabelFile, type WorkflowApi } from './downloads';
import type { WorkflowTiming } from './emit-loop';
import type { EmissionStore } from './emission-store';
import { printFailure, stationError, withContext } from './errors';
import { detectLabelFormat } from './label-format';
import type { EmissionOutcome, EmissionProgress, EmissionRecord } from './types';

export interface BoughtLabel {
  labelId: string;
  trackingCode: string;
  transactionId: string;
  priceCents: number | null;
  chargeAlreadyCaptured: boolean;
}

export interface LabelPrinterDeps {
  api: Pick<WorkflowApi, 'downloadLabel' | 'downloadFile'>;
  printing: Pick<Printing, 'printRouted' | 'queue' | 'settings'>;
  store: EmissionStore;
  dace: DacePrinter;
  timing: Pick<WorkflowTiming, 'maxDownloadUrls'>;
  progress: (event: EmissionProgress) => void;
}

export class LabelPrinter {
  constructor(private readonly deps: LabelPrinterDeps) {}

  async downloadAndQueue(record: EmissionRecord, bought: BoughtLabel, attempt: number): Promise<EmissionOutcome> {
    const { store, printing } = this.deps;
    const { shipmentId } = record;
    const { labelId, trackingCode } = bought;
    // Past this point the label is paid for: every failure says so and leaves it resumable.
    const paid = `The label is bought (tracking ${trackingCode}) and kept: it prints when you try again or when the station next starts. `;
    const facts = { shipmentId, labelId, trackingCode };
    const stop = (failure: Failure): never => {
      store.note(shipmentId, stationError(failure));
      throw failure;
    };

    this.deps.progress({ ...facts, phase: 'downloading', attempt, message: `Label bought (tracking ${trackingCode}); downloading it…` });
    let file;
    try {
      file = await downloadLabelFile(this.deps.api, labelId, this.deps.timing.maxDownloadUrls);
    } catch (error) {
      return stop(withContext(error, paid));
    }
    const contentType = detectLabelFormat(file.bytes, file.contentType);
    if (!contentType) return stop(new Failure('contract', `${paid}The label file the server sent is neither a PDF nor ZPL, so it cannot be printed.`));

    let bytes = file.bytes;
    let dace: EmissionOutcome['dace'];
    let rollDace: DaceDocument | undefined;
    if (record.dace === 'T' && contentType === 'application/zpl' && samePrinter(printing.settings.targetFor('label'), printing.settings.targetFor('dace-thermal'))) {
      try {
        const document = await this.deps.dace.fetch(shipmentId, 'T');
        const joined = combineForOneRoll([{ contentType, bytes }, document]);
        if (joined.ok) {
          bytes = joined.value;
          rollDace = document;
        } else dace = { ok: false, error: stationError(printFailure(joined.error)) };
      } catch (error) {
        // The DACE is a companion: its failure never holds back the paid label.
        dace = { ok: false, error: stationError(error) };
      }
    }

    this.deps.progress({ ...facts, phase: 'printing', attempt, message: 'Sending the label to the printer…' });
    const queued = printing.printRouted('label', { key: `label:${labelId}`, contentType, bytes, shipmentId, labelId });
    if (!queued.ok) return stop(printFailure(queued.error, paid));
    const { job, created } = queued.value;
    store.queued(shipmentId, contentType, job.id);

    if (rollDace && created) {
      store.daceQueued(shipmentId, job.id);
      dace = { ok: true, value: { shipmentId, tipoDace: 'T', kind: 'dace-thermal', contentType: 'application/zpl', printJob: job, combinedWithLabel: true } };
    } else if (record.dace && !dace) {
      // After the label, as its own job: on the same printer the queue keeps the order (label
      // first), which is how a PDF label and a thermal DACE share a roll.
      try {
        const printed = rollDace ? stripCreated(this.deps.dace.print(shipmentId, rollDace)) : await this.deps.dace.generateAndPrint(shipmentId, record.dace);
        store.daceQueued(shipmentId, printed.printJob.id);
        dace = { ok: true, value: printed };
      } catch (error) {
        dace = { ok: false, error: stationError(error) };
      }
    }
    return { ...facts, ...bought, contentType, printJob: job, newlyQueued: created, ...(dace ? { dace } : {}) };
  }

  /** A label an earlier call queued: answer it as it stands; printing it again is reprint's job. */
  async alreadyQueued(record: EmissionRecord): Promise<EmissionOutcome> {
    const bought = boughtOf(record);
    const job = record.printJobId ? this.deps.printing.queue.get(record.printJobId) : undefined;
    // The print history lost the job (a wiped file): queue it again under its key.
    if (!job || !record.contentType) return this.downloadAndQueue(record, bought, 0);
    this.deps.progress({
      shipmentId: record.shipmentId,
      labelId: bought.labelId,
      trackingCode: bought.trackingCode,
      printJobId: job.id,
      phase: job.status === 'done' ? 'printed' : job.status === 'failed' ? 'failed' : 'printing',
      attempt: 0,
      message: 'This label was already bought and sent to the printer; use reprint for another copy.',
    });
    return { shipmentId: record.shipmentId, ...bought, contentType: record.contentType, printJob: job, newlyQueued: false };
  }
}

/** Whether two routes print on the same printer (so on one roll). */
export function samePrinter(a: PrinterTarget | undefined, b: PrinterTarget | undefined): boolean {
  return a !== undefined && b !== undefined && targetKey(a) === targetKey(b);
}

export function boughtOf(record: EmissionRecord): BoughtLabel {
  if (!record.labelId || !record.trackingCode || !record.transactionId) throw new Failure('internal', 'The saved emission has no label.');
  return { labelId: record.labelId, trackingCode: record.trackingCode, transactionId: record.transactionId, priceCents: record.priceCents, chargeAlreadyCaptured: record.chargeAlreadyCaptured ?? true };
}

function stripCreated<T extends { created: boolean }>(value: T): Omit<T, 'created'> {
  const { created: _created, ...rest } = value;
  return rest;
}
