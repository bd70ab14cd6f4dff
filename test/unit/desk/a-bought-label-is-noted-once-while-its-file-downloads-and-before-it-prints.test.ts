// The desk notes a bought label (journal and audit) once: a moment after its file was asked for
// (its request on its way, so the writes are not in the way of a request), at the latest a while
// after the first progress event naming it; a later event of the label writes a pending note at
// once (before its file is queued for print); later events of a noted label write nothing again,
// a note that failed is tried again at the next one, and closing writes what is pending. The
// waits run on a test clock.
import { describe, expect, it } from 'vitest';
import { PurchaseNotes } from '../../../electron/main/desk/audit/purchase';
import type { EmissionProgress, EmissionRecord } from '../../../electron/main/workflow';
import { shiftedClock } from '../../support/clock';

const record = { shipmentId: 's1', labelId: 'l1', trackingCode: 'AA1BR', transactionId: 't1' } as EmissionRecord;
const event = (phase: EmissionProgress['phase'], labelId?: string) =>
  ({ shipmentId: 's1', phase, attempt: 1, ...(labelId ? { labelId } : {}) }) as EmissionProgress;

function notes(note: (record: EmissionRecord) => void = () => undefined) {
  const noted: EmissionRecord[] = [];
  const errors: unknown[] = [];
  const clock = shiftedClock();
  const subject = new PurchaseNotes({
    recordOf: (shipmentId) => (shipmentId === record.shipmentId ? record : undefined),
    note: (r) => {
      note(r);
      noted.push(r);
    },
    onError: (error) => errors.push(error),
    after: clock.after,
  });
  return { subject, noted, errors, clock };
}

describe('a bought label', () => {
  it('is noted once, a moment after its file was asked for, however many events name it', () => {
    const { subject, noted, clock } = notes();
    subject.progressed(event('emitting'));
    expect(clock.pending()).toEqual([]);
    subject.progressed(event('downloading', 'l1'));
    expect(noted).toHaveLength(0); // not in the way of the request for the file's URL
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
    expect(noted).toHaveLength(1);
  });

  it('whose file is slow to be asked for, is noted a quarter of a second after READY at the latest', () => {
    const { subject, noted, clock } = notes();
    subject.progressed(event('downloading', 'l1'));
    clock.advance(249);
    expect(noted).toHaveLength(0);
    clock.advance(1);
    expect(noted).toEqual([record]);
  });

  it('pending when the next event of its label comes (its file about to be queued), is written at once', () => {
    const { subject, noted, clock } = notes();
    subject.progressed(event('downloading', 'l1'));
    expect(noted).toHaveLength(0);
    subject.progressed(event('printing', 'l1'));
    expect(noted).toEqual([record]);
    expect(clock.pending()).toEqual([]); // its timer cancelled
  });

  it('pending when the desk closes, is written before it closes', () => {
    const { subject, noted } = notes();
    subject.progressed(event('downloading', 'l1'));
    subject.close();
    expect(noted).toEqual([record]);
  });

  it('is not noted after the desk closed, and a note that fails is reported, not thrown', () => {
    const closed = notes();
    closed.subject.close();
    closed.subject.progressed(event('downloading', 'l1'));
    expect(closed.clock.pending()).toEqual([]);
    expect(closed.noted).toHaveLength(0);

    const failing = notes(() => {
      throw new Error('desk.db refused the write');
    });
    failing.subject.progressed(event('downloading', 'l1'));
    failing.subject.fileAsked({ shipmentId: 's1', labelId: 'l1' });
    failing.clock.advance(5);
    expect(failing.errors).toHaveLength(1);
    // Not marked noted: the next event of the label tries again.
    failing.subject.progressed(event('printing', 'l1'));
    failing.clock.advance(250);
    expect(failing.errors).toHaveLength(2);
  });
});
