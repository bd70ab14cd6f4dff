// The warehouse journal in PostgreSQL: every SQL statement the station sends to the warehouse's
// database, parameterised (never a value in the text), in the station's own schema.
//
// Who buys an order is decided by the primary key (server, loja, order reference, parcel), not by
// timing: two desks inserting the same key at once get one row, and the loser reads who holds it.
// Every time in the table is the database's clock (now()), so desks whose clocks differ by
// minutes still agree on who claimed first and on when a claim is old enough to take over.
//// Its tables and migrations: pg-schema.ts; what it takes and answers: pg-rows.ts.
import type { Pool, QueryResultRow } from 'pg';
import type { WarehouseAuditLine, WarehouseState } from '../../shared/warehouse';
import { PG_SCHEMA } from './pg-schema';
import { refKey } from './pg-rows';
import type { ClaimAnswer, ClaimRequest, DeskIdentity, PgJournalOptions, WarehousePurchaseRow } from './pg-rows';

/** The events kept in purchase_events, with the state they follow. */
type EventName = WarehouseAuditLine['event'];

export class PgJournal {
  constructor(
    private readonly pool: Pool,
    private readonly desk: DeskIdentity,
    private readonly options: PgJournalOptions,
  ) {}

  /**
   * Claims (server, loja, order, parcel) for this desk, or answers who holds it; one statement
   * (the row and its audit line, one commit) when nothing stands in the way. A released row
   * (proved not charged) is claimed again; this desk's own claim of the order (an early claim, or
   * its shipment's purchase tried again) is held again; another desk's `claimed` row is taken
   * over only when the operator asked and it went without an update for the timeout, by the
   * database's clock.
   */
  async claim(request: ClaimRequest): Promise<ClaimAnswer> {
    const key = refKey(request.orderRef);
    let parcel = request.secondParcel ? await this.nextParcel(request.server, request.tenantId, key) : 1;
    for (let attempt = 0; attempt < 5; attempt++) {
      let row: WarehousePurchaseRow | undefined;
      try {
        row = await this.claimRow(request, key, parcel);
      } catch (error) {
        // The shipment already has a row under another parcel (its unique index): that row is
        // this desk's purchase tried again, or the answer is who holds it.
        if (!isUniqueViolation(error, 'purchases_shipment') || !request.shipmentId) throw error;
        const own = await this.again(request);
        if (own) return { held: true, row: own, takenOver: false };
        const holder = await this.byShipment(request.server, request.shipmentId);
        if (!holder) continue;
        return { held: false, holder, takeOverAllowed: false };
      }
      if (row) return { held: true, row, takenOver: Boolean(row.replaced) && request.takeOver };
      const holder = await this.holder(request.server, request.tenantId, key, parcel);
      if (!holder) continue; // released between the insert and the read: try again
      if (request.secondParcel && holder.shipment_id !== request.shipmentId) {
        // Another desk took this parcel number a moment ago: the next one.
        parcel = Math.max(parcel + 1, await this.nextParcel(request.server, request.tenantId, key));
        continue;
      }
      return { held: false, holder, takeOverAllowed: holder.state === 'claimed' && Boolean(holder.stale) };
    }
    throw new Error('the warehouse journal kept changing under this claim');
  }

