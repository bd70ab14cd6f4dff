// The operator's "print the DACE now" for a purchase that still owes one (labels:print-owed-dace):
// its label is queued and its DACE, printed apart, never reached the print queue (a kill between
// the two, or a resume's print that failed while nobody was looking). It takes the purchase's own
// path (purchase-dace.ts) under its own key, so a DACE the queue already holds is answered as it
// is: a second click, another window or a resume running meanwhile prints nothing more.
import { Failure } from '../ipc';
import type { Printing } from '../printing';
import { said } from '../../shared/messages';
import { purchaseDaceKey } from './dace';
import type { EmissionStore } from './emission-store';
import type { LabelPrinter } from './label-printer';
import { heldDace } from './purchase-dace';
import type { DacePrintOutcome } from './types';

export interface OwedDaceDeps {
  store: Pick<EmissionStore, 'get'>;
  queue: Pick<Printing['queue'], 'byKey'>;
  labels: Pick<LabelPrinter, 'printOwed'>;
  tenantId: () => string | null;
}

export async function printOwedDaceNow(deps: OwedDaceDeps, shipmentId: string): Promise<DacePrintOutcome> {
  const record = deps.store.get(shipmentId);
  // Only the chosen loja's own purchase (its loja's client is the one that asks for the DACE),
  // queued by the workflow with a DACE asked for: anything else owes nothing here.
  if (
    !record?.dace ||
    record.tenantId !== deps.tenantId() ||
    record.state !== 'queued' ||
    record.queuedBy !== 'workflow'
  )
    throw new Failure('not-found', said('workflow.noOwedDace'));
  const asked = record.dace;
  if (!record.daceOwed) {
    // Printed already (a second click, another window, the resume): its job, and nothing asked.
    const held = deps.queue.byKey(purchaseDaceKey(shipmentId, asked));
    if (held) return heldDace(shipmentId, asked, held);
    throw new Failure('not-found', said('workflow.noOwedDace'));
  }
  // `resuming`: a failure keeps it owed (the line stays, with the reason said now), except when
  // the server has no DACE for the shipment, which no retry mends.
  const printed = await deps.labels.printOwed({ shipmentId, asked, resuming: true });
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
