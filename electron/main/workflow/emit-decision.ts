// What to do after an emit POST failed. This is the money decision of the whole workflow, so
// every branch says why. The ground it stands on is only what the spec shows: a READY answer is a
// bought label, a 202 is an accepted purchase. The spec does NOT promise what a second emit of a
// shipment answers (2.11 and 3: "how PENDING ends: not shown"; 7.3: failure statuses not shown):
// a real server may answer the label it sold, or 409 "already emitted" / "in progress", or 422,
// or even charge again. So a refusal proves "nothing was charged" only when it answers the ONLY
// POST of this emission that may have reached the server; after an earlier POST that may have
// arrived, a refusal proves nothing, and the purchase is unknown (held, shown, settled later),
// never failed.
import { ApiError } from '../api';
import { Failure } from '../ipc';

export type EmitDecision =
  /** Nothing was bought: record the emission as failed (a resume must not buy it later). */
  | { action: 'give-up' }
  /** The outcome is unknown: ask emit again after a pause; that answer settles it. */
  | { action: 'ask-again' }
  /** Money may be spent and it cannot be settled now: keep the emission resumable. */
  | { action: 'hold' };

/**
 * @param error what the emit call threw
 * @param uncertain whether an earlier POST of this emission may have reached the server (an
 *   earlier unknown outcome, a 202, or a row left in `emitting`/`pending` by a previous run)
 */
export function decideAfterEmitFailure(error: unknown, uncertain: boolean): EmitDecision {
  // The session had no token or no loja (before sending), or the refresh after a 401 was
  // refused (the POST was refused before anything was bought): this POST bought nothing.
  if (
    !(error instanceof ApiError) &&
    error instanceof Failure &&
    (error.kind === 'unauthorized' || error.kind === 'loja-required')
  ) {
    return uncertain ? { action: 'hold' } : { action: 'give-up' };
  }
  // Not an API error: a bug or an unexpected throw somewhere around the call. Whether the POST
  // left is unknown, and a purchase must never be forgotten: keep it resumable.
  if (!(error instanceof ApiError)) return { action: 'hold' };

  if (error.delivery === 'not-sent') {
    // The connection was never made, so this POST bought nothing. If an earlier POST may have
    // bought it, the server is just unreachable now: keep asking, it settles the earlier one.
    return uncertain ? { action: 'ask-again' } : { action: 'give-up' };
  }

  // Dropped after sending, or timed out: the server may have charged. Asking again is the only
  // way the spec offers to find out; it is not promised idempotent, so the emit loop caps how
  // often one run re-sends after a lost answer (WorkflowTiming.maxLostReposts) and flags a
  // second charge when the answer admits one (EmissionRecord.possibleDoubleCharge).
  if (error.delivery === 'unknown') return { action: 'ask-again' };

  const status = error.status;
  // A 2xx the contract rejects (no status kept): the server DID act and the label may be bought,
  // but its answer cannot be read. Never record that as failed.
  if (status === undefined || status < 400) return { action: 'hold' };
  // 5xx, 429 and 408 may come after the charge was taken (a crash past the debit, a proxy
  // timeout): ask again, the idempotent answer settles it.
  if (status >= 500 || status === 429 || status === 408) return { action: 'ask-again' };
  // 409: the server says a purchase of this shipment exists or is running ("already emitted",
  // "in progress", perhaps from another desk). Money may be spent; asking again may get the
  // label (READY) once it is done.
  if (status === 409) return { action: 'ask-again' };
  // 401/403 are refused before the shipment is even looked at: this POST bought nothing, but
  // they prove nothing about an earlier one.
  if (status === 401 || status === 403) return uncertain ? { action: 'hold' } : { action: 'give-up' };
  // Any other 4xx (402 balance, 422 coupon, 404 shipment, 400 body, 410): the server refused
  // this POST. When it was the only one that may have arrived, nothing was charged. After an
  // earlier POST that may have bought the label, a refusal of the later one proves nothing (a
  // server may refuse a second emit of a bought shipment with 422): unknown, held.
  return uncertain ? { action: 'hold' } : { action: 'give-up' };
}
