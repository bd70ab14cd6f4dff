// A warehouse for the tests: a real PostgreSQL server (test/support/postgres.ts: initdb in a temp
// folder, run as an unprivileged user) with a fresh database, and desks (the desk fixture's whole
// stations) joined to it through the station's own channel, each with its desk name.
import type { WarehouseConfig } from '../../../../electron/shared/warehouse';
import { startPostgres, type PgServer, type StartPostgresOptions } from '../../../support/postgres';
import { startDeskFixture, type DeskFixture } from '../../desk/support/desk-fixture';
import { BOX } from '../../desk/support/parties';

export interface TestWarehouse {
  pg: PgServer;
  database: string;
  /** The setting a desk saves to join (TLS off: the server is on this computer). */
  config(extra?: Partial<WarehouseConfig>): WarehouseConfig;
  /** Rows of the shared journal, as the superuser reads them. */
  rows(where?: string): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

export async function startWarehouse(options: StartPostgresOptions = {}): Promise<TestWarehouse> {
  const pg = await startPostgres(options);
  const database = await pg.createDatabase('warehouse');
  return {
    pg,
    database,
    config: (extra = {}) => ({
      host: pg.host,
      port: pg.port,
      database,
      user: 'postgres',
      tls: 'off',
      caFile: null,
      whenDown: 'strict',
      ...extra,
    }),
    rows: (where = 'true') =>
      pg.sql(`SELECT * FROM shipping_station.purchases WHERE ${where} ORDER BY claimed_at, parcel`, database),
    close: () => pg.close(),
  };
}

/** The desk takes a name and joins the warehouse (the password, when given, goes to its keychain). */
export async function joinWarehouse(
  desk: DeskFixture,
  warehouse: TestWarehouse,
  name: string,
  extra: Partial<WarehouseConfig> = {},
  password?: string,
): Promise<void> {
  await desk.call('settings:update', { workstationName: name });
  const status = await desk.call('warehouse:configure', {
    config: warehouse.config(extra),
    ...(password ? { password } : {}),
  });
  if (status.mode !== 'online') throw new Error(`desk ${name} did not reach the warehouse: ${JSON.stringify(status)}`);
}

/**
 * Two whole desks on one sandbox and one printer listener, joined to a fresh warehouse as
 * Bancada 1 and Bancada 2, each with the box preset on key 1.
 */
export async function startTwoDesks(): Promise<{ warehouse: TestWarehouse; a: DeskFixture; b: DeskFixture }> {
  const warehouse = await startWarehouse();
  const a = await startDeskFixture({ printer: 'network' });
  const b = await startDeskFixture({ printer: 'network', shared: { sandbox: a.sandbox, listener: a.listener } });
  await joinWarehouse(a, warehouse, 'Bancada 1');
  await joinWarehouse(b, warehouse, 'Bancada 2');
  await a.call('desk:preset-save', BOX);
  await b.call('desk:preset-save', BOX);
  return { warehouse, a, b };
}
