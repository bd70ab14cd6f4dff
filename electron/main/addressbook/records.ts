// The rows of one partition: server records as the last sync saw them, and pending entries
// typed at this desk (server_id NULL) that wait in the outbox. Every change keeps the row's FTS
// entry in step (search-index.ts). Callers run these inside a transaction.
import type { Db } from '../platform';
import type { KindSpec, RowFacts } from './kinds';
import { chooseKey, indexEntry, insertFts, recencySeconds, unindexEntry } from './search-index';
import { searchText } from './search-text';

interface ExistingRow {
  rid: number;
  search_key: number | null;
  local_used_at: number | null;
  updated_at: string | null;
  data: string;
}

export type ApplyOutcome = 'new' | 'changed' | 'unchanged';

/** Rids for the new rows of one transaction (RecordStore.newRids). */
export interface NewRids {
  table: string;
  take(): number;
}

const updatedAtOf = (record: unknown): string | null => {
  const value = (record as { updatedAt?: unknown }).updatedAt;
  return typeof value === 'string' ? value : null;
};

const isOlder = (incoming: string | null, stored: string | null): boolean =>
  incoming !== null && stored !== null && Date.parse(incoming) < Date.parse(stored);

/** The statements a synced record runs, per table: built once, not per record (a sync writes ~100,000). */
const syncSql = new Map<string, { existing: string; update: string; nextRid: string; insert: string }>();

