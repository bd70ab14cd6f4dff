// The journal: one row per shipment this desk created (or bought a label for), with what the
// scan, the day summary and the audit need to find it again without the network.
import type { JournalEntryView, JournalSource } from '../../../shared/desk';
import type { TipoDace } from '../../../shared/contract';
import type { LabelCharge } from '../../../shared/workflow';
import type { Db, Param } from '../db';
import { fold, iso, type DeskScope } from '../scope';
import {
  weightOfRow,
  weightParams,
  weightViewOfRow,
  WEIGHT_SQL,
  type WeightRecord,
  type WeightRow,
} from '../weigh/weight-record';

export interface NewShipment {
  shipmentId: string;
  externalRef: string | null;
  quoteId: string | null;
  carrierId: string | null;
  serviceLevelId: string | null;
  carrierName: string | null;
  serviceName: string | null;
  quotedPriceCents: number | null;
  recipientName: string | null;
  recipientCity: string | null;
  recipientState: string | null;
  dace: TipoDace | null;
  source: JournalSource;
  /** The weight it was created with and where it came from (proof of weight). */
  weight?: WeightRecord | null;
}

export interface BoughtLabel extends Pick<LabelCharge, 'labelId' | 'trackingCode' | 'transactionId' | 'priceCents'> {
  shipmentId: string;
}

interface Row extends WeightRow {
  shipment_id: string;
  server: string;
  tenant_id: string;
  external_ref: string | null;
  carrier_id: string | null;
  service_level_id: string | null;
  carrier_name: string | null;
  service_name: string | null;
  quoted_price_cents: number | null;
  price_cents: number | null;
  recipient_name: string | null;
  recipient_city: string | null;
  recipient_state: string | null;
  tracking_code: string | null;
  label_id: string | null;
  dace: TipoDace | null;
  status: JournalEntryView['status'];
  source: JournalSource;
  created_at: number;
  bought_at: number | null;
}

export interface JournalEntry extends JournalEntryView {
  server: string;
  tenantId: string;
  weightRecord: WeightRecord | null;
}

const toEntry = (row: Row): JournalEntry => ({
  server: row.server,
  tenantId: row.tenant_id,
  shipmentId: row.shipment_id,
  externalRef: row.external_ref,
  carrierId: row.carrier_id,
  serviceLevelId: row.service_level_id,
  carrierName: row.carrier_name,
  serviceName: row.service_name,
  quotedPriceCents: row.quoted_price_cents,
  priceCents: row.price_cents,
  recipientName: row.recipient_name,
  recipientCity: row.recipient_city,
  recipientState: row.recipient_state,
  trackingCode: row.tracking_code,
  labelId: row.label_id,
  dace: row.dace,
  status: row.status,
  source: row.source,
  createdAt: iso(row.created_at) as string,
  boughtAt: iso(row.bought_at),
  weight: weightViewOfRow(row),
  weightRecord: weightOfRow(row),
});

export const toJournalView = (entry: JournalEntry): JournalEntryView => {
  const { server: _server, tenantId: _tenantId, weightRecord: _weightRecord, ...view } = entry;
  return view;
};

export class JournalStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** A shipment was created (idempotent: a second call for the same id changes nothing). */
  created(scope: DeskScope, s: NewShipment): void {
    const now = this.now();
    this.db.run(
      `INSERT INTO journal (shipment_id, server, tenant_id, external_ref, external_ref_fold, quote_id, carrier_id, service_level_id,
         carrier_name, service_name, quoted_price_cents, recipient_name, recipient_city, recipient_state, dace, status, source, created_at, updated_at,
         ${WEIGHT_SQL})
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'created', ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (shipment_id) DO NOTHING`,
      s.shipmentId,
      scope.server,
      scope.tenantId,
      s.externalRef,
      s.externalRef === null ? null : fold(s.externalRef),
      s.quoteId,
      s.carrierId,
      s.serviceLevelId,
      s.carrierName,
      s.serviceName,
      s.quotedPriceCents,
      s.recipientName,
      s.recipientCity,
      s.recipientState,
      s.dace,
      s.source,
      now,
      now,
      ...weightParams(s.weight),
    );
  }

  /** The label was bought; a shipment unknown to the journal (created elsewhere) gets a row. */
  bought(scope: DeskScope, label: BoughtLabel, extra: { dace?: TipoDace | null } = {}): void {
    const now = this.now();
    this.db.tx(() => {
      this.db.run(
        `INSERT INTO journal (shipment_id, server, tenant_id, status, source, created_at, updated_at) VALUES (?, ?, ?, 'created', 'manual', ?, ?)
         ON CONFLICT (shipment_id) DO NOTHING`,
        label.shipmentId,
        scope.server,
        scope.tenantId,
        now,
        now,
      );
      this.db.run(
        `UPDATE journal SET status = 'bought', label_id = ?, tracking_code = ?, tracking_fold = ?, transaction_id = ?,
           price_cents = COALESCE(?, price_cents, quoted_price_cents), bought_at = COALESCE(bought_at, ?), dace = COALESCE(dace, ?), updated_at = ?
         WHERE shipment_id = ?`,
        label.labelId,
        label.trackingCode,
        fold(label.trackingCode),
        label.transactionId,
        label.priceCents,
        now,
        extra.dace ?? null,
        now,
        label.shipmentId,
      );
    });
  }

  /** A DACE was printed for it (learned from the print queue). */
  daceSeen(shipmentId: string, tipo: TipoDace): void {
    this.db.run(
      'UPDATE journal SET dace = COALESCE(dace, ?), updated_at = ? WHERE shipment_id = ?',
      tipo,
      this.now(),
      shipmentId,
    );
  }

  get(shipmentId: string): JournalEntry | undefined {
    const row = this.db.get<Row>('SELECT * FROM journal WHERE shipment_id = ?', shipmentId);
    return row && toEntry(row);
  }

  /** Every entry of the scope with this externalRef (case folded), bought ones first, newest first. */
  byExternalRef(scope: DeskScope, ref: string): JournalEntry[] {
    return this.select(`external_ref_fold = ? ORDER BY (status = 'bought') DESC, created_at DESC`, fold(ref), scope);
  }

  byTrackingCode(scope: DeskScope, code: string): JournalEntry[] {
    return this.select('tracking_fold = ? ORDER BY created_at DESC', fold(code), scope);
  }

  boughtBetween(scope: DeskScope, from: number, to: number): JournalEntry[] {
    return this.select('bought_at >= ? AND bought_at < ? ORDER BY bought_at, shipment_id', [from, to], scope);
  }

  createdNotBoughtBetween(scope: DeskScope, from: number, to: number): number {
    const row = this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM journal WHERE server = ? AND tenant_id = ? AND status != 'bought' AND created_at >= ? AND created_at < ?`,
      scope.server,
      scope.tenantId,
      from,
      to,
    );
    return row?.n ?? 0;
  }

  recent(scope: DeskScope, limit: number): JournalEntry[] {
    return this.select('1 = 1 ORDER BY created_at DESC LIMIT ?', limit, scope);
  }

  private select(where: string, params: Param | Param[], scope: DeskScope): JournalEntry[] {
    const list = Array.isArray(params) ? params : [params];
    // The scope's two parameters come first, then the condition's.
    return this.db
      .all<Row>(
        `SELECT * FROM journal WHERE server = ? AND tenant_id = ? AND ${where}`,
        scope.server,
        scope.tenantId,
        ...list,
      )
      .map(toEntry);
  }
}
