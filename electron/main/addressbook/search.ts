// Reads of one partition: pages in list order, one entry, and search as the operator types.
//
// Search order: entries used recently (server lastUsedAt or this desk) first, newest use
// first; then the rest by relevance, newest first among equals. One FTS scan in rowid order
// (see search-keys.ts) gives the recent tier and counts the rest up to RANK_CAP + 1; relevance
// is computed only when the rest has at most RANK_CAP matches. Past that the query is a letter
// or two, relevance is noise, and such broad queries list newest first. A scan stopped at the
// `limit`-th match comes first: when those are all recently used, they are the answer.
//
// Relevance is how many of the typed terms begin a word of the entry's name (nameHits), read
// from the rows' name_key. It replaced FTS5's bm25(), whose IDF counts every row of the index
// holding each term, in all lojas, at every keystroke: a trailing "c" or "9" made that a walk of
// a million doclist entries at 1,000,000 recipients (30-400 ms, measured), for scores that only
// told a name hit from an e-mail hit.
//
// Between keystrokes, while the book is unchanged, the reader keeps the last keystroke's matches
// when it read them all (narrowed in memory at the next one, search-refine.ts) and the entries it
// showed; a term of four letters or more is asked as the whole words it begins (search-words.ts).
import type { AddressBookEntry } from '../../shared/addressbook';
import type { Db } from '../platform';
import { entryColumns, entryJoin, outboxIdOfKey, toEntry, type EntryRow } from './entries';
import type { KindSpec } from './kinds';
import { partitionKeyRange } from './search-keys';
import { KnownMatchesCache, type Candidate } from './search-refine';
import { searchFilled, searchRebuilt } from './search-fill';
import { wholeWords } from './search-words';
import { ftsMatch, ftsQuery, nameHits, queryTerms } from './search-text';

export const RANK_CAP = 1000;
/** At most this many rows found by the longer terms are checked for the short ones (see matches). */
const CHECK_CAP = 1000;
const CHECK_BATCH = 500;
/** At most this many FTS queries are known to match many rows (see AddressBookReader.many). */
const MANY_CAP = 1000;
/** At most this many built entries are kept between keystrokes (a few screens of them). */
const SHOWN_CAP = 200;

export class AddressBookReader {
  /** The last keystroke's matches, when all of them were read (see search-refine.ts). */
  private readonly known = new KnownMatchesCache();
  /**
   * FTS queries known to match more than CHECK_CAP rows while the book is unchanged: the longer
   * terms of "sandra r" are those of "sandra", typed just before, and asking them again only to
   * count past CHECK_CAP (see matches) was a tenth of such a keystroke.
   */
  private many: { kind: string; version: string; matches: Set<string> } = {
    kind: '',
    version: '',
    matches: new Set(),
  };
  /** Entries shown since the book last changed (see entriesOf). */
  private shown: { kind: string; version: string; entries: Map<number, AddressBookEntry> } = {
    kind: '',
    version: '',
    entries: new Map(),
  };

  constructor(
    private readonly db: Db,
    readonly partitionId: number,
  ) {}

  private listOrder(spec: KindSpec): string {
    return spec.kind === 'sender' ? 't.is_default DESC, t.recency DESC, t.name_key' : 't.recency DESC, t.name_key';
  }

