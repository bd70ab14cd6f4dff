// Settling a purchase: who acts (the session's loja, or the loja a batch acts for), strict
// mode's printer check before any money is spent, the intent in workflow.db before the emit POST
// leaves, then emit until READY (emit-loop.ts). Ends with the label bought, its file not fetched.
import { Failure } from '../ipc';
import type { Logger } from '../log';
import type { Printing } from '../printing';
import type { WorkflowApi } from './downloads';
import { emitUntilReady, type WorkflowTiming } from './emit-loop';
import type { EmissionStore } from './emission-store';
import { printFailure } from './errors';
import { boughtOf, type BoughtLabel } from './label-printer';
import { said } from '../../shared/messages';
import type { BuyOptions, ClaimOrder, EmissionProgress, EmissionRecord, EmitAndPrintOptions, LabelApi } from './types';

export interface LabelBuyerDeps {
  api: WorkflowApi;
  /** A client fixed to one loja (EmissionWorkflowDeps.apiFor). */
  apiFor?: (tenantId: string) => WorkflowApi;
  store: EmissionStore;
  printing: Pick<Printing, 'checkRoutedPrinterReady' | 'checkRoutedPrinterConfigured' | 'settings'>;
  tenantId: () => string | null;
  strictMode: () => boolean;
  timing: WorkflowTiming;
  now: () => number;
  /** Waits; rejects when the workflow closes. */
  sleep: (ms: number) => Promise<void>;
  /** Waits for a busy server unless the operator stops it (per shipment); rejects when the workflow closes. */
  wait: (shipmentId: string, ms: number) => Promise<'elapsed' | 'stopped'>;
  /**
   * The audit log's copy of the intent, written before workflow.db's; resolves once it is on the
   * disk (never rejects: a failure is logged).
   */
  intent: (intent: { shipmentId: string; tenantId: string }) => Promise<void>;
  isClosed: () => boolean;
  progress: (event: EmissionProgress) => void;
  logger: Logger;
  /** The order's claim before the intent (one purchase per order, on this station and in the warehouse). */
  claimOrder?: ClaimOrder;
}

/** A purchase settled: the label is bought (READY recorded), its file not yet fetched. */
export interface Bought {
  record: EmissionRecord;
  bought: BoughtLabel;
  /** Emit calls this run made (0: bought by an earlier call). */
  attempts: number;
  /**
   * Whether READY, recorded by this run, held it as bought elsewhere; undefined when this run did
   * not record it (bought by an earlier call: the record says).
   */
  boughtElsewhere?: boolean | undefined;
}

export class LabelBuyer {
  constructor(private readonly deps: LabelBuyerDeps) {}

  /** Buys the label, or finds it bought; throws a Failure after recording what it means for the wallet. */
  async buy(shipmentId: string, options: BuyOptions, resuming: boolean): Promise<Bought> {
    const { tenantId, api, record: found } = this.admit(shipmentId, options);
    let record = found;
    let fresh = false;
    // An unfinished record (emitting, pending, ready) skips the strict check below: its money
    // may already be spent, and stopping now would only leave a paid label unprinted.
    if (!record || record.state === 'failed') {
      if (resuming) throw new Failure('not-found', said('workflow.nothingToResume'));
      await this.checkPrinter(shipmentId, options);
      // One purchase per order: this station's windows and, in a warehouse, every desk.
      const claimed = await this.deps.claimOrder?.({ shipmentId, tenantId, options });
      let began = false;
      try {
        // Durable BEFORE the POST: from here a purchase may exist, and a crash must not forget it.
        // The audit's witness is written first so that its fsync (off this thread) runs while
        // workflow.db's intent is fsynced here; the POST waits for both.
        const witnessed = this.deps.intent({ shipmentId, tenantId });
        record = this.deps.store.begin({
          shipmentId,
          tenantId,
          request: requestOf(options),
          dace: options.dace ?? null,
          queuedBy: options.queuedBy ?? 'workflow',
        });
        began = true;
        await witnessed;
      } finally {
        claimed?.(began);
      }
      // No POST of this record has left yet, unless the caller's own record says one may have
      // (a batch row a previous run left emitting): then the first answer settles that one.
      fresh = !options.maybeSentBefore;
    }
    // An emit POST of it may have reached the server and its answer was lost: it may be charged.
    // The operator's buy paths never send it again on their own (a server that is not idempotent
    // would charge twice); only resume (which learns the outcome) and the operator's audited
    // "buy again anyway" do. A batch settles its own rows (its record says whether one may be charged).
    if (
      record.state === 'emitting' &&
      !fresh &&
      !resuming &&
      !options.buyAgainAnyway &&
      (options.queuedBy ?? 'workflow') === 'workflow'
    ) {
      throw new Failure('station-refused', said('workflow.unsettled.refused'));
    }
    if (record.state === 'ready' || record.state === 'queued') {
      // Bought already (READY recorded): no emit call needed, only the file. Its charge data
      // are the first answer's, which is the one that charged.
      return { record, bought: boughtOf(record), attempts: 0 };
    }
    const { timing, now, sleep, progress, logger, store } = this.deps;
    const wait = (ms: number) => this.deps.wait(shipmentId, ms);
    const { label, attempts, possibleDoubleCharge, boughtElsewhere } = await emitUntilReady(
      { api, store, timing, now, sleep, wait, progress, logger },
      record,
      fresh,
      options.buyAgainAnyway === true,
    );
    const bought = {
      labelId: label.labelId,
      trackingCode: label.trackingCode,
      transactionId: label.transactionId,
      priceCents: label.priceCents ?? null,
      chargeAlreadyCaptured: label.chargeAlreadyCaptured,
      // As the journal holds it once READY was recorded (the emit loop's answer from that write).
      possibleDoubleCharge,
    };
    return { record, bought, attempts, boughtElsewhere };
  }

