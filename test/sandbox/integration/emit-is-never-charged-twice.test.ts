// Money safety: concurrent emits for one shipment buy one label and charge once, a wallet is
// never overdrawn by a burst of emits, and two sandbox processes sharing one data dir (each
// with its own SQLite connection) still charge once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDS,
  startSandboxProcess,
  startTestSandbox,
  type SandboxProcess,
  type TestSandbox,
} from '../../support/sandbox';
import { Api, login } from './client';
import { createShipment, emit } from './fixtures';

let dataDir: string;
let sandbox: TestSandbox;
let api: Api;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sandbox-charge-'));
  sandbox = await startTestSandbox({ dataDir });
  api = (await login(sandbox.url)).api;
});
afterAll(async () => {
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
});

const balance = async (lojaId: string = IDS.demoLoja) =>
  (await sandbox.admin.wallets()).find((w) => w.lojaId === lojaId)?.balanceCents ?? NaN;

describe('one shipment, many emits', () => {
  it('answers the same label to 25 concurrent emits and charges once', async () => {
    const { shipmentId, option } = await createShipment(api);
    const before = await balance();
    const replies = await Promise.all(Array.from({ length: 25 }, () => emit(api, shipmentId)));
    expect(replies.map((r) => r.status)).toEqual(Array(25).fill(200));
    expect(new Set(replies.map((r) => `${r.body.labelId}/${r.body.transactionId}/${r.body.trackingCode}`)).size).toBe(
      1,
    );
    expect(replies.filter((r) => r.body.chargeAlreadyCaptured === false)).toHaveLength(1);
    expect(await balance()).toBe(before - option.priceCents);
  });
});

describe('a burst of emits against a small balance', () => {
  it('sells only what the wallet can pay and never goes below zero', async () => {
    const shipments = await Promise.all(Array.from({ length: 6 }, () => createShipment(api)));
    const price = shipments[0]?.option.priceCents ?? 0;
    const spare = Math.floor(price / 2);
    await sandbox.admin.setWallet(IDS.demoLoja, price * 3 + spare);
    const replies = await Promise.all(shipments.map((s) => emit(api, s.shipmentId)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 402)).toHaveLength(3);
    expect(await balance()).toBe(spare);
  });
});

describe('two processes, one data dir', () => {
  let child: SandboxProcess | undefined;
  afterAll(() => child?.stop());

  it('prints the URL first, then the demo accounts, and shares state without double charging', async () => {
    await sandbox.admin.setWallet(IDS.demoLoja, 500_000);
    child = await startSandboxProcess(['--data-dir', dataDir]);
    expect(child.banner[0]).toMatch(/^sandbox listening on http:\/\/127\.0\.0\.1:\d+$/);
    expect(child.banner.join('\n')).toContain('demo@shipping-station.test / demo');
    expect(child.banner.join('\n')).toContain('inactive@shipping-station.test / inactive');

    // The session made on this process is valid on the other: both read the same database.
    const other = new Api(child.url, api.token, api.lojaId);
    const { shipmentId, option } = await createShipment(other);
    const before = await balance();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => emit(i % 2 ? api : other, shipmentId)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((r) => r.body.labelId)).size).toBe(1);
    expect(replies.filter((r) => r.body.chargeAlreadyCaptured === false)).toHaveLength(1);
    expect(await balance()).toBe(before - option.priceCents);
  });
});
