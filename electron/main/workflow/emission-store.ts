// <dataDir>/workflow.db: one row per shipment whose label the station is buying or bought.
//
// Two kinds of write, on purpose:
// - Intent writes (`begin`, `failed`) are committed with synchronous=FULL: the WAL is fsynced
//   before the call returns. `begin` runs BEFORE the emit POST leaves, so after a crash or a
//   power cut the station knows a purchase may have happened and resumes it. `failed` is what
//   stops a resume from buying a label the operator saw refused, so it must not be lost either.
// - Progress writes (`pending`, `ready`, `queued`, notes) only save work on the next start. They
//   are committed with synchronous=NORMAL: in WAL mode that survives a killed process (the
//   pages are in the OS) and is made durable by the next FULL commit; a power cut may roll one
//   back to `emitting`, and resuming from there asks emit again, which answers the same label
//   with chargeAlreadyCaptured and charges nothing. This keeps one fsync on the hot path.
import { join } from 'node:path';
import type { EmitLabelDto, EmitLabelReady, TipoDace } from '../../shared/contract';
import type { StationError } from '../../shared/ipc';
import type { Said } from '../../shared/messages';
import { openDatabase, salvageInto, type Db, type Salvaged } from '../platform';
import type { ContentType } from '../printing';
import { MIGRATIONS, toRecord, type Row } from './emission-schema';
import type { AuditedCharge, EmissionRecord, LabelEvidence, QueuedBy } from './types';

/** A purchase that may still need the operator (unsettled.ts decides which of these are unsettled). */
const UNSETTLED_CANDIDATE = `(state IN ('emitting', 'pending', 'ready')
  OR (state = 'queued' AND (updated_at >= ? OR (possible_double_charge = 1 AND acknowledged_at IS NULL))))`;

/**
 * A queued label's DACE, written with `queued`: on the label's own job (`onRoll`, that job's id),
 * `owed` (printed apart, its job not yet queued), or null (none asked, or its failure was told).
 */
export type QueuedDace = { onRoll: string } | 'owed' | null;

