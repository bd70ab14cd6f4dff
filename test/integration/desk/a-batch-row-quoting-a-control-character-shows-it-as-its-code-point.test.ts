// A walkthrough of the built app: a cell holding a control character (NUL, BEL, ESC) was quoted
// back raw in the row's refusal ("weightKg: deve ser um número, veio "1␇2""), invisible or worse on
// screen. It is now written as its code point, <U+0007>, in the refusal and in an unknown column's
// name. Real station, real sandbox, real SQLite.
import { describe, expect, it } from 'vitest';
import { toCsv, typedRow } from './support/batch-csv';
import { startDeskFixture } from './support/desk-fixture';
import { BOX } from './support/parties';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

describe('a batch row quoting a control character', () => {
  it('shows it as its code point, never raw', async () => {
    const f = await startDeskFixture({ printer: 'network' });
    try {
      await f.call('desk:preset-save', BOX);
      const rows = [
        typedRow(1),
        typedRow(2, { weightKg: '1\u00072' }),
        typedRow(3, { preset: 'Caixa\u0000P\u001b[31m' }),
      ];
      const imported = await f.call('desk:batch-import', { csv: toCsv(rows), fileName: 'controle.csv' });
      const messages = imported.errors.flatMap((e) => e.messages);
      expect(messages).toEqual([
        'weightKg: deve ser um número (ex.: 1,5), veio "1<U+0007>2"',
        expect.stringMatching(/^preset: não há pacote salvo "Caixa<U\+0000>P<U\+001B>\[31m" nesta loja/),
      ]);
      const stored = await f.call('desk:batch-status', { batchId: imported.batch.batchId });
      expect(stored.rows.flatMap((r) => r.messages).some((m) => CONTROL.test(m))).toBe(false);

      const header = await f.invoke('desk:batch-import', { csv: 'externalRef;recipientKey;peso\u0007\nPED-1;ana;2\n' });
      const lines = (header.error as unknown as { quoted: { lines: string[] } }).quoted.lines;
      expect(lines[0]).toMatch(/^Coluna desconhecida: peso<U\+0007>\. /);
    } finally {
      await f.close();
    }
  });
});