  /** The INSERT that claims, with its audit line in the same statement; no row: someone holds it. */
  private async claimRow(
    request: ClaimRequest,
    key: string,
    parcel: number,
  ): Promise<WarehousePurchaseRow | undefined> {
    return this.one(
      `WITH claimed AS (
         INSERT INTO ${PG_SCHEMA}.purchases AS p
           (server, tenant_id, order_ref, parcel, order_ref_shown, shipment_id, desk_id, desk, state, emitting_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $9 = 'emitting' THEN now() END)
         ON CONFLICT (server, tenant_id, order_ref, parcel) DO UPDATE SET
           order_ref_shown = EXCLUDED.order_ref_shown, shipment_id = EXCLUDED.shipment_id,
           desk_id = EXCLUDED.desk_id, desk = EXCLUDED.desk, state = EXCLUDED.state,
           label_id = NULL, tracking_code = NULL, carrier_name = NULL, service_name = NULL, price_cents = NULL,
           weight_grams = NULL, recipient_name = NULL, recipient_city = NULL, recipient_state = NULL,
           claimed_at = now(), emitting_at = EXCLUDED.emitting_at, bought_at = NULL, printed_at = NULL,
           released_at = NULL, updated_at = now()
         WHERE p.state = 'released'
            -- this desk's own claim: its early claim, or its shipment's purchase tried again
            OR (p.desk_id = EXCLUDED.desk_id AND p.state IN ('claimed', 'emitting')
                AND (p.shipment_id IS NULL OR p.shipment_id = EXCLUDED.shipment_id))
            OR ($10::boolean AND p.state = 'claimed' AND p.updated_at < now() - make_interval(secs => $11::double precision))
         RETURNING p.*, (xmax <> 0) AS replaced
       ), noted AS (
         INSERT INTO ${PG_SCHEMA}.purchase_events (server, tenant_id, order_ref, parcel, shipment_id, desk_id, desk, event)
         SELECT server, tenant_id, order_ref_shown, parcel, COALESCE(shipment_id, ''), desk_id, desk,
           CASE WHEN replaced AND $10::boolean THEN 'taken-over' WHEN parcel > 1 THEN 'second-parcel' ELSE state END
         FROM claimed
       )
       SELECT * FROM claimed`,
      [
        request.server,
        request.tenantId,
        key,
        parcel,
        request.orderRef.trim(),
        request.shipmentId,
        this.desk.id,
        this.desk.name,
        request.state,
        request.takeOver,
        this.options.takeOverAfterMs / 1000,
      ],
    );
  }

  /** This desk's own row of the shipment, claimed again (a purchase tried again after a refusal). */
  private async again(request: ClaimRequest): Promise<WarehousePurchaseRow | undefined> {
    return this.one(
      `UPDATE ${PG_SCHEMA}.purchases SET state = $4, claimed_at = now(), updated_at = now(), released_at = NULL,
         emitting_at = CASE WHEN $4 = 'emitting' THEN now() END
       WHERE server = $1 AND shipment_id = $2 AND desk_id = $3 AND state IN ('claimed', 'emitting', 'released')
       RETURNING *`,
      [request.server, request.shipmentId, this.desk.id, request.state],
    );
  }

  /**
   * This desk's early claim of an order becomes its shipment's purchase: emitting, with the
   * shipment's id, in one statement. No row: the claim is not this desk's any more (taken over
   * after the timeout, or released).
   */
  async emitting(
    server: string,
    tenantId: string,
    orderRef: string,
    parcel: number,
    shipmentId: string,
  ): Promise<WarehousePurchaseRow | undefined> {
    return this.one(
      `WITH moved AS (
         UPDATE ${PG_SCHEMA}.purchases SET state = 'emitting', shipment_id = $5, emitting_at = now(), updated_at = now()
         WHERE server = $1 AND tenant_id = $2 AND order_ref = $3 AND parcel = $4 AND desk_id = $6
           AND state = 'claimed' AND (shipment_id IS NULL OR shipment_id = $5)
         RETURNING *
       ), noted AS (
         INSERT INTO ${PG_SCHEMA}.purchase_events (server, tenant_id, order_ref, parcel, shipment_id, desk_id, desk, event)
         SELECT server, tenant_id, order_ref_shown, parcel, shipment_id, desk_id, desk, 'emitting' FROM moved
       )
       SELECT * FROM moved`,
      [server, tenantId, refKey(orderRef), parcel, shipmentId, this.desk.id],
    );
  }

  /** An early claim that no purchase used (one key stopped before buying): given back. */
  async releaseEarly(server: string, tenantId: string, orderRef: string, parcel: number): Promise<void> {
    await this.pool.query(
      `WITH freed AS (
         UPDATE ${PG_SCHEMA}.purchases SET state = 'released', released_at = now(), updated_at = now()
         WHERE server = $1 AND tenant_id = $2 AND order_ref = $3 AND parcel = $4 AND desk_id = $5
           AND state = 'claimed' AND shipment_id IS NULL
         RETURNING *
       )
       INSERT INTO ${PG_SCHEMA}.purchase_events (server, tenant_id, order_ref, parcel, shipment_id, desk_id, desk, event)
       SELECT server, tenant_id, order_ref_shown, parcel, '', desk_id, desk, 'released' FROM freed`,
      [server, tenantId, refKey(orderRef), parcel, this.desk.id],
    );
  }

