// The desk notes a bought label (journal and audit) from the first progress event naming it, on
// the next turn of the event loop (the label's download request, sent in the turn that reported
// it, leaves first); later events of the same label write nothing again.
import { describe, expect, it } from 'vitest';
import { PurchaseNotes } from '../../../electron/main/desk/audit/purchase';
import type { EmissionProgress, EmissionRecord } from '../../../electron/main/workflow';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
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
  it('is noted once, after the turn that reported it, however many events name it', async () => {
    const { subject, noted } = notes();
    subject.progressed(event('emitting'));
    subject.progressed(event('downloading', 'l1'));
    expect(noted).toHaveLength(0); // not in the turn that sends the download request
    await nextTurn();
    expect(noted).toEqual([record]);
    subject.progressed(event('printing', 'l1'));
    subject.progressed(event('printed', 'l1'));
    await nextTurn();
    expect(noted).toHaveLength(1);
  });

  it('is not noted after the desk closed, and a note that fails is reported, not thrown', async () => {
    const closed = notes();
    closed.subject.progressed(event('downloading', 'l1'));
    closed.subject.close();
    await nextTurn();
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
    await nextTurn();
    expect(errors).toHaveLength(1);
    // Not marked noted: the next event of the label tries again.
    failing.progressed(event('printing', 'l1'));
    await nextTurn();
    expect(errors).toHaveLength(2);
  });
});
