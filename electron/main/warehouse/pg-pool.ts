// The connection to the warehouse's PostgreSQL as the operator set it: where it is (as the screens
// and the keychain name it, never with the password), and a pool of at most four connections with
// the timeouts that make a database that stopped answering count as unreachable within seconds.
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { said } from '../../shared/messages';
import type { WarehouseConfig } from '../../shared/warehouse';
import { Failure } from '../ipc';

/** The database's address as the operator set it (never the password). */
export const whereOf = (c: WarehouseConfig): string => `${c.user}@${c.host}:${c.port}/${c.database}`;

/** The keychain account of the role's password. */
export const passwordAccount = (c: WarehouseConfig): string => `warehouse|${whereOf(c)}`;

export interface PoolOptions {
  /** The role's password from the keychain (null: none stored). */
  password: string | null;
  /** This desk's name, which the database's activity view shows for its connections. */
  deskName: string;
  /** How long one statement, or a connection, may take (the database then counts as unreachable). */
  timeoutMs: number;
}

/**
 * A pool for the journal. The PostgreSQL driver loads with the first pool: a single desk (no
 * warehouse) never pays for it, and a warehouse desk's start to its login does not wait for it
 * (startup.bench). Throws a Failure (warehouse-unreachable) when the CA file of verify-full cannot
 * be read.
 */
export async function openPool(config: WarehouseConfig, options: PoolOptions): Promise<pg.Pool> {
  let ssl: pg.PoolConfig['ssl'] = false;
  if (config.tls === 'verify-full') {
    let ca: Buffer;
    try {
      ca = readFileSync(config.caFile ?? '');
    } catch {
      throw new Failure('warehouse-unreachable', said('warehouse.caUnreadable', { file: config.caFile ?? '' }));
    }
    // verify-full: the chain to this CA, and the certificate's name against the host (Node's
    // checkServerIdentity, on by default with rejectUnauthorized).
    ssl = { ca, rejectUnauthorized: true };
  }
  const { default: driver } = await import('pg');
  const timeout = options.timeoutMs;
  return new driver.Pool({
    host: config.host,
    port: config.port,
    database: config.database,
    user: config.user,
    ...(options.password === null ? {} : { password: options.password }),
    ssl,
    max: 4,
    connectionTimeoutMillis: timeout,
    // A link that drops packets without closing: the client stops waiting (and the pool drops the connection).
    query_timeout: timeout,
    statement_timeout: timeout,
    keepAlive: true,
    keepAliveInitialDelayMillis: 5000,
    idleTimeoutMillis: 60_000,
    application_name: `shipping-station ${options.deskName}`.slice(0, 63),
  });
}
