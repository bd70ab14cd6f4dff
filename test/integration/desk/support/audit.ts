// Reads the audit CSV back as a spreadsheet would (papaparse), one object per line.
import Papa from 'papaparse';

export function auditCsvRows(csv: string): Array<Record<string, string>> {
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  if (parsed.errors.length > 0) throw new Error(`the audit CSV does not parse: ${parsed.errors[0]?.message}`);
  return parsed.data;
}
