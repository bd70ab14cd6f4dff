// Reads of one partition: pages in list order, one entry, and search as the operator types.
//
// Search order: entries used recently (server lastUsedAt or this desk) first, newest use
// first; then the rest by bm25. One FTS scan in rowid order (see search-keys.ts) gives the
// recent tier and counts the rest up to RANK_CAP + 1; bm25 is computed only when the rest has
// at most RANK_CAP matches. Past that the query is a letter or two, the scores are noise, and
// ranking 50,000 matches costs 30+ ms a keystroke: such broad queries list newest first.
import type { AddressBookEntry } from '../../shared/addressbook';
import type { Db } from '../platform';
import { entryColumns, entryJoin, outboxIdOfKey, toEntry, type EntryRow } from './entries';
import type { KindSpec } from './kinds';
import { partitionKeyRange } from './search-keys';
import { BM25_WEIGHTS, ftsQuery } from './search-text';

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
      return this.matchingKeys(spec, match, limit);
    } catch {
      const latin = ftsQuery(q, { latinOnly: true });
      try {
        return latin === null ? [] : this.matchingKeys(spec, latin, limit);
      } catch {
        return [];
      }
    }
  }

  /** FTS rowids (search keys) of the best `limit` matches, best first. */
  private matchingKeys(spec: KindSpec, match: string, limit: number): number[] {
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
    const ranked = this.db.all<{ rowid: number }>(
      `SELECT rowid FROM ${spec.fts} WHERE ${spec.fts} MATCH ? AND rowid >= ? AND rowid < ?
       ORDER BY bm25(${spec.fts}, ${BM25_WEIGHTS.join(', ')}), rowid DESC LIMIT ?`,
      match,
      low,
      recentLow,
      wanted,
    );
    return [...recent, ...ranked.map((row) => row.rowid)];
  }
}

const isDefault = (entry: AddressBookEntry): boolean => entry.kind === 'sender' && entry.isDefault;
