// The audit log: every charge, print and reprint, with who, where and when. Append-only (the
// table refuses UPDATE and DELETE by trigger); each fact is written once (a dedupe key per
// transaction or per print job outcome), however many times it is observed.
import type { AuditEntryView, AuditKind } from '../../../shared/desk';
import { readSaid } from '../../../shared/messages';
import type { AuditedCharge } from '../../workflow';
import type { Db, Param } from '../db';
import type { DeskScope } from '../scope';
import { weightParams, weightViewOfRow, WEIGHT_SQL, type WeightRecord, type WeightRow } from '../weigh/weight-record';

export interface NewAuditEntry {
  kind: AuditKind;
  outcome: AuditEntryView['outcome'];
  server: string;
  tenantId: string | null;
  operator: string | null;
  workstation: string;
  shipmentId?: string | null;
  externalRef?: string | null;
  trackingCode?: string | null;
  labelId?: string | null;
  priceCents?: number | null;
  transactionId?: string | null;
  jobId?: string | null;
  printer?: string | null;
  documentKind?: string | null;
  /** What the station said about it, as a Said in JSON (an older version wrote a sentence). */
  detail?: string | null;
  /** Charges: the weight the label was bought with (proof of weight). */
  weight?: WeightRecord | null;
  /** What makes it the same fact: `charge:<transactionId>`, `print:<jobId>:<outcome>`. */
  dedupe: string;
  /** When it happened (ms), if not now: an entry written late (held while desk.db was locked). */
  at?: number;
}

export interface AuditFilter {
  /** [from, to) in ms, desk local day boundaries. */
  range?: { from: number; to: number };
  kind?: AuditKind;
}

interface Row extends WeightRow {
  seq: number;
  at: number;
  kind: AuditKind;
  outcome: AuditEntryView['outcome'];
  tenant_id: string | null;
  operator: string | null;
  workstation: string;
  shipment_id: string | null;
  external_ref: string | null;
  tracking_code: string | null;
  label_id: string | null;
  price_cents: number | null;
  transaction_id: string | null;
  job_id: string | null;
  printer: string | null;
  document_kind: string | null;
  detail: string | null;
}

const toView = (r: Row): AuditEntryView => ({
  seq: r.seq,
  at: new Date(r.at).toISOString(),
  kind: r.kind,
  outcome: r.outcome,
  operator: r.operator,
  workstation: r.workstation,
  tenantId: r.tenant_id,
  shipmentId: r.shipment_id,
  externalRef: r.external_ref,
  trackingCode: r.tracking_code,
  labelId: r.label_id,
  priceCents: r.price_cents,
  transactionId: r.transaction_id,
  jobId: r.job_id,
  printer: r.printer,
  documentKind: r.document_kind,
  // Put in words by whoever reads it (the screen, the CSV), in its language; a sentence an older
  // version wrote is kept as it was.
  detail: readSaid(r.detail) ?? null,
  weight: weightViewOfRow(r),
});

/**
 * How long a `soon` write waits for its flush at the longest. At a desk buying labels the next
 * purchase's witness (intent) is fsynced before then, and that flush takes every earlier commit
 * with it: one fsync per label instead of one per entry.
 */
const SOON_MS = 1_000;

