// Issue 27, items 2 and 5: a warehouse set up as the README says. The DBA runs
// docs/warehouse-role.sql on a PostgreSQL that takes only TLS and SCRAM passwords; the desk is
// pointed at it with verify-full against the warehouse's CA and the role's password, which goes
// to the OS keychain (a real gnome-keyring) and nowhere else. The station creates its tables in
// its own schema and buys through it; the role can read or write nothing outside that schema;
// a desk that does not trust the server's certificate never talks to it.
// Needs a Secret Service (scripts/test.sh runs vitest under dbus-run-session with gnome-keyring).
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import keytar from 'keytar';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStation, type Station } from '../../../electron/main/app/station';
import type { WarehouseConfig, WarehouseStatus } from '../../../electron/shared/warehouse';
import { startPostgres, type PgServer } from '../../support/postgres';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { PASS_THROUGH } from '../../support/profiles';
import { spoken } from '../../support/said';
import { DEMO, IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { BOX, RIO } from '../desk/support/parties';

const exec = promisify(execFile);
const hasBus = Boolean(process.env.DBUS_SESSION_BUS_ADDRESS);
if (!hasBus)
  console.warn('warehouse keychain test skipped: no D-Bus session (scripts/test.sh runs it under dbus-run-session)');

const SERVICE = 'shipping-station-warehouse-test';
const PASSWORD = `desk-${crypto.randomUUID()}`;
let server: PgServer;
let otherServer: PgServer;
let sandbox: TestSandbox;
let dataDir: string;
let station: Station;
let config: WarehouseConfig;
let listener: PrintListener;

/** Every file under a folder, recursively. */
async function filesUnder(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else if ((await stat(path)).isFile()) found.push(path);
  }
  return found;
}

