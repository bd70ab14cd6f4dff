// The workflow as wired into the station: a printer is added and routed through the channels,
// labels:emit-and-print buys and prints over the same registry the shells call, the renderer's
// events arrive on the bus, and an emission left unfinished by a previous run is resumed on its
// own as soon as the operator logs in.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStation, type Station } from '../../../electron/main/app/station';
import { createMemoryVault } from '../../../electron/main/session/vault/secret-vault';
import { EmissionStore } from '../../../electron/main/workflow/emission-store';
import type { Result } from '../../../electron/shared/ipc';
import type { EmissionProgress, EmissionView } from '../../../electron/shared/workflow';
import type { PrinterInfo, PrintJobView } from '../../../electron/shared/printing';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { printedExactly } from '../../support/printed';
import { until } from '../../support/until';
import { DEMO, IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { createShipment } from './support/stack';
import { spoken } from '../../support/said';
import { PASS_THROUGH } from '../../support/profiles';

let sandbox: TestSandbox;
let listener: PrintListener;
let dataDir: string;
const stations: Station[] = [];
afterEach(async () => {
  for (const s of stations.splice(0)) await s.close();
  await listener.close();
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function open(): Promise<{ station: Station; progress: EmissionProgress[]; jobs: PrintJobView[] }> {
  const station = await createStation({ dataDir, apiBaseUrl: sandbox.url, vault: createMemoryVault() });
  stations.push(station);
  const progress: EmissionProgress[] = [];
  const jobs: PrintJobView[] = [];
  station.events.subscribe((name, payload) => {
    if (name === 'emission-progress') progress.push(payload as EmissionProgress);
    if (name === 'print-job') jobs.push(payload as PrintJobView);
  });
  return { station, progress, jobs };
}

const value = <T>(result: Result<unknown>): T => {
  if (!result.ok) throw new Error(`${result.error.kind}: ${spoken(result.error)}`);
  return result.value as T;
};

async function start() {
  sandbox = await startTestSandbox();
  listener = await startPrintListener();
  dataDir = await mkdtemp(join(tmpdir(), 'station-workflow-'));
}

describe('the station', () => {
  it('routes a network printer, then buys and prints over IPC with progress and print-job events', async () => {
    await start();
    const { station, progress, jobs } = await open();
    await station.session.login({ email: DEMO.email, senha: DEMO.senha });
    await station.session.selectLoja(IDS.demoLoja);
    const { registry } = station;

    const printer = value<PrinterInfo>(
      await registry.invoke('printers:add-network', {
        address: `127.0.0.1:${listener.port}`,
        label: 'Zebra da bancada',
      }),
    );
    expect(printer).toEqual({
      id: `network:127.0.0.1:${listener.port}`,
      name: 'Zebra da bancada',
      isDefault: false,
      connection: 'network',
    });
    value(await registry.invoke('settings:update', { printers: { label: printer.id } }));
    expect(value<PrinterInfo[]>(await registry.invoke('printers:list', undefined))).toContainEqual(printer);
    // A network printer prints nothing until its profile is set: the settings screen asks for it.
    expect(value(await registry.invoke('printers:profile', { printerId: printer.id }))).toEqual({
      printerId: printer.id,
      profile: null,
      needsProfile: true,
    });
    expect(value(await registry.invoke('printers:check', { kind: 'label' }))).toMatchObject({
      ready: false,
      problem: { key: 'printing.profileMissing' },
    });
    // This listener reads what it is sent (the test compares the server's bytes).
    expect(
      value(await registry.invoke('printers:set-profile', { printerId: printer.id, profile: PASS_THROUGH })),
    ).toEqual({ printerId: printer.id, profile: PASS_THROUGH, needsProfile: false });
    expect(value(await registry.invoke('printers:check', { kind: 'label' }))).toEqual({ ready: true, problem: null });

    const shipmentId = await createShipment(station.api);
    const emitted = value<EmissionView>(await registry.invoke('labels:emit-and-print', { shipmentId }));
    expect(emitted).toMatchObject({
      shipmentId,
      contentType: 'application/pdf',
      newlyQueued: true,
      printJob: { printerId: printer.id, kind: 'label' },
    });
    await station.printing.queue.settled(emitted.printJob.jobId);
    await printedExactly(listener, 1, { queues: () => [station.printing.queue] });

    expect(progress.filter((e) => e.shipmentId === shipmentId).map((e) => e.phase)).toEqual([
      'checking-printer',
      'emitting',
      'downloading',
      'printing',
      'printed',
    ]);
    expect(jobs.at(-1)).toMatchObject({ jobId: emitted.printJob.jobId, status: 'done', shipmentId });
    expect(value(await registry.invoke('labels:emission-status', { shipmentId }))).toMatchObject({
      state: 'queued',
      printJob: { status: 'done' },
    });
    expect(value<PrintJobView[]>(await registry.invoke('printers:jobs', undefined))).toHaveLength(1);

    // Bad input never reaches the workflow.
    expect(await registry.invoke('labels:emit-and-print', { shipmentId: 'nope' })).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
  });

  it('resumes an emission an earlier run left unfinished as soon as the operator logs in: one charge, one print', async () => {
    await start();
    const first = await open();
    await first.station.session.login({ email: DEMO.email, senha: DEMO.senha });
    await first.station.session.selectLoja(IDS.demoLoja);
    value(await first.station.registry.invoke('printers:add-network', { address: `127.0.0.1:${listener.port}` }));
    value(
      await first.station.registry.invoke('settings:update', {
        printers: { label: `network:127.0.0.1:${listener.port}` },
      }),
    );
    value(
      await first.station.registry.invoke('printers:set-profile', {
        printerId: `network:127.0.0.1:${listener.port}`,
        profile: PASS_THROUGH,
      }),
    );
    const shipmentId = await createShipment(first.station.api);
    await first.station.close();
    // The earlier run wrote its intent and died before the emit POST's answer.
    const store = new EmissionStore(dataDir);
    store.begin({ shipmentId, tenantId: IDS.demoLoja, request: { paymentMethod: 'wallet' }, dace: null });
    store.close();
    const before = (await sandbox.admin.wallets()).find((w) => w.lojaId === IDS.demoLoja)?.balanceCents ?? 0;

    const { station, progress } = await open();
    await station.session.login({ email: DEMO.email, senha: DEMO.senha }); // the loja is remembered
    await until(() => progress.some((e) => e.shipmentId === shipmentId && e.phase === 'printed'), {
      what: 'the resumed label to print',
    });
    await printedExactly(listener, 1, { queues: () => [station.printing.queue] });
    const after = (await sandbox.admin.wallets()).find((w) => w.lojaId === IDS.demoLoja)?.balanceCents ?? 0;
    const status = station.workflow.status(shipmentId);
    expect(status?.record).toMatchObject({ state: 'queued' });
    expect(before - after).toBe(status?.record.priceCents);
  });
});
