// Buying the label: POST emit until the server answers READY. A 202 PENDING is polled by
// calling emit again (idempotent: a finished job answers READY with chargeAlreadyCaptured), an
// unknown outcome is settled by calling emit again, and every stop leaves workflow.db saying
// whether money may have been spent (see emit-decision.ts).
import type { EmitLabelReady, EmitLabelResult } from '../../shared/contract';
import { ApiError } from '../api';
import { Failure } from '../ipc';
import type { ErrorKind } from '../../shared/ipc';
import type { Logger } from '../log';
import type { WorkflowApi } from './downloads';
import { decideAfterEmitFailure } from './emit-decision';
import type { EmissionStore } from './emission-store';
import { howItPrints, stationError, withContext } from './errors';
import { said } from '../../shared/messages';
import type { EmissionProgress, EmissionRecord } from './types';

export interface WorkflowTiming {
  /** How long a PENDING label is polled before the operator is told (it stays resumable). */
  pendingTimeoutMs: number;
  /** The pause before poll number `poll` (1, 2, …) of a PENDING label. */
  pollDelayMs: (poll: number) => number;
  /** How long an unknown outcome is asked about before the operator is told (it stays resumable). */
  confirmBudgetMs: number;
  /** The pause before confirmation number `n` after an unknown outcome. */
  confirmDelayMs: (n: number) => number;
  /**
   * How many times one run sends the emit again after an answer that does not say whether the
   * POST was taken: lost past sending, or a 5xx (a gateway's page or the server's own) that may
   * come after the debit. The spec does not promise that a second emit is idempotent: against a
   * server that charges every POST, each blind re-send may be a charge, so a run stops after these
   * and holds the purchase as unknown (shown, resumed later: one more re-send per resume). A
   * refused connection and a 429/503 with Retry-After (the server saying it did not take it) cost
   * nothing and are not counted.
   */
  maxLostReposts: number;
  /** Fresh temporary URLs asked for when one has expired, per file. */
  maxDownloadUrls: number;
  /** How often the server is asked what it shows of an unknown purchase (tracking, DACE); 0: never on a timer. */
  learnEveryMs: number;
}

export const DEFAULT_TIMING: WorkflowTiming = {
  pendingTimeoutMs: 120_000,
  pollDelayMs: (poll) => Math.min(5_000, Math.round(500 * 1.5 ** (poll - 1))),
  confirmBudgetMs: 60_000,
  confirmDelayMs: (n) => Math.min(5_000, 250 * 2 ** (n - 1)),
  maxLostReposts: 2,
  maxDownloadUrls: 5,
  learnEveryMs: 60_000,
};

export interface EmitLoopContext {
  api: Pick<WorkflowApi, 'emitLabel'>;
  store: EmissionStore;
  timing: WorkflowTiming;
  now: () => number;
  /** Waits; rejects when the workflow closes. */
  sleep: (ms: number) => Promise<void>;
  /**
   * Waits before asking again, unless the operator stops the wait (labels:stop-waiting):
   * answers 'stopped' then. Rejects when the workflow closes.
   */
  wait?: (ms: number) => Promise<'elapsed' | 'stopped'>;
  progress: (event: EmissionProgress) => void;
  logger: Logger;
}

/**
 * A 429/503/5xx answer: the server is busy or down now (its Retry-After, when it gave one), or a
 * gateway in front of it answered with its own page (the server may have taken the POST).
 */
function busyAnswer(
  error: unknown,
): { status: number; retryAfterMs: number | undefined; gateway: boolean } | undefined {
  if (!(error instanceof ApiError) || error.delivery !== 'answered' || error.status === undefined) return undefined;
  const { status } = error;
  return status === 429 || status >= 500
    ? { status, retryAfterMs: error.retryAfterMs, gateway: error.gateway }
    : undefined;
}

export interface Bought {
  label: EmitLabelReady;
  /** How many emit calls it took (for progress events). */
  attempts: number;
  /** The journal holds a possible double charge for it (raised by this run or an earlier one). */
  possibleDoubleCharge: boolean;
  /** The journal holds it as bought elsewhere (undefined: not known from this write). */
  boughtElsewhere: boolean | undefined;
}

/**
 * Kinds that say the server refused this POST, and whose title and fix say what that means alone
 * ("top up the wallet… nothing was charged", "correct the fields", "check the code").
 */
const REFUSALS: ReadonlySet<ErrorKind> = new Set([
  'insufficient-balance',
  'validation',
  'not-found',
  'rejected',
  'quote-expired',
  'quote-mismatch',
  'not-eligible',
  'forbidden',
]);

