// The batch runner works on several rows at once, yet queues labels strictly in CSV order: a
// row that finishes buying early waits for the rows before it, a refused row fails alone and
// holds nobody back, pause lets the rows in flight finish and print, and rows a crash left
// half-done go on without a second purchase or a second shipment being paid for.
import { afterEach, describe, expect, it } from 'vitest';
import { EmissionStore } from '../../../electron/main/workflow/emission-store';
import { until } from '../../support/until';
import { SCOPE, startHarness, type Harness } from './batch-runner-harness';

let h: Harness;
afterEach(() => h?.close());

describe('batch runner', () => {
  it('queues labels in CSV order while later rows finish buying first; refused rows fail alone', async () => {
    // Rows 1 and 2 answer only after row 3 is bought: later rows finish first however loaded the
    // machine is.
    h = startHarness({
      emitAfter: { 1: 3, 2: 3 },
      refuseEmit: [4],
      offlineCreateOnce: [7],
    });
    const id = h.addBatch(12, 6);
    h.runner.launch(id);
    await h.runner.idle(id);

    const bought = h.calls.filter((c) => c.startsWith('bought:')).map((c) => Number(c.split(':')[1]));
    expect(bought).not.toEqual([...bought].sort((a, b) => a - b));
    expect(h.printed).toEqual([1, 2, 3, 5, 6, 8, 9, 10, 11, 12].map((n) => `label:label-${n}`));
    const rows = h.store.rows(id);
    expect(rows.filter((r) => r.state === 'failed').map((r) => [r.idx, r.error?.kind, r.mayBeCharged])).toEqual([
      [4, 'insufficient-balance', false],
      [7, 'offline', false],
    ]);
    expect(h.store.batch(id)?.state).toBe('finished');
    expect(h.progress.at(-1)?.batch).toMatchObject({
      state: 'finished',
      counts: { printed: 10, failed: 2 },
      chargedCents: 34_000,
    });
    expect(h.audit.all(SCOPE, { kind: 'charge' }).map((e) => e.transactionId)).toHaveLength(10);

    // Retry: row 4 reuses its shipment (no second create), row 7 starts over.
    h.runner.retryFailed(id);
    h.runner.launch(id);
    await h.runner.idle(id);
    expect(h.calls.filter((c) => c === 'create:4')).toHaveLength(1);
    expect(
      h.store
        .rows(id)
        .filter((r) => r.state === 'failed')
        .map((r) => r.idx),
    ).toEqual([4]);
    expect(h.printed.slice(10)).toEqual(['label:label-7']);
  });

  it('pause stops taking rows, lets the ones in flight print, and resume finishes in order', async () => {
    // Rows 3 on wait for their purchase until the test lets them: rows 3 and 4 are in flight (two
    // workers) when the pause comes, whatever the machine's speed.
    h = startHarness({ holdEmitFrom: 3 });
    const id = h.addBatch(10, 2);
    h.runner.launch(id);
    await until(() => h.printed.length === 2 && h.calls.includes('emit:3') && h.calls.includes('emit:4'), {
      what: 'rows 1 and 2 printed, rows 3 and 4 buying',
      everyMs: 2,
    });
    h.runner.pause(id);
    expect(h.store.batch(id)?.state).toBe('pausing');
    h.release();
    await h.runner.idle(id);
    expect(h.store.batch(id)?.state).toBe('paused');
    // The two rows in flight finished and printed; no row was taken after the pause.
    expect(h.printed).toEqual([1, 2, 3, 4].map((n) => `label:label-${n}`));
    expect(h.calls.filter((c) => c.startsWith('emit:'))).toHaveLength(4);
    expect(h.store.rows(id).filter((r) => r.state === 'pending')).toHaveLength(6);

    h.runner.launch(id);
    await h.runner.idle(id);
    expect(h.printed).toEqual(Array.from({ length: 10 }, (_, i) => `label:label-${i + 1}`));
    expect(h.store.batch(id)?.state).toBe('finished');
  });

  it('continues rows a crash left half-done: no second shipment for a created row, no new purchase for a bought one', async () => {
    h = startHarness({ alreadyCharged: [2] });
    const id = h.addBatch(4, 4);
    const row = (idx: number) => h.store.row(id, idx)!;
    // Row 1: bought and downloaded, not printed. Row 2: emit POST sent, answer lost.
    // Row 3: create POST sent, answer lost (outcome unknown). Row 4: not started.
    // workflow.db as that run left it: row 1's label bought (READY recorded), row 2's intent.
    const [ship1, ship2] = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    const emissions = new EmissionStore(h.dataDir);
    emissions.begin({
      shipmentId: ship1,
      tenantId: SCOPE.tenantId,
      request: { paymentMethod: 'wallet' },
      dace: null,
      queuedBy: 'batch',
    });
    emissions.ready(ship1, {
      status: 'READY',
      shipmentId: ship1,
      labelId: 'label-1',
      trackingCode: 'PX000000001BR',
      fileUrl: '',
      priceCents: 3_400,
      paymentMethod: 'wallet',
      transactionId: 'tx-1',
      chargeAlreadyCaptured: false,
    });
    emissions.begin({
      shipmentId: ship2,
      tenantId: SCOPE.tenantId,
      request: { paymentMethod: 'wallet' },
      dace: null,
      queuedBy: 'batch',
    });
    emissions.close();
    h.store.update(id, 1, {
      state: 'emitting',
      shipmentId: ship1,
      labelId: 'label-1',
      trackingCode: 'PX000000001BR',
      transactionId: 'tx-1',
      priceCents: 3_400,
    });
    h.knowShipment(ship1, 1);
    h.store.update(id, 2, { state: 'created', shipmentId: ship2 });
    h.store.update(id, 2, { state: 'emitting' });
    h.knowShipment(ship2, 2);
    h.store.update(id, 3, { state: 'quoting', createStartedAt: Date.now() });
    h.runner.launch(id);
    await h.runner.idle(id);

    expect(h.printed).toEqual(['label:label-1', 'label:label-2', 'label:label-3', 'label:label-4']);
    expect(h.calls.filter((c) => c.startsWith('emit:')).sort()).toEqual(['emit:2', 'emit:3', 'emit:4']); // row 1 is not bought again
    expect(row(3).shipmentId).not.toBeNull();
    const charges = h.audit.all(SCOPE, { kind: 'charge' });
    // Row 2's purchase was made by the run that died: logged as confirmed, once. Row 1's, which
    // that run may have died before logging, is logged from workflow.db's record.
    expect(charges.map((c) => [c.transactionId, c.outcome]).sort()).toEqual([
      ['tx-1', 'charged'],
      ['tx-2', 'charge-confirmed'],
      ['tx-3', 'charged'],
      ['tx-4', 'charged'],
    ]);
    // Every purchase is in workflow.db, queued by the batch, with its print job.
    for (const shipmentId of h.store.rows(id).map((r) => r.shipmentId as string)) {
      expect(h.workflow.status(shipmentId)?.record).toMatchObject({
        state: 'queued',
        queuedBy: 'batch',
        printJobId: expect.any(String),
      });
    }
  });
});
