// A walkthrough of the built app: a file with no valid row still made a batch, all its rows
// refused, that the operator then had to discard. A file where no row can be bought is refused as
// a file is: no batch is made, and every row's reasons are quoted (line, order, column, why), in
// pt-BR and en. A file with one good row still makes its batch, the refused rows in it to see.
// Real station, real sandbox, real SQLite.
import { describe, expect, it } from 'vitest';
import { toCsv, typedRow } from './support/batch-csv';
import { startDeskFixture } from './support/desk-fixture';
import { BOX } from './support/parties';

type Refusal = { kind: string; said: { key: string }; quoted?: { lines: string[] } };

const badRows = [typedRow(1, { zip: '2004-000' }), typedRow(2, { weightKg: 'pesado' })];

describe('a batch file where no row can be bought', () => {
  it('makes no batch and says why for every row, in both languages', async () => {
    const f = await startDeskFixture({ printer: 'network' });
    try {
      await f.call('desk:preset-save', BOX);
      const pt = await f.invoke('desk:batch-import', { csv: toCsv(badRows), fileName: 'ruins.csv' });
      expect(pt.ok).toBe(false);
      const refused = pt.error as unknown as Refusal;
      expect(refused.kind).toBe('validation');
      expect(refused.said).toMatchObject({ key: 'desk.batchNothingToBuy', params: { count: 2 } });
      expect(refused.quoted?.lines).toEqual([
        'Linha 2 · PED-0001 · zip: deve ser um CEP de 8 dígitos (ex.: 01310-100)',
        'Linha 3 · PED-0002 · weightKg: deve ser um número (ex.: 1,5), veio "pesado"',
      ]);
      expect(await f.call('desk:batch-list')).toEqual([]);

      await f.call('settings:update', { language: 'en' });
      const en = await f.invoke('desk:batch-import', { csv: toCsv(badRows), fileName: 'ruins.csv' });
      expect((en.error as unknown as Refusal).quoted?.lines[0]).toBe(
        'Line 2 · PED-0001 · zip: must be a CEP of 8 digits (e.g. 01310-100)',
      );
      expect(await f.call('desk:batch-list')).toEqual([]);

      // One row that can be bought: the batch is made, its refused rows in it.
      const mixed = await f.call('desk:batch-import', {
        csv: toCsv([...badRows, typedRow(3)]),
        fileName: 'mistos.csv',
      });
      expect(mixed.errors).toHaveLength(2);
      expect(mixed.batch.total).toBe(3);
    } finally {
      await f.close();
    }
  });
});
