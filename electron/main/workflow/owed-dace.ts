// The owed DACE's other ways out, besides the resume: the operator's "print the DACE now" on its
// line (labels:print-owed-dace), and a print from the DACE panel (dace:generate-and-print, which
// the scan's DACE reprint shares). An owed DACE is one a queued label's purchase printed apart
// and never got into the print queue (a kill between the two, or a resume's print that failed
// while nobody was looking). Both take the purchase's own path (purchase-dace.ts, through
// LabelPrinter.printOwed) under its own key, purchaseDaceKey, so a DACE the queue already holds
// is answered as it is: a second click, another window or a resume running meanwhile prints
// nothing more.
//
// The panel's rule (printPanelDace): while the chosen loja's purchase owes its DACE, a panel print
// of the same shipment whose document is the owed one (the type the purchase asked, or the one
// this station prints for it: an R standing in for a T on a printer that does not read ZPL) IS
// that DACE, not another: it goes through printOwed, so it shares a print already on its way,
// answers a job the queue holds under the key, and settles the owed record once queued; the
// owed line and the next resume then print nothing. Printing it twice (the panel's own key is
// the generated document's id, new at each generation) put two DACEs on the roll. A failure is
// said to the panel as the line says it, and the DACE stays owed (listed) unless the server has
// none. A DACE of another type (a complete C while a thermal T is owed) is another document: it
// prints under its own key and leaves the owed one owed. Once nothing is owed, the panel prints
// as asked (an operator's new copy, as before) and records its job on the purchase.
import { Failure } from '../ipc';
import type { Printing } from '../printing';
import { said } from '../../shared/messages';
import type { TipoDace } from '../../shared/contract';
import { purchaseDaceKey, type DacePrinter } from './dace';
import type { EmissionStore } from './emission-store';
import type { LabelPrinter } from './label-printer';
import { heldDace } from './purchase-dace';
import type { DacePrintOutcome, EmissionRecord } from './types';

export interface OwedDaceDeps {
  store: Pick<EmissionStore, 'get'>;
  queue: Pick<Printing['queue'], 'byKey'>;
  labels: Pick<LabelPrinter, 'printOwed'>;
  tenantId: () => string | null;
}

/** The chosen loja's purchase, queued by the workflow with a DACE asked: the only one that can owe it here. */
function owner(deps: OwedDaceDeps, shipmentId: string): (EmissionRecord & { dace: TipoDace }) | undefined {
  const record = deps.store.get(shipmentId);
  return record?.dace &&
    record.tenantId === deps.tenantId() &&
    record.state === 'queued' &&
    record.queuedBy === 'workflow'
    ? { ...record, dace: record.dace }
    : undefined;
}

export async function printOwedDaceNow(deps: OwedDaceDeps, shipmentId: string): Promise<DacePrintOutcome> {
  const record = owner(deps, shipmentId);
  // Anything else owes nothing here (its loja's client is the one that asks for the DACE).
  if (!record) throw new Failure('not-found', said('workflow.noOwedDace'));
  if (!record.daceOwed) {
    const asked = record.dace;
    // Printed already (a second click, another window, the resume, the panel): its job, and nothing asked.
    const held = deps.queue.byKey(purchaseDaceKey(shipmentId, asked));
    if (held) return heldDace(shipmentId, asked, held);
    throw new Failure('not-found', said('workflow.noOwedDace'));
  }
  return printOwed(deps, record);
}

export interface PanelDaceDeps extends OwedDaceDeps {
  store: Pick<EmissionStore, 'get' | 'daceQueued'>;
  dace: Pick<DacePrinter, 'generateAndPrint' | 'printsAs'>;
}

/** The DACE panel's "generate and print" (see the rule above). */
export async function printPanelDace(
  deps: PanelDaceDeps,
  shipmentId: string,
  tipoDace: TipoDace,
): Promise<DacePrintOutcome> {
  const record = owner(deps, shipmentId);
  if (record?.daceOwed) {
    const owed = record.dace;
    const sameDocument = owed === tipoDace || (await deps.dace.printsAs(owed)) === (await deps.dace.printsAs(tipoDace));
    if (!sameDocument) return deps.dace.generateAndPrint(shipmentId, tipoDace);
    return printOwed(deps, record);
  }
  const printed = await deps.dace.generateAndPrint(shipmentId, tipoDace);
  // A record owing a DACE this print is not (another loja's) keeps owing it.
  const stored = deps.store.get(shipmentId);
  if (stored && !stored.daceOwed) deps.store.daceQueued(shipmentId, printed.printJob.id);
  return printed;
}

/**
 * Prints the purchase's owed DACE through its own path (`resuming`: a failure keeps it owed and its
 * line stays, except when the server has no DACE for the shipment); a failure is said in words.
 */
async function printOwed(deps: OwedDaceDeps, record: EmissionRecord & { dace: TipoDace }): Promise<DacePrintOutcome> {
  const { shipmentId } = record;
  const printed = await deps.labels.printOwed({ shipmentId, asked: record.dace, resuming: true });
  if (printed.ok) return printed.value;
  const { kind, said: reason, quoted, field } = printed.error;
  throw new Failure(
    kind,
    said('workflow.owedDaceNotPrinted', { tracking: record.trackingCode ?? shipmentId, reason }),
    {
      ...(quoted ? { quoted } : {}),
      ...(field ? { field } : {}),
    },
  );
}
