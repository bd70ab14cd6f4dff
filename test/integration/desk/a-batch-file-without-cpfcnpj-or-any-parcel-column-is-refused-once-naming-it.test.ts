// A walkthrough of the built app: a CSV of recipients in Brazil without the cpfCnpj column, and a
// CSV with neither a preset nor a weightKg column (at a desk without a scale), were imported as
// batches whose every row read the same reason ("cpfCnpj: é obrigatório para endereço no Brasil",
// "weightKg: é obrigatório"). Each is the file's problem, as a missing zip already is: said once,
// naming what the header needs, in pt-BR and en, before any row is checked and before any
// purchase; no batch is made. Real station, real sandbox, real SQLite.
import { describe, expect, it } from 'vitest';
import { toCsv, typedRow, type CsvRow } from './support/batch-csv';
import { startDeskFixture, type DeskFixture } from './support/desk-fixture';

const without = (...columns: string[]) =>
  toCsv(
    [1, 2, 3].map((n): CsvRow => {
      const row: CsvRow = { ...typedRow(n), lengthCm: '20', widthCm: '15', heightCm: '10' };
      for (const column of columns) delete row[column];
      return row;
    }),
  );

async function refusal(f: DeskFixture, csv: string): Promise<string[] | undefined> {
  const answer = await f.invoke('desk:batch-import', { csv, fileName: 'lote.csv' });
  expect(answer.ok).toBe(false);
  const error = answer.error as unknown as { said: { key: string }; quoted?: { lines: string[] } };
  expect(error.said.key).toBe('desk.csvInvalid');
  return error.quoted?.lines;
}

describe('a batch file without cpfCnpj, or without any column for the parcel', () => {
  it('is refused once for the file, naming what the header needs, and makes no batch', async () => {
    const f = await startDeskFixture({ printer: 'network' });
    try {
      const noDocument = without('cpfCnpj');
      const noParcel = without('preset', 'weightKg');
      expect(noDocument.split('\r\n')[0]).not.toContain('cpfCnpj');
      expect(noParcel.split('\r\n')[0]).not.toMatch(/preset|weightKg/);

      expect(await refusal(f, noDocument)).toEqual([
        'Falta a coluna cpfCnpj (CPF ou CNPJ) no cabeçalho: nenhuma linha foi conferida. Sem recipientKey, o cabeçalho precisa das colunas name, phone, street, number, city, state, zip, cpfCnpj.',
      ]);
      expect(await refusal(f, noParcel)).toEqual([
        'O cabeçalho não tem a coluna preset nem a coluna weightKg: nenhuma linha foi conferida. Cada linha precisa de um pacote salvo (preset) ou de um peso (weightKg), ou de uma balança configurada nesta mesa para pesá-la.',
      ]);

      await f.call('settings:update', { language: 'en' });
      expect(await refusal(f, noDocument)).toEqual([
        'The header has no column cpfCnpj (CPF or CNPJ): no row was checked. Without recipientKey, the header needs the columns name, phone, street, number, city, state, zip, cpfCnpj.',
      ]);
      expect(await refusal(f, noParcel)).toEqual([
        'The header has neither a preset column nor a weightKg column: no row was checked. Each row needs a preset or a weight (weightKg), or a scale set up at this desk to weigh it.',
      ]);
      expect(await f.call('desk:batch-list')).toEqual([]);
    } finally {
      await f.close();
    }
  });
});
