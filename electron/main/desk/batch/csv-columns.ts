// The batch CSV: its columns (header names, any case; "," ";" or tab separated, quoted as any
// spreadsheet writes it), and the words of its row errors in both languages.
import { BATCH_CSV_COLUMNS, type BatchCsvColumn } from '../../../shared/desk';
import Papa from 'papaparse';
import { visible } from '../../../shared/text';
import type { Locale } from '../../../shared/contract';
import { said, type SaidParam, type StationMessageKey } from '../../../shared/messages';
import { translate } from '../../i18n';
import { failed, ok, type Result } from '../../../shared/result';

/** A file-level check line, in the operator's language (stored with the import's result). */
const check = (locale: Locale, key: StationMessageKey, params?: Record<string, SaidParam>) =>
  translate(said(key, params), locale);

const byFolded = new Map<string, BatchCsvColumn>(BATCH_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));

export interface CsvRecord {
  /** 1-based CSV line where the row starts. */
  line: number;
  fields: Partial<Record<BatchCsvColumn, string>>;
}

/** The file's records, or why the whole file is refused: one check line per problem. */
export type CsvParse = Result<CsvRecord[], string[]>;

export const MAX_ROWS = 5_000;

/** The recipient's columns every typed recipient needs (the contract's required address fields). */
const REQUIRED_RECIPIENT = ['name', 'phone', 'street', 'number', 'city', 'state', 'zip'] as const;

/**
 * `weighAtDesk`: a scale is configured at this desk, so a file may carry neither a preset nor a
 * weight (each row is weighed here).
 */
export function parseCsv(csv: string, locale: Locale, opts: { weighAtDesk?: boolean } = {}): CsvParse {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  const [header, ...rows] = parsed.data;
  if (!header) return failed([check(locale, 'desk.row.noHeader')]);
  const columns = header.map((h) => byFolded.get(h.trim().toLowerCase()));
  const unknown = header.filter((_, i) => columns[i] === undefined).map((h) => visible(h.trim()) || '(empty)');
  const messages: string[] = [];
  if (unknown.length > 0) {
    messages.push(
      check(locale, 'desk.row.unknownColumns', {
        count: unknown.length,
        unknown: unknown.join(', '),
        known: BATCH_CSV_COLUMNS.join(', '),
      }),
    );
  }
  if (!columns.includes('externalRef')) messages.push(check(locale, 'desk.row.externalRefColumn'));
  // A recipient typed in columns needs all of these: without one, every row would be refused for
  // it ("CEP inválido" on each line). Said once, as the file's problem, before any row is checked.
  // A recipient in Brazil needs a CPF or CNPJ too (a row without country is in Brazil).
  const country = columns.indexOf('country');
  const inBrazil = rows.some((cells) => (cells[country]?.trim() || 'BR').toUpperCase() === 'BR');
  const required = [...REQUIRED_RECIPIENT, ...(inBrazil ? (['cpfCnpj'] as const) : [])];
  const missing = columns.includes('recipientKey') ? [] : required.filter((c) => !columns.includes(c));
  if (missing.length > 0)
    messages.push(
      check(locale, 'desk.row.missingColumns', {
        count: missing.length,
        missing: missing.map((c) => `${c} (${check(locale, `desk.column.${c}`)})`).join(', '),
        expected: required.join(', '),
      }),
    );
  // Likewise a parcel: a preset, or a weight typed or read at this desk's scale.
  if (!columns.includes('preset') && !columns.includes('weightKg') && !opts.weighAtDesk)
    messages.push(check(locale, 'desk.row.missingParcel'));
  if (rows.length === 0) messages.push(check(locale, 'desk.row.noRows'));
  if (rows.length > MAX_ROWS) messages.push(check(locale, 'desk.row.maxRows', { max: MAX_ROWS }));
  if (messages.length > 0) return failed(messages);

  // Papa reports no line numbers; a quoted field may span lines, so they are counted here.
  const lines = lineStarts(csv.replace(/^\uFEFF/, ''), parsed.meta.delimiter);
  const records = rows.map((cells, i): CsvRecord => {
    const fields: CsvRecord['fields'] = {};
    columns.forEach((column, c) => {
      const value = cells[c]?.trim();
      if (column && value) fields[column] = value;
    });
    return { line: lines[i + 1] ?? i + 2, fields };
  });
  return ok(records);
}

/** The line each record starts on, honouring quoted newlines; lines of only separators are skipped, as Papa skips them. */
function lineStarts(csv: string, delimiter: string): number[] {
  const starts: number[] = [];
  let line = 1;
  let quoted = false;
  let blank = true;
  let start = 1;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i];
    if (ch === '"') quoted = !quoted;
    if (ch === '\n') line++;
    if (ch === '\n' && !quoted) {
      if (!blank) starts.push(start);
      start = line;
      blank = true;
    } else if (blank && !(/\s/.test(ch as string) || ch === delimiter || ch === '"')) blank = false;
  }
  if (!blank) starts.push(start);
  return starts;
}
