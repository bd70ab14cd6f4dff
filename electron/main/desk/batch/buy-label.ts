// Buying a row's label: POST emit until READY. The money decision after a failed POST is the
// workflow's own (decideAfterEmitFailure): emit is idempotent per shipment, so asking again never
// charges twice, and a refusal proves nothing was bought. What differs from the workflow is only
// where the state lives (the batch row) and that printing waits for the CSV order.
import type { EmitLabelReady } from '../../../shared/contract';
import type { ApiClient } from '../../api/client';
import { Failure, toStationError } from '../../ipc/failure';
import { decideAfterEmitFailure } from '../../workflow';

export interface BuyTiming {
  /** Pause before poll n of a PENDING label (international, asynchronous carriers). */
  pollDelayMs: (poll: number) => number;
  pendingTimeoutMs: number;
  /** Pause before confirmation n after an unknown outcome. */
  confirmDelayMs: (n: number) => number;
  confirmBudgetMs: number;
}

export const DEFAULT_BUY_TIMING: BuyTiming = {
  pollDelayMs: (poll) => Math.min(5_000, Math.round(500 * 1.5 ** (poll - 1))),
  pendingTimeoutMs: 120_000,
  confirmDelayMs: (n) => Math.min(5_000, 250 * 2 ** (n - 1)),
  confirmBudgetMs: 60_000,
};

/** A row that stopped; `mayBeCharged` says whether money may have left the wallet. */
export class RowStop extends Failure {
  constructor(error: unknown, readonly mayBeCharged: boolean, prefix = '') {
    const base = toStationError(error);
    super(base.kind, `${prefix}${base.message}`, { ...(base.messages ? { messages: base.messages } : {}), cause: error });
  }
}

/**
 * Answers the label and whether a 202 was seen on the way: then the wallet was charged at that
 * acceptance, and the READY that follows says chargeAlreadyCaptured about that same charge.
 * @param uncertainAtStart an earlier POST for this shipment may have reached the server (a previous
 *   run left the row in `emitting`)
 */
export async function buyLabel(
  api: Pick<ApiClient, 'emitLabel'>,
  shipmentId: string,
  uncertainAtStart: boolean,
  timing: BuyTiming,
  sleep: (ms: number) => Promise<void>,
  now: () => number = Date.now,
): Promise<{ label: EmitLabelReady; accepted: boolean }> {
  let uncertain = uncertainAtStart;
  let accepted = false;
  let pendingSince: number | undefined;
  let confirmingSince: number | undefined;
  let polls = 0;
  let confirmations = 0;
  for (;;) {
    let answer;
    try {
      answer = await api.emitLabel(shipmentId, { paymentMethod: 'wallet' });
    } catch (error) {
      const decision = decideAfterEmitFailure(error, uncertain);
      if (decision.action === 'give-up' && !accepted) throw new RowStop(error, false, 'Not bought, nothing charged: ');
      uncertain = true;
      confirmingSince ??= now();
      if (decision.action !== 'ask-again' || now() - confirmingSince >= timing.confirmBudgetMs) {
        throw new RowStop(error, true, 'The label may have been bought and the answer was lost; retrying never charges twice: ');
      }
      await sleep(timing.confirmDelayMs(++confirmations));
      continue;
    }
    confirmingSince = undefined;
    confirmations = 0;
    if (answer.status === 'READY') return { label: answer, accepted };
    // 202: accepted (and charged); the carrier is still producing the label.
    accepted = true;
    uncertain = true;
    pendingSince ??= now();
    if (now() - pendingSince >= timing.pendingTimeoutMs) {
      throw new RowStop(new Failure('timeout', `The carrier has not finished the label yet (job ${answer.providerJobId}); it is paid, and retrying prints it.`), true);
    }
    await sleep(timing.pollDelayMs(++polls));
  }
}
