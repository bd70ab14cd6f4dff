// The desk tells a bought label once to the audit log and the journal: the audit's charge at the
// first progress event naming it (the witness start-up recovers from), the journal's note a moment
// after the label's file was asked for (its request on its way, so the writes are not in the way
// of a request), at the latest a while after READY; a later event of the label writes what is
// pending at once (before its file is queued for print); later events of a noted label write
// nothing again, a write that failed is tried again, and closing writes what is pending. The
// waits run on a test clock that moves only when the test moves it (a real-time clock made the
// 249 ms edge fail on a loaded CI machine: a millisecond passed between two lines).
import { describe, expect, it } from 'vitest';
import { PurchaseNotes } from '../../../electron/main/desk/audit/purchase';
import type { EmissionProgress, EmissionRecord } from '../../../electron/main/workflow';
import { manualClock } from '../../support/clock';

const record = { shipmentId: 's1', labelId: 'l1', trackingCode: 'AA1BR', transactionId: 't1' } as EmissionRecord;
const event = (phase: EmissionProgress['phase'], labelId?: string) =>
  ({ shipmentId: 's1', phase, attempt: 1, ...(labelId ? { labelId } : {}) }) as EmissionProgress;

function notes(options: { witness?: () => void; note?: () => void } = {}) {
  const witnessed: EmissionRecord[] = [];
  const noted: EmissionRecord[] = [];
  const errors: unknown[] = [];
  const clock = manualClock();
  let reads = 0;
  const subject = new PurchaseNotes({
    recordOf: (shipmentId) => {
      reads++;
      return shipmentId === record.shipmentId ? record : undefined;
    },
    witness: (r) => {
      options.witness?.();
      witnessed.push(r);
    },
    note: (r) => {
      options.note?.();
      noted.push(r);
    },
    onError: (error) => errors.push(error),
    after: clock.after,
  });
  return { subject, witnessed, noted, errors, clock, reads: () => reads };
}

describe('a bought label', () => {
  it('reaches the audit log at the first event naming it, the journal a moment after its file was asked for', () => {
    const { subject, witnessed, noted, clock, reads } = notes();
    subject.progressed(event('emitting'));
    expect(witnessed).toHaveLength(0);
    expect(clock.pending()).toEqual([]);
    subject.progressed(event('downloading', 'l1'));
    expect(witnessed).toEqual([record]); // a kill from here finds the charge in the audit log
    expect(noted).toHaveLength(0); // the journal is not in the way of the URL request
    subject.fileAsked({ shipmentId: 's1', labelId: 'l1' });
    expect(noted).toHaveLength(0); // nor of the file's own request
    const [soon] = clock.pending().sort((a, b) => a - b);
    expect(soon).toBeLessThanOrEqual(5); // a moment, while the file downloads
    clock.advance(5);
    expect(noted).toEqual([record]);
    expect(clock.pending()).toEqual([]); // the later timer cancelled too
    subject.progressed(event('downloading', 'l1'));
    subject.fileAsked({ shipmentId: 's1', labelId: 'l1' });
    subject.progressed(event('printing', 'l1'));
    subject.progressed(event('printed', 'l1'));
    expect(clock.pending()).toEqual([]);
    expect(witnessed).toHaveLength(1);
    expect(noted).toHaveLength(1);
    // workflow.db read once: the note reuses the record the charge was written from.
    expect(reads()).toBe(1);
  });

  it('whose file is slow to be asked for, is noted in the journal a quarter of a second after READY at the latest', () => {
    const { subject, noted, clock } = notes();
    subject.progressed(event('downloading', 'l1'));
    clock.advance(249);
    expect(noted).toHaveLength(0);
    clock.advance(1);
    expect(noted).toEqual([record]);
  });

  it('pending when the next event of its label comes (its file about to be queued), is written at once', () => {
    const { subject, witnessed, noted, clock } = notes();
    subject.progressed(event('downloading', 'l1'));
    expect(noted).toHaveLength(0);
    subject.progressed(event('printing', 'l1'));
    expect(noted).toEqual([record]);
    expect(witnessed).toEqual([record]);
    expect(clock.pending()).toEqual([]); // its timer cancelled
  });

  it('pending when the desk closes, is written before it closes', () => {
    const { subject, noted } = notes();
    subject.progressed(event('downloading', 'l1'));
    subject.close();
    expect(noted).toEqual([record]);
  });

  it('is not noted after the desk closed, and a write that fails is reported, not thrown, and tried again', () => {
    const closed = notes();
    closed.subject.close();
    closed.subject.progressed(event('downloading', 'l1'));
    expect(closed.clock.pending()).toEqual([]);
    expect(closed.witnessed).toHaveLength(0);
    expect(closed.noted).toHaveLength(0);

    let auditRefuses = true;
    const failing = notes({
      witness: () => {
        if (auditRefuses) throw new Error('desk.db refused the write');
      },
    });
    failing.subject.progressed(event('downloading', 'l1'));
    expect(failing.errors).toHaveLength(1);
    expect(failing.witnessed).toHaveLength(0);
    // The charge is tried again with the journal's note.
    auditRefuses = false;
    failing.subject.fileAsked({ shipmentId: 's1', labelId: 'l1' });
    failing.clock.advance(5);
    expect(failing.witnessed).toEqual([record]);
    expect(failing.noted).toEqual([record]);

    const journalRefuses = notes({
      note: () => {
        throw new Error('desk.db refused the write');
      },
    });
    journalRefuses.subject.progressed(event('downloading', 'l1'));
    journalRefuses.subject.fileAsked({ shipmentId: 's1', labelId: 'l1' });
    journalRefuses.clock.advance(5);
    expect(journalRefuses.errors).toHaveLength(1);
    // Not marked noted: the next event of the label tries again (the charge is not written twice).
    journalRefuses.subject.progressed(event('printing', 'l1'));
    journalRefuses.clock.advance(250);
    expect(journalRefuses.errors).toHaveLength(2);
    expect(journalRefuses.witnessed).toHaveLength(1);
  });
});
