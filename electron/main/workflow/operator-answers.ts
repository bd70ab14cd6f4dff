// The operator's answers about money on an unsettled purchase (unsettled.ts says what those
// are): buy again anyway (an unknown outcome), a possible double charge checked, print anyway
// (a label bought elsewhere). Each is recorded in workflow.db (fsynced) and, where it risks or
// settles a charge, told to the audit before it is acted on. Stopping a wait for a busy server
// is the fourth answer; it only ends a wait (pauses.ts).
import { Failure } from '../ipc';
import type { Logger } from '../log';
import { said } from '../../shared/messages';
import type { BuyPath } from './buy-path';
import type { EmissionStore } from './emission-store';
import type { LabelBuyer } from './label-buyer';
import type { EmissionOutcome, EmissionRecord } from './types';

/** A money decision the operator took on an unsettled purchase (the audit log keeps it). */
export interface OperatorDecision {
  decision: 'buy-again-anyway' | 'double-charge-checked';
  record: EmissionRecord;
  at: string;
}

export interface OperatorAnswersDeps {
  store: EmissionStore;
  buyer: LabelBuyer;
  path: BuyPath;
  /** Called before the decision is acted on, so the audit log has it first. */
  onDecision?: (decision: OperatorDecision) => void;
  logger: Logger;
}

export class OperatorAnswers {
  constructor(private readonly deps: OperatorAnswersDeps) {}

  /**
   * The operator's "buy again anyway" for a purchase whose outcome is unknown: recorded in
   * workflow.db (fsynced) and told to the audit before the emit is sent once more. The only way
   * a buy path sends the emit of such a purchase again (resume, which learns the outcome, aside).
   */
  async buyAgainAnyway(shipmentId: string, options: { requestId?: string } = {}): Promise<EmissionOutcome> {
    const { store, buyer, path, logger } = this.deps;
    const record = store.get(shipmentId);
    if (!record || record.state !== 'emitting' || path.running(shipmentId))
      throw new Failure('not-found', said('workflow.unsettled.notUnknown'));
    // The server shows this label bought (its tracking or DACE): buying again would surely charge
    // twice; a re-emit (resume) is what obtains the label it sold.
    if (record.evidence) throw new Failure('station-refused', said('workflow.unsettled.alreadyCharged'));
    buyer.admit(shipmentId, {});
    store.buyAgain(shipmentId);
    const decided = store.get(shipmentId) ?? record;
    logger.warn("unknown purchase sent again on the operator's answer", { shipmentId });
    this.deps.onDecision?.({ decision: 'buy-again-anyway', record: decided, at: decided.buyAgainAt ?? '' });
    return path.emitAndPrint(shipmentId, { queuedBy: 'workflow', buyAgainAnyway: true }, options.requestId);
  }

  /** The operator checked a possible double charge (the wallet's statement): it leaves the unsettled list. */
  acknowledgeDoubleCharge(shipmentId: string): void {
    const { store } = this.deps;
    const record = store.get(shipmentId);
    if (!record?.possibleDoubleCharge) throw new Failure('not-found', said('workflow.unsettled.noDoubleCharge'));
    if (record.acknowledgedAt) return;
    store.acknowledge(shipmentId);
    const checked = store.get(shipmentId) ?? record;
    this.deps.onDecision?.({ decision: 'double-charge-checked', record: checked, at: checked.acknowledgedAt ?? '' });
  }

  /**
   * The operator's answer to a label held as bought elsewhere: print it anyway. Recorded (fsynced,
   * and logged) before the label is queued, under the same `label:<labelId>` key, so asking twice
   * prints once. Refused for a label that is not held (nothing to answer).
   */
  printAnyway(shipmentId: string): Promise<EmissionOutcome> {
    const { store, path, logger } = this.deps;
    const record = store.get(shipmentId);
    if (!record?.boughtElsewhereAt || (record.state !== 'ready' && record.state !== 'queued'))
      return Promise.reject(new Failure('not-found', said('workflow.printAnywayNotHeld')));
    if (!record.printAnywayAt) {
      store.printAnyway(shipmentId);
      logger.warn("label bought elsewhere printed anyway on the operator's answer", {
        shipmentId,
        labelId: record.labelId,
        boughtElsewhereAt: record.boughtElsewhereAt,
      });
    }
    return path.emitAndPrint(shipmentId, { queuedBy: 'workflow' }, undefined);
  }
}
