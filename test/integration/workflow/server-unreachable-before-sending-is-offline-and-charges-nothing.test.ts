// Issue 5: when the emit POST never leaves (connection refused), the operator gets a plain
// offline error, nothing is charged, and the emission is recorded as not bought, so no resume
// buys it behind the operator's back later.
import { closedPort } from '../../support/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShipment, loginApi } from './support/stack';
import { startWorkflowFixture, type WorkflowFixture } from './support/fixture';
import { saying } from '../../support/said';

let f: WorkflowFixture;
beforeAll(async () => {
  f = await startWorkflowFixture();
});
afterAll(async () => f.close());

describe('a server that cannot be reached', () => {
  it('is a plain offline error: nothing charged, nothing left to resume', async () => {
    const shipmentId = await createShipment(f.api);
    const before = await f.balance();
    const { api } = await loginApi(f.sandbox.url, { apiUrl: `http://127.0.0.1:${await closedPort()}` });
    const stack = f.reopen({ api });

    const error = await stack.workflow.emitAndPrint(shipmentId).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'offline',
      said: saying(/^A etiqueta não foi comprada e nada foi cobrado\. Não foi possível falar com o servidor/),
    });
    expect(stack.workflow.status(shipmentId)?.record.state).toBe('failed');
    expect(await stack.workflow.resume()).toEqual([]);
    expect(await f.balance()).toBe(before);

    // Back online, the operator's retry buys it (once).
    const online = f.reopen();
    const outcome = await online.workflow.emitAndPrint(shipmentId);
    expect(outcome).toMatchObject({ chargeAlreadyCaptured: false, newlyQueued: true });
    expect(before - (await f.balance())).toBe(outcome.priceCents);
    await online.printing.queue.settled(outcome.printJob.id);
  });
});
