// Issue 15, defect 1: F9 pressed again after a crash, before the resume has settled the first
// purchase, charged the order twice (8 of 8 trials): one key refused only orders the journal
// marked bought, and a purchase still `emitting` in workflow.db was not checked.
//
// Here the first station's emit reaches the server (the wallet is charged) and its answer never
// comes back, as when the station dies mid-purchase. A second station on the same data folder
// logs in (its resume starts and is held at the emit), and F9 is pressed again for the same
// order: it must be refused before anything is created or bought, and once the resume settles,
// the order has one charge and one label.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStation, type Station } from '../../../electron/main/app';
import { createMemoryVault } from '../../../electron/main/session';
import type { ShipResult } from '../../../electron/shared/desk';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { until } from '../../support/until';
import { DEMO, IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { BOX, RIO } from './support/parties';
import { spoken } from '../../support/said';
import type { StationError } from '../../../electron/shared/ipc';
import { PASS_THROUGH } from '../../support/profiles';
import { sentOf } from '../../support/sent';

const ORDER = 'PED-7001';
let sandbox: TestSandbox;
let listener: PrintListener;
let dataDir = '';
const stations: Station[] = [];

/** The station's fetch, sending emit requests on and holding the server's answers until released (or forever). */
function holdingEmits() {
  const held: Array<() => void> = [];
  let sent = 0;
  const fetchFn: typeof fetch = async (input, init) => {
    const { method, url } = sentOf(input, init);
    if (method === 'POST' && url.pathname.endsWith('/emit')) {
      sent += 1;
      const answer = await fetch(input, init);
      await new Promise<void>((release) => held.push(release));
      return answer;
    }
    return fetch(input, init);
  };
  return { fetchFn, release: () => held.splice(0).forEach((go) => go()), sent: () => sent, holding: () => held.length };
}

async function open(fetchFn: typeof fetch): Promise<Station> {
  const station = await createStation({
    dataDir,
    apiBaseUrl: sandbox.url,
    vault: createMemoryVault(),
    http: { fetch: fetchFn },
  });
  stations.push(station);
  await station.session.login({ email: DEMO.email, senha: DEMO.senha });
  await station.session.selectLoja(IDS.demoLoja);
  const printer = await station.registry.invoke('printers:add-network', { address: `127.0.0.1:${listener.port}` });
  if (!printer.ok) throw new Error(spoken(printer.error));
  const printerId = (printer.value as { id: string }).id;
  await station.registry.invoke('settings:update', { printers: { label: printerId }, strictMode: true });
  await station.registry.invoke('printers:set-profile', { printerId, profile: PASS_THROUGH });
  return station;
}

const balance = async () => (await sandbox.admin.wallets()).find((w) => w.lojaId === IDS.demoLoja)!.balanceCents;
const shipmentsCreated = (requests: string[]) => requests.filter((r) => r === 'POST /api/v1/shipments').length;
const oneKey = (station: Station) =>
  station.registry.invoke('desk:one-key-ship', {
    externalRef: ORDER,
    recipient: RIO,
    parcel: { format: '2', lengthCm: BOX.lengthCm, widthCm: BOX.widthCm, heightCm: BOX.heightCm, weightKg: 1.2 },
    declaredValueCents: 10_000,
  });

afterAll(async () => {
  for (const station of stations) await station.close().catch(() => undefined);
  await listener?.close();
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('F9 pressed again before the resume settles a purchase', () => {
  it('is refused as "may already have been charged", and the order ends with one charge and one label', async () => {
    sandbox = await startTestSandbox();
    listener = await startPrintListener();
    dataDir = await mkdtemp(join(tmpdir(), 'desk-f9-'));
    const before = await balance();

    // The first station: its emit reaches the server, the answer is lost (the station "dies").
    const first = holdingEmits();
    const a = await open(first.fetchFn);
    void oneKey(a);
    await until(async () => (await balance()) !== before, { what: 'the first emit to charge the wallet' });
    const charged = before - (await balance());
    expect(charged).toBeGreaterThan(0);
    await a.close();

    // The second station on the same folder: its resume is held at the emit, as on a slow server.
    const second = holdingEmits();
    const requests: string[] = [];
    const recording: typeof fetch = (input, init) => {
      const { method, url } = sentOf(input, init);
      requests.push(`${method} ${url.pathname}`);
      return second.fetchFn(input, init);
    };
    const b = await open(recording);
    await until(() => second.holding() > 0, { what: 'the resume to ask the server about the first purchase' });
    // The resume has asked the server about the first purchase; its answer is held.
    expect(second.sent()).toBe(1);
    expect(second.holding()).toBe(1);

    const again = await oneKey(b);
    expect(again).toMatchObject({ ok: false, error: { kind: 'station-refused', field: 'externalRef' } });
    expect(spoken((again as { error: StationError }).error)).toContain('pode já ter sido cobrada');
    expect(shipmentsCreated(requests)).toBe(0);

    // The resume settles it: the label the server sold is printed, and nothing more is charged.
    second.release();
    await listener.waitForJobs(1);
    expect(before - (await balance())).toBe(charged);
    const third = (await oneKey(b)) as { ok: boolean; value?: ShipResult; error?: StationError };
    expect(third).toMatchObject({ ok: false, error: { kind: 'station-refused' } });
    expect(spoken(third.error)).toContain('já tem etiqueta');
    expect(before - (await balance())).toBe(charged);
    expect(shipmentsCreated(requests)).toBe(0);
  });
});
