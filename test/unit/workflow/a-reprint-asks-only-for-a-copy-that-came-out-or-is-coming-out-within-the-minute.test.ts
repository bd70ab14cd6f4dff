// The reprint guard's rule, case by case (issue 29.5; the whole path against the real sandbox and
// CUPS is a-label-printed-moments-ago-asks-before-another-copy-and-twin-requests-print-one): only a
// copy that came out, or is on its way, less than a minute ago asks first; a copy held by its
// printer or one that failed does not (nothing came out); a reprint asked for seconds ago on the
// same printer answers a second request, confirmed or not, and one on another printer does not.
import { describe, expect, it } from 'vitest';
import type { PrintJob, PrinterTarget } from '../../../electron/main/printing';
import { copiesOfLabel, reprintDecision } from '../../../electron/main/workflow/reprint-guard';
import { verbatim } from '../../../electron/shared/messages';

const NOW = Date.parse('2026-03-02T10:00:00.000Z');
const LABEL: PrinterTarget = { kind: 'cups', name: 'Label' };
const OTHER: PrinterTarget = { kind: 'network', host: '10.0.0.9', port: 9100 };
const iso = (msAgo: number) => new Date(NOW - msAgo).toISOString();

function job(fields: Partial<PrintJob> & { agoMs: number; doneAgoMs?: number }): PrintJob {
  const { agoMs, doneAgoMs, ...rest } = fields;
  return {
    id: 'first',
    key: 'label:L1',
    reprintOf: null,
    document: { kind: 'label', contentType: 'application/pdf', shipmentId: 'S1', labelId: 'L1' },
    target: LABEL,
    status: 'done',
    phase: null,
    attempts: 1,
    lastError: null,
    notes: [],
    nextAttemptAt: null,
    cupsJob: null,
    byteLength: 10,
    bytesKept: true,
    createdAt: iso(agoMs),
    updatedAt: iso(doneAgoMs ?? agoMs),
    ...rest,
  };
}

const decide = (copies: PrintJob[], request: { target?: PrinterTarget; anotherCopy?: boolean } = {}) =>
  reprintDecision(copies, NOW, { target: request.target ?? LABEL, anotherCopy: request.anotherCopy });

describe('the reprint guard', () => {
  it('asks for a copy that came out 4 s ago, saying so, and not for one 61 s ago', () => {
    expect(decide([job({ agoMs: 5_000, doneAgoMs: 4_000 })])).toMatchObject({
      kind: 'ask',
      agoMs: 4_000,
      state: 'printed',
    });
    expect(decide([job({ agoMs: 62_000, doneAgoMs: 61_000 })])).toEqual({ kind: 'print' });
  });

  it('asks for a copy still on its way, counted from when it was sent', () => {
    const sent = job({ agoMs: 3_000, doneAgoMs: 100, status: 'printing', phase: 'cups-sent' });
    expect(decide([sent])).toMatchObject({ kind: 'ask', agoMs: 3_000, state: 'sent' });
  });

  it('does not ask for a copy that failed or that its printer holds back: none came out', () => {
    const failed = job({ agoMs: 2_000, status: 'failed' });
    const waiting = job({
      agoMs: 2_000,
      status: 'queued',
      lastError: { kind: 'printer-unavailable', said: verbatim('off') },
    });
    expect(decide([failed])).toEqual({ kind: 'print' });
    expect(decide([waiting])).toEqual({ kind: 'print' });
  });

  it('prints on the operator’s answer, unless a reprint asked for seconds ago on that printer answers it', () => {
    const first = job({ agoMs: 20_000 });
    expect(decide([first], { anotherCopy: true })).toEqual({ kind: 'print' });
    const reprint = job({ id: 'again', key: null, reprintOf: 'first', agoMs: 2_000, status: 'printing' });
    expect(decide([first, reprint], { anotherCopy: true })).toEqual({ kind: 'same', job: reprint });
    expect(decide([first, reprint])).toEqual({ kind: 'same', job: reprint });
    // The label's own first print is not a reprint request: a "yes" seconds after it prints.
    expect(decide([job({ agoMs: 2_000 })], { anotherCopy: true })).toEqual({ kind: 'print' });
    // On another printer it is another request, asked first because a copy came out moments ago.
    expect(decide([first, reprint], { target: OTHER })).toMatchObject({ kind: 'ask', copy: { id: 'again' } });
  });

  it('counts every copy of the label: reprints and a copy fetched again from the server', () => {
    const first = job({ agoMs: 600_000 });
    const refetched = job({ id: 'refetched', key: 'reprint:L1:x', agoMs: 10_000 });
    const otherLabel = job({
      id: 'other',
      key: 'label:L2',
      agoMs: 1_000,
      document: { kind: 'label', contentType: 'application/pdf', shipmentId: 'S2', labelId: 'L2' },
    });
    const copies = copiesOfLabel(first, [first, refetched, otherLabel]);
    expect(copies.map((c) => c.id)).toEqual(['first', 'refetched']);
    expect(decide(copies)).toMatchObject({ kind: 'ask', copy: { id: 'refetched' } });
  });
});
