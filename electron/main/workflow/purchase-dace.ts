// The DACE a purchase prints apart from its label (any DACE but a thermal one joined to a ZPL
// label's job). It is owed from the write that records the label `queued` until its own job is
// in the print queue (EmissionStore.queued, daceQueued), and queued under purchaseDaceKey, so a
// kill anywhere between the two is answered by the resume printing it exactly once: one the
// queue already holds under that key is the one, and nothing is generated or printed again.
import type { TipoDace } from '../../shared/contract';
import type { Result } from '../../shared/result';
import type { Printing, PrintJob } from '../printing';
import { purchaseDaceKey, type DaceDocument, type DacePrinter } from './dace';
import type { EmissionStore } from './emission-store';
import { stationError } from './errors';
import type { DacePrintOutcome } from './types';

export interface PurchaseDaceDeps {
  printing: Pick<Printing, 'queue'>;
  store: Pick<EmissionStore, 'daceQueued' | 'daceNotOwed'>;
  dace: Pick<DacePrinter, 'print' | 'generateAndPrint'>;
}

/**
 * Prints the purchase's owed DACE (`document` when already fetched). A failure the operator is
 * shown (not `resuming`: the page that bought gets it) or that no retry can mend (the server has
 * no DACE for the shipment) settles what is owed; any other stays owed for the next resume,
 * whose answer nobody reads.
 */
export async function printOwedDace(
  deps: PurchaseDaceDeps,
  purchase: { shipmentId: string; asked: TipoDace; resuming: boolean },
  document?: DaceDocument,
): Promise<Result<DacePrintOutcome>> {
  const { store, printing, dace } = deps;
  const { shipmentId, asked, resuming } = purchase;
  const key = purchaseDaceKey(shipmentId, asked);
  try {
    const held = printing.queue.byKey(key);
    const printed = held
      ? heldDace(shipmentId, asked, held)
      : document
        ? withoutCreated(dace.print(shipmentId, { ...document, key }))
        : await dace.generateAndPrint(shipmentId, asked, key);
    store.daceQueued(shipmentId, printed.printJob.id);
    return { ok: true, value: printed };
  } catch (error) {
    const failure = stationError(error);
    if (!resuming || failure.kind === 'not-eligible') store.daceNotOwed(shipmentId);
    return { ok: false, error: failure };
  }
}

/** A DACE job found in the queue under the purchase's key, as the outcome of printing it. */
export function heldDace(shipmentId: string, asked: TipoDace, job: PrintJob): DacePrintOutcome {
  const { kind, contentType } = job.document;
  return {
    shipmentId,
    // A thermal route's PDF is the summarized DACE standing in for a T (DacePrinter.printsAs).
    tipoDace: contentType === 'application/zpl' ? 'T' : asked === 'T' ? 'R' : asked,
    kind: kind === 'dace-pdf' ? 'dace-pdf' : 'dace-thermal',
    contentType,
    printJob: job,
    combinedWithLabel: false,
  };
}

function withoutCreated<T extends { created: boolean }>(value: T): Omit<T, 'created'> {
  const { created: _created, ...rest } = value;
  return rest;
}
