// Start-up reconciliation (issue 15): a label charged and not printed that the audit log holds,
// but workflow.db and the print queue do not, comes back as this desk's own purchase. Without
// this, an emptied or damaged workflow.db forgets a paid label: F9 would buy it "again", the
// server would answer chargeAlreadyCaptured to a desk with no record of a POST, and the label
// would be held as bought on another desk (a lie about who paid, and a question for nothing).
//
// The audit log is the witness because it is a separate file (desk.db), append-only, and its
// charges are fsynced (AuditRecorder.charge). What it cannot prove is a print: a charge whose
// label job is still in the queue (any status) or that the audit saw printed is left alone, so
// recovering never prints a label twice; only reprintLabel does that.
import { said } from '../../shared/messages';
import { Failure } from '../ipc';
import type { PrintQueue } from '../printing';
import type { EmissionStore } from './emission-store';
import { stationError } from './errors';
import type { AuditedCharge, RecoveredCharge } from './types';

export function recoverCharges(
  store: EmissionStore,
  queue: Pick<PrintQueue, 'byKey' | 'get'>,
  charges: readonly AuditedCharge[],
): RecoveredCharge[] {
  const recovered: RecoveredCharge[] = [];
  for (const charge of charges) {
    const record = store.get(charge.shipmentId);
    const job = charge.labelId ? queue.byKey(`label:${charge.labelId}`) : undefined;
    if (job) continue; // queued, printing, printed or failed in the queue: the queue owns it
    let lost: RecoveredCharge['lost'];
    // A purchase with no charge seen (its answer lost) is held only when workflow.db has no row:
    // a `failed` row is the refusal the operator saw, and nothing was bought.
    if (!charge.labelId) {
      if (record) continue;
      lost = 'journal-lost';
    } else if (!record || record.state === 'failed') lost = 'journal-lost';
    else if (record.state === 'queued' && !(record.printJobId && queue.get(record.printJobId))) lost = 'queue-lost';
    else continue; // unfinished here (resume settles it), or queued with its job still there
    const note = stationError(
      new Failure(
        'recovered',
        charge.labelId
          ? said('workflow.recoveredFromAudit', { tracking: charge.trackingCode ?? charge.labelId })
          : said('workflow.recoveredUnknown'),
      ),
    );
    const written = store.recovered({ ...charge, note });
    if (!written) continue;
    recovered.push({
      shipmentId: charge.shipmentId,
      labelId: charge.labelId,
      trackingCode: charge.trackingCode,
      lost,
      state: charge.labelId ? 'ready' : 'unknown',
    });
  }
  return recovered;
}