export class AuditStore {
  /** The pending flush of `soon` writes, if one is waiting. */
  private soonTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    /** The log's clock: an entry's time, unless it says when it happened. */
    readonly now: () => number = Date.now,
    /** Told when a write meant for the disk could not be flushed there (the disk refused the fsync). */
    private readonly onFlushFailed: (error: unknown) => void = () => undefined,
  ) {}

  /**
   * True when written; false when this fact was already in the log. `durable`: fsynced before it
   * returns (an operator's money decision). `soon`: on the disk within a second (SOON_MS), flushed
   * off this thread, with the next purchase's witness when one comes sooner: for a charge, whose
   * purchase workflow.db and the intent below already hold durably (after a power cut before the
   * flush, start-up finds the intent without its charge and the purchase is asked about again,
   * never read as not bought). A flush per charge cost the label's download 0.3 ms of this thread
   * (waking the thread pool, measured in a CPU profile of the emit-and-print bench).
   */
  append(e: NewAuditEntry, options: { durable?: boolean; soon?: boolean } = {}): boolean {
    const written = this.db.tx(() => this.insert(e), { durable: options.durable === true });
    if (written && options.soon && !options.durable) this.flushSoon();
    return written;
  }

  private flushSoon(): void {
    if (this.soonTimer) return;
    this.soonTimer = setTimeout(() => {
      this.soonTimer = undefined;
      if (this.db.isOpen) this.db.flushed().catch(this.onFlushFailed);
    }, SOON_MS);
    this.soonTimer.unref();
  }

  private insert(e: NewAuditEntry): boolean {
    return (
      this.db.run(
        `INSERT INTO audit (at, kind, outcome, server, tenant_id, operator, workstation, shipment_id, external_ref, tracking_code, label_id,
           price_cents, transaction_id, job_id, printer, document_kind, detail, dedupe, ${WEIGHT_SQL})
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (dedupe) DO NOTHING`,
        e.at ?? this.now(),
        e.kind,
        e.outcome,
        e.server,
        e.tenantId,
        e.operator,
        e.workstation,
        e.shipmentId ?? null,
        e.externalRef ?? null,
        e.trackingCode ?? null,
        e.labelId ?? null,
        e.priceCents ?? null,
        e.transactionId ?? null,
        e.jobId ?? null,
        e.printer ?? null,
        e.documentKind ?? null,
        e.detail ?? null,
        e.dedupe,
        ...weightParams(e.weight),
      ) === 1
    );
  }

  /**
   * This desk's charges on `server` since `from` (ms) whose label the log never saw printed (no
   * print or reprint of its labelId done): what start-up compares with workflow.db and the print
   * queue. Bought-elsewhere charges are another desk's, and are left to the operator's answer.
   */
  unprintedCharges(server: string, from: number): AuditedCharge[] {
    return this.db.all<AuditedCharge>(
      `SELECT c.shipment_id AS shipmentId, c.tenant_id AS tenantId, c.label_id AS labelId, c.tracking_code AS trackingCode,
         c.transaction_id AS transactionId, c.price_cents AS priceCents
       FROM audit c
       WHERE c.server = ? AND c.kind = 'charge' AND c.outcome != 'bought-elsewhere' AND c.at >= ?
         AND c.shipment_id IS NOT NULL AND c.tenant_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM audit p WHERE p.label_id = c.label_id AND p.kind IN ('print', 'reprint') AND p.outcome = 'printed')
       ORDER BY c.seq`,
      server,
      from,
    );
  }

  /**
   * A purchase is about to be sent (its emit POST has not left yet): a witness that this desk may
   * have bought the shipment, should workflow.db be lost afterwards. Written now; the promise
   * resolves once it is on the disk (fsynced off this thread, so workflow.db's own intent can be
   * fsynced at the same time): the POST waits for it.
   */
  intent(server: string, tenantId: string, shipmentId: string): Promise<void> {
    this.db.tx(() =>
      this.db.run(
        'INSERT OR IGNORE INTO purchase_intents (shipment_id, server, tenant_id, at) VALUES (?, ?, ?, ?)',
        shipmentId,
        server,
        tenantId,
        this.now(),
      ),
    );
    // This flush takes every earlier commit with it: a `soon` one waiting needs no flush of its own.
    clearTimeout(this.soonTimer);
    this.soonTimer = undefined;
    return this.db.flushed();
  }

  /**
   * Purchases this desk started on `server` since `from` whose charge the log never saw: their
   * answer may have been lost with the process. Start-up holds them as unknown when workflow.db
   * lost them too (never "bought elsewhere", never bought again without the operator).
   */
  unsettledIntents(server: string, from: number): AuditedCharge[] {
    return this.db.all<AuditedCharge>(
      `SELECT i.shipment_id AS shipmentId, i.tenant_id AS tenantId, NULL AS labelId, NULL AS trackingCode,
         NULL AS transactionId, NULL AS priceCents
       FROM purchase_intents i
       WHERE i.server = ? AND i.at >= ?
         AND NOT EXISTS (SELECT 1 FROM audit c WHERE c.kind = 'charge' AND c.shipment_id = i.shipment_id)
       ORDER BY i.at`,
      server,
      from,
    );
  }

  has(dedupe: string): boolean {
    return this.db.get('SELECT 1 AS x FROM audit WHERE dedupe = ?', dedupe) !== undefined;
  }

  /** Oldest first within the page order chosen: newest first for screens. */
  page(
    scope: DeskScope,
    filter: AuditFilter,
    page: number,
    pageSize: number,
  ): { entries: AuditEntryView[]; total: number } {
    const { where, params } = this.where(scope, filter);
    const total = this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM audit WHERE ${where}`, ...params)?.n ?? 0;
    const rows = this.db.all<Row>(
      `SELECT * FROM audit WHERE ${where} ORDER BY seq DESC LIMIT ? OFFSET ?`,
      ...params,
      pageSize,
      (page - 1) * pageSize,
    );
    return { entries: rows.map(toView), total };
  }

  /** Every matching entry in the order it happened (exports). */
  all(scope: DeskScope, filter: AuditFilter): AuditEntryView[] {
    const { where, params } = this.where(scope, filter);
    return this.db.all<Row>(`SELECT * FROM audit WHERE ${where} ORDER BY seq`, ...params).map(toView);
  }

  private where(scope: DeskScope, filter: AuditFilter): { where: string; params: Param[] } {
    // Entries written before a loja was chosen (tenant unknown) belong to every loja's view.
    const parts = ['server = ?', '(tenant_id = ? OR tenant_id IS NULL)'];
    const params: Param[] = [scope.server, scope.tenantId];
    if (filter.range) {
      parts.push('at >= ? AND at < ?');
      params.push(filter.range.from, filter.range.to);
    }
    if (filter.kind) {
      parts.push('kind = ?');
      params.push(filter.kind);
    }
    return { where: parts.join(' AND '), params };
  }
}
