// Resume (after login and loja selection): every unfinished emission of the chosen loja is
// continued: emit again (idempotent), download, queue under the same key. Never buys twice.
// A batch's emission only has its purchase settled here: its batch queues it in CSV order when
// it resumes, so it is not in the answer.
import type { Logger } from '../log';
import type { BuyPath } from './buy-path';
import type { EmissionStore } from './emission-store';
import { stationError } from './errors';
import type { Pauses } from './pauses';
import type { EmissionRecord, ResumeReport } from './types';
import type { UnsettledWatch } from './unsettled-watch';

export interface ResumeDeps {
  store: EmissionStore;
  path: BuyPath;
  watch: UnsettledWatch;
  pauses: Pauses;
  tenantId: () => string | null;
  logger: Logger;
}

export async function resumeUnfinished(deps: ResumeDeps): Promise<ResumeReport[]> {
  const { store, path, watch, pauses, logger } = deps;
  const tenantId = deps.tenantId();
  if (!tenantId || pauses.closed) return [];
  // A purchase start-up recovered without its label (its answer was lost with workflow.db) is
  // not sent again by itself while nothing shows it was bought: it may have been refused, and an
  // emit now could buy it. Once the server shows its label (tracking, DACE: see unsettled-watch),
  // a re-emit is what obtains it; until then only the operator's audited "buy again anyway" sends it.
  // A queued label whose DACE is still owed (printed apart, a kill came before its job was
  // queued) is resumed too: only that DACE is printed.
  const records = [
    ...store.unfinished(tenantId).filter((r) => !(r.recoveredAt && r.labelId === null && r.evidence === null)),
    ...store.daceOwed(tenantId),
  ];
  if (records.length > 0) logger.info('resuming emissions', { count: records.length });
  // Side by side: a label still PENDING at the carrier must not hold back one that is ready.
  const reports = await Promise.all(
    records.map(async (record): Promise<ResumeReport | undefined> => {
      if (record.queuedBy === 'batch') {
        await settleForBatch(path, logger, record);
        return undefined;
      }
      try {
        const value = await path.resume(record.shipmentId);
        return { shipmentId: record.shipmentId, from: record.state, result: { ok: true, value } };
      } catch (error) {
        return {
          shipmentId: record.shipmentId,
          from: record.state,
          result: { ok: false, error: stationError(error) },
        };
      }
    }),
  );
  // What a re-emit could not settle, the server may still show (its tracking, its DACE).
  await watch.learn();
  return reports.filter((report) => report !== undefined);
}

/**
 * A batch's unfinished emission after a restart: only its purchase is settled (emit again,
 * which never charges twice). The file is left for the batch, which downloads and queues it
 * when its row's turn comes; queueing it here could print it ahead of the rows before it.
 */
async function settleForBatch(path: BuyPath, logger: Logger, record: EmissionRecord): Promise<void> {
  if (record.state === 'ready') return; // bought and recorded: nothing to settle
  try {
    await path.purchase(record.shipmentId, {}, true);
  } catch (error) {
    // Already on the record (still resumable, or refused) and sent as a progress event.
    logger.info('batch emission not settled on resume', {
      shipmentId: record.shipmentId,
      kind: stationError(error).kind,
    });
  }
}
