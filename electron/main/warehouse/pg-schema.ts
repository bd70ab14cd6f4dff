// The warehouse journal's tables in PostgreSQL: the station's schema, its numbered migrations
// (run once for all desks starting together, under an advisory lock) and the version a database
// holds; a desk that finds a newer schema than it knows refuses to write (SchemaNewer).
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
import type { Pool, PoolClient } from 'pg';

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
