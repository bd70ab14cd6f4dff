// A purchase of loja A whose answer was lost is held as unknown; the operator then switches to
// loja B. It must not vanish: labels:unsettled-elsewhere counts it under loja A (by the same
// definition as the unsettled list), named as the account lists it, while nothing of it is
// resumed or asked in loja B; choosing loja A again lists it there. Real workflow.db and print
// queue in a temp dir, scripted API.
import { describe, expect, it } from 'vitest';
import { workflowHandlers } from '../../../electron/main/workflow';
import { SHIPMENT, TENANT, apiError } from './fake-api';
import { useScriptedHarness } from './workflow-harness';

const open = useScriptedHarness();
const LOJA_B = '00000000-0000-4000-8000-0000000000bb';

describe('an unknown purchase of another loja', () => {
  it('is counted under its loja, by name, while the desk works in another one', async () => {
    const { api, harness } = await open([apiError('offline', 'unknown'), apiError('rejected', 'answered', 422)]);
    await harness.workflow.emitAndPrint(SHIPMENT).catch(() => undefined);
    expect(harness.workflow.status(SHIPMENT)?.record.state).toBe('emitting');
    const emits = api.emits;

    harness.tenant.id = LOJA_B;
    const names: Record<string, string> = { [TENANT]: 'Loja Centro' };
    const handlers = workflowHandlers(harness.workflow, {
      printers: harness.printing,
      dace: {} as never,
      lojaName: (tenantId) => names[tenantId],
    });
    expect(harness.workflow.unsettled()).toEqual([]);
    expect(await handlers['labels:unsettled-elsewhere'](undefined)).toEqual([
      { tenantId: TENANT, name: 'Loja Centro', count: 1 },
    ]);
    // A loja the session does not know is named by its id.
    delete names[TENANT];
    expect(await handlers['labels:unsettled-elsewhere'](undefined)).toEqual([
      { tenantId: TENANT, name: TENANT, count: 1 },
    ]);
    // Only shown: loja B's resume neither sends it nor settles it.
    expect(await harness.workflow.resume()).toEqual([]);
    expect(api.emits).toBe(emits);
    expect(harness.workflow.status(SHIPMENT)?.record.state).toBe('emitting');

    harness.tenant.id = TENANT;
    expect(harness.workflow.unsettledElsewhere()).toEqual([]);
    expect(harness.workflow.unsettled().map((row) => row.record.shipmentId)).toEqual([SHIPMENT]);
  });

  it('a failed purchase (proved not charged) of another loja is not counted', async () => {
    const { harness } = await open([apiError('insufficient-balance', 'answered', 402)]);
    await harness.workflow.emitAndPrint(SHIPMENT).catch(() => undefined);
    expect(harness.workflow.status(SHIPMENT)?.record.state).toBe('failed');
    harness.tenant.id = LOJA_B;
    expect(harness.workflow.unsettledElsewhere()).toEqual([]);
  });
});
