// A walkthrough of the built app: a CSV without the zip column was imported as a batch whose every
// row read "zip: deve ser um CEP de 8 dígitos". The missing column is the file's problem: said
// once, naming it and the header the file needs, in pt-BR and en, before any row is checked, and
// no batch is made. Real station, real sandbox, real SQLite.
import { describe, expect, it } from 'vitest';
import { toCsv, typedRow } from './support/batch-csv';
import { startDeskFixture } from './support/desk-fixture';

const withoutZip = toCsv([1, 2, 3].map((n) => ({ ...typedRow(n), zip: undefined })).map(dropUndefined));

function dropUndefined(row: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

describe('a batch file without a required column', () => {
  it('is refused once, naming the column and the header expected, and makes no batch', async () => {
    const f = await startDeskFixture({ printer: 'network' });
    try {
      expect(withoutZip.split('\r\n')[0]).not.toContain('zip');
      const pt = await f.invoke('desk:batch-import', { csv: withoutZip, fileName: 'sem-cep.csv' });
      expect(pt.ok).toBe(false);
      const ptError = pt.error as unknown as { said: { key: string }; quoted?: { lines: string[] } };
      expect(ptError.said.key).toBe('desk.csvInvalid');
      expect(ptError.quoted?.lines).toEqual([
        'Falta a coluna zip (CEP) no cabeçalho: nenhuma linha foi conferida. Sem recipientKey, o cabeçalho precisa das colunas name, phone, street, number, city, state, zip, cpfCnpj.',
      ]);

      await f.call('settings:update', { language: 'en' });
      const en = await f.invoke('desk:batch-import', { csv: withoutZip, fileName: 'sem-cep.csv' });
      expect((en.error as unknown as { quoted?: { lines: string[] } }).quoted?.lines).toEqual([
        'The header has no column zip (CEP): no row was checked. Without recipientKey, the header needs the columns name, phone, street, number, city, state, zip, cpfCnpj.',
      ]);
      expect(await f.call('desk:batch-list')).toEqual([]);
    } finally {
      await f.close();
    }
  });
});
