// Issue 27, item 6: training never mixes with real money. A desk in training mode (the embedded
// sandbox: nothing charged for real) and a desk on a real server share one warehouse journal.
// The training desk's claims are keyed to the training server: the same order reference bought
// in training does not block the real desk, the real desk's purchase does not block training,
// and neither desk's warehouse views show the other's rows.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStation, type Station } from '../../../electron/main/app/station';
import { createMemoryVault } from '../../../electron/main/session/vault/secret-vault';
import { PASS_THROUGH } from '../../support/profiles';
import { IDS } from '../../support/sandbox';
import { startDeskFixture, type DeskFixture } from '../desk/support/desk-fixture';
import { BOX, RIO } from '../desk/support/parties';
import { joinWarehouse, startWarehouse, type TestWarehouse } from './support/warehouse';

let warehouse: TestWarehouse;
let real: DeskFixture;
let training: Station;
let trainingDir: string;

async function call(station: Station, channel: string, input?: unknown): Promise<unknown> {
  const result = await station.registry.invoke(channel as never, input as never);
  if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
  return result.value;
}

beforeAll(async () => {
  warehouse = await startWarehouse();
  real = await startDeskFixture({ printer: 'network' });
  await joinWarehouse(real, warehouse, 'Bancada Real');
  await real.call('desk:preset-save', BOX);
  trainingDir = await mkdtemp(join(tmpdir(), 'training-desk-'));
  training = await createStation({ dataDir: trainingDir, apiBaseUrl: null, vault: createMemoryVault() });
  const demo = training.session.state().demoAccount;
  if (!demo) throw new Error('training mode offers no demo account');
  await training.session.login(demo);
  await training.session.selectLoja(IDS.demoLoja);
  const printerId = `network:127.0.0.1:${real.listener.port}`;
  await call(training, 'printers:add-network', { address: `127.0.0.1:${real.listener.port}` });
  await call(training, 'settings:update', { printers: { label: printerId }, workstationName: 'Bancada Treino' });
  await call(training, 'printers:set-profile', { printerId, profile: PASS_THROUGH });
  await call(training, 'warehouse:configure', { config: warehouse.config() });
  await call(training, 'desk:preset-save', BOX);
});
afterAll(async () => {
  await training?.close();
  await real?.close();
  await warehouse?.close();
  if (trainingDir) await rm(trainingDir, { recursive: true, force: true });
});

describe('a training desk in the warehouse journal', () => {
  it('buys an order the real desk bought, and the real desk buys one training bought: two servers, two rows', async () => {
    expect(training.training).toBe(true);
    const realFirst = await real.call('desk:one-key-ship', {
      externalRef: 'PED-TREINO-1',
      recipient: RIO,
      presetKey: 1,
    });
    expect(realFirst.kind).toBe('shipped');
    const trainingSecond = (await call(training, 'desk:one-key-ship', {
      externalRef: 'PED-TREINO-1',
      recipient: RIO,
      presetKey: 1,
    })) as { kind: string };
    expect(trainingSecond.kind).toBe('shipped');
    const trainingFirst = (await call(training, 'desk:one-key-ship', {
      externalRef: 'PED-TREINO-2',
      recipient: RIO,
      presetKey: 1,
    })) as { kind: string };
    expect(trainingFirst.kind).toBe('shipped');
    const realSecond = await real.call('desk:one-key-ship', {
      externalRef: 'PED-TREINO-2',
      recipient: RIO,
      presetKey: 1,
    });
    expect(realSecond.kind).toBe('shipped');

    const rows = await warehouse.rows(`order_ref LIKE 'ped-treino-%'`);
    expect(rows.map((r) => [r.order_ref, r.server, r.desk]).sort()).toEqual(
      [
        ['ped-treino-1', real.sandbox.url, 'Bancada Real'],
        ['ped-treino-1', 'training', 'Bancada Treino'],
        ['ped-treino-2', real.sandbox.url, 'Bancada Real'],
        ['ped-treino-2', 'training', 'Bancada Treino'],
      ].sort(),
    );
  });

  it('shows each desk only its own server in the warehouse views', async () => {
    await real.station.warehouse.flush();
    await training.warehouse.flush();
    const fromReal = await real.call('warehouse:audit', { limit: 100 });
    expect(new Set(fromReal.rows.map((l) => l.desk))).toEqual(new Set(['Bancada Real']));
    const fromTraining = (await call(training, 'warehouse:audit', { limit: 100 })) as { rows: Array<{ desk: string }> };
    expect(new Set(fromTraining.rows.map((l) => l.desk))).toEqual(new Set(['Bancada Treino']));
  });
});
