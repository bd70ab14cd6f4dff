// The audit export is RFC 4180 CSV that any spreadsheet reads back exactly, and a cell typed by
// a customer (an order reference) can never run as a formula on the office computer.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { auditCsv, csvCell } from '../../../electron/main/desk/audit/audit-csv';
import type { AuditEntryView } from '../../../electron/shared/desk';

const entry = (externalRef: string, extra: Partial<AuditEntryView> = {}): AuditEntryView => ({
  seq: 1,
  at: '2025-05-06T12:00:00.000Z',
  kind: 'charge',
  outcome: 'charged',
  operator: 'ana@loja.com.br',
  workstation: 'Bancada 1',
  tenantId: 'a0000000-0000-4000-8000-000000000001',
  shipmentId: 's-1',
  externalRef,
  trackingCode: 'PX123456785BR',
  labelId: 'l-1',
  priceCents: 3_400,
  transactionId: 'tx-1',
  jobId: null,
  printer: null,
  documentKind: null,
  detail: null,
  weight: null,
  ...extra,
});

describe('audit CSV', () => {
  it('quotes what needs it and reads back unchanged', () => {
    const refs = ['PED "7", lote A', 'linha\nquebrada', 'a;b', ' espaço', 'simples'];
    const csv = auditCsv(
      refs.map((r, i) => entry(r, { seq: i + 1 })),
      'en',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r.externalRef)).toEqual(refs);
    expect(rows[0]).toMatchObject({
      seq: '1',
      kind: 'charge',
      priceCents: '3400',
      price: '34.00',
      workstation: 'Bancada 1',
    });
  });

  it('defuses cells that start like a formula', () => {
    for (const danger of ['=1+1', '+55 11', '-2', '@SUM(A1)'])
      expect(csvCell(danger).replace(/^"|"$/g, '').startsWith(`'${danger[0]}`)).toBe(true);
    expect(csvCell(-5)).toBe('-5'); // numbers are the app's own, never a formula
    expect(csvCell(null)).toBe('');
  });
});