  /** Who acts (the session's loja, or the one a batch acts for) and what workflow.db knows of the shipment. */
  admit(
    shipmentId: string,
    options: BuyOptions,
  ): { tenantId: string; api: LabelApi; record: EmissionRecord | undefined } {
    if (this.deps.isClosed()) throw new Failure('internal', said('workflow.closing'));
    const tenantId = options.actingFor?.tenantId ?? this.deps.tenantId();
    if (!tenantId) throw new Failure('loja-required', said('workflow.chooseLoja'));
    const record = this.deps.store.get(shipmentId);
    if (record && record.state !== 'failed' && record.tenantId !== tenantId) {
      // Emitting under another loja would answer 404 and could wrongly look like "not bought".
      throw new Failure('forbidden', said('workflow.otherLoja'));
    }
    // Every call of the purchase (the emit, its polls and re-sends, the label's file) carries the
    // loja it was admitted for: the operator may choose another while the carrier still produces
    // the label, and the session's client would then ask for it under that loja (a 404: the paid
    // label held as unsettled until the first loja is chosen again).
    return { tenantId, api: options.actingFor?.api ?? this.deps.apiFor?.(tenantId) ?? this.deps.api, record };
  }

  /**
   * Strict mode: before any money is spent, the label printer must answer (unless the operator
   * confirmed). Without a shipment (null): asked before one is created, so nothing is left behind.
   */
  async checkPrinter(shipmentId: string | null, options: BuyOptions): Promise<void> {
    // A batch checked it once, the same way, before its first purchase (BatchService.preflight).
    if (options.printerChecked) return;
    const printing = this.deps.printing;
    // Without a label printer, or with a raw one that has no profile, the label would be paid for
    // and stuck: refuse whatever the mode, and even when the operator confirmed a printer that is
    // down (that confirmation is about a printer that will answer later, not about none at all).
    const configured =
      this.deps.strictMode() && !options.confirmPrinterDown
        ? undefined
        : await printing.checkRoutedPrinterConfigured('label');
    if (configured?.ok) return;
    if (shipmentId)
      this.deps.progress({
        shipmentId,
        phase: 'checking-printer',
        attempt: 0,
        message: said('workflow.checkingPrinter'),
      });
    if (configured) throw printFailure(configured.error, 'workflow.printerNotReady');
    const ready = await printing.checkRoutedPrinterReady('label');
    if (ready.ok) return;
    // Strict mode stops here, before the emit POST: not a cent is spent on a label that cannot print now.
    throw printFailure(ready.error, 'workflow.printerNotReady');
  }
}

function requestOf(options: EmitAndPrintOptions) {
  return {
    paymentMethod: 'wallet' as const,
    ...(options.pickupRequested === undefined ? {} : { pickupRequested: options.pickupRequested }),
    ...(options.couponCode ? { couponCode: options.couponCode } : {}),
    ...(options.invoice ? { invoice: options.invoice } : {}),
  };
}
