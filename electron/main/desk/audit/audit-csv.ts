// The audit log as CSV (RFC 4180: comma, CRLF, fields quoted when needed, quotes doubled).
// Cells that a spreadsheet would run as a formula (= + - @ at the start) get a leading
// apostrophe: an order reference typed by a customer must never execute on the office PC.
import type { AuditEntryView } from '../../../shared/desk';

const HEADER = [
  'seq',
  'at',
  'kind',
  'outcome',
  'operator',
  'workstation',
  'loja',
  'shipmentId',
  'externalRef',
  'trackingCode',
  'labelId',
  'priceCents',
  'price',
  'transactionId',
  'jobId',
  'printer',
  'documentKind',
  'detail',
];

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const price = (cents: number | null): string | null => (cents === null ? null : (cents / 100).toFixed(2));

export function auditCsv(entries: AuditEntryView[]): string {
  const lines = [HEADER.join(',')];
  for (const e of entries) {
    lines.push(
      [
        e.seq,
        e.at,
        e.kind,
        e.outcome,
        e.operator,
        e.workstation,
        e.tenantId,
        e.shipmentId,
        e.externalRef,
        e.trackingCode,
        e.labelId,
        e.priceCents,
        price(e.priceCents),
        e.transactionId,
        e.jobId,
        e.printer,
        e.documentKind,
        e.detail,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
