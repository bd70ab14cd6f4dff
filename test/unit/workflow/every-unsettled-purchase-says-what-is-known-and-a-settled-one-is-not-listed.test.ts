// The one definition of "unsettled" (electron/main/workflow/unsettled.ts), state by state: a
// purchase whose answer was lost may have been charged (and is charged once the server shows its
// label), one still produced, bought and not queued, held as bought elsewhere, queued with a
// failed or lost print job, and a possible double charge until the operator checks it; a failed
// purchase (nothing charged) and a queued one that printed are not listed. Pure function over
// workflow.db records, read in both languages.
import { describe, expect, it } from 'vitest';
import { unsettledOf, type EmissionRecord } from '../../../electron/main/workflow';
import type { PrintJob } from '../../../electron/main/printing';
import { spoken } from '../../support/said';

const record = (change: Partial<EmissionRecord>): EmissionRecord => ({
  shipmentId: '00000000-0000-4000-8000-0000000000aa',
  tenantId: 'loja',
  state: 'emitting',
  request: { paymentMethod: 'wallet' },
  dace: null,
  queuedBy: 'workflow',
  providerJobId: null,
  labelId: null,
  trackingCode: null,
  transactionId: null,
  priceCents: null,
  chargeAlreadyCaptured: null,
  possibleDoubleCharge: false,
  boughtElsewhereAt: null,
  printAnywayAt: null,
  evidence: null,
  evidenceAt: null,
  buyAgainAt: null,
  acknowledgedAt: null,
  recoveredAt: null,
  contentType: null,
  printJobId: null,
  daceJobId: null,
  daceOwed: false,
  daceFailure: null,
  lastError: null,
  createdAt: '2026-11-26T13:05:00.000Z',
  updatedAt: '2026-11-26T13:05:00.000Z',
  ...change,
});

const job = (status: PrintJob['status']) => ({ id: 'job-1', status }) as PrintJob;

const read = (row: ReturnType<typeof unsettledOf>, locale: 'pt-BR' | 'en' = 'pt-BR') =>
  row?.known.map((said) => spoken(said, locale)).join('; ');

describe('an unsettled purchase', () => {
  it('whose answer was lost may have been charged, and only the operator may buy it again', () => {
    const row = unsettledOf(record({}), null, false);
    expect(row).toMatchObject({ standing: 'unknown', actions: ['resume', 'buy-again-anyway'] });
    expect(read(row)).toBe('pode ter sido cobrada; a resposta da compra se perdeu');
    expect(read(row, 'en')).toBe('may have been charged; the purchase answer was lost');
    expect(read(row)).not.toMatch(/nada foi cobrado/);
  });

  it('being asked right now offers nothing to press', () => {
    expect(unsettledOf(record({}), null, true)).toMatchObject({ standing: 'asking', actions: [] });
  });

  it('whose label the server shows is charged, with no label obtained, and is not offered to buy again', () => {
    const row = unsettledOf(record({ evidence: 'dace' }), null, false);
    expect(row).toMatchObject({ standing: 'charged-no-label', actions: ['resume'] });
    expect(read(row)).toBe('comprada no servidor (DACE existe); etiqueta ainda não obtida');
  });

  it('still produced, bought and not queued, or held as bought elsewhere, says so', () => {
    expect(read(unsettledOf(record({ state: 'pending' }), null, false))).toMatch(/ainda está gerando/);
    expect(unsettledOf(record({ state: 'ready' }), null, false)).toMatchObject({
      standing: 'bought-not-queued',
      actions: ['resume'],
    });
    expect(unsettledOf(record({ state: 'ready', queuedBy: 'batch' }), null, false)?.actions).toEqual([]);
    const held = unsettledOf(record({ state: 'ready', boughtElsewhereAt: '2026-11-26T13:06:00.000Z' }), null, false);
    expect(held).toMatchObject({ standing: 'bought-elsewhere', actions: ['print-anyway'] });
  });

  it('queued is settled once its job waits or printed, and unsettled when the job failed or is gone', () => {
    const queued = record({ state: 'queued', printJobId: 'job-1', labelId: 'l', trackingCode: 'PX1BR' });
    expect(unsettledOf(queued, job('done'), false)).toBeNull();
    expect(unsettledOf(queued, job('queued'), false)).toBeNull();
    const failed = unsettledOf(queued, job('failed'), false);
    expect(failed).toMatchObject({ standing: 'not-printed', actions: ['resend'] });
    expect(read(failed)).toBe('comprada; etiqueta não impressa');
    expect(read(unsettledOf(queued, undefined, false), 'en')).toBe(
      'bought; label not printed; the print job is no longer in the queue',
    );
  });

  it('with a possible double charge stays until the operator checks it', () => {
    const doubled = record({ state: 'queued', printJobId: 'job-1', possibleDoubleCharge: true });
    const row = unsettledOf(doubled, job('done'), false);
    expect(row).toMatchObject({ standing: 'possible-double-charge', actions: ['acknowledge'] });
    expect(read(row)).toBe('possível cobrança em dobro: confira o extrato da carteira');
    expect(unsettledOf({ ...doubled, acknowledgedAt: '2026-11-26T14:00:00.000Z' }, job('done'), false)).toBeNull();
  });

  it('that failed (proved not charged) is not listed', () => {
    expect(unsettledOf(record({ state: 'failed' }), null, false)).toBeNull();
  });
});
