// The work on one row, step by step, each step written to the row before the next call leaves:
// quote + pick (the batch's rule), create (the shipment id durable before anything else), buy
// and download through the emission workflow, then fetch the DACE file. Printing is not here:
// the runner queues rows strictly in CSV order once their files are in hand.
//
// The create step and a crash: the row notes `createStartedAt` before the POST. If the process
// dies before the answer is written, whether the server created the shipment is unknown, and
// the spec has no way to look it up. The row creates a new shipment: a duplicate shipment costs
// nothing (the wallet is charged only at emission), and the orphan is never emitted because a
// row only ever emits the shipment id it has on disk.
import type { QuoteOption, TipoDace } from '../../../shared/contract';
import type { ApiClient } from '../../api';
import { Failure } from '../../ipc';
import type { Logger } from '../../log';
import type { DownloadedLabel, EmissionWorkflow } from '../../workflow';
import { notePurchase } from '../audit/purchase';
import type { AuditRecorder } from '../audit/audit-recorder';
import type { JournalStore } from '../journal/journal-store';
import { newShipmentOf } from '../journal/new-shipment';
import { pickOption } from '../rules/pick-option';
import type { DeskScope } from '../scope';
import { beyondCarriers, createBodyOf, type ShipPlan } from '../ship/plan';
import { quotePlan, type QuoteApi } from '../ship/quote';
import type { BatchRecord, BatchStore, RowChange, RowRecord } from './batch-store';
import { batchDaceKey, daceFile, type DaceFile, type DocumentsApi } from './documents';
import { said, type Said } from '../../../shared/messages';
import { toStationError } from '../../ipc';
import type { ScaleReading } from '../../../shared/scale';
import { failed, ok, type Result } from '../../../shared/result';
import type { WeightOrigin } from '../weigh/weight-record';

export type BatchApi = QuoteApi & Pick<ApiClient, 'createShipment' | 'emitLabel'> & DocumentsApi;

/** What a batch asks of the emission workflow: buy and download a row's label, queue it in turn. */
export type BatchWorkflow = Pick<EmissionWorkflow, 'buyAndDownload' | 'queueLabel' | 'status'>;

export interface ReadyFiles {
  label: DownloadedLabel;
  /** The row's DACE, or what the station says about why it could not be fetched. */
  dace?: Result<DaceFile, Said>;
  /** The job of the row's DACE when the print queue already held it (a kill came after it was queued). */
  daceJobId?: string;
}

export interface RowStepsDeps {
  store: BatchStore;
  journal: JournalStore;
  audit: AuditRecorder;
  workflow: BatchWorkflow;
  logger: Logger;
  /** Every write of a row (the runner forwards it as a batch-progress event). */
  changed(row: RowRecord): void;
  /** Throws when the station is closing: the row stays where it is and resumes next start. */
  checkOpen(): void;
  /**
   * Resolves with the scale reading the operator confirmed for this row (state
   * `awaiting-weight`); rejects when the batch is paused or stopped meanwhile.
   */
  awaitWeight(row: RowRecord): Promise<ScaleReading>;
  /** The DACE type the routed printer prints for one asked (T is R on a thermal printer that is not ZPL). */
  daceTypeFor(tipo: TipoDace): Promise<TipoDace>;
  /** The id of the job the print queue holds under `key`, if any. */
  queuedJob(key: string): string | undefined;
}

/**
 * The batch's file refused a row's step (disk full, read-only, damaged): not the row's failure
 * but the batch's. The runner pauses the batch; the row stays as the file last had it.
 */
export class RowNotWritten extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'RowNotWritten';
  }
}

export class RowSteps {
  constructor(private readonly deps: RowStepsDeps) {}

  /** Runs the row up to "files in hand"; throws why it stopped (the runner asks workflow.db whether money may be spent). */
  async run(batch: BatchRecord, api: BatchApi, row: RowRecord): Promise<ReadyFiles> {
    const plan = row.plan;
    if (!plan)
      throw new Failure('validation', said('desk.rowNotChecked'), {
        quoted: { source: 'checks', lines: row.messages },
      });
    const scope: DeskScope = { server: batch.server, tenantId: batch.tenantId };
    let r = row;
    if (!r.shipmentId) {
      // A row without a weight in its file is weighed at the desk first: the operator's confirmed
      // reading becomes its weight and its proof (scale, device, time). Once the shipment exists
      // its weight is the server's, so a row resumed after that never waits again.
      let weighed: { plan: ShipPlan; weight?: WeightOrigin } = { plan };
      if (plan.weighAtDesk) {
        const reading = await this.deps.awaitWeight(this.write(r, { state: 'awaiting-weight', error: null }));
        this.deps.checkOpen();
        r = this.deps.store.row(r.batchId, r.idx) ?? r;
        weighed = {
          plan: { ...plan, parcel: { ...plan.parcel, weightKg: reading.grams / 1000 } },
          weight: { source: 'scale', reading },
        };
      }
      // Input validation holds here too (issue 29, item 2): a weight from the scale, or a plan an
      // older version stored, beyond every carrier is refused before it is quoted; the row fails
      // alone, in the ship screen's words, and a retry weighs it again.
      const [beyond] = beyondCarriers(weighed.plan);
      if (beyond) throw new Failure('validation', said(`limits.${beyond.problem}`, beyond.params));
      r = await this.quoteAndCreate(batch, scope, api, weighed.plan, r, weighed.weight);
    }
    const label = await this.buy(scope, api, plan.tipoDace ?? null, r);
    if (!plan.tipoDace) return { label };
    // A kill after the row's DACE was queued, before the row was written `printed`: that job is
    // the row's DACE. The server is not asked again: it would be a fetch for nothing, and a server
    // whose DACE answer does not say its type would generate another DACE at each resume.
    const held = this.deps.queuedJob(batchDaceKey(label.shipmentId, plan.tipoDace));
    if (held !== undefined) return { label, daceJobId: held };
    try {
      const tipo = await this.deps.daceTypeFor(plan.tipoDace);
      return { label, dace: ok(await daceFile(api, label.shipmentId, plan.tipoDace, tipo)) };
    } catch (error) {
      // The DACE is a companion: its failure never holds back the paid label.
      return { label, dace: failed(toStationError(error).said) };
    }
  }

