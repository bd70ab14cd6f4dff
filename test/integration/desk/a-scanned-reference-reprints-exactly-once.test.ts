// Scan-to-print: scanning an order's reference (or its tracking code, in any case) reprints its
// label, once, byte for byte, and its DACE right after; a second scan of the same code within
// the repeat window prints nothing; an unknown code starts a new order. Each reprint here comes
// more than a minute after the last copy (the station's clock moved): within the minute one asks
// first (a-label-printed-moments-ago-asks-before-another-copy-and-twin-requests-print-one.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import type { ScanResult } from '../../../electron/shared/desk';
import { jobsExactly, startDeskFixture, waitFor, type DeskFixture } from './support/desk-fixture';
import { BOX, RIO } from './support/parties';

let f: DeskFixture;
afterEach(async () => f?.close());

describe('scan-to-print', () => {
  it('reprints a scanned reference exactly once, ignores the scanner repeating itself, and reprints again later by tracking code', async () => {
    f = await startDeskFixture();
    await f.call('desk:preset-save', BOX);
    const shipped = await f.call('desk:one-key-ship', { externalRef: 'PED-77', recipient: RIO, presetKey: 1 });
    if (shipped.kind !== 'shipped') throw new Error(shipped.kind);
    const [original] = await jobsExactly(f, 1);
    const before = await f.balance();
    f.clock.advance(60_000);

    // Characters then Enter: the UI passes what was typed, spaces and all.
    const [first, repeat] = await Promise.all([
      f.call('desk:scan', { text: '  PED-77\n' }),
      f.call('desk:scan', { text: 'ped-77' }),
    ]);
    expect(first).toMatchObject({
      kind: 'reprinted',
      matchedBy: 'externalRef',
      shipment: { shipmentId: shipped.shipmentId, trackingCode: shipped.emission.trackingCode },
      label: { kind: 'label' },
      dace: null,
    });
    expect(repeat).toEqual({ kind: 'repeat-ignored', text: 'ped-77', windowMs: 2_000 });
    const jobs = await jobsExactly(f, 2);
    expect(Buffer.compare(jobs[1] as Buffer, original as Buffer)).toBe(0);
    expect(await f.balance()).toBe(before);

    // The repeat window is over, and the minute in which a reprint asks first: the station's clock
    // moves past them instead of the test sleeping.
    f.clock.advance(60_000);
    const byCode = await f.call('desk:scan', { text: shipped.emission.trackingCode.toLowerCase() });
    expect(byCode).toMatchObject({ kind: 'reprinted', matchedBy: 'trackingCode' });
    await jobsExactly(f, 3);

    // The queue learns from CUPS that a job is done within its poll interval; the audit follows.
    const audit = await waitFor(async () => {
      const page = await f.call('desk:audit-list', { kind: 'reprint' });
      return page.total === 2 && page;
    }, 'both reprints in the audit log');
    expect(audit.entries.map((e) => [e.kind, e.outcome, e.externalRef])).toEqual([
      ['reprint', 'printed', 'PED-77'],
      ['reprint', 'printed', 'PED-77'],
    ]);
  });

  it('reprints the DACE right after its label, and answers new-order for an unknown code', async () => {
    f = await startDeskFixture({ routeDacePdf: true });
    await f.call('desk:preset-save', BOX);
    const shipped = await f.call('desk:one-key-ship', {
      externalRef: 'DCE-5',
      recipient: RIO,
      presetKey: 1,
      tipoDace: 'R',
      invoice: { type: 'DCE', valor: 100 },
      products: [{ content: 'Camiseta', quantity: 2, valueCents: 5_000 }],
    });
    if (shipped.kind !== 'shipped') throw new Error(JSON.stringify(shipped));
    expect(shipped.emission.dace).toMatchObject({ ok: true });
    const [label, dace] = await jobsExactly(f, 2);
    f.clock.advance(60_000);

    const scanned: ScanResult = await f.call('desk:scan', { text: 'DCE-5' });
    expect(scanned).toMatchObject({ kind: 'reprinted', dace: { status: 'reprinted', job: { kind: 'dace-pdf' } } });
    const jobs = await jobsExactly(f, 4);
    expect(Buffer.compare(jobs[2] as Buffer, label as Buffer)).toBe(0);
    expect(Buffer.compare(jobs[3] as Buffer, dace as Buffer)).toBe(0);

    expect(await f.call('desk:scan', { text: 'PED-NEW-9' })).toEqual({
      kind: 'new-order',
      externalRef: 'PED-NEW-9',
      looksLikeTrackingCode: false,
    });
    expect(await f.call('desk:scan', { text: 'PX123456785BR' })).toEqual({
      kind: 'new-order',
      externalRef: 'PX123456785BR',
      looksLikeTrackingCode: true,
    });
    expect(await f.invoke('desk:scan', { text: '   ' })).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });
});
