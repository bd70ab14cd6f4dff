// Reads of one partition: pages in list order, one entry, and search as the operator types.
//
// Search order: entries used recently (server lastUsedAt or this desk) first, newest use
// first; then the rest by relevance, newest first among equals. One FTS scan in rowid order
// (see search-keys.ts) gives the recent tier and counts the rest up to RANK_CAP + 1; relevance
// is computed only when the rest has at most RANK_CAP matches. Past that the query is a letter
// or two, relevance is noise, and such broad queries list newest first.
//
// Relevance is how many of the typed terms begin a word of the entry's name (nameHits), read
// from the rows' name_key. It replaced FTS5's bm25(), whose IDF counts every row of the index
// holding each term, in all lojas, at every keystroke: a trailing "c" or "9" made that a walk of
// a million doclist entries at 1,000,000 recipients (30-400 ms, measured), for scores that only
// told a name hit from an e-mail hit.
import type { AddressBookEntry } from '../../shared/addressbook';
import type { Db } from '../platform';
import { entryColumns, entryJoin, outboxIdOfKey, toEntry, type EntryRow } from './entries';
import type { KindSpec } from './kinds';
import { partitionKeyRange } from './search-keys';
import { ftsQuery, nameHits, queryTerms } from './search-text';

export const RANK_CAP = 1000;

export class AddressBookReader {
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
    const match = ftsQuery(q);
    if (match === null) return this.page(spec, 1, limit);
    const keys = this.keysOrNone(spec, match, q, limit);
    if (keys.length === 0) return [];
    const rows = this.db.all<EntryRow & { search_key: number }>(
      `SELECT t.search_key, ${entryColumns(spec)} FROM ${entryJoin(spec)}
       WHERE t.search_key IN (SELECT value FROM json_each(?))`,
      JSON.stringify(keys),
    );
    const byKey = new Map(rows.map((row) => [row.search_key, row]));
    const entries = keys.flatMap((key) => {
      const row = byKey.get(key);
      return row ? [toEntry(spec, row)] : [];
    });
    // The default sender is what a desk ships from most: keep it on top when it matches.
    return spec.kind === 'sender' ? entries.sort((a, b) => Number(isDefault(b)) - Number(isDefault(a))) : entries;
  }

  /** Keystrokes must never fail a search: a query SQLite refuses falls back, then finds nothing. */
  private keysOrNone(spec: KindSpec, match: string, q: string, limit: number): number[] {
    try {
      return this.matchingKeys(spec, match, queryTerms(q), limit);
    } catch {
      const latin = ftsQuery(q, { latinOnly: true });
      try {
        return latin === null ? [] : this.matchingKeys(spec, latin, queryTerms(q, { latinOnly: true }), limit);
      } catch {
        return [];
      }
    }
  }

  /** FTS rowids (search keys) of the best `limit` matches, best first. */
  private matchingKeys(spec: KindSpec, match: string, terms: readonly string[], limit: number): number[] {
    const { low, recentLow, high } = partitionKeyRange(this.partitionId);
    const scanned = this.db
      .all<{ rowid: number }>(
        `SELECT rowid FROM ${spec.fts} WHERE ${spec.fts} MATCH ? AND rowid >= ? AND rowid < ? ORDER BY rowid DESC LIMIT ?`,
        match,
        low,
        high,
        limit + RANK_CAP + 1,
      )
      .map((row) => row.rowid);
    const recent = scanned.filter((key) => key >= recentLow).slice(0, limit);
    const wanted = limit - recent.length;
    if (wanted <= 0) return recent;
    const rest = scanned.filter((key) => key < recentLow);
    // Nothing to rank (none or one), or too many to rank per keystroke: newest first.
    if (rest.length <= 1 || rest.length > RANK_CAP) return [...recent, ...rest.slice(0, wanted)];
    return [...recent, ...this.byRelevance(spec, rest, terms).slice(0, wanted)];
  }

  /** Keys (newest first) ordered by relevance, newest first among equals. */
  private byRelevance(spec: KindSpec, keys: readonly number[], terms: readonly string[]): number[] {
    const rows = this.db.all<{ search_key: number; name_key: string }>(
      `SELECT search_key, name_key FROM ${spec.table} WHERE search_key IN (SELECT value FROM json_each(?))`,
      JSON.stringify(keys),
    );
    const hits = new Map(rows.map((row) => [row.search_key, nameHits(terms, row.name_key)]));
    // Array sort is stable: equal relevance keeps the scan's newest-first order.
    return [...keys].sort((a, b) => (hits.get(b) ?? 0) - (hits.get(a) ?? 0));
  }
}

const isDefault = (entry: AddressBookEntry): boolean => entry.kind === 'sender' && entry.isDefault;
