// The warehouse journal in PostgreSQL: every SQL statement the station sends to the warehouse's
// database, parameterised (never a value in the text), in the station's own schema.
//
// Who buys an order is decided by the primary key (server, loja, order reference, parcel), not by
// timing: two desks inserting the same key at once get one row, and the loser reads who holds it.
// Every time in the table is the database's clock (now()), so desks whose clocks differ by
// minutes still agree on who claimed first and on when a claim is old enough to take over.
//
// Why each column is there (the journal holds no tokens, no CPF/CNPJ, no address, no phone):
//   server, tenant_id, order_ref, parcel   the key: one purchase per order per server per loja
//   order_ref_shown                        the reference as the operator typed it, for the screens
//   shipment_id, label_id                  what the owner desk's resume and reprint find it by
//                                          (no shipment yet: an early claim, one key quoting)
//   desk_id, desk                          who holds it (the id decides, the name is shown)
//   state, *_at                            where it stands, by the database's clock
//   tracking_code, carrier_name, service_name, price_cents, weight_grams
//                                          the pickup list's columns and the day's totals
//   recipient_name, recipient_city, recipient_state
//                                          the pickup list's recipient and city columns (what the
//                                          driver checks against the box), nothing more of the address
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import type { WarehouseAuditLine, WarehousePurchaseView, WarehouseState } from '../../shared/warehouse';

/** The schema the station's tables live in; its role owns it and nothing else (README: Warehouse). */
export const PG_SCHEMA = 'shipping_station';

interface PgMigration {
  version: number;
  sql: string;
}

/** Numbered migrations; a desk that finds a newer version than the last one here refuses to claim. */
export const PG_MIGRATIONS: readonly PgMigration[] = [
  {
    version: 1,
    sql: `
CREATE TABLE ${PG_SCHEMA}.purchases (
  server          text        NOT NULL,
  tenant_id       text        NOT NULL,
  order_ref       text        NOT NULL,
  parcel          integer     NOT NULL DEFAULT 1 CHECK (parcel >= 1),
  order_ref_shown text        NOT NULL,
  -- null while an early claim waits for its shipment (one key claims as it quotes)
  shipment_id     text,
  desk_id         uuid        NOT NULL,
  desk            text        NOT NULL,
  state           text        NOT NULL CHECK (state IN ('claimed', 'emitting', 'bought', 'printed', 'released')),
  label_id        text,
  tracking_code   text,
  carrier_name    text,
  service_name    text,
  price_cents     integer,
  weight_grams    integer,
  recipient_name  text,
  recipient_city  text,
  recipient_state text,
  claimed_at      timestamptz NOT NULL DEFAULT now(),
  emitting_at     timestamptz,
  bought_at       timestamptz,
  printed_at      timestamptz,
  released_at     timestamptz,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (server, tenant_id, order_ref, parcel)
);
CREATE UNIQUE INDEX purchases_shipment ON ${PG_SCHEMA}.purchases (server, shipment_id);
CREATE INDEX purchases_open ON ${PG_SCHEMA}.purchases (server, tenant_id, state) WHERE state IN ('claimed', 'emitting', 'bought');
CREATE INDEX purchases_bought ON ${PG_SCHEMA}.purchases (server, tenant_id, bought_at);
CREATE INDEX purchases_desk ON ${PG_SCHEMA}.purchases (server, desk_id) WHERE state IN ('claimed', 'emitting', 'bought');

CREATE TABLE ${PG_SCHEMA}.purchase_events (
  seq           bigserial   PRIMARY KEY,
  at            timestamptz NOT NULL DEFAULT now(),
  server        text        NOT NULL,
  tenant_id     text        NOT NULL,
  order_ref     text        NOT NULL,
  parcel        integer     NOT NULL,
  shipment_id   text        NOT NULL,
  desk_id       uuid        NOT NULL,
  desk          text        NOT NULL,
  event         text        NOT NULL,
  tracking_code text,
  price_cents   integer
);
CREATE INDEX purchase_events_day ON ${PG_SCHEMA}.purchase_events (server, tenant_id, at);
`,
  },
];

export const PG_LATEST = PG_MIGRATIONS.reduce((max, m) => Math.max(max, m.version), 0);

/** Any number that names the station's migration lock (pg_advisory_xact_lock), the same on every desk. */
const MIGRATION_LOCK = 0x5353_4a31;

/** The schema in the database is newer than this desk knows: it must not write there. */
export class SchemaNewer extends Error {
  override name = 'SchemaNewer';
  constructor(
    readonly found: number,
    readonly known: number,
  ) {
    super(`the warehouse journal's schema is version ${found}; this station knows up to ${known}`);
  }
}

/** Creates the schema's tables or brings them up to date, once for all desks starting together. */
export async function migrate(pool: Pool, desk: string): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // A DBA may have made the schema for the station's role (README: Warehouse); otherwise the
    // role makes it, which needs CREATE on the database (asked only when it is missing).
    const { rows } = await client.query<{ found: string | null }>('SELECT to_regnamespace($1)::text AS found', [
      PG_SCHEMA,
    ]);
    if (!rows[0]?.found) await client.query(`CREATE SCHEMA ${PG_SCHEMA}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${PG_SCHEMA}.station_schema (
         version    integer     PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now(),
         desk       text        NOT NULL
       )`,
    );
    const found = await versionIn(client);
    if (found > PG_LATEST) throw new SchemaNewer(found, PG_LATEST);
    for (const m of PG_MIGRATIONS) {
      if (m.version <= found) continue;
      await client.query(m.sql);
      await client.query(`INSERT INTO ${PG_SCHEMA}.station_schema (version, desk) VALUES ($1, $2)`, [m.version, desk]);
    }
    await client.query('COMMIT');
    return PG_LATEST;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function versionIn(client: PoolClient | Pool): Promise<number> {
  const { rows } = await client.query<{ v: number | null }>(
    `SELECT max(version)::int AS v FROM ${PG_SCHEMA}.station_schema`,
  );
  return rows[0]?.v ?? 0;
}

/** The version the database holds now (0 when the station's tables are not there yet). */
export async function schemaVersion(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ t: string | null }>(`SELECT to_regclass($1) AS t`, [
    `${PG_SCHEMA}.station_schema`,
  ]);
  return rows[0]?.t ? versionIn(pool) : 0;
}

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
