// The batch template the page offers (renderer/src/features/batch/template.ts) is written by
// papaparse, and main's importer reads it back as exactly its example orders: every column known,
// the DC-e items' ";" kept inside their quoted cell, nothing lost or added.
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../electron/main/desk/batch/csv-columns';
import { batchTemplateCsv, TEMPLATE_EXAMPLES } from '../../../renderer/src/features/batch/template';

describe('the batch template', () => {
  it('imports as its example orders, cell for cell', () => {
    const parsed = parseCsv(batchTemplateCsv(), 'pt-BR');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.map((record) => record.fields)).toEqual(TEMPLATE_EXAMPLES);
    expect(parsed.value.map((record) => record.line)).toEqual([2, 3, 4]);
  });

  it('writes ";" between fields and CRLF after every line, the header first', () => {
    const csv = batchTemplateCsv();
    expect(csv.split('\r\n')[0]).toMatch(/^externalRef;recipientKey;/);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toContain('\n');
  });
});
