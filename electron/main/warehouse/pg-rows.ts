// What the warehouse journal (pg-journal.ts) takes and answers: this desk's identity, a claim's
// request and answer, a purchase's row as PostgreSQL returns it, how order references compare,
// and a row as the screens show it.
import type { QueryResultRow } from 'pg';
import type { WarehousePurchaseView, WarehouseState } from '../../shared/warehouse';

/** This desk: its id decides who owns a claim, its name is what the other desks read. */
export interface DeskIdentity {
  id: string;
  name: string;
}

export interface ClaimRequest {
  server: string;
  tenantId: string;
  /** As typed; the key is its trimmed, case-folded form. */
  orderRef: string;
  /**
   * The shipment being bought, or null for an early claim (one key claims the order while it
   * quotes, before the shipment exists; the purchase then moves it to emitting with its id).
   */
  shipmentId: string | null;
  /** 'emitting' claims and marks the purchase in one statement, right before the intent. */
  state: 'claimed' | 'emitting';
  /** The operator asked for another parcel of an order already bought (audited). */
  secondParcel: boolean;
  /** The operator chose to take over a claim left `claimed` past the timeout by a desk that went silent. */
  takeOver: boolean;
}

export type ClaimAnswer =
  | { held: true; row: WarehousePurchaseRow; takenOver: boolean }
  | { held: false; holder: WarehousePurchaseRow; takeOverAllowed: boolean };

export interface WarehousePurchaseRow extends QueryResultRow {
  server: string;
  tenant_id: string;
  order_ref: string;
  parcel: number;
  order_ref_shown: string;
  shipment_id: string | null;
  desk_id: string;
  desk: string;
  state: WarehouseState;
  label_id: string | null;
  tracking_code: string | null;
  carrier_name: string | null;
  service_name: string | null;
  price_cents: number | null;
  weight_grams: number | null;
  recipient_name: string | null;
  recipient_city: string | null;
  recipient_state: string | null;
  claimed_at: Date;
  bought_at: Date | null;
  printed_at: Date | null;
  updated_at: Date;
  /** Computed: a `claimed` row old enough (database clock) for another desk to take over. */
  stale?: boolean;
}

/** How references are compared: trimmed, case folded (as the desk's own journal does). */
export const refKey = (ref: string): string => ref.trim().toLowerCase();

export interface PgJournalOptions {
  /** How long a `claimed` row must go without an update before another desk may take it over. */
  takeOverAfterMs: number;
}

/** A row as the screens show it. */
export function toPurchaseView(row: WarehousePurchaseRow, deskId: string): WarehousePurchaseView {
  return {
    tenantId: row.tenant_id,
    orderRef: row.order_ref_shown,
    parcel: row.parcel,
    shipmentId: row.shipment_id,
    desk: row.desk,
    mine: row.desk_id === deskId,
    state: row.state,
    labelId: row.label_id,
    trackingCode: row.tracking_code,
    carrierName: row.carrier_name,
    serviceName: row.service_name,
    priceCents: row.price_cents,
    recipientName: row.recipient_name,
    recipientCity: row.recipient_city,
    recipientState: row.recipient_state,
    weightGrams: row.weight_grams,
    claimedAt: row.claimed_at.toISOString(),
    boughtAt: row.bought_at?.toISOString() ?? null,
    printedAt: row.printed_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
  };
}