function syncSqlOf(spec: KindSpec) {
  let sql = syncSql.get(spec.table);
  if (!sql) {
    const extra = spec.kind === 'sender' ? 'is_default' : 'last_used_at';
    sql = {
      existing: `SELECT rid, search_key, local_used_at, updated_at, data FROM ${spec.table} WHERE partition_id = ? AND server_id = ?`,
      update: `UPDATE ${spec.table} SET name_key = ?, ${extra} = ?, updated_at = ?, seen_gen = MAX(seen_gen, ?), data = ? WHERE rid = ?`,
      nextRid: `SELECT COALESCE(MAX(rid), 0) + 1 AS rid FROM ${spec.table}`,
      insert: `INSERT INTO ${spec.table} (rid, partition_id, server_id, name_key, ${extra}, updated_at, seen_gen, first_seen_at, data, recency, search_key, search_text)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    };
    syncSql.set(spec.table, sql);
  }
  return sql;
}

export class RecordStore {
  constructor(
    private readonly db: Db,
    readonly partitionId: number,
    private readonly now: () => number,
  ) {}

  private existing(spec: KindSpec, serverId: string): ExistingRow | undefined {
    return this.db.get<ExistingRow>(syncSqlOf(spec).existing, this.partitionId, serverId);
  }

  /** The columns only one of the tables has. */
  private extra(spec: KindSpec, facts: RowFacts, record: unknown): { column: string; value: string | number | null } {
    if (spec.kind === 'sender') return { column: 'is_default', value: facts.isDefault ? 1 : 0 };
    const lastUsedAt = (record as { lastUsedAt?: string | null } | null)?.lastUsedAt ?? null;
    return { column: 'last_used_at', value: lastUsedAt };
  }

  /** Saves a server record seen by sync generation `generation` (0 outside a sync). */
  applyServerRecord(spec: KindSpec, record: { id: string }, generation: number): ApplyOutcome {
    return this.applySynced(spec, record, generation).outcome;
  }

  /**
   * The rids of the new rows of one transaction, handed out in order from the table's next: the
   * transaction holds the file's write lock, so no other row can take one meanwhile, and a batch of
   * new records asks the table once instead of once a record. Valid only inside that transaction.
   */
  newRids(spec: KindSpec): NewRids {
    let next = this.db.get<{ rid: number }>(syncSqlOf(spec).nextRid)?.rid ?? 1;
    return { table: spec.table, take: () => next++ };
  }

  /**
   * Saves a server record and answers its row. Only what changed is written: a record whose
   * updatedAt and fields are those stored, or older than them (a page read before our own send),
   * costs one read and no write (the pass remembers it saw the row, see sync-state.ts).
   * `rids`: where a new row's rid comes from (newRids, this transaction's), else the table is asked.
   */
  applySynced(
    spec: KindSpec,
    record: { id: string },
    generation: number,
    rids?: NewRids,
  ): { outcome: ApplyOutcome; rid: number } {
    const data = JSON.stringify(record);
    const found = this.existing(spec, record.id);
    if (found && (found.data === data || isOlder(updatedAtOf(record), found.updated_at))) {
      return { outcome: 'unchanged', rid: found.rid };
    }
    const facts = spec.fromRecord(record);
    const extra = this.extra(spec, facts, record);
    const sql = syncSqlOf(spec);
    let rid: number;
    if (found) {
      rid = found.rid;
      this.db.run(sql.update, facts.nameKey, extra.value, updatedAtOf(record), generation, data, rid);
      const recency = recencySeconds(facts.serverUsedAt, found.local_used_at);
      indexEntry(this.db, spec, { rid, partitionId: this.partitionId, oldKey: found.search_key, recency }, facts.fts);
    } else {
      // New rows (every row of a first sync) get their rid and key up front: one write, not two.
      rid = rids?.table === spec.table ? rids.take() : (this.db.get<{ rid: number }>(sql.nextRid)?.rid ?? 1);
      const recency = recencySeconds(facts.serverUsedAt, null);
      const key = chooseKey(this.db, spec, this.partitionId, rid, recency);
      const text = searchText(facts.fts);
      // The row carries its indexed words from its insert: one write of the row, not two.
      this.db.run(
        sql.insert,
        rid,
        this.partitionId,
        record.id,
        facts.nameKey,
        extra.value,
        updatedAtOf(record),
        generation,
        this.now(),
        data,
        recency,
        key,
        text,
      );
      insertFts(this.db, spec, key, facts.fts, { searchText: false, text });
    }
    if (spec.kind === 'sender' && facts.isDefault) this.clearOtherDefaults(rid);
    return { outcome: found ? 'changed' : 'new', rid };
  }

  /** The server keeps one default sender per loja; mirror that before the next sync says so. */
  private clearOtherDefaults(rid: number): void {
    this.db.run(
      `UPDATE senders SET is_default = 0 WHERE partition_id = ? AND rid != ? AND is_default = 1`,
      this.partitionId,
      rid,
    );
  }

  /** A body typed at this desk, shown at once (as recently used, so it tops the lists). */
  insertPending(spec: KindSpec, outboxId: number, body: unknown): number {
    const facts = spec.fromBody(body);
    const now = this.now();
    const extra = spec.kind === 'sender' ? { column: 'is_default', value: 0 } : { column: 'last_used_at', value: null };
    const rid = this.db.insert(
      `INSERT INTO ${spec.table} (partition_id, outbox_id, name_key, ${extra.column}, local_used_at, data)
       VALUES (?, ?, ?, ?, ?, ?)`,
      this.partitionId,
      outboxId,
      facts.nameKey,
      extra.value,
      now,
      JSON.stringify(body),
    );
    indexEntry(
      this.db,
      spec,
      { rid, partitionId: this.partitionId, oldKey: null, recency: recencySeconds(null, now) },
      facts.fts,
    );
    return rid;
  }

  private pendingRow(spec: KindSpec, outboxId: number): ExistingRow | undefined {
    return this.db.get<ExistingRow>(
      `SELECT rid, search_key, local_used_at, updated_at, data FROM ${spec.table}
       WHERE partition_id = ? AND outbox_id = ? AND server_id IS NULL`,
      this.partitionId,
      outboxId,
    );
  }

  /** The operator corrected a refused body. */
  replacePendingBody(spec: KindSpec, outboxId: number, body: unknown): void {
    const row = this.pendingRow(spec, outboxId);
    if (!row) return;
    const facts = spec.fromBody(body);
    this.db.run(
      `UPDATE ${spec.table} SET name_key = ?, data = ? WHERE rid = ?`,
      facts.nameKey,
      JSON.stringify(body),
      row.rid,
    );
    const recency = recencySeconds(null, row.local_used_at);
    indexEntry(
      this.db,
      spec,
      { rid: row.rid, partitionId: this.partitionId, oldKey: row.search_key, recency },
      facts.fts,
    );
  }

  /**
   * The server has the outbox item's record. When a sync already brought that record in, the
   * pending row gives way to it (and hands over its local use); otherwise it becomes that row.
   */
  resolvePending(spec: KindSpec, outboxId: number, record: { id: string }): void {
    const pending = this.pendingRow(spec, outboxId);
    const synced = this.existing(spec, record.id);
    if (pending && synced) {
      unindexEntry(this.db, spec, pending.search_key);
      this.db.run(`DELETE FROM ${spec.table} WHERE rid = ?`, pending.rid);
    } else if (pending) {
      this.db.run(
        `UPDATE ${spec.table} SET server_id = ?, first_seen_at = ? WHERE rid = ?`,
        record.id,
        this.now(),
        pending.rid,
      );
    }
    this.applyServerRecord(spec, record, 0);
    this.db.run(
      `UPDATE ${spec.table} SET outbox_id = ? WHERE partition_id = ? AND server_id = ?`,
      outboxId,
      this.partitionId,
      record.id,
    );
    const localUse = pending?.local_used_at ?? null;
    if (localUse !== null) {
      this.db.run(
        `UPDATE ${spec.table} SET local_used_at = MAX(COALESCE(local_used_at, 0), ?) WHERE partition_id = ? AND server_id = ?`,
        localUse,
        this.partitionId,
        record.id,
      );
      this.reindexRecency(spec, record.id);
    }
  }

  private reindexRecency(spec: KindSpec, serverId: string): void {
    const row = this.existing(spec, serverId);
    if (!row) return;
    const facts = spec.fromRecord(JSON.parse(row.data));
    const recency = recencySeconds(facts.serverUsedAt, row.local_used_at);
    indexEntry(
      this.db,
      spec,
      { rid: row.rid, partitionId: this.partitionId, oldKey: row.search_key, recency },
      facts.fts,
    );
  }

  removePending(spec: KindSpec, outboxId: number): void {
    const row = this.pendingRow(spec, outboxId);
    if (!row) return;
    unindexEntry(this.db, spec, row.search_key);
    this.db.run(`DELETE FROM ${spec.table} WHERE rid = ?`, row.rid);
  }

  /** The row of a server record, or null. */
  ridOf(spec: KindSpec, serverId: string): number | null {
    return this.existing(spec, serverId)?.rid ?? null;
  }

  /**
   * The rids of the server rows of this partition the pass did not see, in the order of the
   * server-id index. Only the index is read (it holds each row's rid): a pass sees nearly every
   * row, and reading each row of the table to test it (its JSON and search text, ~1 KB a row, in
   * server-id order, so a page of the table a row) cost ~0.4 s a scan at 100,000 recipients; the
   * few unseen rows are read after.
   */
  private unseenRids(spec: KindSpec, seen: { has(rid: number): boolean }): number[] {
    const rids: number[] = [];
    const rows = this.db
      .prepare(`SELECT rid FROM ${spec.table} WHERE partition_id = ? AND server_id IS NOT NULL`)
      .iterate(this.partitionId) as Iterable<{ rid: number }>;
    for (const row of rows) if (!seen.has(row.rid)) rids.push(row.rid);
    return rids;
  }

  /**
   * The server rows a pass did not see (and that were there before it started): the index read
   * row by row, the data of the few unseen only.
   */
  unseen(
    spec: KindSpec,
    seen: { has(rid: number): boolean },
    passStartedAt: number,
  ): Array<{ serverId: string; data: string }> {
    const unseen: Array<{ serverId: string; data: string }> = [];
    for (const rid of this.unseenRids(spec, seen)) {
      const row = this.db.get<{ server_id: string; data: string }>(
        `SELECT server_id, data FROM ${spec.table} WHERE rid = ? AND COALESCE(first_seen_at, 0) < ?`,
        rid,
        passStartedAt,
      );
      if (row) unseen.push({ serverId: row.server_id, data: row.data });
    }
    return unseen;
  }

  /**
   * After a pass that saw every record the server counts: server records it did not see are
   * gone from the server. A record that arrived after the pass started (our own outbox send,
   * resolved meanwhile) is kept.
   */
  deleteUnseen(spec: KindSpec, seen: { has(rid: number): boolean }, passStartedAt: number): number {
    // Read row by row (a million-record book is not held in memory at once); the few gone are
    // deleted after the read.
    let deleted = 0;
    for (const rid of this.unseenRids(spec, seen)) {
      const row = this.db.get<{ search_key: number | null }>(
        `SELECT search_key FROM ${spec.table} WHERE rid = ? AND COALESCE(first_seen_at, 0) < ?`,
        rid,
        passStartedAt,
      );
      if (!row) continue;
      unindexEntry(this.db, spec, row.search_key);
      deleted += this.db.run(`DELETE FROM ${spec.table} WHERE rid = ?`, rid);
    }
    return deleted;
  }

  /** The operator picked this entry: it ranks first from now on. Returns false if unknown. */
  markUsed(spec: KindSpec, where: { serverId: string } | { outboxId: number }): boolean {
    const row = this.db.get<ExistingRow & { server_id: string | null }>(
      `SELECT rid, search_key, local_used_at, updated_at, data, server_id FROM ${spec.table}
       WHERE partition_id = ? AND ${'serverId' in where ? 'server_id = ?' : 'outbox_id = ?'}`,
      this.partitionId,
      'serverId' in where ? where.serverId : where.outboxId,
    );
    if (!row) return false;
    const now = this.now();
    this.db.run(`UPDATE ${spec.table} SET local_used_at = ? WHERE rid = ?`, now, row.rid);
    const data: unknown = JSON.parse(row.data);
    const facts = row.server_id === null ? spec.fromBody(data) : spec.fromRecord(data);
    const recency = recencySeconds(facts.serverUsedAt, now);
    indexEntry(
      this.db,
      spec,
      { rid: row.rid, partitionId: this.partitionId, oldKey: row.search_key, recency },
      facts.fts,
    );
    return true;
  }
}
