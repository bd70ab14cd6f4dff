// The DACE a purchase prints apart from its label (any DACE but a thermal one joined to a ZPL
// label's job). It is owed from the write that records the label `queued` until its own job is
// in the print queue (EmissionStore.queued, daceQueued), and queued under purchaseDaceKey, so a
// kill anywhere between the two is answered by the resume printing it exactly once: one the
// queue already holds under that key is the one, and nothing is generated or printed again.
// A print that fails and leaves it owed writes why (daceNotPrinted) for its line; every
// settlement or failure is told (owedDace), so the operator's list follows without a reload.
import type { TipoDace } from '../../shared/contract';
import type { Result } from '../../shared/result';
import type { OwedDaceChange } from '../../shared/workflow';
import type { Printing, PrintJob } from '../printing';
import { purchaseDaceKey, type DaceDocument, type DacePrinter } from './dace';
import type { EmissionStore } from './emission-store';
import { stationError } from './errors';
import type { DacePrintOutcome } from './types';

export interface PurchaseDaceDeps {
  printing: Pick<Printing, 'queue'>;
  store: Pick<EmissionStore, 'daceQueued' | 'daceNotOwed' | 'daceNotPrinted'>;
  dace: Pick<DacePrinter, 'print' | 'generateAndPrint'>;
  /** The owed DACE's standing changed (settled, or still owed with a new reason): its line follows. */
  owedDace?: ((change: OwedDaceChange) => void) | undefined;
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
    tellOwed(deps, { shipmentId, owed: false });
    return { ok: true, value: printed };
  } catch (error) {
    const failure = stationError(error);
    const settled = !resuming || failure.kind === 'not-eligible';
    // Still owed: why it failed (the station's sentence, never the server's quoted lines) goes on its line.
    if (settled) store.daceNotOwed(shipmentId);
    else store.daceNotPrinted(shipmentId, failure.said);
    tellOwed(deps, { shipmentId, owed: !settled });
    return { ok: false, error: failure };
  }
}

/** Tells an owed DACE's change: a listener's failure never turns a print into a failure (the page reads the list on its next load). */
export function tellOwed(deps: Pick<PurchaseDaceDeps, 'owedDace'>, change: OwedDaceChange): void {
  try {
    deps.owedDace?.(change);
  } catch {
    // nothing to undo: the record is written
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
