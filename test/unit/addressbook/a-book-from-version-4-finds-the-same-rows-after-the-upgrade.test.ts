// A book written before rows kept their indexed words (schema version 4) opens at once (its
// migrations only note the rows to fill), searches with the same rows while they are filled in
// the background (search-fill.ts), and after: a short term beside a longer one ("maria s",
// "352.533.0") is then checked on the rows' words. Its index (word positions, before version 7)
// answers until every row is in the index of rowids, and is dropped when the book opens next.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../../electron/main/addressbook/service';
import { brazilianRecipients, recipient } from './support/brazilian-records';
import { LOJA, localBook, type LocalBook } from './support/local-book';

let local: LocalBook | undefined;
afterAll(() => local?.close());

it('fills the words of every row after it opens and answers with the same rows meanwhile and after', async () => {
  local = await localBook();
  const records = [...brazilianRecipients(1500, { lojaId: LOJA, seed: 9 })];
  local.load({ recipients: records });
  const someone = records[700]!;
  const [first, last] = someone.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(' ');
  const queries = [
    `${first} ${last!.slice(0, 1)}`,
    `${first} ${last!.slice(0, 2)}`,
    formatCpf(someone.cpfCnpj!).slice(0, 9),
  ];
  queries.push(`${someone.address!.city.split(' ')[0]} ${someone.name.slice(0, 1)}`, 'maria s', 'jose c');
  const shown = (q: string) => local!.book.search('recipient', q, 20).entries.map((entry) => entry.serverId);
  const before = queries.map(shown);
  expect(before.some((ids) => ids.length > 1)).toBe(true);

  // Back to version 4: the index of version 2, no search_text column, no vocabulary (version 6).
  await local.service.close();
  const raw = new DatabaseSync(join(local.dir.path, DATABASE_FILE));
  const version2Index = (kind: string) => `CREATE VIRTUAL TABLE ${kind}_fts USING fts5 (
    name, person, company, document, phone, email, city, zip,
    content = '', contentless_delete = 1, tokenize = "unicode61 remove_diacritics 2", prefix = '1 2 3');`;
  raw.exec(`${version2Index('sender')} ${version2Index('recipient')}
    INSERT INTO recipient_fts (rowid, name) SELECT search_key, search_text FROM recipients;
    DROP TABLE recipient_search; DROP TABLE sender_search; DROP TABLE search_rebuild;
    ALTER TABLE recipients DROP COLUMN search_text; ALTER TABLE senders DROP COLUMN search_text;
    DROP TABLE search_words; DROP TABLE search_fill; PRAGMA user_version = 4;`);
  raw.close();
  const tables = () =>
    local!.service.db
      .all<{ name: string }>("SELECT name FROM sqlite_schema WHERE name IN ('recipient_fts', 'recipient_search')")
      .map((row) => row.name)
      .sort();

  local.reopen();
  expect(tables()).toEqual(['recipient_fts', 'recipient_search']);
  const missing = () =>
    local!.service.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM recipients WHERE search_text IS NULL')?.n;
  expect(missing()).toBe(records.length);
  expect(queries.map(shown)).toEqual(before);
  local.service.searchFill.runToEnd();
  expect(missing()).toBe(0);
  expect(local.service.db.get('SELECT 1 FROM search_rebuild')).toBeUndefined();
  expect(queries.map(shown)).toEqual(before);
  // Written while both indexes are there: written to both, found in the new one.
  local.load({ recipients: [recipient(LOJA, 7001, { name: 'Quiteria Upgrade Nova' })] });
  expect(shown('quiteria upg')).toHaveLength(1);

  local.reopen();
  expect(tables()).toEqual(['recipient_search']);
  expect(queries.map(shown)).toEqual(before);
  expect(shown('quiteria upg')).toHaveLength(1);
});
