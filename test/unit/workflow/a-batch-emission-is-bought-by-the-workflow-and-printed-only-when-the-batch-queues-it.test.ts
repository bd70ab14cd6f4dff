// Buying and queueing taken apart, as a batch uses them: buyAndDownload buys through the
// workflow (its workflow.db record, for the batch's loja through the batch's client) and hands
// back the file without printing it; queueLabel prints it once under `label:<labelId>`, however
// often it is called. After a crash, resume() settles a batch's purchase but never prints it:
// the batch queues it when its row's turn comes, so nothing reaches the printer out of order.
import { afterEach, describe, expect, it } from 'vitest';
import { EmissionStore } from '../../../electron/main/workflow/emission-store';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { LABEL, PDF, SHIPMENT, apiError, fakeApi, ready } from './fake-api';
import { network, openHarness, type Harness } from './workflow-harness';

const BATCH_LOJA = 'a0000000-0000-4000-8000-000000000002';

let harness: (Harness & { dataDir: string }) | undefined;
let printer: PrintListener | undefined;
afterEach(async () => {
  harness?.close();
  await printer?.close();
});

describe('a batch emission', () => {
  it('is bought and downloaded for the batch’s loja without printing, then printed once however often it is queued', async () => {
    printer = await startPrintListener();
    // The session's client would fail the test if used: the batch buys through its own.
    const session = fakeApi([new Error('the session client was used')], { label: new Uint8Array() });
    const batchClient = fakeApi([ready()], { label: PDF });
    harness = openHarness(session, { label: network(printer.port) });

    const label = await harness.workflow.buyAndDownload(SHIPMENT, {
      queuedBy: 'batch',
      actingFor: { tenantId: BATCH_LOJA, api: batchClient },
      printerChecked: true,
    });
    expect(label).toMatchObject({
      shipmentId: SHIPMENT,
      labelId: LABEL,
      contentType: 'application/pdf',
      queuedBy: 'batch',
    });
    expect(Buffer.compare(Buffer.from(label.bytes), Buffer.from(PDF))).toBe(0);
    expect([session.emits, batchClient.emits]).toEqual([0, 1]);
    expect(harness.workflow.status(SHIPMENT)?.record).toMatchObject({
      state: 'ready',
      tenantId: BATCH_LOJA,
      queuedBy: 'batch',
      labelId: LABEL,
    });
    // Nothing in the print queue, so nothing can reach the printer.
    expect(harness.printing.queue.list()).toHaveLength(0);
    expect(harness.progress.map((e) => e.phase)).toEqual(['emitting', 'downloading']);

    const first = harness.workflow.queueLabel(label);
    const again = harness.workflow.queueLabel(label);
    expect(first).toMatchObject({ newlyQueued: true, printJob: { key: `label:${LABEL}` } });
    expect(again).toMatchObject({ newlyQueued: false, printJob: { id: first.printJob.id } });
    expect(harness.workflow.status(SHIPMENT)).toMatchObject({
      record: { state: 'queued', printJobId: first.printJob.id },
      printJob: { id: first.printJob.id },
    });
    await harness.printing.queue.settled(first.printJob.id);
    // Printed once: the queue (the only way to the printer) holds this one job, done, and a TCP
    // job is done only after the printer took it.
    expect(harness.printing.queue.list()).toMatchObject([{ id: first.printJob.id, status: 'done' }]);
    expect(await printer.jobs()).toHaveLength(1);
  });

  it('left unsettled by a crash is settled by resume() but not printed; a bought one is left for its batch', async () => {
    printer = await startPrintListener();
    const api = fakeApi([ready(true)], { label: PDF });
    harness = openHarness(api, { label: network(printer.port) });
    const store = new EmissionStore(harness.dataDir);
    store.begin({
      shipmentId: SHIPMENT,
      tenantId: harness.tenant.id,
      request: { paymentMethod: 'wallet' },
      dace: null,
      queuedBy: 'batch',
    });
    store.close();

    // Not in the answer (its batch reports it), and nothing queued.
    expect(await harness.workflow.resume()).toEqual([]);
    expect(api.emits).toBe(1);
    expect(harness.workflow.status(SHIPMENT)?.record).toMatchObject({
      state: 'ready',
      labelId: LABEL,
      chargeAlreadyCaptured: true,
    });
    // Bought now: a second resume has nothing to settle and asks the server nothing.
    expect(await harness.workflow.resume()).toEqual([]);
    expect(api.emits).toBe(1);
    // Nothing queued, so nothing can print (the queue is the only way to the printer).
    expect(harness.printing.queue.list()).toHaveLength(0);
    expect(await printer.jobs()).toHaveLength(0);
  });

  it('whose row says an earlier POST may have left is held, not recorded as not bought, when the server is unreachable', async () => {
    printer = await startPrintListener();
    const api = fakeApi([apiError('offline', 'not-sent')], { label: PDF });
    harness = openHarness(api, { label: network(printer.port) });
    await expect(
      harness.workflow.buyAndDownload(SHIPMENT, { queuedBy: 'batch', printerChecked: true, maybeSentBefore: true }),
    ).rejects.toMatchObject({
      kind: 'offline',
      said: expect.objectContaining({ key: 'workflow.unconfirmed' }),
    });
    expect(harness.workflow.status(SHIPMENT)?.record.state).toBe('emitting');
  });
});
