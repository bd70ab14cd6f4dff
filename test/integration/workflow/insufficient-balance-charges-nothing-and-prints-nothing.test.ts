// Issue 5: the second demo loja holds R$ 5,00, less than any label. Emitting there fails with
// kind insufficient-balance and the server's words; nothing is charged, nothing printed, and
// nothing is left for a resume to buy later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShipment, IDS } from './support/stack';
import { startWorkflowFixture, type WorkflowFixture } from './support/fixture';
import { cupsJobsOf } from '../../support/cups';
import { saying } from '../../support/said';

let f: WorkflowFixture;
beforeAll(async () => {
  f = await startWorkflowFixture({ tenantId: IDS.demoLowBalanceLoja });
});
afterAll(async () => f.close());

describe('a wallet that cannot pay', () => {
  it('answers insufficient-balance; nothing charged, nothing printed, nothing to resume', async () => {
    const shipmentId = await createShipment(f.api);
    expect(await f.balance()).toBe(500);

    const error = await f.stack.workflow.emitAndPrint(shipmentId).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'insufficient-balance',
      said: saying(/nada foi cobrado/),
      quoted: { source: 'server', lines: [expect.stringMatching(/Insufficient wallet balance: R\$ 5,00 available/)] },
    });
    expect(f.progress.at(-1)).toMatchObject({ shipmentId, phase: 'failed', error: { kind: 'insufficient-balance' } });
    expect(f.stack.workflow.status(shipmentId)?.record).toMatchObject({
      state: 'failed',
      labelId: null,
      lastError: { kind: 'insufficient-balance' },
    });

    expect(await f.reopen().workflow.resume()).toEqual([]);
    expect(await f.balance()).toBe(500);
    // The print queue is the only way to the printer, and it holds nothing; CUPS never got a job.
    expect(f.stack.printing.queue.list()).toHaveLength(0);
    expect(await cupsJobsOf(f.cupsQueue?.name ?? '')).toEqual([]);
    expect(await f.listener.jobs()).toHaveLength(0);
  });
});