export class EmissionStore {
  private readonly db: Db;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    // FULL: intent writes are fsynced before they return; progress writes relax it (see above).
    this.db = openDatabase(join(dataDir, 'workflow.db'), { synchronous: 'FULL', migrations: MIGRATIONS });
  }

  close(): void {
    this.db.close();
  }

  /** Copies what a damaged workflow.db (moved aside at start) still holds into this fresh one. */
  salvageFrom(damagedFile: string): Salvaged[] {
    return salvageInto(this.db, damagedFile);
  }

  get(shipmentId: string): EmissionRecord | undefined {
    const row = this.db.get<Row>('SELECT * FROM emissions WHERE shipment_id = ?', shipmentId);
    return row && toRecord(row);
  }

  /** The emission of a shipment or of a label, whichever id this is. */
  find(id: string): EmissionRecord | undefined {
    const row = this.db.get<Row>('SELECT * FROM emissions WHERE shipment_id = ? OR label_id = ? LIMIT 1', id, id);
    return row && toRecord(row);
  }

  /** Emissions of a loja that a restart must continue, oldest first (labels print in buying order). */
  unfinished(tenantId: string): EmissionRecord[] {
    const rows = this.db.all<Row>(
      `SELECT * FROM emissions WHERE tenant_id = ? AND state IN ('emitting', 'pending', 'ready') ORDER BY created_at, rowid`,
      tenantId,
    );
    return rows.map(toRecord);
  }

  /**
   * Purchases of a loja that may still need the operator: every unfinished one, and the queued
   * ones of the last `sinceMs` (their print job may have failed) or with a possible double charge
   * not yet acknowledged. Oldest first.
   */
  unsettledCandidates(tenantId: string, sinceMs: number): EmissionRecord[] {
    return this.candidates('=', tenantId, sinceMs);
  }

  /**
   * The same candidates for every loja but `tenantId` (one query): what this desk left unsettled
   * in lojas the operator is not working in now, so the page can say so until that loja is chosen.
   */
  unsettledCandidatesOutside(tenantId: string, sinceMs: number): EmissionRecord[] {
    return this.candidates('<>', tenantId, sinceMs);
  }

  private candidates(tenant: '=' | '<>', tenantId: string, sinceMs: number): EmissionRecord[] {
    const sql = `SELECT * FROM emissions WHERE tenant_id ${tenant} ? AND ${UNSETTLED_CANDIDATE} ORDER BY created_at, rowid`;
    return this.db.all<Row>(sql, tenantId, sinceMs).map(toRecord);
  }

  /**
   * The server shows a label exists for a purchase whose answer was lost (its tracking history,
   * or its DACE). Durable: from here the purchase counts as charged, never as not bought.
   */
  evidence(shipmentId: string, kind: LabelEvidence): void {
    this.db
      .prepare(
        `UPDATE emissions SET evidence = COALESCE(evidence, ?), evidence_at = COALESCE(evidence_at, ?), updated_at = ? WHERE shipment_id = ? AND state != 'failed'`,
      )
      .run(kind, this.now(), this.now(), shipmentId);
  }

  /**
   * The operator chose "buy again anyway" for a purchase whose outcome is unknown. An intent write
   * (fsynced) before the emit is sent again: it is the record of who accepted a possible second charge.
   */
  buyAgain(shipmentId: string): void {
    this.db
      .prepare(`UPDATE emissions SET buy_again_at = ?, updated_at = ? WHERE shipment_id = ? AND state = 'emitting'`)
      .run(this.now(), this.now(), shipmentId);
  }

  /** The operator checked a possible double charge (against the wallet's statement). */
  acknowledge(shipmentId: string): void {
    this.db
      .prepare(
        `UPDATE emissions SET acknowledged_at = COALESCE(acknowledged_at, ?), updated_at = ? WHERE shipment_id = ? AND possible_double_charge = 1`,
      )
      .run(this.now(), this.now(), shipmentId);
  }

  /**
   * Intent, durable before the emit POST leaves: from here on a purchase may exist. A new
   * attempt after `failed` starts over (that earlier try bought nothing).
   */
  begin(input: {
    shipmentId: string;
    tenantId: string;
    request: EmitLabelDto;
    dace: TipoDace | null;
    queuedBy?: QueuedBy;
  }): EmissionRecord {
    const at = this.now();
    // The row as written comes back with the write (its commit, fsynced, done when this returns);
    // an unfinished row the write left alone is read as it is.
    const written = this.db
      .prepare(
        `INSERT INTO emissions (shipment_id, tenant_id, state, request, dace, queued_by, created_at, updated_at) VALUES (?, ?, 'emitting', ?, ?, ?, ?, ?)
       ON CONFLICT (shipment_id) DO UPDATE SET tenant_id = excluded.tenant_id, state = 'emitting', request = excluded.request, dace = excluded.dace, queued_by = excluded.queued_by,
         provider_job_id = NULL, label_id = NULL, tracking_code = NULL, transaction_id = NULL, price_cents = NULL, charge_already_captured = NULL,
         content_type = NULL, print_job_id = NULL, dace_job_id = NULL, dace_owed = 0, dace_failure = NULL, last_error = NULL, created_at = excluded.created_at, updated_at = excluded.updated_at
       WHERE emissions.state = 'failed' RETURNING *`,
      )
      .get(
        input.shipmentId,
        input.tenantId,
        JSON.stringify(input.request),
        input.dace,
        input.queuedBy ?? 'workflow',
        at,
        at,
      ) as Row | undefined;
    return written ? toRecord(written) : (this.get(input.shipmentId) as EmissionRecord);
  }

  /** Intent, durable: nothing was bought, so neither a resume nor a restart may emit it again. */
  failed(shipmentId: string, error: StationError): void {
    this.db
      .prepare(
        `UPDATE emissions SET state = 'failed', last_error = ?, updated_at = ? WHERE shipment_id = ? AND evidence IS NULL`,
      )
      .run(JSON.stringify(error), this.now(), shipmentId);
  }

  pending(shipmentId: string, providerJobId: string): void {
    this.db.relaxed(() =>
      this.db
        .prepare(
          `UPDATE emissions SET state = 'pending', provider_job_id = ?, updated_at = ? WHERE shipment_id = ? AND state IN ('emitting', 'pending')`,
        )
        .run(providerJobId, this.now(), shipmentId),
    );
  }

  /**
   * READY recorded; `possibleDoubleCharge` when the answer says it charged a purchase that already
   * was; `boughtElsewhere` when it says the charge was taken before, yet this desk never sent a
   * POST of it before (the label was bought on another desk or outside the station). Answers
   * whether the record now holds a possible double charge (this answer's or an earlier one's) and
   * whether it is held as bought elsewhere (undefined when no row took the answer).
   */
  ready(
    shipmentId: string,
    label: EmitLabelReady,
    flags: { possibleDoubleCharge?: boolean; boughtElsewhere?: boolean } = {},
  ): { possibleDoubleCharge: boolean; boughtElsewhere: boolean | undefined } {
    const at = this.now();
    const row = this.db.relaxed(
      () =>
        this.db
          .prepare(
            // A doubt raised only by lost answers (set while no label was known) is settled by a READY
            // saying the charge was captured earlier; one raised by an answer is never cleared.
            `UPDATE emissions SET state = 'ready', label_id = ?, tracking_code = ?, transaction_id = ?, price_cents = ?, charge_already_captured = ?,
           possible_double_charge = CASE WHEN ? = 1 THEN 1 WHEN ? = 1 AND label_id IS NULL THEN 0 ELSE possible_double_charge END,
           bought_elsewhere_at = COALESCE(bought_elsewhere_at, ?), last_error = NULL, updated_at = ?
         WHERE shipment_id = ? AND state IN ('emitting', 'pending', 'ready') RETURNING possible_double_charge, bought_elsewhere_at`,
          )
          .get(
            label.labelId,
            label.trackingCode,
            label.transactionId,
            label.priceCents ?? null,
            label.chargeAlreadyCaptured ? 1 : 0,
            flags.possibleDoubleCharge ? 1 : 0,
            label.chargeAlreadyCaptured ? 1 : 0,
            flags.boughtElsewhere ? at : null,
            at,
            shipmentId,
          ) as { possible_double_charge: number; bought_elsewhere_at: number | null } | undefined,
    );
    return {
      possibleDoubleCharge: row?.possible_double_charge === 1,
      boughtElsewhere: row && row.bought_elsewhere_at !== null,
    };
  }

  /**
   * The operator answered "print anyway" for a label bought elsewhere. An intent write (fsynced):
   * it is the audit of who let a second copy out, and what lets resume queue it.
   */
  printAnyway(shipmentId: string): void {
    this.db
      .prepare(
        `UPDATE emissions SET print_anyway_at = COALESCE(print_anyway_at, ?), updated_at = ? WHERE shipment_id = ? AND bought_elsewhere_at IS NOT NULL`,
      )
      .run(this.now(), this.now(), shipmentId);
  }

  /**
   * A charge the audit log holds and this file lost (emptied, damaged, or a queued label whose
   * job the print queue lost): written back as this desk's own purchase, `ready`, so the next
   * resume downloads it by its labelId and queues it under `label:<labelId>` (never a new emit);
   * with no labelId, `emitting` (held unknown: resume asks emit again, as after a lost answer).
   * An intent write (fsynced). Only a missing, failed or queued row is replaced: an unfinished one
   * is already resumed as it is. Answers the record when it was written.
   */
  recovered(charge: AuditedCharge & { note: StationError }): EmissionRecord | undefined {
    const at = this.now();
    // Without a labelId there is nothing to download: `emitting` makes the next resume ask emit
    // again as for a POST of this desk whose answer was lost (never read as bought elsewhere).
    const state = charge.labelId ? 'ready' : 'emitting';
    const changed = this.db.run(
      `INSERT INTO emissions (shipment_id, tenant_id, state, request, queued_by, label_id, tracking_code, transaction_id, price_cents, charge_already_captured, last_error, recovered_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'workflow', ?, ?, ?, ?, 0, ?, ?, ?, ?)
       ON CONFLICT (shipment_id) DO UPDATE SET tenant_id = excluded.tenant_id, state = excluded.state, queued_by = 'workflow', label_id = excluded.label_id,
         tracking_code = excluded.tracking_code, transaction_id = excluded.transaction_id, price_cents = excluded.price_cents,
         charge_already_captured = 0, bought_elsewhere_at = NULL, content_type = NULL, print_job_id = NULL, last_error = excluded.last_error,
         recovered_at = excluded.recovered_at, updated_at = excluded.updated_at
       WHERE emissions.state IN ('failed', 'queued')`,
      charge.shipmentId,
      charge.tenantId,
      state,
      JSON.stringify({ paymentMethod: 'wallet' }),
      charge.labelId,
      charge.trackingCode,
      charge.transactionId,
      charge.priceCents,
      JSON.stringify(charge.note),
      at,
      at,
      at,
    );
    return changed > 0 ? this.get(charge.shipmentId) : undefined;
  }

  /**
   * The label is in the print queue. Its DACE's standing goes in the same write, so that no kill
   * can leave a `queued` label whose DACE is neither in the queue nor owed: `onRoll`, the job
   * that holds the label holds its DACE too; `owed`, the DACE prints apart and is not queued yet.
   */
  queued(shipmentId: string, contentType: ContentType, printJobId: string, dace: QueuedDace = null): void {
    const onRoll = dace !== null && dace !== 'owed' ? dace.onRoll : null;
    this.db.relaxed(() =>
      this.db
        .prepare(
          `UPDATE emissions SET state = 'queued', content_type = ?, print_job_id = ?, dace_job_id = COALESCE(?, dace_job_id), dace_owed = ?,
             dace_failure = NULL, last_error = NULL, updated_at = ? WHERE shipment_id = ?`,
        )
        .run(contentType, printJobId, onRoll, dace === 'owed' ? 1 : 0, this.now(), shipmentId),
    );
  }

  /** A DACE of the purchase is in the print queue: none is owed any more. */
  daceQueued(shipmentId: string, printJobId: string): void {
    this.db.relaxed(() =>
      this.db
        .prepare(
          'UPDATE emissions SET dace_job_id = ?, dace_owed = 0, dace_failure = NULL, updated_at = ? WHERE shipment_id = ?',
        )
        .run(printJobId, this.now(), shipmentId),
    );
  }

  /** The owed DACE will not be printed by itself: the operator was told why, or the server has none to give. */
  daceNotOwed(shipmentId: string): void {
    this.db.relaxed(() =>
      this.db
        .prepare(
          'UPDATE emissions SET dace_owed = 0, dace_failure = NULL, updated_at = ? WHERE shipment_id = ? AND dace_owed = 1',
        )
        .run(this.now(), shipmentId),
    );
  }

  /** The owed DACE's print failed and it stays owed: why, in the station's words, for its line (a note: updated_at stays). */
  daceNotPrinted(shipmentId: string, reason: Said): void {
    this.db.relaxed(() =>
      this.db
        .prepare('UPDATE emissions SET dace_failure = ? WHERE shipment_id = ? AND dace_owed = 1')
        .run(JSON.stringify(reason), shipmentId),
    );
  }

  /** The workflow's queued labels of a loja whose DACE is still owed (a kill came before it was queued), oldest first. */
  daceOwed(tenantId: string): EmissionRecord[] {
    const rows = this.db.all<Row>(
      `SELECT * FROM emissions WHERE tenant_id = ? AND dace_owed = 1 AND state = 'queued' AND queued_by = 'workflow' ORDER BY created_at, rowid`,
      tenantId,
    );
    return rows.map(toRecord);
  }

  /**
   * Why an unfinished emission stopped for now (it stays resumable). Only the reason shown: when
   * workflow.db cannot take it (the disk is full, the very fault being reported), the record keeps
   * its state and the caller's failure still reaches the operator, instead of a raw SQLite error
   * replacing it. Answers whether it was written.
   */
  note(shipmentId: string, error: StationError | null, flags: { possibleDoubleCharge?: boolean } = {}): boolean {
    try {
      this.db.relaxed(() =>
        this.db
          .prepare(
            'UPDATE emissions SET last_error = ?, possible_double_charge = MAX(possible_double_charge, ?), updated_at = ? WHERE shipment_id = ?',
          )
          .run(error && JSON.stringify(error), flags.possibleDoubleCharge ? 1 : 0, this.now(), shipmentId),
      );
      return true;
    } catch {
      return false;
    }
  }
}