  /** The claim's next state; a state never goes back (a late update after a later one changes nothing). */
  async advance(
    server: string,
    shipmentId: string,
    state: Exclude<WarehouseState, 'claimed'>,
    facts: Partial<
      Pick<
        WarehousePurchaseRow,
        | 'label_id'
        | 'tracking_code'
        | 'carrier_name'
        | 'service_name'
        | 'price_cents'
        | 'weight_grams'
        | 'recipient_name'
        | 'recipient_city'
        | 'recipient_state'
      >
    > = {},
  ): Promise<WarehousePurchaseRow | undefined> {
    const rank = `CASE state WHEN 'claimed' THEN 0 WHEN 'emitting' THEN 1 WHEN 'bought' THEN 2 WHEN 'printed' THEN 3 ELSE 9 END`;
    // released: only from claimed or emitting (proved not charged); the others move forward only.
    const allowed = state === 'released' ? `state IN ('claimed', 'emitting')` : `${rank} < ${STATE_RANK[state]}`;
    return this.one(
      `WITH moved AS (
         UPDATE ${PG_SCHEMA}.purchases SET state = $4,
           emitting_at = CASE WHEN $4 = 'emitting' THEN now() ELSE emitting_at END,
           bought_at   = CASE WHEN $4 IN ('bought', 'printed') THEN COALESCE(bought_at, now()) ELSE bought_at END,
           printed_at  = CASE WHEN $4 = 'printed' THEN now() ELSE printed_at END,
           released_at = CASE WHEN $4 = 'released' THEN now() ELSE released_at END,
           label_id = COALESCE($5, label_id), tracking_code = COALESCE($6, tracking_code),
           carrier_name = COALESCE($7, carrier_name), service_name = COALESCE($8, service_name),
           price_cents = COALESCE($9, price_cents), weight_grams = COALESCE($10, weight_grams),
           recipient_name = COALESCE($11, recipient_name), recipient_city = COALESCE($12, recipient_city),
           recipient_state = COALESCE($13, recipient_state),
           updated_at = now()
         WHERE server = $1 AND shipment_id = $2 AND desk_id = $3 AND ${allowed}
         RETURNING *
       ), noted AS (
         INSERT INTO ${PG_SCHEMA}.purchase_events
           (server, tenant_id, order_ref, parcel, shipment_id, desk_id, desk, event, tracking_code, price_cents)
         SELECT server, tenant_id, order_ref_shown, parcel, shipment_id, desk_id, desk, state, tracking_code, price_cents FROM moved
       )
       SELECT * FROM moved`,
      [
        server,
        shipmentId,
        this.desk.id,
        state,
        facts.label_id ?? null,
        facts.tracking_code ?? null,
        facts.carrier_name ?? null,
        facts.service_name ?? null,
        facts.price_cents ?? null,
        facts.weight_grams ?? null,
        facts.recipient_name ?? null,
        facts.recipient_city ?? null,
        facts.recipient_state ?? null,
      ],
    );
  }

  async byShipment(server: string, shipmentId: string): Promise<WarehousePurchaseRow | undefined> {
    return this.one(
      `SELECT *, ${this.staleSql()} AS stale FROM ${PG_SCHEMA}.purchases WHERE server = $1 AND shipment_id = $2`,
      [server, shipmentId],
    );
  }

  /** This desk's rows that are not settled yet (the reconciliation reads them). */
  async openOfThisDesk(server: string): Promise<WarehousePurchaseRow[]> {
    const { rows } = await this.pool.query<WarehousePurchaseRow>(
      `SELECT * FROM ${PG_SCHEMA}.purchases WHERE server = $1 AND desk_id = $2 AND state IN ('claimed', 'emitting', 'bought')`,
      [server, this.desk.id],
    );
    return rows;
  }

