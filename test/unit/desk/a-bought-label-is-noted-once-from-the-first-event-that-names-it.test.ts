// The desk notes a bought label (journal and audit) from the first progress event naming it, at
// once (a kill right after finds the charge in the audit log); later events of the same label
// write nothing again, and a note that failed is tried again at the next one.
import { describe, expect, it } from 'vitest';
import { PurchaseNotes } from '../../../electron/main/desk/audit/purchase';
import type { EmissionProgress, EmissionRecord } from '../../../electron/main/workflow';

const record = { shipmentId: 's1', labelId: 'l1', trackingCode: 'AA1BR', transactionId: 't1' } as EmissionRecord;
const event = (phase: EmissionProgress['phase'], labelId?: string) =>
  ({ shipmentId: 's1', phase, attempt: 1, ...(labelId ? { labelId } : {}) }) as EmissionProgress;

function notes() {
  const noted: EmissionRecord[] = [];
  const errors: unknown[] = [];
  const subject = new PurchaseNotes({
    recordOf: (shipmentId) => (shipmentId === record.shipmentId ? record : undefined),
    note: (r) => noted.push(r),
    onError: (error) => errors.push(error),
  });
  return { subject, noted, errors };
}

describe('a bought label', () => {
  it('is noted once, as soon as an event names it, however many events name it', () => {
    const { subject, noted } = notes();
    subject.progressed(event('emitting'));
    expect(noted).toHaveLength(0);
    subject.progressed(event('downloading', 'l1'));
    expect(noted).toEqual([record]);
    subject.progressed(event('printing', 'l1'));
    subject.progressed(event('printed', 'l1'));
    expect(noted).toHaveLength(1);
  });

  it('is not noted after the desk closed, and a note that fails is reported, not thrown', () => {
    const closed = notes();
    closed.subject.close();
    closed.subject.progressed(event('downloading', 'l1'));
    expect(closed.noted).toHaveLength(0);

    const errors: unknown[] = [];
    const failing = new PurchaseNotes({
      recordOf: () => record,
      note: () => {
        throw new Error('desk.db refused the write');
      },
      onError: (error) => errors.push(error),
    });
    failing.progressed(event('downloading', 'l1'));
    expect(errors).toHaveLength(1);
    // Not marked noted: the next event of the label tries again.
    failing.progressed(event('printing', 'l1'));
    expect(errors).toHaveLength(2);
  });
});
