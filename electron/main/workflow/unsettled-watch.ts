// The chosen loja's unsettled purchases (unsettled.ts says what counts), how many other lojas have, and the watch that keeps
// asking the server what it shows of each one whose answer was lost: now and then on a timer, and
// after every resume. Asking costs nothing (tracking by shipment, the DACE status); a label seen
// there is recorded in workflow.db, and from then on the purchase counts as charged.
import type { Logger } from '../log';
import type { Printing } from '../printing';
import type { WorkflowApi } from './downloads';
import type { EmissionStore } from './emission-store';
import type { EmissionRecord } from './types';
import { lookForLabel, unsettledOf, type UnsettledPurchase } from './unsettled';

/** Bought labels whose print job failed stay listed this long (older ones are in the print history). */
const NOT_PRINTED_WINDOW_MS = 7 * 24 * 3_600_000;

export interface UnsettledWatchDeps {
  store: EmissionStore;
  api: Pick<WorkflowApi, 'trackShipment' | 'getDace'>;
  queue: Pick<Printing['queue'], 'get' | 'list'>;
  tenantId: () => string | null;
  now: () => number;
  /** Whether a run of this shipment's purchase is going on now (it is being asked already). */
  running: (shipmentId: string) => boolean;
  isClosed: () => boolean;
  logger: Logger;
  /** How often the server is asked; 0: only when learn() is called. */
  everyMs: number;
}

/**
 * A label's print job as the unsettled list judges it: the job itself, or, when it failed (given
 * up, or a held copy the operator cancelled), a reprint of it that printed since. A label that came
 * out is printed: listing it as "not printed" would offer a "send again" that prints a second one.
 */
function printedAs(queue: Pick<Printing['queue'], 'get' | 'list'>, jobId: string) {
  const job = queue.get(jobId);
  if (job?.status !== 'failed') return job;
  return queue.list(1_000).find((copy) => copy.reprintOf === jobId && copy.status === 'done') ?? job;
}

export class UnsettledWatch {
  private readonly timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly deps: UnsettledWatchDeps) {
    if (deps.everyMs > 0) {
      this.timer = setInterval(() => void this.learn(), deps.everyMs);
      this.timer.unref();
    }
  }

  list(): UnsettledPurchase[] {
    const { store, tenantId, now, isClosed } = this.deps;
    const tenant = tenantId();
    if (!tenant || isClosed()) return [];
    return this.unsettledOf(store.unsettledCandidates(tenant, now() - NOT_PRINTED_WINDOW_MS));
  }

  /**
   * How many purchases are unsettled in each loja other than the chosen one, by the same
   * definition as list(). Only counted: their loja's token and X-Tenant-Id are what asks the
   * server about them, so they are resumed and checked when that loja is chosen again.
   */
  elsewhere(): Array<{ tenantId: string; count: number }> {
    const { store, tenantId, now, isClosed } = this.deps;
    const tenant = tenantId();
    if (!tenant || isClosed()) return [];
    const counts = new Map<string, number>();
    for (const row of this.unsettledOf(store.unsettledCandidatesOutside(tenant, now() - NOT_PRINTED_WINDOW_MS)))
      counts.set(row.record.tenantId, (counts.get(row.record.tenantId) ?? 0) + 1);
    return [...counts].map(([id, count]) => ({ tenantId: id, count }));
  }

  private unsettledOf(candidates: EmissionRecord[]): UnsettledPurchase[] {
    const { queue, running } = this.deps;
    return candidates
      .map((record) =>
        unsettledOf(record, record.printJobId ? printedAs(queue, record.printJobId) : null, running(record.shipmentId)),
      )
      .filter((row) => row !== null);
  }

  /**
   * Asks what the server shows of each purchase whose outcome is unknown. A re-emit (resume) is
   * still what obtains the label; this only learns whether money was spent.
   */
  async learn(): Promise<void> {
    const { store, api, tenantId, running, isClosed, logger } = this.deps;
    const tenant = tenantId();
    const { trackShipment, getDace } = api;
    if (!tenant || isClosed() || !trackShipment || !getDace) return;
    const unknown = store
      .unfinished(tenant)
      .filter((r) => r.state === 'emitting' && !r.evidence && !running(r.shipmentId));
    for (const record of unknown) {
      const evidence = await lookForLabel({ trackShipment, getDace }, record.shipmentId);
      if (!evidence || isClosed()) continue;
      store.evidence(record.shipmentId, evidence);
      logger.warn('the server shows a label for a purchase whose answer was lost; counted as charged', {
        shipmentId: record.shipmentId,
        evidence,
      });
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
