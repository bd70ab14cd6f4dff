// Issue 28.6: a desk's data folder holds its saved labels (recipients' names and addresses), the
// training server's data (what was typed while training) and the logs; each is created 0600 in a
// 0700 folder, like every database, whatever the umask (022 here, the usual one), and one an
// older version left wider (a 0755 logs folder and labels folder, a 0644 log) is narrowed when
// the station next uses it. A training station is started, logs in, buys and prints a label,
// saves it as a file and opens its folder; then every folder and file under the data folder is
// stat-ed.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStation, type Station } from '../../../electron/main/app/station';
import { closeThermalEngine } from '../../../electron/main/thermal';
import { createMemoryVault } from '../../../electron/main/session/vault/secret-vault';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { PASS_THROUGH } from '../../support/profiles';
import { createShipment } from '../workflow/support/stack';

let dataDir: string;
let station: Station;
let listener: PrintListener;
let umask: number;

beforeAll(async () => {
  umask = process.umask(0o022);
  dataDir = await mkdtemp(join(tmpdir(), 'private-data-'));
  // What an older version left: folders 0755 and a log 0644.
  mkdirSync(join(dataDir, 'logs'), { mode: 0o755 });
  chmodSync(join(dataDir, 'logs'), 0o755);
  writeFileSync(join(dataDir, 'logs', 'station.log'), '', { mode: 0o644 });
  chmodSync(join(dataDir, 'logs', 'station.log'), 0o644);
  mkdirSync(join(dataDir, 'etiquetas'), { mode: 0o755 });
  chmodSync(join(dataDir, 'etiquetas'), 0o755);
  listener = await startPrintListener();
}, 30_000);

afterAll(async () => {
  await station?.close();
  await closeThermalEngine();
  await listener?.close();
  await rm(dataDir, { recursive: true, force: true });
  process.umask(umask);
});

/** Every folder and file under `dir` (the folder itself included), with its permission bits. */
async function modes(dir: string): Promise<Array<{ path: string; folder: boolean; mode: string }>> {
  const own = await stat(dir);
  const found = [{ path: dir, folder: true, mode: (own.mode & 0o777).toString(8) }];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await modes(path)));
    else found.push({ path, folder: false, mode: ((await stat(path)).mode & 0o777).toString(8) });
  }
  return found;
}

async function call(channel: Parameters<Station['registry']['invoke']>[0], input?: unknown) {
  const result = await station.registry.invoke(channel, input as never);
  if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
  return result.value as never;
}

it('keeps labels, the training data and the logs 0600 in 0700 folders, narrowing what an older version left wider', async () => {
  station = await createStation({ dataDir, vault: createMemoryVault() });
  expect(station.training).toBe(true);
  const demo = station.session.state().demoAccount!;
  await station.session.login(demo);
  const { lojas } = station.session.state();
  await station.session.selectLoja(lojas[0]!.id);
  const printer = (await call('printers:add-network', { address: `127.0.0.1:${listener.port}` })) as { id: string };
  await call('settings:update', { printers: { label: printer.id }, strictMode: false });
  await call('printers:set-profile', { printerId: printer.id, profile: PASS_THROUGH });
  const shipmentId = await createShipment(station.api, 'national');
  await call('labels:emit-and-print', { shipmentId });
  await listener.waitForJobs(1);
  const saved = (await call('labels:save-file', { id: shipmentId })) as { path: string; folder: string };
  await call('labels:open-folder');
  station.logger.info('a line, so the log is written');

  const all = await modes(dataDir);
  const paths = all.map((entry) => entry.path);
  // What this test is about is there (and was made by the station, not by the test).
  for (const expected of [
    join(dataDir, 'logs'),
    join(dataDir, 'logs', 'station.log'),
    join(dataDir, 'training'),
    join(dataDir, 'training', 'sandbox.sqlite'),
    join(dataDir, 'training', 'sandbox.sqlite-wal'),
    join(dataDir, 'etiquetas'),
    saved.path,
  ])
    expect(paths).toContain(expected);
  expect(saved.folder).toBe(join(dataDir, 'etiquetas'));
  expect(all.filter((entry) => entry.folder && entry.mode !== '700')).toEqual([]);
  expect(all.filter((entry) => !entry.folder && entry.mode !== '600')).toEqual([]);
}, 60_000);