  count(spec: KindSpec): number {
    return (
      this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${spec.table} WHERE partition_id = ?`, this.partitionId)
        ?.n ?? 0
    );
  }

  page(spec: KindSpec, page: number, pageSize: number): AddressBookEntry[] {
    const rows = this.db.all<EntryRow>(
      `SELECT ${entryColumns(spec)} FROM ${entryJoin(spec)} WHERE t.partition_id = ?
       ORDER BY ${this.listOrder(spec)} LIMIT ? OFFSET ?`,
      this.partitionId,
      pageSize,
      (page - 1) * pageSize,
    );
    return rows.map((row) => toEntry(spec, row));
  }

  get(spec: KindSpec, key: string): AddressBookEntry | null {
    const outboxId = outboxIdOfKey(key);
    // After a pending entry reached the server, its local key still finds it (the screen that
    // created it may ask again).
    const row = this.db.get<EntryRow>(
      `SELECT ${entryColumns(spec)} FROM ${entryJoin(spec)}
       WHERE t.partition_id = ? AND ${outboxId === null ? 't.server_id = ?' : 't.outbox_id = ?'}`,
      this.partitionId,
      outboxId ?? key,
    );
    return row ? toEntry(spec, row) : null;
  }

  search(spec: KindSpec, q: string, limit: number): AddressBookEntry[] {
    if (ftsQuery(q) === null) return this.page(spec, 1, limit);
    const keys = this.keysOrNone(spec, q, limit);
    if (keys.length === 0) return [];
    const entries = this.entriesOf(spec, keys);
    // The default sender is what a desk ships from most: keep it on top when it matches.
    return spec.kind === 'sender' ? entries.sort((a, b) => Number(isDefault(b)) - Number(isDefault(a))) : entries;
  }

  /**
   * The entries of `keys`, in that order. The rows the last keystrokes showed are kept, built,
   * while the book is unchanged: the next keystroke mostly shows them again, and reading and
   * building 20 entries is most of a keystroke whose matches are narrowed in memory.
   */
  private entriesOf(spec: KindSpec, keys: readonly number[]): AddressBookEntry[] {
    const version = this.bookVersion();
    if (this.shown.kind !== spec.kind || this.shown.version !== version || this.shown.entries.size > SHOWN_CAP) {
      this.shown = { kind: spec.kind, version, entries: new Map() };
    }
    const known = this.shown.entries;
    const missing = keys.filter((key) => !known.has(key));
    if (missing.length > 0) {
      const rows = this.db.all<EntryRow & { search_key: number }>(
        `SELECT t.search_key, ${entryColumns(spec)} FROM ${entryJoin(spec)} WHERE ${ROWS_OF_KEYS}`,
        ...this.rowsOfKeys(missing),
      );
      for (const row of rows) known.set(row.search_key, toEntry(spec, row));
    }
    return keys.flatMap((key) => {
      const entry = known.get(key);
      return entry ? [entry] : [];
    });
  }

  /** Keystrokes must never fail a search: a query SQLite refuses falls back, then finds nothing. */
  private keysOrNone(spec: KindSpec, q: string, limit: number): number[] {
    try {
      return this.matchingKeys(spec, queryTerms(q), limit);
    } catch {
      // The fallback's terms are not those the next keystroke will narrow: keep no matches of it.
      try {
        return this.matchingKeys(spec, queryTerms(q, { latinOnly: true }), limit);
      } catch {
        return [];
      } finally {
        this.known.forget();
      }
    }
  }

  /** FTS rowids (search keys) of the best `limit` matches, best first. */
  private matchingKeys(spec: KindSpec, terms: readonly string[], limit: number): number[] {
    if (terms.length === 0) return [];
    const version = this.bookVersion();
    const { recentLow } = partitionKeyRange(this.partitionId);
    const known = this.known.matches(spec.kind, terms, version);
    if (known) return this.ranked(known, terms, limit);
    const first = this.recentFirst(spec, terms, limit);
    if (first?.length === limit && first.every((key) => key >= recentLow)) return first;
    const count = limit + RANK_CAP + 1;
    const scanned = first && first.length < limit ? first : this.matches(spec, terms, count, version);
    if (scanned.length < count) {
      // Every match is here (fewer than limit or count): read them once, narrowed at the next keystroke.
      const all = this.candidates(spec, scanned);
      if (all) {
        this.known.remember(spec.kind, terms, version, all);
        return this.ranked(all, terms, limit);
      }
    }
    const recent = scanned.filter((key) => key >= recentLow).slice(0, limit);
    const wanted = limit - recent.length;
    if (wanted <= 0) return recent;
    const rest = scanned.filter((key) => key < recentLow);
    // Nothing to rank (none or one), or too many to rank per keystroke: newest first.
    if (rest.length <= 1 || rest.length > RANK_CAP) return [...recent, ...rest.slice(0, wanted)];
    return [...recent, ...this.byRelevance(spec, rest, terms).slice(0, wanted)];
  }

  /** The same order as matchingKeys, from every match (newest first) with its name. */
  private ranked(all: readonly Candidate[], terms: readonly string[], limit: number): number[] {
    const { recentLow } = partitionKeyRange(this.partitionId);
    const recent = all.filter((row) => row.key >= recentLow).slice(0, limit);
    const wanted = limit - recent.length;
    if (wanted <= 0) return recent.map((row) => row.key);
    let rest = all.filter((row) => row.key < recentLow);
    if (rest.length > 1 && rest.length <= RANK_CAP) {
      const hits = new Map(rest.map((row) => [row, nameHits(terms, row.nameKey)]));
      // Array sort is stable: equal relevance keeps the newest-first order.
      rest = [...rest].sort((a, b) => hits.get(b)! - hits.get(a)!);
    }
    return [...recent, ...rest.slice(0, wanted)].map((row) => row.key);
  }

  /** The parameters of ROWS_OF_KEYS for `keys`: the rids of the never-used ones, the partition's low key, the rest. */
  private rowsOfKeys(keys: readonly number[]): [string, number, string] {
    const { low, recentLow } = partitionKeyRange(this.partitionId);
    const rids: number[] = [];
    const recent: number[] = [];
    for (const key of keys) (key < recentLow ? rids : recent).push(key < recentLow ? key - low : key);
    return [JSON.stringify(rids), low, JSON.stringify(recent)];
  }

  /** The rows of `keys`, in that order, with their words; null when a row has none yet. */
  private candidates(spec: KindSpec, keys: readonly number[]): Candidate[] | null {
    const rows = this.db.all<{ search_key: number; name_key: string; search_text: string | null }>(
      `SELECT t.search_key, t.name_key, t.search_text FROM ${spec.table} t WHERE ${ROWS_OF_KEYS}`,
      ...this.rowsOfKeys(keys),
    );
    const byKey = new Map(rows.map((row) => [row.search_key, row]));
    const all: Candidate[] = [];
    for (const key of keys) {
      const row = byKey.get(key);
      if (!row || row.search_text === null) return null;
      all.push({ key, nameKey: row.name_key, text: row.search_text });
    }
    return all;
  }

  /**
   * Changes whenever the book may have: a write of this connection (total_changes) or a commit
   * of another (data_version). Known matches are trusted only under the version they were read.
   */
  private bookVersion(): string {
    const row = this.db.get<{ changes: number; version: number }>(
      'SELECT total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS version',
    );
    return `${row?.changes}:${row?.version}`;
  }

  /**
   * The first `limit` matches, newest first, asked of FTS5 (no row read), when the partition has
   * `limit` recently used entries; else null. When those are all recently used they are what the
   * screen shows, however many others match, and FTS5 stopped at the last of them: counting every
   * match up to limit + RANK_CAP + 1 walked the whole intersection of the terms' doclists when
   * fewer matched, then read every row of those (5-10 ms of a keystroke at 1,000,000 recipients).
   * Until the background fill is done every term is a prefix, as in matches.
   */
  private recentFirst(spec: KindSpec, terms: readonly string[], limit: number): number[] | null {
    const { recentLow, high } = partitionKeyRange(this.partitionId);
    const used = this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${spec.table} WHERE search_key >= ? AND search_key < ? LIMIT ?)`,
      recentLow,
      high,
      limit,
    );
    if ((used?.n ?? 0) < limit) return null;
    const match = searchFilled(this.db) ? this.ftsMatch(terms) : ftsMatch(terms);
    return match === null ? [] : this.scan(spec, match, limit);
  }

