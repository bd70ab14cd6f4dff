// The audit log as CSV (RFC 4180: CRLF, fields quoted when needed, quotes doubled), written by
// papaparse's unparse. Cells that a spreadsheet would run as a formula (= + - @ tab CR at the
// start) get a leading apostrophe (escapeFormulae): an order reference typed by a customer must
// never execute on the office PC. Numbers are the app's own and are never escaped. NUL, the
// other control characters and the bidi overrides never reach a cell raw either (written as
// "<U+202E>"): the form refuses them, but a server's name or an older row may still hold one,
// and an override would make a spreadsheet show "PED-1234" for other bytes.
//
// It opens as a table by double-click in the spreadsheet of the desk's language: Excel with
// Brazilian settings splits on ';' and reads '34,00' as a number (with ',' and '.' it would put
// a whole line in one cell and read 34.00 as 3400), so pt-BR writes ';' and decimal commas; en
// keeps ',' and '.'. Both start with a UTF-8 BOM (without it Excel reads "endereço" as
// "endereÃ§o") and write times in the desk's local time with its UTC offset, the clock the
// operator read when it happened, still one exact instant.
import Papa from 'papaparse';
import type { Locale } from '../../../shared/contract/rules';
import type { AuditEntryView } from '../../../shared/desk';
import { translate } from '../../i18n';
import { visible } from '../../../shared/text';

/** How a spreadsheet in each language reads a CSV. */
const SHEET: Record<Locale, { delimiter: string; decimal: string }> = {
  'pt-BR': { delimiter: ';', decimal: ',' },
  en: { delimiter: ',', decimal: '.' },
};

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

const cellValue = (value: string | number | null): string | number =>
  typeof value === 'string' ? visible(value) : (value ?? '');

/** One cell as the export writes it. */
export function csvCell(value: string | number | null): string {
  return Papa.unparse([[cellValue(value)]], { ...UNPARSE, newline: '' });
}

/** "2025-05-06T12:00:00.000Z" → "2025-05-06T09:00:00-03:00" in the desk's time zone (same instant). */
export function localTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  const offset = -at.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return `${day}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}${zone}`;
}

export function auditCsv(entries: AuditEntryView[], locale: Locale = 'pt-BR'): string {
  const { delimiter, decimal } = SHEET[locale];
  const fixed = (value: number, digits: number) => value.toFixed(digits).replace('.', decimal);
  const price = (cents: number | null): string | null => (cents === null ? null : fixed(cents / 100, 2));
  const time = (iso: string | null | undefined): string | null => (iso ? localTime(iso) : null);
  const rows = entries.map((e) => [
    e.seq,
    time(e.at),
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
    e.detail ? translate(e.detail, locale) : null,
    e.weight?.grams ?? null,
    e.weight ? fixed(e.weight.grams / 1000, 3) : null,
    e.weight?.source ?? null,
    e.weight?.device ?? null,
    time(e.weight?.readAt),
    e.weight?.dimensions ?? null,
  ]);
  const table = { fields: HEADER, data: rows.map((row) => row.map(cellValue)) };
  return `${Papa.BYTE_ORDER_MARK}${Papa.unparse(table, { ...UNPARSE, delimiter })}\r\n`;
}
