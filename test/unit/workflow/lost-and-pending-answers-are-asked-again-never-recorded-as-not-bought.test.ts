// The emit loop on scripted answers: lost answers and 5xx are settled by emitting again; PENDING
// is polled; once the server accepted (202), nothing said later marks the emission "not bought";
// a label being bought for another loja is not touched from this one.
import { afterEach, describe, expect, it } from 'vitest';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { apiError, fakeApi, pending, ready, SHIPMENT } from './fake-api';
import { network, openHarness, type Harness } from './workflow-harness';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

let harness: Harness | undefined;
let printer: PrintListener | undefined;
afterEach(async () => {
  harness?.close();
  await printer?.close();
});

async function open(script: Parameters<typeof fakeApi>[0]) {
  printer = await startPrintListener();
  const api = fakeApi(script, { label: PDF });
  harness = openHarness(api, { label: network(printer.port) });
  return { api, harness };
}

describe('the emit loop', () => {
  it('asks again after lost answers and a 503, polls PENDING, and prints once at READY', async () => {
    const { api, harness } = await open([
      apiError('offline', 'unknown'),
      apiError('server', 'answered', 503),
      pending(),
      pending(),
      ready(true),
    ]);
    const outcome = await harness.workflow.emitAndPrint(SHIPMENT);
    expect(api.emits).toBe(5);
    expect(outcome).toMatchObject({ chargeAlreadyCaptured: true, newlyQueued: true });
    await harness.printing.queue.settled(outcome.printJob.id);
    expect(await printer?.waitForJobs(1)).toHaveLength(1);
    expect(harness.progress.map((e) => e.phase)).toEqual([
      'emitting',
      'emitting',
      'emitting',
      'pending',
      'pending',
      'downloading',
      'printing',
      'printed',
    ]);
  });

  it('never records a 202-accepted emission as not bought, whatever a later answer says', async () => {
    const { harness } = await open([pending(), apiError('not-found', 'answered', 404)]);
    await expect(harness.workflow.emitAndPrint(SHIPMENT)).rejects.toMatchObject({
      kind: 'not-found',
      message: expect.stringMatching(/pode ter sido comprada/),
    });
    expect(harness.workflow.status(SHIPMENT)?.record).toMatchObject({ state: 'pending', providerJobId: 'job_1' });
  });

  it('tells the operator in English when the locale getter says en, and in Portuguese by default', async () => {
    printer = await startPrintListener();
    harness = openHarness(
      fakeApi([apiError('offline', 'unknown')], { label: PDF }),
      { label: network(printer.port) },
      undefined,
      () => 'en',
    );
    const error = await harness.workflow.emitAndPrint(SHIPMENT).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'offline',
      message: expect.stringMatching(
        /^The label may have been bought, and the answer was lost\. .*it is never charged twice\. /,
      ),
    });
    expect(harness.progress[0]).toMatchObject({ phase: 'emitting', message: 'Buying the label from the wallet…' });
    expect(harness.progress.some((e) => e.message.startsWith('The answer was lost; asking the server again'))).toBe(
      true,
    );
    harness.close();

    harness = openHarness(fakeApi([apiError('offline', 'unknown')], { label: PDF }), { label: network(printer.port) });
    const inPortuguese = await harness.workflow.emitAndPrint(SHIPMENT).catch((e: unknown) => e);
    expect(inPortuguese).toMatchObject({
      kind: 'offline',
      message: expect.stringMatching(/^A etiqueta pode ter sido comprada, e a resposta se perdeu\. /),
    });
    expect(harness.progress[0]).toMatchObject({
      phase: 'emitting',
      message: 'Comprando a etiqueta com o saldo da carteira…',
    });
  });

  it('keeps an unconfirmable purchase as "emitting" (resumable) once the confirmation budget is spent', async () => {
    const { api, harness } = await open([apiError('offline', 'unknown')]);
    await expect(harness.workflow.emitAndPrint(SHIPMENT)).rejects.toMatchObject({
      kind: 'offline',
      message: expect.stringMatching(/nunca é cobrada duas vezes/),
    });
    expect(api.emits).toBeGreaterThan(2);
    expect(harness.workflow.unfinished().map((s) => s.record.state)).toEqual(['emitting']);
  });

  it('refuses to go on with an unfinished emission of another loja (its 404 would look like "not bought")', async () => {
    const { api, harness } = await open([apiError('offline', 'unknown')]);
    await harness.workflow.emitAndPrint(SHIPMENT).catch(() => undefined);
    const calls = api.emits;
    harness.tenant.id = 'a0000000-0000-4000-8000-000000000002';
    await expect(harness.workflow.emitAndPrint(SHIPMENT)).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await harness.workflow.resume()).toEqual([]);
    expect(api.emits).toBe(calls);
    expect(harness.workflow.status(SHIPMENT)?.record.state).toBe('emitting');
  });
});
