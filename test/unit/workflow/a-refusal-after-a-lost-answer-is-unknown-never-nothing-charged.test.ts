// Issue 14: the first emit's answer is lost and the re-emit is answered 422 or 409, as many real
// servers do. The wallet may have been charged, so the emission must never be recorded as failed
// nor the operator told "nada foi cobrado": it stays held (unknown), shown, and settled later;
// a 409 "in progress" is asked again until the label comes.
import { describe, expect, it } from 'vitest';
import { SHIPMENT, apiError, ready } from './fake-api';
import { expectSoldLabelPrintedOnce, useScriptedHarness } from './workflow-harness';
import { spoken } from '../../support/said';
import type { Failure } from '../../../electron/main/ipc';

const open = useScriptedHarness();

describe('a refusal after a lost answer', () => {
  it.each([
    ['422', apiError('rejected', 'answered', 422)],
    ['402', apiError('insufficient-balance', 'answered', 402)],
    ['404', apiError('not-found', 'answered', 404)],
  ])('(%s) keeps the purchase unknown: never failed, never "nada foi cobrado"', async (_status, refusal) => {
    const { harness } = await open([apiError('offline', 'unknown'), refusal]);
    const error = (await harness.workflow.emitAndPrint(SHIPMENT).catch((e: unknown) => e)) as Failure;
    expect(spoken(error)).toMatch(/pode ter sido comprada/);
    expect(spoken(error)).not.toMatch(/nada foi cobrado/);
    // The kind is what the page titles the notice with and what it offers as the fix: a 402's own
    // ("Saldo insuficiente… recarregue… nada foi cobrado") would say what the refusal alone says.
    expect(error.kind).toBe('unconfirmed');
    const record = harness.workflow.status(SHIPMENT)?.record;
    expect(record?.state).toBe('emitting');
    // Still resumable: the next start (or a retry) asks the server again.
    expect(harness.workflow.unfinished().map((s) => s.record.shipmentId)).toContain(SHIPMENT);
  });

  it('a 409 "in progress" is asked again, and the label the server sold is printed once', async () => {
    const opened = await open([
      apiError('offline', 'unknown'),
      apiError('rejected', 'answered', 409),
      apiError('rejected', 'answered', 409),
      ready(true),
    ]);
    await expectSoldLabelPrintedOnce(opened, 4);
  });

  it('a refusal of the only POST that reached the server is still "nothing charged"', async () => {
    const { harness } = await open([apiError('insufficient-balance', 'answered', 402)]);
    const error = (await harness.workflow.emitAndPrint(SHIPMENT).catch((e: unknown) => e)) as Failure;
    expect(spoken(error)).toMatch(/nada foi cobrado/);
    expect(harness.workflow.status(SHIPMENT)?.record.state).toBe('failed');
  });
});
