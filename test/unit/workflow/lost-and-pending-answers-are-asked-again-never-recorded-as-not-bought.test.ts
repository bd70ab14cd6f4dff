// The emit loop on scripted answers: lost answers and 5xx are settled by emitting again; PENDING
// is polled; once the server accepted (202), nothing said later marks the emission "not bought";
// a label being bought for another loja is not touched from this one.
import { describe, expect, it } from 'vitest';
import { SHIPMENT, apiError, pending, ready } from './fake-api';
import { expectSoldLabelPrintedOnce, useScriptedHarness } from './workflow-harness';
import { spoken } from '../../support/said';
import type { Failure } from '../../../electron/main/ipc';

const open = useScriptedHarness();

describe('the emit loop', () => {
  it('asks again after lost answers and a 503, polls PENDING, and prints once at READY', async () => {
    const opened = await open([
      apiError('offline', 'unknown'),
      apiError('server', 'answered', 503),
      pending(),
      pending(),
      ready(true),
    ]);
    await expectSoldLabelPrintedOnce(opened, 5);
    expect(opened.harness.progress.map((e) => e.phase)).toEqual([
      'emitting',
      'emitting',
      // The 503 is a busy server: the wait before the next try is shown (and can be stopped).
      'waiting',
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
      // Never the 404's own "check the code and try again": the purchase was accepted.
      kind: 'unconfirmed',
      said: expect.objectContaining({ key: 'workflow.unconfirmed' }),
    });
    expect(harness.workflow.status(SHIPMENT)?.record).toMatchObject({ state: 'pending', providerJobId: 'job_1' });
  });

  it('says it as keys the page reads in Portuguese by default and in English when the desk is in English', async () => {
    const { harness } = await open([apiError('offline', 'unknown')]);
    const error = await harness.workflow.emitAndPrint(SHIPMENT).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'offline', said: { key: 'workflow.unconfirmed' } });
    const failure = error as Failure;
    expect(spoken(failure)).toMatch(/^A etiqueta pode ter sido comprada \(e cobrada\), e a resposta se perdeu\. /);
    expect(spoken(failure, 'en')).toMatch(
      /^The label may have been bought \(and charged\), and the answer was lost\. .*unsettled purchases list.*\. /,
    );
    expect(harness.progress[0]).toMatchObject({ phase: 'emitting', message: { key: 'workflow.buying' } });
    expect(spoken(harness.progress[0]?.message)).toBe('Comprando a etiqueta com o saldo da carteira…');
    expect(spoken(harness.progress[0]?.message, 'en')).toBe('Buying the label from the wallet…');
    expect(
      harness.progress.some((e) => spoken(e.message, 'en').startsWith('The answer was lost; asking the server again')),
    ).toBe(true);
  });

  it('keeps an unconfirmable purchase as "emitting" (resumable) once the confirmation budget is spent', async () => {
    const { api, harness } = await open([apiError('offline', 'unknown')]);
    await expect(harness.workflow.emitAndPrint(SHIPMENT)).rejects.toMatchObject({
      kind: 'offline',
      said: expect.objectContaining({ key: 'workflow.unconfirmed' }),
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
