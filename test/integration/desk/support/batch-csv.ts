// Batch CSVs as a spreadsheet in Brazil writes them: ";" between fields, decimal commas, quotes
// around fields that need them.
import { BH, RIO } from './parties';

export interface CsvRow {
  [column: string]: string | number | undefined;
}

export function toCsv(rows: CsvRow[], delimiter = ';'): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (value: string | number | undefined) => {
    const text = value === undefined ? '' : String(value);
    return /["\n;,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(delimiter), ...rows.map((r) => columns.map((c) => cell(r[c])).join(delimiter))].join('\r\n');
}

const people = [RIO, BH];

/** A good row with the recipient typed in columns; `n` varies the person and the weight. */
export function typedRow(n: number, extra: CsvRow = {}): CsvRow {
  const p = people[n % people.length] ?? RIO;
  return {
    externalRef: `PED-${String(n).padStart(4, '0')}`,
    name: p.personName,
    cpfCnpj: p.cpfCnpj,
    phone: p.phone,
    street: p.street,
    number: p.number,
    district: p.district,
    city: p.city,
    state: p.state,
    zip: `${p.zip.slice(0, 5)}-${p.zip.slice(5)}`,
    preset: 'Caixa P',
    weightKg: `${1 + (n % 5) / 10}`.replace('.', ','),
    declaredValue: '100,00',
    ...extra,
  };
}
