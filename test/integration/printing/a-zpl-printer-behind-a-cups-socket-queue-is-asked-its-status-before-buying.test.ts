// Issue 16.6 for a CUPS queue: a Zebra reached through a raw CUPS queue whose device is
// socket://host:9100 looks "idle, accepting" to CUPS whatever its state, so in strict mode the
// station asks the printer itself (~HS) at that host before buying. Real CUPS queue, real
// socket, a listener that answers ~HS like a Zebra, and the real sandbox's wallet.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printerIdOf, type PrinterTarget } from '../../../electron/main/printing';
import { closeThermalEngine } from '../../../electron/main/thermal';
import { createRawQueue, ensureCupsd, type RawQueue } from '../../support/cups';
import { decodeLabels } from '../../support/label-decoders';
import { startPrintListener, type PrintListener, type ZebraFlags } from '../../support/print-listener';
import { rawProfile } from '../../support/profiles';
import { spoken } from '../../support/said';
import { IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { createShipment, loginApi, openStack, type Stack } from '../workflow/support/stack';

let sandbox: TestSandbox;
let listener: PrintListener;
let queue: RawQueue;
let flags: ZebraFlags = {};
let stack: Stack;
let dataDir: string;
let api: Awaited<ReturnType<typeof loginApi>>['api'];

beforeAll(async () => {
  await ensureCupsd();
  sandbox = await startTestSandbox();
  listener = await startPrintListener({
    zebra: { identity: 'ZD220-203dpi,V77.19.15Z,8,4096KB', status: () => flags },
  });
  queue = await createRawQueue({ port: listener.port });
  const label: PrinterTarget = { kind: 'cups', name: queue.name };
  dataDir = await mkdtemp(join(tmpdir(), 'strict-cups-socket-'));
  const logged = await loginApi(sandbox.url);
  api = logged.api;
  stack = openStack({
    dataDir,
    api,
    tenantId: logged.tenantId,
    label,
    profiles: { [printerIdOf(label)]: rawProfile('zpl', 203) },
    strictMode: true,
  });
}, 60_000);

afterAll(async () => {
  stack?.close();
  await closeThermalEngine();
  await queue?.remove();
  await listener?.close();
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const balance = async () => (await sandbox.admin.wallets()).find((w) => w.lojaId === IDS.demoLoja)!.balanceCents;

describe('a ZPL printer behind a CUPS socket:// queue in strict mode', () => {
  it('out of labels: the purchase stops with the printer’s own reason, in pt-BR and in English, and nothing is spent or printed', async () => {
    flags = { paperOut: true };
    const shipmentId = await createShipment(api);
    const before = await balance();
    const error = await stack.workflow.emitAndPrint(shipmentId).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toMatchObject({
      kind: 'printer-unavailable',
      said: {
        key: 'workflow.printerNotReady',
        params: {
          reason: {
            key: 'printing.printerReports',
            params: { name: queue.name, problem: { key: 'printing.statusPaperOut' } },
          },
        },
      },
      // The printer's answer, verbatim: paper-out flag set in the first ~HS string.
      quoted: { source: 'printer', lines: [expect.stringMatching(/^~HS: 030,1,0,/)] },
    });
    const failure = error as Parameters<typeof spoken>[0];
    expect(spoken(failure, 'pt-BR')).toContain(
      `Nada foi comprado: a impressora de etiquetas não está pronta. A impressora "${queue.name}" informa: acabaram as etiquetas (sem papel).`,
    );
    expect(spoken(failure, 'en')).toContain(
      `Nothing was bought: the label printer is not ready. The printer "${queue.name}" reports: it is out of labels (paper out).`,
    );
    expect(await balance()).toBe(before);
    expect(await listener.jobs()).toHaveLength(0);
  }, 30_000);

  it.each([
    [{ headOpen: true }, 'printing.statusHeadOpen'],
    [{ paused: true }, 'printing.statusPaused'],
  ] as Array<[ZebraFlags, string]>)('reporting %o stops the purchase with that reason', async (reported, problem) => {
    flags = reported;
    const shipmentId = await createShipment(api);
    const before = await balance();
    await expect(stack.workflow.emitAndPrint(shipmentId)).rejects.toMatchObject({
      kind: 'printer-unavailable',
      said: { params: { reason: { params: { name: queue.name, problem: { key: problem } } } } },
    });
    expect(await balance()).toBe(before);
  });

  it('ready: buys, and the label goes through the CUPS queue to the printer in ZPL', async () => {
    flags = {};
    const shipmentId = await createShipment(api);
    const before = await balance();
    const outcome = await stack.workflow.emitAndPrint(shipmentId);
    expect(before - (await balance())).toBe(outcome.priceCents);
    expect(await stack.printing.queue.settled(outcome.printJob.id)).toMatchObject({ status: 'done' });
    const [job] = await listener.waitForJobs(1, 20_000);
    // The ~HS questions were not jobs; the one job is the label, converted to ZPL.
    expect(decodeLabels('zpl', job!)).toHaveLength(1);
  }, 40_000);
});
