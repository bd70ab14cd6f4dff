// The desk notes a bought label (journal and audit) from the first progress event naming it, three
// turns of the event loop later: after the download's request (sent in the event's turn) has
// left, so the writes are not in its way; a later event of the same label writes a pending note at
// once (before its file is queued for print); later events of a noted label write nothing again,
// a note that failed is tried again at the next one, and closing writes what is pending.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PurchaseNotes } from '../../../electron/main/desk/audit/purchase';
import type { EmissionProgress, EmissionRecord } from '../../../electron/main/workflow';

const record = { shipmentId: 's1', labelId: 'l1', trackingCode: 'AA1BR', transactionId: 't1' } as EmissionRecord;
const turns = (n: number): Promise<void> =>
  new Promise((resolve) => setImmediate(() => (n > 1 ? turns(n - 1).then(resolve) : resolve())));
const threeTurns = () => turns(3);
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
    await threeTurns();
    expect(noted).toHaveLength(0);
    subject.progressed(event('downloading', 'l1'));
    subject.progressed(event('downloading', 'l1'));
    await threeTurns();
    expect(noted).toEqual([record]);
    subject.progressed(event('printing', 'l1'));
    subject.progressed(event('printed', 'l1'));
    await threeTurns();
    expect(noted).toHaveLength(1);
  });

  it('is noted after the request sent in its turn has reached the server (real HTTP on loopback)', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests++;
      response.end('{"downloadUrl":"http://127.0.0.1/label.pdf"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/download`;
      await (await fetch(url)).text(); // a kept-alive connection, as the download's client has
      for (let round = 0; round < 20; round++) {
        const seenByTheServer: number[] = [];
        const before = requests;
        const subject = new PurchaseNotes({
          recordOf: () => record,
          note: () => seenByTheServer.push(requests - before),
          onError: (error) => {
            throw error;
          },
        });
        // As LabelPrinter.download does, right after an answer on that connection: the event,
        // then the request, in one turn.
        subject.progressed(event('downloading', 'l1'));
        const answered = fetch(url, { headers: { accept: 'application/json' } }).then((response) => response.text());
        expect(seenByTheServer).toEqual([]); // not in the request's way
        await answered;
        await threeTurns();
        expect(seenByTheServer).toEqual([1]);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('pending when the next event of its label comes (its file about to be queued), is written at once', () => {
    const { subject, noted } = notes();
    subject.progressed(event('downloading', 'l1'));
    expect(noted).toHaveLength(0);
    subject.progressed(event('printing', 'l1'));
    expect(noted).toEqual([record]);
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
    await threeTurns();
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
    await threeTurns();
    expect(errors).toHaveLength(1);
    // Not marked noted: the next event of the label tries again.
    failing.progressed(event('printing', 'l1'));
    await threeTurns();
    expect(errors).toHaveLength(2);
  });
});
