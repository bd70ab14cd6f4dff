// Issue 14: the spec does not promise that a second emit is idempotent, so every re-send after
// an answer lost past sending may be a charge on a server that charges every POST. One run
// re-sends at most WorkflowTiming.maxLostReposts times, then holds the purchase as unknown (shown,
// resumable); a connection that was refused costs nothing and may be retried within the budget.
import { afterEach, describe, expect, it } from 'vitest';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { apiError, fakeApi, PDF, ready, SHIPMENT } from './fake-api';
import { network, openHarness, type Harness } from './workflow-harness';

let printer: PrintListener | undefined;
let harness: Harness | undefined;
afterEach(async () => {
  harness?.close();
  await printer?.close();
});

describe('an emit whose answers are lost after sending', () => {
  it('is sent at most 1 + maxLostReposts times in one run, then held as unknown', async () => {
    printer = await startPrintListener();
    const lost = Array.from({ length: 40 }, () => apiError('offline', 'unknown'));
    const api = fakeApi(lost, { label: PDF });
    harness = openHarness(api, { label: network(printer.port) });
    const error = await harness.workflow.emitAndPrint(SHIPMENT).catch((e: unknown) => e);
    expect(error).toMatchObject({ said: { key: 'workflow.unconfirmed' } });
    expect(api.emits).toBe(3); // the first POST and two re-sends (the default cap), not forty
    expect(harness.workflow.status(SHIPMENT)?.record.state).toBe('emitting');
  });

  it('refused connections (nothing sent) are retried within the budget and not counted', async () => {
    printer = await startPrintListener();
    const answers = [
      apiError('offline', 'unknown'),
      ...Array.from({ length: 5 }, () => apiError('offline', 'not-sent')),
      ready(true),
    ];
    const api = fakeApi(answers, { label: PDF });
    harness = openHarness(api, { label: network(printer.port) });
    const outcome = await harness.workflow.emitAndPrint(SHIPMENT);
    expect(outcome).toMatchObject({ chargeAlreadyCaptured: true, possibleDoubleCharge: false });
    expect(api.emits).toBe(7);
  });
});
