// The work on one row, step by step, each step written to the row before the next call leaves:
// quote + pick (the batch's rule), create (the shipment id durable before anything else),
// buy (emit until READY), then fetch the label and DACE files. Printing is not here: the
// runner prints rows strictly in CSV order once their files are in hand.
//
// The create step and a crash: the row notes `createStartedAt` before the POST. If the process
// dies before the answer is written, whether the server created the shipment is unknown, and
// the spec has no way to look it up. The row creates a new shipment: a duplicate shipment costs
// nothing (the wallet is charged only at emission), and the orphan is never emitted because a
// row only ever emits the shipment id it has on disk.
import type { QuoteOption } from '../../../shared/contract';
import type { ApiClient } from '../../api/client';
import { Failure } from '../../ipc/failure';
import type { Logger } from '../../log/logger';
import type { AuditRecorder } from '../audit/audit-recorder';
import type { JournalStore } from '../journal/journal-store';
import { newShipmentOf } from '../journal/new-shipment';
import { pickOption } from '../rules/pick-option';
import type { DeskScope } from '../scope';
import { createBodyOf, type ShipPlan } from '../ship/plan';
import { quotePlan, type QuoteApi } from '../ship/quote';
import type { BatchRecord, BatchStore, RowChange, RowRecord } from './batch-store';
import { buyLabel, RowStop, type BuyTiming } from './buy-label';
import { daceFile, labelFile, type DaceFile, type DocumentsApi, type PrintFile } from './documents';

export type BatchApi = QuoteApi & Pick<ApiClient, 'createShipment' | 'emitLabel'> & DocumentsApi;

export interface ReadyFiles {
  label: PrintFile;
  dace?: { ok: true; file: DaceFile } | { ok: false; message: string };
}

export interface RowStepsDeps {
  store: BatchStore;
  journal: JournalStore;
  audit: AuditRecorder;
  logger: Logger;
  timing: BuyTiming;
  sleep(ms: number): Promise<void>;
  /** Every write of a row (the runner forwards it as a batch-progress event). */
  changed(row: RowRecord): void;
  /** Throws when the station is closing: the row stays where it is and resumes next start. */
  checkOpen(): void;
}

export class RowSteps {
  constructor(private readonly deps: RowStepsDeps) {}

  /** Runs the row up to "files in hand"; a RowStop says why it stopped and whether money may be spent. */
  async run(batch: BatchRecord, api: BatchApi, row: RowRecord): Promise<ReadyFiles> {
    const plan = row.plan;
    if (!plan) throw new RowStop(new Failure('validation', row.messages[0] ?? 'This row did not pass validation.'), false);
    const scope: DeskScope = { server: batch.server, tenantId: batch.tenantId };
    let r = row;
    if (!r.shipmentId) r = await this.quoteAndCreate(batch, scope, api, plan, r);
    if (!r.labelId) r = await this.buy(scope, api, plan, r);
    try {
      const label = await labelFile(api, r.labelId as string);
      this.deps.checkOpen();
      if (!plan.tipoDace) return { label };
      try {
        return { label, dace: { ok: true, file: await daceFile(api, r.shipmentId as string, plan.tipoDace) } };
      } catch (error) {
        // The DACE is a companion: its failure never holds back the paid label.
        return { label, dace: { ok: false, message: error instanceof Error ? error.message : String(error) } };
      }
    } catch (error) {
      throw new RowStop(error, true, `The label is bought (tracking ${r.trackingCode}) but could not be downloaded; retrying prints it without a new charge: `);
    }
  }

  private async quoteAndCreate(batch: BatchRecord, scope: DeskScope, api: BatchApi, plan: ShipPlan, row: RowRecord): Promise<RowRecord> {
    if (row.createStartedAt !== null) {
      this.deps.logger.warn('batch row: shipment creation outcome unknown; creating again (a duplicate shipment is free and never emitted)', { batchId: batch.id, row: row.idx });
    }
    let r = this.write(row, { state: 'quoting', createStartedAt: null, error: null });
    let option = await this.pick(batch, api, plan);
    for (let attempt = 1; ; attempt++) {
      r = this.write(r, { option, createStartedAt: Date.now() });
      const body = createBodyOf(plan, option);
      try {
        const created = await api.createShipment(body);
        this.deps.checkOpen();
        // Durable before the emit POST can leave: this id is the only shipment the row will ever pay for.
        r = this.write(r, { state: 'created', shipmentId: created.shipmentId, priceCents: option.priceCents ?? null }, { durable: true });
        this.deps.journal.created(scope, newShipmentOf(body, created, 'batch', { option, dace: plan.tipoDace ?? null }));
        return r;
      } catch (error) {
        // The quote expired on the server's clock between quote and create: quote once more.
        if (attempt > 1 || !(error instanceof Failure) || error.kind !== 'quote-expired') throw new RowStop(error, false);
        option = await this.pick(batch, api, plan);
      }
    }
  }

  private async pick(batch: BatchRecord, api: BatchApi, plan: ShipPlan): Promise<QuoteOption> {
    let quote;
    try {
      quote = await quotePlan(api, plan);
    } catch (error) {
      throw new RowStop(error, false);
    }
    this.deps.checkOpen();
    const pick = pickOption(batch.rule, quote);
    if (!pick.ok) throw new RowStop(new Failure('rejected', pick.message), false);
    return pick.option;
  }

  private async buy(scope: DeskScope, api: BatchApi, plan: ShipPlan, row: RowRecord): Promise<RowRecord> {
    // A row a previous run left in `emitting` (or a retry of one that may be charged) may have
    // bought its label already: the first answer then settles it, and never charges twice.
    const uncertain = row.state === 'emitting' || row.mayBeCharged;
    let r = this.write(row, { state: 'emitting', error: null });
    const { label, accepted } = await buyLabel(api, r.shipmentId as string, uncertain, this.deps.timing, (ms) => this.deps.sleep(ms));
    this.deps.checkOpen();
    r = this.write(r, { labelId: label.labelId, trackingCode: label.trackingCode, transactionId: label.transactionId, priceCents: label.priceCents ?? r.priceCents });
    this.deps.journal.bought(scope, { shipmentId: label.shipmentId, labelId: label.labelId, trackingCode: label.trackingCode, transactionId: label.transactionId, priceCents: label.priceCents ?? null }, { dace: plan.tipoDace ?? null });
    this.deps.audit.charge({
      tenantId: scope.tenantId,
      shipmentId: label.shipmentId,
      labelId: label.labelId,
      trackingCode: label.trackingCode,
      transactionId: label.transactionId,
      priceCents: label.priceCents ?? r.priceCents,
      // A READY after this run's own 202 reports the charge taken at that acceptance.
      chargeAlreadyCaptured: label.chargeAlreadyCaptured && !accepted,
      externalRef: r.externalRef,
    });
    return r;
  }

  write(row: RowRecord, change: RowChange, options: { durable?: boolean } = {}): RowRecord {
    const next = this.deps.store.update(row.batchId, row.idx, change, options);
    this.deps.changed(next);
    return next;
  }
}
