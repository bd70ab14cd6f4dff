// The desk notes a bought label (journal and audit) from the first progress event naming it, in
// the check phase of that turn: after a request sent in the same turn has left, and before its
// answer can be read (so a kill once the label's file is in hand finds the charge in the audit
// log); later events of the same label write nothing again, a note that failed is tried again at
// the next one, and closing writes what is pending.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PurchaseNotes } from '../../../electron/main/desk/audit/purchase';
import type { EmissionProgress, EmissionRecord } from '../../../electron/main/workflow';

const record = { shipmentId: 's1', labelId: 'l1', trackingCode: 'AA1BR', transactionId: 't1' } as EmissionRecord;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
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
  it('is noted once, in the turn an event names it, however many events name it', async () => {
    const { subject, noted } = notes();
    subject.progressed(event('emitting'));
    await nextTurn();
    expect(noted).toHaveLength(0);
    subject.progressed(event('downloading', 'l1'));
    subject.progressed(event('downloading', 'l1'));
    await nextTurn();
    expect(noted).toEqual([record]);
    subject.progressed(event('printing', 'l1'));
    subject.progressed(event('printed', 'l1'));
    await nextTurn();
    expect(noted).toHaveLength(1);
  });

  it('is noted before the answer to a request sent in the same turn is read (real HTTP on loopback)', async () => {
    const server = createServer((_request, response) => response.end('%PDF-1.4 label'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/label.pdf`;
      await (await fetch(url)).text(); // a kept-alive connection, as the download's client has
      for (let round = 0; round < 20; round++) {
        const { subject, noted } = notes();
        // As LabelPrinter.download does: the event, then the request, in one turn.
        subject.progressed(event('downloading', 'l1'));
        const answered = fetch(url).then(async (response) => {
          const notedWhenAnswered = noted.length;
          await response.text();
          return notedWhenAnswered;
        });
        expect(noted).toHaveLength(0); // not in the request's way
        expect(await answered).toBe(1);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('pending when the desk closes, is written before it closes', () => {
    const { subject, noted } = notes();
    subject.progressed(event('downloading', 'l1'));
    subject.close();
    expect(noted).toEqual([record]);
  });

  it('is not noted after the desk closed, and a note that fails is reported, not thrown', async () => {
    const closed = notes();
    closed.subject.close();
    closed.subject.progressed(event('downloading', 'l1'));
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
