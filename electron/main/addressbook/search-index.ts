// Keeps an entry's FTS row in step with its table row. The FTS table is contentless (the table
// row holds the data), so an entry is re-indexed by deleting its old rowid and inserting anew.
// The index holds rowids only (detail=none, migration 7): search asks whole words and prefixes,
// never a phrase or a column, and a doclist without the positions of each word is a third of the
// size, so intersecting two of them (a keystroke's terms) reads a third of the bytes. A book
// written before migration 7 keeps its old index (positions, spec.legacyFts), written beside the
// new one, until the background fill has indexed every row anew (search-fill.ts).
// The row keeps its indexed words too (search_text): search checks a one- or two-letter term
// there on the few rows the other terms found, instead of intersecting that term's doclist
// (every row of a big book) in FTS5.
import type { Db } from '../platform';
import type { KindSpec } from './kinds';
import { FTS_COLUMNS, searchText, type FtsDocument } from './search-text';
import { searchKey } from './search-keys';
import { rememberWords } from './search-words';

/** rid values must stay below this for never-used keys to stay inside their partition's span. */
const MAX_RID = 2 ** 40;

/** Recency in whole seconds: the later of the server's lastUsedAt and this desk's last use. */
export function recencySeconds(serverUsedAt: number | null, localUsedAt: number | null): number | null {
  const latest = Math.max(serverUsedAt ?? -1, localUsedAt ?? -1);
  return latest < 0 ? null : Math.floor(latest / 1000);
}

/**
 * The FTS tables of `spec` that exist, per database: the index, and the old one while a book
 * written before migration 7 is being indexed anew. Only a migration or the open of a book
 * (forgetIndexTables) creates or drops them.
 */
const tablesOf = new WeakMap<Db, Map<string, readonly string[]>>();

export function indexTables(db: Db, spec: KindSpec): readonly string[] {
  let known = tablesOf.get(db);
  if (!known) tablesOf.set(db, (known = new Map()));
  let tables = known.get(spec.kind);
  if (!tables) {
    tables = [spec.fts, spec.legacyFts].filter(
      (name) => db.get("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?", name) !== undefined,
    );
    known.set(spec.kind, tables);
  }
  return tables;
}

/** After creating or dropping an FTS table of `db`. */
export const forgetIndexTables = (db: Db): void => void tablesOf.delete(db);

export function unindexEntry(db: Db, spec: KindSpec, key: number | null): void {
  if (key === null) return;
  for (const table of indexTables(db, spec)) db.run(`DELETE FROM ${table} WHERE rowid = ?`, key);
}

/** The insert of an FTS row, per table (built once: a sync inserts one per record). */
const ftsInserts = new Map<string, string>();

/** Writes `fts` under `key` into one FTS table. */
export function writeFts(db: Db, table: string, key: number, fts: FtsDocument): void {
  let sql = ftsInserts.get(table);
  if (sql === undefined) {
    sql = `INSERT INTO ${table} (rowid, ${FTS_COLUMNS.join(', ')}) VALUES (?, ${FTS_COLUMNS.map(() => '?').join(', ')})`;
    ftsInserts.set(table, sql);
  }
  // The columns in FTS_COLUMNS order.
  db.run(sql, key, fts.name, fts.person, fts.company, fts.document, fts.phone, fts.email, fts.city, fts.zip);
}

/** The key for a row: its rid inside the partition's span, or by time of use (first free slot). */
export function chooseKey(db: Db, spec: KindSpec, partitionId: number, rid: number, recency: number | null): number {
  if (rid >= MAX_RID) throw new RangeError('address book row ids exhausted');
  let key = searchKey(partitionId, rid, recency);
  // A never-used key is the rid itself inside the partition's span: unique by construction.
  // Keys by time of use can collide (same second, same slot): take the next free one.
  for (let attempt = 1; recency !== null && keyTaken(db, spec, key, rid); attempt++) {
    key = searchKey(partitionId, rid, recency, attempt);
  }
  return key;
}

/**
 * Whether another row holds `key`. A function of its own, not a closure made in chooseKey: a
 * sync chooses ~100,000 keys, and under tsx each closure made is also named (esbuild's keepNames).
 */
const keyTaken = (db: Db, spec: KindSpec, key: number, rid: number): boolean =>
  db.get(`SELECT 1 FROM ${spec.table} WHERE search_key = ? AND rid != ?`, key, rid) !== undefined;

/**
 * searchText: false, the caller wrote the row's search_text (a new row carries it from its
 * insert), or the column does not exist yet (before migration 5); text: that search_text, when
 * the caller has it. words: false, no vocabulary yet (before migration 6, see search-words.ts).
 */
export interface IndexOptions {
  searchText?: boolean;
  text?: string;
  words?: boolean;
}

export function insertFts(db: Db, spec: KindSpec, key: number, fts: FtsDocument, options: IndexOptions = {}): void {
  let text = options.text;
  if (options.searchText !== false) {
    text ??= searchText(fts);
    db.run(`UPDATE ${spec.table} SET search_text = ? WHERE search_key = ?`, text, key);
  }
  if (options.words !== false) rememberWords(db, fts, text === undefined ? {} : { text });
  for (const table of indexTables(db, spec)) writeFts(db, table, key, fts);
}

/** (Re)indexes an existing row under the key its recency calls for; returns the key. */
export function indexEntry(
  db: Db,
  spec: KindSpec,
  row: { rid: number; partitionId: number; oldKey: number | null; recency: number | null },
  fts: FtsDocument,
  options: IndexOptions = {},
): number {
  unindexEntry(db, spec, row.oldKey);
  const key = chooseKey(db, spec, row.partitionId, row.rid, row.recency);
  db.run(`UPDATE ${spec.table} SET search_key = ?, recency = ? WHERE rid = ?`, key, row.recency, row.rid);
  insertFts(db, spec, key, fts, options);
  return key;
}
