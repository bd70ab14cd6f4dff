// Issue 16 (the durable journal write before the charge, with the audit's witness beside it):
// the audit log's witness of a purchase is written first and fsynced off the main thread while
// workflow.db fsyncs its own intent; the emit POST leaves only once both are on the disk. A
// witness that cannot be written is logged and the purchase goes on (workflow.db holds it).
import diagnostics_channel from 'node:diagnostics_channel';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmissionRecord } from '../../../electron/main/workflow';
import { createShipment } from './support/stack';
import { useWorkflowFixture } from './support/fixture';

const f = useWorkflowFixture({ printer: 'network' }, { each: true });

/** When the emit POST of a shipment left (its headers written to the socket), by undici's own event. */
function watchEmitPost(shipmentId: string): { sentAt: () => number | undefined; stop: () => void } {
  let sentAt: number | undefined;
  const channel = diagnostics_channel.channel('undici:client:sendHeaders');
  const onSend = (message: unknown) => {
    const { request } = message as { request: { method: string; path: string } };
    if (request.method === 'POST' && request.path.includes(`/shipments/${shipmentId}/emit`))
      sentAt ??= performance.now();
  };
  channel.subscribe(onSend);
  return { sentAt: () => sentAt, stop: () => channel.unsubscribe(onSend) };
}

let stopWatching: (() => void) | undefined;
afterEach(() => stopWatching?.());

describe('the emit POST of a purchase', () => {
  it("leaves only once the audit's witness is on the disk, and that witness is started before workflow.db's intent", async () => {
    const shipmentId = await createShipment(f.api);
    const post = watchEmitPost(shipmentId);
    stopWatching = post.stop;
    let journalAtWitness: EmissionRecord | null | undefined;
    let journalAfterWitness: EmissionRecord | null | undefined;
    let witnessedAt = 0;
    const stack = f.reopen({
      onIntent: async (intent) => {
        if (intent.shipmentId !== shipmentId || intent.tenantId !== f.tenantId) return;
        journalAtWitness = stack.workflow.status(shipmentId)?.record ?? null;
        // The input, not a wait for the station: a slow disk holds the witness 300 ms, ample for a
        // POST that did not wait for it to leave first (no signal says "it would have left by now").
        await new Promise((resolve) => setTimeout(resolve, 300));
        witnessedAt = performance.now();
        journalAfterWitness = stack.workflow.status(shipmentId)?.record ?? null;
      },
    });

    const outcome = await stack.workflow.emitAndPrint(shipmentId);
    expect(journalAtWitness).toBeNull();
    // workflow.db's own intent was written while the witness was being flushed (its fsync beside it).
    expect(journalAfterWitness).toMatchObject({ state: 'emitting' });
    expect(witnessedAt).toBeGreaterThan(0);
    expect(post.sentAt()).toBeGreaterThan(witnessedAt);
    expect(await stack.printing.queue.settled(outcome.printJob.id)).toMatchObject({ status: 'done' });
    expect(await f.listener.waitForJobs(1)).toHaveLength(1);
  });

  it('goes on when the audit cannot take the witness: bought once and printed once, workflow.db holding the intent', async () => {
    const shipmentId = await createShipment(f.api);
    const before = await f.balance();
    const stack = f.reopen({
      onIntent: async () => {
        throw new Error('the audit log refused the write');
      },
    });
    const outcome = await stack.workflow.emitAndPrint(shipmentId);
    expect(await stack.printing.queue.settled(outcome.printJob.id)).toMatchObject({ status: 'done' });
    expect(before - (await f.balance())).toBe(outcome.priceCents);
    expect(await f.listener.waitForJobs(1)).toHaveLength(1);
  });
});
