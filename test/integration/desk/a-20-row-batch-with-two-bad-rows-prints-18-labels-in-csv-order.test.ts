// A CSV batch: every row is validated first and the bad ones are named by line with the
// reason; the good rows are quoted, created and bought several at a time, yet their labels (and
// a row's DACE right after its label) reach the printer strictly in the CSV's order. Each row is
// charged once; the audit log has a charge and a print per row, and workflow.db the purchase.
import { afterEach, describe, expect, it } from 'vitest';
import type { BatchView } from '../../../electron/shared/desk';
import { jobsExactly, startDeskFixture, waitFor, type DeskFixture } from './support/desk-fixture';
import { toCsv, typedRow } from './support/batch-csv';
import { BOX, BH } from './support/parties';
import { BH_HOME, NEW_YORK, withoutDocument } from '../../support/addresses';

let f: DeskFixture;
afterEach(async () => f?.close());

describe('a 20-row batch', () => {
  it('shows the two bad rows, then prints the 18 good labels in CSV order, each charged once', async () => {
    // Row 3 goes abroad: its label is produced asynchronously (PENDING for a second), so rows
    // after it are bought first; the printer must still get row 3's label before theirs.
    f = await startDeskFixture({ sandbox: { pendingMs: 1_000 } });
    await f.sandbox.admin.faults({ latencyMs: 20 });
    await f.call('desk:preset-save', BOX);
    const saved = await f.call('addressbook:create-recipient', {
      name: BH_HOME.personName,
      cpfCnpj: BH_HOME.cpfCnpj,
      phone: BH_HOME.phone,
      address: withoutDocument(BH_HOME),
    });
    const rows = Array.from({ length: 20 }, (_, i) => typedRow(i + 1));
    const { name: _place, personName, ...abroad } = NEW_YORK;
    rows[2] = { externalRef: 'PED-0003', name: personName, ...abroad, preset: 'Caixa P', declaredValue: '50' };
    rows[4] = { externalRef: 'PED-0005', recipientKey: saved.entry.key, preset: 'Caixa P' };
    rows[5] = typedRow(6, { zip: '2004-0002X' }); // a CEP with a letter
    rows[7] = typedRow(8, {
      invoiceType: 'DCE',
      invoiceValor: '100,00',
      products: 'Camiseta|2|5000;Boné|1|0',
      tipoDace: 'T',
    });
    rows[10] = {
      ...typedRow(11),
      preset: undefined,
      format: '2',
      lengthCm: '30',
      widthCm: '20',
      heightCm: '10,5',
      weightKg: '2,5',
      city: BH.city,
    };
    rows[13] = typedRow(14, { preset: 'Caixa G' }); // no such preset
    const before = await f.balance();

    const imported = await f.call('desk:batch-import', { csv: toCsv(rows), fileName: 'pedidos.csv' });
    expect(imported.errors.map((e) => [e.index, e.line, e.externalRef])).toEqual([
      [6, 7, 'PED-0006'],
      [14, 15, 'PED-0014'],
    ]);
    expect(imported.errors[0]?.messages).toEqual(['zip: deve ter 8 dígitos, sem hífen']);
    expect(imported.errors[1]?.messages[0]).toMatch(/^preset: não há pacote salvo "Caixa G"/);
    expect(imported.batch).toMatchObject({ state: 'ready', total: 20, invalid: 2, counts: { pending: 18, failed: 2 } });
    expect(await f.balance()).toBe(before); // validation spends nothing

    const { batchId } = imported.batch;
    await f.call('desk:batch-start', { batchId, concurrency: 6 });
    await f.station.desk.service.runner.idle(batchId);
    const done: BatchView = await f.call('desk:batch-status', { batchId });
    expect(done).toMatchObject({ state: 'finished', counts: { printed: 18, failed: 2, pending: 0 } });

    // 18 labels and one thermal DACE, right after its label, in CSV order, byte for byte.
    const printed = await jobsExactly(f, 19);
    const expected: Buffer[] = [];
    for (const row of done.rows.filter((r) => r.state === 'printed')) {
      expected.push(Buffer.from((await f.station.workflow.labelFile(row.labelId as string)).bytes));
      if (row.externalRef === 'PED-0008')
        expected.push(Buffer.from((await f.station.api.downloadDace(row.shipmentId as string)).dados ?? '', 'utf8'));
    }
    expect(printed.map((job, i) => Buffer.compare(job, expected[i] as Buffer))).toEqual(expected.map(() => 0));
    expect(printed[7]?.toString('utf8')).toMatch(/^\^XA/); // the DACE, right after PED-0008's label (the 7th good row)

    // Rows ran side by side and finished buying out of order: rows after 3 were bought first.
    const boughtOrder = f.progress.filter((p) => p.row?.labelId && p.row.state === 'emitting').map((p) => p.row?.index);
    expect(boughtOrder.indexOf(3)).toBeGreaterThan(boughtOrder.indexOf(4));

    const prices = done.rows.filter((r) => r.state === 'printed').map((r) => r.priceCents ?? 0);
    expect(before - (await f.balance())).toBe(prices.reduce((a, b) => a + b, 0));
    expect(done.chargedCents).toBe(before - (await f.balance()));
    const charges = (await f.call('desk:audit-list', { kind: 'charge', pageSize: 100 })).entries;
    expect(new Set(charges.map((c) => c.transactionId)).size).toBe(18);
    expect(charges.every((c) => c.outcome === 'charged' && c.operator === 'demo@shipping-station.test')).toBe(true);
    await waitFor(
      async () => (await f.call('desk:audit-list', { kind: 'print', pageSize: 100 })).total === 19,
      'every print in the audit log',
    );

    // Bought through the emission workflow: each row's purchase is in workflow.db like any other,
    // queued, with the row's print job; nothing is left unfinished.
    for (const row of done.rows.filter((r) => r.state === 'printed')) {
      expect(await f.call('labels:emission-status', { shipmentId: row.shipmentId as string })).toMatchObject({
        state: 'queued',
        labelId: row.labelId,
        trackingCode: row.trackingCode,
        printJob: { jobId: row.labelJobId, status: 'done' },
      });
    }
    expect(await f.call('labels:unfinished')).toEqual([]);

    // Importing the same file again refuses every row that now has a label: no row can be bought,
    // so no batch is made, and each row's reason is quoted.
    const batches = await f.call('desk:batch-list');
    const again = await f.invoke('desk:batch-import', { csv: toCsv(rows) });
    expect(again.ok).toBe(false);
    const quoted = (again.error as unknown as { quoted: { lines: string[] } }).quoted.lines;
    expect(quoted).toHaveLength(20);
    expect(quoted[0]).toMatch(/^Linha 2 · PED-0001 · externalRef: já tem etiqueta \(rastreio [A-Z]{2}\d{9}BR\)/);
    expect(await f.call('desk:batch-list')).toEqual(batches);
  });
});