  private async quoteAndCreate(
    batch: BatchRecord,
    scope: DeskScope,
    api: BatchApi,
    plan: ShipPlan,
    row: RowRecord,
    weight?: WeightOrigin,
  ): Promise<RowRecord> {
    if (row.createStartedAt !== null) {
      this.deps.logger.warn(
        'batch row: shipment creation outcome unknown; creating again (a duplicate shipment is free and never emitted)',
        { batchId: batch.id, row: row.idx },
      );
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
        r = this.write(
          r,
          { state: 'created', shipmentId: created.shipmentId, priceCents: option.priceCents ?? null },
          { durable: true },
        );
        this.deps.journal.created(
          scope,
          newShipmentOf(body, created, 'batch', {
            option,
            dace: plan.tipoDace ?? null,
            ...(weight ? { weight } : {}),
          }),
        );
        return r;
      } catch (error) {
        // The quote expired on the server's clock between quote and create: quote once more.
        if (attempt > 1 || !(error instanceof Failure) || error.kind !== 'quote-expired') throw error;
        option = await this.pick(batch, api, plan);
      }
    }
  }

  private async pick(batch: BatchRecord, api: BatchApi, plan: ShipPlan): Promise<QuoteOption> {
    const quote = await quotePlan(api, plan);
    this.deps.checkOpen();
    const pick = pickOption(batch.rule, quote);
    if (!pick.ok) throw new Failure('station-refused', pick.error.message);
    return pick.value.option;
  }

  /**
   * Buys and downloads the row's label through the emission workflow, which owns "charged
   * once": its record in workflow.db is durable before the emit POST leaves, every doubt is
   * settled by asking emit again, and a restart confirms an unsettled purchase. The label is
   * left out of the print queue: the runner queues it when the row's turn comes.
   */
  private async buy(
    scope: DeskScope,
    api: BatchApi,
    tipoDace: TipoDace | null,
    row: RowRecord,
  ): Promise<DownloadedLabel> {
    // A row a previous run left in `emitting` (or a retry of one that may be charged) may have
    // bought its label already: the first answer then settles that purchase, and never charges twice.
    const maybeSentBefore = row.state === 'emitting' || row.mayBeCharged;
    const r = this.write(row, { state: 'emitting', error: null });
    let label: DownloadedLabel;
    try {
      label = await this.deps.workflow.buyAndDownload(r.shipmentId as string, {
        // The runner queues it in CSV order; the workflow's own resume leaves the queueing to the batch.
        queuedBy: 'batch',
        // The batch's loja, whatever loja the operator switches to meanwhile.
        actingFor: { tenantId: scope.tenantId, api },
        // BatchService.preflight checked the label printer (strict mode) before the first purchase.
        printerChecked: true,
        ...(maybeSentBefore ? { maybeSentBefore } : {}),
      });
    } catch (error) {
      this.deps.checkOpen();
      // Bought but not downloaded: the row still shows its label, and the audit its charge.
      this.noteBought(scope, tipoDace, r);
      throw error;
    }
    this.deps.checkOpen();
    this.noteBought(scope, tipoDace, r);
    return label;
  }

  /** The row, the journal and the audit learn the label from the workflow's record, if it is bought. */
  private noteBought(scope: DeskScope, tipoDace: TipoDace | null, row: RowRecord): void {
    const record = this.deps.workflow.status(row.shipmentId as string)?.record;
    if (!record?.labelId || !record.trackingCode || !record.transactionId) return;
    this.write(row, {
      labelId: record.labelId,
      trackingCode: record.trackingCode,
      transactionId: record.transactionId,
      priceCents: record.priceCents ?? row.priceCents,
    });
    // The desk hears of it from the workflow's progress events too; told twice, journal and audit keep one entry.
    notePurchase(this.deps.journal, this.deps.audit, scope.server, record, {
      externalRef: row.externalRef,
      dace: tipoDace,
    });
  }

  write(row: RowRecord, change: RowChange, options: { durable?: boolean } = {}): RowRecord {
    let next: RowRecord;
    try {
      next = this.deps.store.update(row.batchId, row.idx, change, options);
    } catch (error) {
      throw new RowNotWritten(error);
    }
    this.deps.changed(next);
    return next;
  }
}
