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

describe('hidden characters in the audit CSV', () => {
  it('writes NUL, control and bidi-override characters as visible code points, never raw', () => {
    const hidden = [
      'PED\u0000-1',
      '\u202EPED-1234',
      'Bancada\u2066 1\u2069',
      'a\u202Ab\u202Bc\u202Cd\u202De',
      'x\u2067y\u2068z',
    ];
    const csv = auditCsv(
      hidden.map((ref, i) => entry(ref, { seq: i + 1, workstation: ref })),
      'pt-BR',
    );
    // eslint-disable-next-line no-control-regex -- looking for NUL is the point
    expect(csv).not.toMatch(/[\u0000\u202A-\u202E\u2066-\u2069]/u);
    const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r.externalRef)).toEqual([
      'PED<U+0000>-1',
      '<U+202E>PED-1234',
      'Bancada<U+2066> 1<U+2069>',
      'a<U+202A>b<U+202B>c<U+202C>d<U+202D>e',
      'x<U+2067>y<U+2068>z',
    ]);
    expect(rows.map((r) => r.workstation)).toEqual(rows.map((r) => r.externalRef));
    // An override in front of a formula is shown, and the formula stays text.
    expect(csvCell('\u202E=1+1')).toBe('<U+202E>=1+1');
  });
});
