// The audit log as CSV (RFC 4180: comma, CRLF, fields quoted when needed, quotes doubled), written
// by papaparse's unparse. Cells that a spreadsheet would run as a formula (= + - @ tab CR at the
// start) get a leading apostrophe (escapeFormulae): an order reference typed by a customer must
// never execute on the office PC. Numbers are the app's own and are never escaped.
import Papa from 'papaparse';
import type { AuditEntryView } from '../../../shared/desk';

const UNPARSE: Papa.UnparseConfig = { newline: '\r\n', escapeFormulae: true, quotes: quoteWhenNeeded };

/** papaparse quotes delimiters, quotes and line breaks; cells with edge spaces or ';' too (Excel in pt-BR splits on ';'). */
function quoteWhenNeeded(value: unknown): boolean {
  return typeof value === 'string' && /;|^\s|\s$/.test(value);
}

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
  // Proof of weight (charges): what the carrier was told, and where it came from.
  'weightGrams',
  'weightKg',
  'weightSource',
  'scaleDevice',
  'scaleReadAt',
  'dimensions',
];

/** One cell as the export writes it. */
export function csvCell(value: string | number | null): string {
  return Papa.unparse([[value ?? '']], { ...UNPARSE, newline: '' });
}

const price = (cents: number | null): string | null => (cents === null ? null : (cents / 100).toFixed(2));

export function auditCsv(entries: AuditEntryView[]): string {
  const rows = entries.map((e) => [
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
    e.weight?.grams ?? null,
    e.weight ? (e.weight.grams / 1000).toFixed(3) : null,
    e.weight?.source ?? null,
    e.weight?.device ?? null,
    e.weight?.readAt ?? null,
    e.weight?.dimensions ?? null,
  ]);
  return `${Papa.unparse({ fields: HEADER, data: rows.map((row) => row.map((cell) => cell ?? '')) }, UNPARSE)}\r\n`;
}
