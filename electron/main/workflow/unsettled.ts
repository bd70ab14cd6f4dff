// Unsettled purchases (issue 14.2): every purchase this desk started whose outcome the operator
// still has to see through. One definition, here, for the labels screen, the day summary and
// anything else that asks:
// - `emitting` and not being asked now: the emit POST may have reached the server and its answer
//   was lost; it may have been charged (unknown), or the server shows a label exists (charged);
// - `pending`: the server accepted it (202), the carrier is still producing the label;
// - `ready`: bought, not in the print queue (held as bought elsewhere, or stopped before queueing);
// - `queued` whose print job failed or is gone from the queue: bought, label not printed;
// - a possible double charge the operator has not acknowledged yet.
// A `failed` purchase was proved not charged, and a queued one whose job is waiting or printed is
// the print queue's: neither is listed.
import type { UnsettledAction, UnsettledStanding } from '../../shared/workflow';
import { said, type Said } from '../../shared/messages';
import type { PrintJob } from '../printing';
import type { WorkflowApi } from './downloads';
import type { EmissionRecord, LabelEvidence } from './types';

export interface UnsettledPurchase {
  record: EmissionRecord;
  printJob: PrintJob | null;
  standing: UnsettledStanding;
  /** What the desk knows of it, in the station's words (the page translates them). */
  known: Said[];
  /** What the operator may do about it now. */
  actions: UnsettledAction[];
}

/**
 * Whether a purchase is unsettled, and what is known of it. `job`: its label's print job
 * (undefined when the queue no longer has it); `asking`: a run of it is going on right now.
 */
export function unsettledOf(
  record: EmissionRecord,
  job: PrintJob | null | undefined,
  asking: boolean,
): UnsettledPurchase | null {
  let standing: UnsettledStanding | null = null;
  const known: Said[] = [];
  const actions: UnsettledAction[] = [];
  switch (record.state) {
    case 'emitting':
      if (record.evidence) {
        // The server shows the label: charged, whatever a refused re-emit says. Only a re-emit
        // answer hands over the label itself (the spec offers no other way to its labelId).
        standing = 'charged-no-label';
        known.push(said('workflow.unsettled.chargedNoLabel', { how: said(evidenceKey(record.evidence)) }));
      } else {
        standing = asking ? 'asking' : 'unknown';
        known.push(said(asking ? 'workflow.unsettled.asking' : 'workflow.unsettled.maybeCharged'));
        // Without proof either way, only the operator may accept a possible second charge.
        if (!asking) actions.push('buy-again-anyway');
      }
      if (!asking) actions.unshift('resume');
      break;
    case 'pending':
      standing = 'pending';
      known.push(said('workflow.unsettled.producing'));
      if (!asking) actions.push('resume');
      break;
    case 'ready':
      if (record.boughtElsewhereAt && !record.printAnywayAt) {
        standing = 'bought-elsewhere';
        known.push(said('workflow.unsettled.boughtElsewhere'));
        actions.push('print-anyway');
      } else {
        standing = 'bought-not-queued';
        known.push(said('workflow.unsettled.boughtNotPrinted'));
        // A batch queues its own labels in CSV order: its retry prints it, not this list.
        if (!asking && record.queuedBy === 'workflow') actions.push('resume');
      }
      break;
    case 'queued':
      if (job === undefined) {
        standing = 'not-printed';
        known.push(said('workflow.unsettled.boughtNotPrinted'), said('workflow.unsettled.jobLost'));
      } else if (job?.status === 'failed') {
        standing = 'not-printed';
        known.push(said('workflow.unsettled.boughtNotPrinted'));
        actions.push('resend');
      }
      break;
    case 'failed':
      return null;
  }
  if (record.possibleDoubleCharge && !record.acknowledgedAt) {
    standing ??= 'possible-double-charge';
    known.push(said('workflow.unsettled.doubleCharge'));
    actions.push('acknowledge');
  }
  return standing ? { record, printJob: job ?? null, standing, known, actions } : null;
}

const evidenceKey = (evidence: LabelEvidence) =>
  evidence === 'tracking' ? 'workflow.unsettled.byTracking' : 'workflow.unsettled.byDace';

/** The two reads the spec offers about a shipment's label besides emit itself. */
export type OutcomeApi = Required<Pick<WorkflowApi, 'trackShipment' | 'getDace'>>;

/**
 * Asks the server, without spending anything, whether a label exists for a shipment whose emit
 * answer was lost: its tracking history by shipment (4.10; the page's fields are not shown, so a
 * page with any event, or a total above zero, is read as "the carrier has it"), then its DACE
 * status (4.9: a DACE is generated or available only for an emitted label). Any error or an
 * empty answer is no evidence: the purchase stays unknown, never "not bought".
 */
export async function lookForLabel(api: OutcomeApi, shipmentId: string): Promise<LabelEvidence | null> {
  try {
    const page = await api.trackShipment(shipmentId, { page: 1, limit: 1 });
    if (page.data.length > 0 || page.total > 0) return 'tracking';
  } catch {
    // 404 before any label, an odd shape, the network: proves nothing either way.
  }
  try {
    const dace = await api.getDace(shipmentId);
    if (dace.generated || dace.available) return 'dace';
  } catch {
    // An NF-e shipment, no DC-e yet, the network: proves nothing either way.
  }
  return null;
}
