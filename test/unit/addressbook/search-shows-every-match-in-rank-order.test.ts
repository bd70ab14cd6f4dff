// The rows search shows are exactly those an unhurried reader would pick: every entry whose
// indexed words begin with each typed term (the plain FTS match, read whole), recently used
// first by time of use, then, when at most RANK_CAP others match, the most name hits first,
// newest first among equals; past RANK_CAP, newest first. Checked on every keystroke of names,
// documents, phones, cities and e-mails of a book, so a faster path that drops, adds or
// misorders a row fails here.
import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RecipientResponse } from '../../../electron/shared/contract';
import { RANK_CAP } from '../../../electron/main/addressbook/search';
import { partitionKeyRange } from '../../../electron/main/addressbook/search-keys';
import { ftsQuery, nameHits, queryTerms } from '../../../electron/main/addressbook/search-text';
import { seeded } from '../../support/seeded';
import { brazilianRecipients } from './support/brazilian-records';
import { LOJA, localBook, type LocalBook } from './support/local-book';

const ROWS = 3000;
let local: LocalBook;
let records: RecipientResponse[];
let byKey: Map<number, { server_id: string; name_key: string }>;
beforeAll(async () => {
  local = await localBook();
  records = [...brazilianRecipients(ROWS, { lojaId: LOJA, seed: 5, usedShare: 0.2 })];
  local.load({ recipients: records });
  const rows = local.service.db.all<{ search_key: number; server_id: string; name_key: string }>(
    `SELECT search_key, server_id, name_key FROM recipients WHERE partition_id = ?`,
    local.book.partitionId,
  );
  byKey = new Map(rows.map((row) => [row.search_key, row]));
});
afterAll(() => local.close());

/** What search must answer, from the whole FTS match and the rows' own columns. */
function expected(q: string, limit: number): string[] {
  const { low, recentLow, high } = partitionKeyRange(local.book.partitionId);
  const all = local.service.db
    .all<{ rowid: number }>(
      `SELECT rowid FROM recipient_search WHERE recipient_search MATCH ? AND rowid >= ? AND rowid < ? ORDER BY rowid DESC`,
      ftsQuery(q)!,
      low,
      high,
    )
    .map((row) => row.rowid);
  const recent = all.filter((key) => key >= recentLow);
  const rest = all.filter((key) => key < recentLow);
  const terms = queryTerms(q);
  const hits = (key: number) => nameHits(terms, byKey.get(key)!.name_key);
  const ranked = rest.length > RANK_CAP ? rest : [...rest].sort((a, b) => hits(b) - hits(a) || b - a);
  return [...recent, ...ranked].slice(0, limit).map((key) => byKey.get(key)!.server_id);
}

const keystrokes = (text: string): string[] =>
  Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1)).filter((q) => /[\p{L}\p{N}]/u.test(q));

it('shows the same rows in the same order as the whole match ranked by the rule, at every keystroke', () => {
  const random = seeded(3);
  const pick = () => records[Math.floor(random() * records.length)]!;
  const typed: string[] = [];
  for (let i = 0; i < 12; i++) {
    const r = pick();
    const [first, last] = r.name.toLowerCase().split(' ');
    typed.push(
      ...keystrokes(`${first} ${last}`),
      ...keystrokes(r.name),
      ...keystrokes(formatCpf(r.cpfCnpj!.length === 11 ? r.cpfCnpj! : '52998224725')),
      ...keystrokes(r.phone.slice(-9)),
      ...keystrokes(r.address!.city),
      ...keystrokes(r.email!.split('@')[0]!),
    );
  }
  for (const q of ['a', 'm', 's', 'c', '9', '1', 'ma', 'sa', 'maria s', 'ana c', 'jo', 'sao', 'rio', '11', '55'])
    typed.push(q);
  let compared = 0;
  for (const q of new Set(typed)) {
    const shown = local.book.search('recipient', q, 20).entries.map((entry) => entry.serverId);
    expect(shown, JSON.stringify(q)).toEqual(expected(q, 20));
    compared++;
  }
  expect(compared).toBeGreaterThan(500);
}, 120_000);