  /** Every desk's purchases of the loja that are not settled: claimed, emitting, bought and not printed. */
  async unsettled(server: string, tenantId: string): Promise<WarehousePurchaseRow[]> {
    const { rows } = await this.pool.query<WarehousePurchaseRow>(
      `SELECT *, ${this.staleSql()} AS stale FROM ${PG_SCHEMA}.purchases
       WHERE server = $1 AND tenant_id = $2 AND state IN ('claimed', 'emitting', 'bought')
       ORDER BY claimed_at, order_ref, parcel`,
      [server, tenantId],
    );
    return rows;
  }

  /** Every desk's labels bought in [from, to) of the loja, in the order they were bought. */
  async boughtBetween(server: string, tenantId: string, from: Date, to: Date): Promise<WarehousePurchaseRow[]> {
    const { rows } = await this.pool.query<WarehousePurchaseRow>(
      `SELECT * FROM ${PG_SCHEMA}.purchases
       WHERE server = $1 AND tenant_id = $2 AND state IN ('bought', 'printed') AND bought_at >= $3 AND bought_at < $4
       ORDER BY bought_at, order_ref, parcel`,
      [server, tenantId, from, to],
    );
    return rows;
  }

  async audit(
    server: string,
    tenantId: string,
    range: { from: Date; to: Date } | null,
    limit: number,
  ): Promise<WarehouseAuditLine[]> {
    const { rows } = await this.pool.query<{
      at: Date;
      desk: string;
      tenant_id: string;
      order_ref: string;
      parcel: number;
      shipment_id: string;
      event: EventName;
      tracking_code: string | null;
      price_cents: number | null;
    }>(
      `SELECT at, desk, tenant_id, order_ref, parcel, shipment_id, event, tracking_code, price_cents
       FROM ${PG_SCHEMA}.purchase_events
       WHERE server = $1 AND tenant_id = $2 AND ($3::timestamptz IS NULL OR (at >= $3 AND at < $4))
       ORDER BY seq DESC LIMIT $5`,
      [server, tenantId, range?.from ?? null, range?.to ?? null, limit],
    );
    return rows.map((r) => ({
      at: r.at.toISOString(),
      desk: r.desk,
      tenantId: r.tenant_id,
      orderRef: r.order_ref,
      parcel: r.parcel,
      shipmentId: r.shipment_id,
      event: r.event,
      trackingCode: r.tracking_code,
      priceCents: r.price_cents,
    }));
  }

  private staleSql(): string {
    const secs = Number(this.options.takeOverAfterMs / 1000);
    return `(state = 'claimed' AND updated_at < now() - make_interval(secs => ${secs.toFixed(3)}))`;
  }

  private async holder(
    server: string,
    tenantId: string,
    key: string,
    parcel: number,
  ): Promise<WarehousePurchaseRow | undefined> {
    return this.one(
      `SELECT *, ${this.staleSql()} AS stale FROM ${PG_SCHEMA}.purchases
       WHERE server = $1 AND tenant_id = $2 AND order_ref = $3 AND parcel = $4`,
      [server, tenantId, key, parcel],
    );
  }

  private async nextParcel(server: string, tenantId: string, key: string): Promise<number> {
    const row = await this.one<{ next: number }>(
      `SELECT COALESCE(max(parcel), 0)::int + 1 AS next FROM ${PG_SCHEMA}.purchases
       WHERE server = $1 AND tenant_id = $2 AND order_ref = $3`,
      [server, tenantId, key],
    );
    return row?.next ?? 1;
  }

  private async one<R extends QueryResultRow = WarehousePurchaseRow>(
    text: string,
    values: unknown[],
  ): Promise<R | undefined> {
    const { rows } = await this.pool.query<R>(text, values);
    return rows[0];
  }
}

const STATE_RANK: Record<Exclude<WarehouseState, 'claimed' | 'released'>, number> = {
  emitting: 1,
  bought: 2,
  printed: 3,
};

function isUniqueViolation(error: unknown, constraint: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '23505' &&
    (error as { constraint?: unknown }).constraint === constraint
  );
}