/** A connection as the station's role, over TLS verified against the CA. */
async function asTheRole<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    host: server.host,
    port: server.port,
    database: 'shipping_warehouse',
    user: 'shipping_station',
    password: PASSWORD,
    ssl: { ca: await readFile(server.caFile as string, 'utf8'), rejectUnauthorized: true },
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!hasBus)('the station on a warehouse set up by its DBA', () => {
  beforeAll(async () => {
    [server, otherServer] = await Promise.all([
      startPostgres({ tls: true, authPassword: true }),
      startPostgres({ tls: true, authPassword: true }),
    ]);
    // The README's own file, as the DBA runs it (psql over the server's local socket).
    await exec('psql', [
      '-X',
      '-v',
      'ON_ERROR_STOP=1',
      '-v',
      `pw='${PASSWORD}'`,
      '-h',
      server.dir,
      '-p',
      String(server.port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-f',
      'docs/warehouse-role.sql',
    ]);
    // Another application's data in the same database.
    await server.sql(
      'CREATE TABLE public.payroll (name text, salary int); INSERT INTO public.payroll VALUES ($$x$$, 1)',
      'shipping_warehouse',
    );
    sandbox = await startTestSandbox();
    dataDir = await mkdtemp(join(tmpdir(), 'warehouse-keychain-'));
    station = await createStation({ dataDir, apiBaseUrl: sandbox.url, keychain: { service: SERVICE } });
    await station.session.login({ email: DEMO.email, senha: DEMO.senha });
    await station.session.selectLoja(IDS.demoLoja);
    // Its label printer: a network printer (the listener), as the desk fixture sets one up.
    listener = await startPrintListener();
    const printerId = `network:127.0.0.1:${listener.port}`;
    await station.registry.invoke('printers:add-network', { address: `127.0.0.1:${listener.port}` });
    await station.registry.invoke('settings:update', { printers: { label: printerId } });
    await station.registry.invoke('printers:set-profile', { printerId, profile: PASS_THROUGH });
    config = {
      host: server.host,
      port: server.port,
      database: 'shipping_warehouse',
      user: 'shipping_station',
      tls: 'verify-full',
      caFile: server.caFile as string,
      whenDown: 'strict',
    };
  });
  afterAll(async () => {
    await station?.close();
    await keytar
      .deletePassword(SERVICE, `warehouse|shipping_station@${server.host}:${server.port}/shipping_warehouse`)
      .catch(() => false);
    await keytar.deletePassword(SERVICE, `${sandbox?.url}|${DEMO.email}`).catch(() => false);
    await sandbox?.close();
    await listener?.close();
    await Promise.all([server?.close(), otherServer?.close()]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the role password in the OS keychain only, and claims through TLS with verify-full', async () => {
    const status = await station.registry.invoke('warehouse:configure', { config, password: PASSWORD });
    expect(status.ok && status.value).toMatchObject({ mode: 'online' });
    expect(
      await keytar.getPassword(SERVICE, `warehouse|shipping_station@${server.host}:${server.port}/shipping_warehouse`),
    ).toBe(PASSWORD);
    // Not in settings.json, not in any database, log or other file of the data folder.
    for (const file of await filesUnder(dataDir)) expect((await readFile(file)).includes(PASSWORD), file).toBe(false);
    const settings = JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8')) as { warehouse: unknown };
    expect(settings.warehouse).toEqual(config);

    await station.registry.invoke('desk:preset-save', BOX);
    const shipped = await station.registry.invoke('desk:one-key-ship', {
      externalRef: 'PED-TLS-1',
      recipient: RIO,
      presetKey: 1,
    });
    expect(shipped.ok && (shipped.value as { kind: string }).kind).toBe('shipped');
    // The connection the station used was TLS (pg_stat_ssl), as the station's role.
    const sessions = await server.sql(
      `SELECT a.usename, s.ssl FROM pg_stat_activity a JOIN pg_stat_ssl s ON s.pid = a.pid WHERE a.application_name LIKE 'shipping-station%'`,
    );
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.usename === 'shipping_station' && s.ssl === true)).toBe(true);
    expect(await server.sql(`SELECT order_ref, state FROM shipping_station.purchases`, 'shipping_warehouse')).toEqual([
      { order_ref: 'ped-tls-1', state: expect.stringMatching(/emitting|bought|printed/) },
    ]);
  });

  it('gives the role nothing outside its own schema', async () => {
    await asTheRole(async (client) => {
      await expect(client.query('SELECT * FROM public.payroll')).rejects.toThrow(/permission denied/);
      await expect(client.query('CREATE TABLE public.mine (x int)')).rejects.toThrow(/permission denied/);
      await expect(client.query('CREATE SCHEMA elsewhere')).rejects.toThrow(/permission denied/);
      // Its own tables it reads and writes.
      const { rows } = await client.query('SELECT count(*)::int AS n FROM shipping_station.purchases');
      expect(rows[0]).toEqual({ n: 1 });
    });
  });

  it('never talks to a server whose certificate another CA signed, and says why', async () => {
    const before = await station.registry.invoke('warehouse:configure', {
      config: { ...config, caFile: otherServer.caFile as string },
    });
    const status = (before.ok ? before.value : null) as WarehouseStatus | null;
    expect(status?.mode).toBe('offline');
    // The operator's sentence is the station's; the driver's reason is kept under "Detalhes".
    expect(status?.problem ? spoken({ said: status.problem }) : '').toMatch(
      /não consegue falar com o banco do armazém/,
    );
    expect(status?.quoted?.source).toBe('system');
    expect(status?.quoted?.lines.join(' ')).toMatch(/certificate|self.signed|unable to verify/i);
    const refused = await station.registry.invoke('desk:one-key-ship', {
      externalRef: 'PED-TLS-2',
      recipient: RIO,
      presetKey: 1,
    });
    const error = refused.ok ? (refused.value as { error?: unknown }).error : refused.error;
    expect(error).toMatchObject({ kind: 'warehouse-unreachable' });
    await station.registry.invoke('warehouse:configure', { config });
  });
});
