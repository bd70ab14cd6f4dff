// Issue 14: the spec does not promise that a second emit is idempotent, so every re-send after
// an answer lost past sending, or after a 5xx that may follow the debit, may be a charge on a
// server that charges every POST. One run
// re-sends at most WorkflowTiming.maxLostReposts times, then holds the purchase as unknown (shown,
// resumable); a connection that was refused costs nothing and may be retried within the budget.
import { describe, expect, it } from 'vitest';
import { apiError, ready, SHIPMENT } from './fake-api';
import { useScriptedHarness } from './workflow-harness';

const open = useScriptedHarness();

describe('an emit whose answers are lost after sending', () => {
  it('is sent at most 1 + maxLostReposts times in one run, then held as unknown', async () => {
    const lost = Array.from({ length: 40 }, () => apiError('offline', 'unknown'));
    const { api, harness } = await open(lost);
    const error = await harness.workflow.emitAndPrint(SHIPMENT).catch((e: unknown) => e);
    expect(error).toMatchObject({ said: { key: 'workflow.unconfirmed' } });
    expect(api.emits).toBe(3); // the first POST and two re-sends (the default cap), not forty
    expect(harness.workflow.status(SHIPMENT)?.record.state).toBe('emitting');
  });

  it.each([
    ['500 from the server', apiError('server', 'answered', 500)],
    ["502 gateway's page", apiError('server', 'answered', 502)],
    ['504 gateway timeout', apiError('timeout', 'answered', 504)],
  ])('a %s counts as a lost answer: it may follow the debit, so the same cap holds', async (_what, failure) => {
    const { api, harness } = await open(Array.from({ length: 40 }, () => failure));
    const error = await harness.workflow.emitAndPrint(SHIPMENT).catch((e: unknown) => e);
    expect(error).toMatchObject({ said: { key: 'workflow.unconfirmed' } });
    expect(api.emits).toBe(3);
    // Three POSTs, none answered with a word on the charge: each may have been one, and the
    // operator is told to check the statement.
    expect(harness.workflow.status(SHIPMENT)?.record).toMatchObject({ state: 'emitting', possibleDoubleCharge: true });
  });

  it('refused connections (nothing sent) are retried within the budget and not counted', async () => {
    const answers = [
      apiError('offline', 'unknown'),
      ...Array.from({ length: 5 }, () => apiError('offline', 'not-sent')),
      ready(true),
    ];
    const { api, harness } = await open(answers);
    const outcome = await harness.workflow.emitAndPrint(SHIPMENT);
    expect(outcome).toMatchObject({ chargeAlreadyCaptured: true, possibleDoubleCharge: false });
    expect(api.emits).toBe(7);
  });
});
