// Fills what search keeps of the rows written before it kept it: their words (search_text,
// version 5) and the vocabulary (version 6, search-words.ts). A migration only notes which rows
// are left (search_fill: each kind's rids up to last_rid; rows written since keep theirs as they
// are written), and the work runs here without holding the desk: a batch of rows per turn of the
// event loop, at most FILL_SLICE_MS of work a turn, so a keystroke or a sync page waits at most
// that long. Filling them in the migration held the desk's start 138 s at 1,000,000 recipients.
// Until the fill is done search asks FTS5 for every term as a prefix (searchFilled), which finds
// the same rows, slower; a restart resumes at the last batch written.
//
// The same way, the rows of a book written before migration 7 are indexed anew into the index of
// rowids only (search_rebuild, see search-index.ts), from their records as when they are written;
// search reads the old index (spec.legacyFts) until a kind's rows are all in the new one, and the
// desk drops the old index the next time it opens the book (dropReplacedIndexes).
import type { Db } from '../platform';
import { RECIPIENTS, SENDERS, type KindSpec } from './kinds';
import { forgetIndexTables, indexTables, writeFts } from './search-index';
import { searchText } from './search-text';
import { rememberWords } from './search-words';

const FILL_ROWS = 100;
const FILL_SLICE_MS = 10;

/** Whether every row keeps its words and they are in the vocabulary. */
export const searchFilled = (db: Db): boolean => db.get('SELECT 1 FROM search_fill LIMIT 1') === undefined;

/**
 * One turn of a background walk over a kind's rows: `work` (search_fill, search_rebuild) holds, per
 * kind, the rid reached and the last rid to reach. The next `rows` rows of its first kind go to
 * `each` in one transaction, and a kind whose rows are all done leaves it. Answers whether any were left.
 */
function walkRows<Row extends { rid: number }>(
  db: Db,
  work: 'search_fill' | 'search_rebuild',
  rows: number,
  columns: string,
  each: (spec: KindSpec, row: Row) => void,
): boolean {
  return db.tx(() => {
    const left = db.get<{ kind: string; after_rid: number; last_rid: number }>(
      `SELECT kind, after_rid, last_rid FROM ${work} ORDER BY kind LIMIT 1`,
    );
    if (!left) return false;
    const spec = left.kind === 'sender' ? SENDERS : RECIPIENTS;
    const batch = db.all<Row>(
      `SELECT ${columns} FROM ${spec.table} WHERE rid > ? AND rid <= ? ORDER BY rid LIMIT ?`,
      left.after_rid,
      left.last_rid,
      rows,
    );
    for (const row of batch) each(spec, row);
    if (batch.length < rows) db.run(`DELETE FROM ${work} WHERE kind = ?`, left.kind);
    else db.run(`UPDATE ${work} SET after_rid = ? WHERE kind = ?`, batch.at(-1)!.rid, left.kind);
    return true;
  });
}

/**
 * Fills the next `rows` rows left, in one transaction; answers whether any were left. The words
 * come from the row's record, as when it is written (search_text lost the characters that tell an
 * odd word, see search-words.ts).
 */
export function fillSearch(db: Db, rows: number): boolean {
  type Row = { rid: number; server_id: string | null; data: string; filled: number };
  const columns = 'rid, server_id, data, search_text IS NOT NULL AS filled';
  return walkRows<Row>(db, 'search_fill', rows, columns, (spec, row) => {
    const data: unknown = JSON.parse(row.data);
    const { fts } = row.server_id === null ? spec.fromBody(data) : spec.fromRecord(data);
    if (!row.filled) db.run(`UPDATE ${spec.table} SET search_text = ? WHERE rid = ?`, searchText(fts), row.rid);
    rememberWords(db, fts, { trusted: false });
  });
}

/** Whether every row of `spec` is in its index (spec.fts); until then search reads spec.legacyFts. */
export const searchRebuilt = (db: Db, spec: KindSpec): boolean =>
  db.get('SELECT 1 FROM search_rebuild WHERE kind = ?', spec.kind) === undefined;

/** Indexes the next `rows` rows left anew, in one transaction; answers whether any were left. */
export function rebuildSearch(db: Db, rows: number): boolean {
  type Row = { rid: number; search_key: number | null; server_id: string | null; data: string };
  return walkRows<Row>(db, 'search_rebuild', rows, 'rid, search_key, server_id, data', (spec, row) => {
    if (row.search_key === null) return;
    const data: unknown = JSON.parse(row.data);
    const { fts } = row.server_id === null ? spec.fromBody(data) : spec.fromRecord(data);
    // A row written since the migration is in the new index already: written once.
    db.run(`DELETE FROM ${spec.fts} WHERE rowid = ?`, row.search_key);
    writeFts(db, spec.fts, row.search_key, fts);
  });
}

/**
 * Drops the old index of each kind whose rows are all in the new one (at a migration, and when the
 * desk opens the book: no other connection writes then, and each connection learns which indexes
 * exist once, see indexTables). A million recipients' old index is ~440 MB of pages the file reuses.
 */
export function dropReplacedIndexes(db: Db): void {
  for (const spec of [SENDERS, RECIPIENTS]) {
    if (indexTables(db, spec).includes(spec.legacyFts) && searchRebuilt(db, spec)) {
      db.exec(`DROP TABLE ${spec.legacyFts}`);
      forgetIndexTables(db);
    }
  }
}

export class SearchFill {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Db) {}

  start(): void {
    if (this.timer === null) this.schedule();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Fills every row left now (a test, a bench, or a desk that wants it done before it searches). */
  runToEnd(): void {
    while (fillSearch(this.db, FILL_ROWS * 10) || rebuildSearch(this.db, FILL_ROWS * 10));
  }

  private schedule(): void {
    this.timer = setTimeout(() => this.turn(), 0);
    // Work left for later must never keep the app (or a test run) alive.
    this.timer.unref();
  }

  private turn(): void {
    this.timer = null;
    if (!this.db.isOpen) return;
    const until = performance.now() + FILL_SLICE_MS;
    let left = true;
    while (left && performance.now() < until)
      left = fillSearch(this.db, FILL_ROWS) || rebuildSearch(this.db, FILL_ROWS);
    if (left) this.schedule();
  }
}
