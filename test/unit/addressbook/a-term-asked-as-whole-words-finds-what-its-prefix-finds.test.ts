// A typed term of four letters or more is asked of FTS5 as the whole words it begins (the book's
// vocabulary, search-words.ts). It must find exactly the rows the prefix finds, also for words
// next to characters JS and SQLite's tokenizer may cut differently (ª, ø, ß, a ligature, a
// private-use character, a lone combining mark), and while the vocabulary of an upgraded book is
// still being filled.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { partitionKeyRange } from '../../../electron/main/addressbook/search-keys';
import { ftsQuery } from '../../../electron/main/addressbook/search-text';
import { wholeWords } from '../../../electron/main/addressbook/search-words';
import { brazilianRecipients, recipient } from './support/brazilian-records';
import { LOJA, localBook, type LocalBook } from './support/local-book';

const ODD = [
  'Mª Aparecida Quintela',
  'Bjørn Quintanilha',
  'Straße Quintão',
  'Quiﬁlda Lopes',
  'Quintino\uE000Luz',
  'Quinx\u0301ara Dias',
  'Quintessa Zoë',
];

let local: LocalBook;
beforeAll(async () => {
  local = await localBook();
  local.load({ recipients: brazilianRecipients(400, { lojaId: LOJA, seed: 13 }) });
  local.load({ recipients: ODD.map((name, i) => recipient(LOJA, 500 + i, { name, email: `q${i}@exemplo.com.br` })) });
});
afterAll(() => local.close());

/** The rows the FTS5 prefix query finds, by server id. */
function byPrefix(q: string): string[] {
  const { low, high } = partitionKeyRange(local.book.partitionId);
  return local.service.db
    .all<{ server_id: string }>(
      `SELECT r.server_id FROM recipient_search f JOIN recipients r ON r.search_key = f.rowid
       WHERE recipient_search MATCH ? AND f.rowid >= ? AND f.rowid < ?`,
      ftsQuery(q)!,
      low,
      high,
    )
    .map((row) => row.server_id)
    .sort();
}

const found = (q: string) =>
  local.book
    .search('recipient', q, 500)
    .entries.map((entry) => entry.serverId!)
    .sort();

const QUERIES = [
  'quin',
  'quint',
  'quinte',
  'quintel',
  'quintela',
  'quinta',
  'quintan',
  'quintino',
  'quinx',
  'quinxara',
  'quifi',
  'quif',
  'quil',
  'apare',
  'aparecida',
  'stra',
  'strasse',
  'bjor',
  'bjorn',
  'luzz',
  'maria',
  'mari',
  'silv',
  'silva quin',
  'quintessa',
  'zoe',
  'lopes quif',
  'joao',
  'exemplo',
];

it('finds with whole words exactly the rows the prefix finds', () => {
  for (const q of QUERIES) expect(found(q), q).toEqual(byPrefix(q));
  // The fast path is taken where it is sure, and not next to an odd character.
  expect(wholeWords(local.service.db, 'silv')).toEqual(['silva']);
  expect(wholeWords(local.service.db, 'quintino')).toBeNull();
  expect(wholeWords(local.service.db, 'zzzz')).toEqual([]);
});

it('writes again a word whose first writing was rolled back', () => {
  const cut = () =>
    local.service.db.tx(() => {
      local.load({ recipients: [recipient(LOJA, 900, { name: 'Xandrina Tavares' })] });
      throw new Error('cut');
    });
  expect(cut).toThrow('cut');
  local.load({ recipients: [recipient(LOJA, 901, { name: 'Xandrina Pires' })] });
  expect(found('xandr')).toHaveLength(1);
  expect(found('xandr')).toEqual(byPrefix('xandr'));
});

it('finds the same rows while an upgraded book fills its vocabulary, and after', async () => {
  const before = QUERIES.map(found);
  // As written by version 5: no word known yet, every row left to fill.
  local.service.db.exec(`DELETE FROM search_words;
    INSERT INTO search_fill (kind, after_rid, last_rid) SELECT 'recipient', 0, MAX(rid) FROM recipients`);
  expect(QUERIES.map(found)).toEqual(before);
  local.service.searchFill.start();
  let turns = 0;
  while (local.service.db.get('SELECT 1 FROM search_fill') !== undefined) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(QUERIES.map(found)).toEqual(before);
    turns++;
  }
  expect(turns).toBeGreaterThan(0);
  expect(wholeWords(local.service.db, 'silv')).toEqual(['silva']);
  expect(QUERIES.map(found)).toEqual(before);
});