  /**
   * The first `count` keys, newest first, of the rows where every term begins a word. A short
   * term beside a longer one ("sonia vieira c", "352.533.0") is checked on the rows the longer
   * terms find, when they find few: FTS5 would seek that short term's doclist, which holds
   * nearly every row of a big book, once per candidate (40-80 ms at 1,000,000 recipients).
   */
  private matches(spec: KindSpec, terms: readonly string[], count: number, version: string): number[] {
    // Until the background fill is done, rows may lack their words: every term is a prefix.
    if (!searchFilled(this.db)) return this.scan(spec, ftsMatch(terms), count);
    const isShort = (term: string) => term.length <= 2;
    const short = terms.filter(isShort);
    const long = terms.filter((term) => !isShort(term));
    if (this.many.kind !== spec.kind || this.many.version !== version) {
      this.many = { kind: spec.kind, version, matches: new Set() };
    }
    if (short.length > 0 && long.length > 0) {
      const match = this.ftsMatch(long);
      if (match === null) return [];
      if (!this.many.matches.has(match)) {
        const found = this.scan(spec, match, CHECK_CAP + 1);
        if (found.length <= CHECK_CAP) return this.withWords(spec, found, short, count);
        if (this.many.matches.size < MANY_CAP) this.many.matches.add(match);
      }
    }
    const match = this.ftsMatch(terms);
    if (match === null) return [];
    const found = this.scan(spec, match, count);
    if (found.length > CHECK_CAP && this.many.matches.size < MANY_CAP) this.many.matches.add(match);
    return found;
  }