/**
 * The failure of a purchase held as unknown. A refusal that followed a POST which may have been
 * taken (a 402 after a lost answer: the lost one may have emptied the wallet) proves nothing about
 * the charge, so it is held as kind `unconfirmed`, its words kept, quoted, as the reason; a held
 * purchase never shows a refusal's title and fix. A lost answer, a busy or failing server keep
 * their kind: their fix, try again, is how a held purchase is settled.
 */
function heldAsUnconfirmed(error: unknown): Failure {
  const base = withContext(error, 'workflow.unconfirmed');
  if (!REFUSALS.has(base.kind)) return base;
  return new Failure('unconfirmed', base.said, { quoted: base.quoted, cause: error });
}

/**
 * Emits until READY; throws a Failure (after recording what it means for the wallet) otherwise.
 * `fresh`: the row was just written by this call, so no POST of it has been sent yet.
 */
export async function emitUntilReady(
  ctx: EmitLoopContext,
  record: EmissionRecord,
  fresh: boolean,
  /**
   * The operator's "buy again anyway": this run sends the emit once. An answer that settles
   * nothing (lost, refused, 409) holds the purchase at once instead of asking again, so one
   * decision is at most one more POST (a 202 is still followed, it is an accepted purchase).
   */
  once = false,
): Promise<Bought> {
  const { shipmentId, request } = record;
  const { timing, now, store, logger } = ctx;
  // Whether an earlier POST of this emission may have reached the server. A row an earlier call
  // or run left in `emitting` or `pending` means exactly that.
  let uncertain = !fresh && (record.state === 'emitting' || record.state === 'pending');
  // A 202 proves the server accepted (and charged) the purchase: nothing said later can undo
  // it, so from then on the emission is never recorded as failed, only held.
  // The same holds when the server showed a label for it (its tracking or its DACE): it was charged.
  let accepted = record.state === 'pending' || record.evidence !== null;
  let providerJobId = record.providerJobId ?? undefined;
  let pendingSince: number | undefined;
  let confirmingSince: number | undefined;
  let polls = 0;
  let confirmations = 0;
  /** Answers lost after the POST left, in this run (see WorkflowTiming.maxLostReposts). */
  let lostReposts = 0;
  /** An earlier call or run left a POST of it whose answer never came. */
  const sentBefore = !fresh && record.state === 'emitting';

  for (let attempt = 1; ; attempt++) {
    if (attempt === 1) {
      const message = said(accepted ? 'workflow.askingCarrier' : uncertain ? 'workflow.confirming' : 'workflow.buying');
      ctx.progress({
        shipmentId,
        phase: accepted ? 'pending' : 'emitting',
        attempt,
        message,
        ...(providerJobId ? { providerJobId } : {}),
      });
    }
    let answer: EmitLabelResult;
    try {
      answer = await ctx.api.emitLabel(shipmentId, request);
    } catch (error) {
      const decision = decideAfterEmitFailure(error, uncertain);
      if (decision.action === 'give-up' && !accepted) {
        const failure = withContext(error, 'workflow.notCharged');
        store.failed(shipmentId, stationError(failure));
        logger.info('emission refused; nothing charged', { shipmentId, kind: failure.kind });
        throw failure;
      }
      // A 429 or 503 with Retry-After is the server saying it did not take this POST (RFC 9110
      // 15.5.30, 15.6.4): by itself it raises no doubt about a charge. Anything else might have.
      const notTaken =
        error instanceof ApiError &&
        (error.status === 429 || error.status === 503) &&
        busyAnswer(error)?.retryAfterMs !== undefined;
      if (!notTaken) uncertain = true;
      confirmingSince ??= now();
      // A POST whose fate this answer leaves open: lost past sending, or a 5xx (the server failing
      // after the debit, a gateway that lost its answer). Each re-send after one may be a charge.
      const unproven =
        error instanceof ApiError &&
        (error.delivery === 'unknown' || (!notTaken && (busyAnswer(error)?.status ?? 0) >= 500));
      if (unproven) lostReposts++;
      if (
        once ||
        decision.action !== 'ask-again' ||
        now() - confirmingSince >= timing.confirmBudgetMs ||
        lostReposts > timing.maxLostReposts
      ) {
        const failure = heldAsUnconfirmed(error);
        // Two or more POSTs of it may have been processed with no answer: a server that charges
        // every emit (nothing in the spec says it does not) may have charged each. Shown and kept
        // as a possible double charge until the operator checks the statement.
        const unanswered = lostReposts + (sentBefore ? 1 : 0);
        store.note(shipmentId, stationError(failure), { possibleDoubleCharge: unanswered >= 2 });
        logger.warn('emission outcome unknown; kept for resume', { shipmentId, kind: failure.kind });
        throw failure;
      }
      logger.warn('emit outcome unknown; asking again', { shipmentId, attempt });
      const busy = busyAnswer(error);
      // A busy server (429/5xx, or a gateway's page in front of it) said when to come back
      // (Retry-After), or the loop's own pause: the operator sees the attempt and the seconds,
      // and may stop waiting.
      const delay = Math.min(
        busy?.retryAfterMs ?? timing.confirmDelayMs(++confirmations),
        Math.max(0, timing.confirmBudgetMs - (now() - confirmingSince)),
      );
      const seconds = Math.ceil(delay / 1000);
      ctx.progress(
        busy
          ? {
              shipmentId,
              phase: 'waiting',
              attempt: attempt + 1,
              waitSeconds: seconds,
              retryAt: new Date(now() + delay).toISOString(),
              // A gateway's page is said as one: the server may have made the purchase behind it.
              message: said(busy.gateway ? 'workflow.gatewayBusy' : 'workflow.serverBusy', {
                status: busy.status,
                attempt: attempt + 1,
                seconds,
              }),
            }
          : {
              shipmentId,
              phase: accepted ? 'pending' : 'emitting',
              attempt: attempt + 1,
              message: said('workflow.askingAgain'),
            },
      );
      const waited = ctx.wait ? await ctx.wait(delay) : (await ctx.sleep(delay), 'elapsed');
      if (waited === 'stopped') {
        // Stopping never says "nothing was charged": a POST of this purchase has left, and a busy
        // answer does not prove the charge was not taken. The purchase is held (emitting or
        // pending) and settled by the next try or the next start, never bought twice.
        const failure = withContext(error, 'workflow.stoppedWaiting');
        store.note(shipmentId, stationError(failure));
        logger.info('operator stopped waiting for the server; emission held', { shipmentId, attempt });
        throw failure;
      }
      continue;
    }
    confirmingSince = undefined;
    confirmations = 0;

    if (answer.status === 'READY') {
      // This answer says it charged now (chargeAlreadyCaptured false), yet an earlier POST of
      // this purchase was accepted (202) or may have reached the server (its answer was lost):
      // a server that is not idempotent may have charged twice. Never proven either way here,
      // so the operator is told and the audit log keeps it (the spec promises no idempotency).
      const possibleDoubleCharge = uncertain && !answer.chargeAlreadyCaptured;
      // The opposite case: the answer says the charge was taken earlier, yet no earlier POST of
      // this desk may have reached the server (the record was fresh when this one left). Someone
      // else bought it: another desk of the warehouse, or the same order bought outside the
      // station. Printing it now would put a second label on a box that may already carry one,
      // so it is held for the operator (EmissionWorkflow), never queued silently.
      const boughtElsewhere = !uncertain && answer.chargeAlreadyCaptured;
      const recorded = store.ready(shipmentId, answer, { possibleDoubleCharge, boughtElsewhere });
      const log = possibleDoubleCharge ? logger.warn : logger.info;
      log.call(logger, possibleDoubleCharge ? 'label bought; possible double charge' : 'label bought', {
        shipmentId,
        labelId: answer.labelId,
        chargeAlreadyCaptured: answer.chargeAlreadyCaptured,
        boughtElsewhere,
        attempts: attempt,
      });
      return {
        label: answer,
        attempts: attempt,
        possibleDoubleCharge: recorded.possibleDoubleCharge,
        boughtElsewhere: recorded.boughtElsewhere,
      };
    }

    uncertain = true;
    accepted = true;
    if (answer.providerJobId !== providerJobId) {
      providerJobId = answer.providerJobId;
      store.pending(shipmentId, providerJobId);
    }
    pendingSince ??= now();
    if (now() - pendingSince >= timing.pendingTimeoutMs) {
      const failure = new Failure(
        'timeout',
        said('workflow.pendingTimeout', { job: providerJobId, how: howItPrints(record.queuedBy) }),
      );
      store.note(shipmentId, stationError(failure));
      throw failure;
    }
    ctx.progress({
      shipmentId,
      phase: 'pending',
      attempt,
      providerJobId,
      message: said('workflow.producing', { job: providerJobId }),
    });
    await ctx.sleep(timing.pollDelayMs(++polls));
  }
}
