// The day's summary lists today's labels with carriers, tracking codes and totals, and prints as
// an A4 pickup list; the audit log (append-only) has every charge, print and reprint with the
// operator and the workstation, and exports as CSV that a spreadsheet reads back unchanged.
import { afterEach, describe, expect, it } from 'vitest';
import { pdfText } from '../../support/pdf-text';
import { auditCsvRows } from './support/audit';
import { jobsExactly, startDeskFixture, waitFor, type DeskFixture } from './support/desk-fixture';
import { BH, BOX, RIO } from './support/parties';

let f: DeskFixture;
afterEach(async () => f?.close());

describe('the day summary and the audit log', () => {
  it('sum up today, print the pickup list on the A4 route, and export every charge and print as CSV', async () => {
    f = await startDeskFixture({ routeDacePdf: true });
    await f.call('settings:update', { workstationName: 'Bancada 3' });
    await f.call('desk:preset-save', BOX);
    const tricky = 'PED "7", lote A';
    const formula = '=HYPERLINK("x")';
    const a = await f.call('desk:one-key-ship', { externalRef: tricky, recipient: RIO, presetKey: 1 });
    const b = await f.call('desk:one-key-ship', {
      externalRef: formula,
      recipient: BH,
      presetKey: 1,
      rule: { kind: 'fastest' },
    });
    if (a.kind !== 'shipped' || b.kind !== 'shipped') throw new Error('not shipped');
    await jobsExactly(f, 2);

    const today = await f.call('desk:day-summary', {});
    expect(today.count).toBe(2);
    expect(today.totalCents).toBe((a.emission.priceCents ?? 0) + (b.emission.priceCents ?? 0));
    expect(today.shipments.map((s) => s.trackingCode)).toEqual([a.emission.trackingCode, b.emission.trackingCode]);
    expect(today.carriers.map((c) => [c.carrierName, c.serviceName, c.count])).toEqual([
      ['Correios', 'PAC', 1],
      ['Correios', 'SEDEX', 1],
    ]);
    const yesterday = new Date(Date.now() - 86_400_000);
    const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    expect(await f.call('desk:day-summary', { day })).toMatchObject({ day, count: 0, totalCents: 0, shipments: [] });

    const pdf = await f.call('desk:day-summary-pdf', { print: true });
    const bytes = Buffer.from(pdf.base64, 'base64');
    expect(pdf.fileName).toBe(`lista-de-coleta-${today.day}.pdf`);
    const text = await pdfText(bytes);
    for (const expected of [
      'Lista de coleta',
      a.emission.trackingCode,
      b.emission.trackingCode,
      'Rio de Janeiro - RJ',
      'Motorista',
      'Assinatura',
      '2 volumes',
    ])
      expect(text).toContain(expected);
    const jobs = await jobsExactly(f, 3);
    expect(Buffer.compare(jobs[2] as Buffer, bytes)).toBe(0);
    expect(pdf.printJob).toMatchObject({ kind: 'dace-pdf', printerId: f.printerId });

    // Past the minute in which a reprint asks first (issue 29.5): a plain reprint.
    f.clock.advance(60_000);
    await f.call('desk:scan', { text: tricky });
    await jobsExactly(f, 4);
    await waitFor(
      async () => (await f.call('desk:audit-list', {})).total === 6,
      'two charges, three prints and a reprint in the audit log',
    );
    const list = await f.call('desk:audit-list', { pageSize: 2 });
    expect(list).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect(list.entries[0]).toMatchObject({
      kind: 'reprint',
      outcome: 'printed',
      externalRef: tricky,
      operator: 'demo@shipping-station.test',
      workstation: 'Bancada 3',
    });

    const exported = await f.call('desk:audit-csv', { day: today.day });
    expect(exported.rows).toBe(6);
    const rows = auditCsvRows(exported.csv);
    expect(rows.map((r) => `${r.kind}:${r.documentKind}`).sort()).toEqual([
      'charge:',
      'charge:',
      'print:label',
      'print:label',
      'print:pickup-list',
      'reprint:label',
    ]);
    const charges = rows.filter((r) => r.kind === 'charge');
    expect(charges[0]).toMatchObject({
      externalRef: tricky,
      transactionId: a.emission.transactionId,
      priceCents: String(a.emission.priceCents),
      workstation: 'Bancada 3',
      operator: 'demo@shipping-station.test',
    });
    // A cell a spreadsheet would run as a formula is defused.
    expect(charges[1]?.externalRef).toBe(`'${formula}`);
    expect(exported.csv).not.toMatch(/52998224725|11144477735|Bearer/); // no documents, no tokens

    // Append-only, even for the app itself.
    expect(() => f.station.desk.service.db.run('UPDATE audit SET price_cents = 0')).toThrow(/append-only/);
    expect(() => f.station.desk.service.db.run('DELETE FROM audit')).toThrow(/append-only/);
  });
});