  /**
   * The FTS5 query for `terms`: the whole words a term begins when the vocabulary knows them
   * (search-words.ts), else the term as a prefix. null: a term begins no word, nothing matches.
   */
  private ftsMatch(terms: readonly string[]): string | null {
    const parts: string[] = [];
    for (const term of terms) {
      const words = wholeWords(this.db, term);
      if (words === null) parts.push(`"${term}"*`);
      else if (words.length === 0) return null;
      else parts.push(words.length === 1 ? `"${words[0]}"` : `(${words.map((word) => `"${word}"`).join(' OR ')})`);
    }
    return parts.join(' AND ');
  }

  private scan(spec: KindSpec, match: string, count: number): number[] {
    const { low, high } = partitionKeyRange(this.partitionId);
    // A book written before migration 7 is read in its old index until its rows are all in the new.
    const fts = searchRebuilt(this.db, spec) ? spec.fts : spec.legacyFts;
    // One row of JSON, not a row (a JS object) per key: for the ~1,000 keys of a keystroke whose
    // matches are counted that was a fifth of the scan. Sorted again here: an aggregate promises
    // no order, and asking it one (ORDER BY in the aggregate) cost as much as the rows.
    const row = this.db.get<{ keys: string }>(
      `SELECT json_group_array(rowid) AS keys FROM (
         SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? AND rowid >= ? AND rowid < ? ORDER BY rowid DESC LIMIT ?)`,
      match,
      low,
      high,
      count,
    );
    return (JSON.parse(row?.keys ?? '[]') as number[]).sort((a, b) => b - a);
  }

  /** The first `count` of `keys` (kept in their order) whose row has a word beginning with each term. */
  private withWords(spec: KindSpec, keys: readonly number[], terms: readonly string[], count: number): number[] {
    const words = terms.map((term) => ` ${term.toLowerCase()}`);
    const sql = `SELECT t.search_key FROM ${spec.table} t WHERE ${ROWS_OF_KEYS}
      ${words.map(() => 'AND instr(t.search_text, ?) > 0').join(' ')}`;
    const kept: number[] = [];
    for (let at = 0; at < keys.length && kept.length < count; at += CHECK_BATCH) {
      const batch = keys.slice(at, at + CHECK_BATCH);
      const found = new Set(
        this.db.all<{ search_key: number }>(sql, ...this.rowsOfKeys(batch), ...words).map((row) => row.search_key),
      );
      for (const key of batch) if (found.has(key) && kept.length < count) kept.push(key);
    }
    return kept;
  }

  /** Keys (newest first) ordered by relevance, newest first among equals. */
  private byRelevance(spec: KindSpec, keys: readonly number[], terms: readonly string[]): number[] {
    const rows = this.db.all<{ search_key: number; name_key: string }>(
      `SELECT t.search_key, t.name_key FROM ${spec.table} t WHERE ${ROWS_OF_KEYS}`,
      ...this.rowsOfKeys(keys),
    );
    const hits = new Map(rows.map((row) => [row.search_key, nameHits(terms, row.name_key)]));
    // Array sort is stable: equal relevance keeps the scan's newest-first order.
    return [...keys].sort((a, b) => (hits.get(b) ?? 0) - (hits.get(a) ?? 0));
  }
}

/**
 * The rows (table alias t) whose search keys rowsOfKeys was given. A never-used row's key is its
 * rid inside the partition's span (search-keys.ts), so it is read by rowid: one b-tree instead of
 * the search_key index and then the table, for the ~1,000 rows of a keystroke whose matches are
 * all read, at 1,000,000 recipients mostly pages not in memory. The key is checked as well: a
 * row used since the FTS scan has another key and is not the row asked for.
 */
const ROWS_OF_KEYS = `((t.rid IN (SELECT value FROM json_each(?)) AND t.search_key = t.rid + ?)
  OR t.search_key IN (SELECT value FROM json_each(?)))`;

const isDefault = (entry: AddressBookEntry): boolean => entry.kind === 'sender' && entry.isDefault;
