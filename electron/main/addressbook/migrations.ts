// The address book's numbered migrations (run by platform/db, tracked in PRAGMA user_version). A
// migration never changes once released: a desk may open a database written by any earlier
// version, and tests replay version 1 verbatim.
import { latestVersion, type Db, type Migration } from '../platform';
import { RECIPIENTS, SENDERS } from './kinds';
import { dropReplacedIndexes } from './search-fill';
import { forgetIndexTables, indexEntry, recencySeconds } from './search-index';

/** Version 1, the first released schema. Frozen: tests build old databases from this text. */
export const MIGRATION_1_SQL = `
CREATE TABLE partitions (
  id INTEGER PRIMARY KEY,
  base_url TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  UNIQUE (base_url, tenant_id)
);
CREATE TABLE senders (
  rid INTEGER PRIMARY KEY,
  partition_id INTEGER NOT NULL REFERENCES partitions (id),
  server_id TEXT,
  outbox_id INTEGER,
  name_key TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT,
  seen_gen INTEGER NOT NULL DEFAULT 0,
  first_seen_at INTEGER,
  data TEXT NOT NULL
);
CREATE UNIQUE INDEX senders_by_server_id ON senders (partition_id, server_id);
CREATE INDEX senders_by_list_order ON senders (partition_id, is_default DESC, name_key);
CREATE TABLE recipients (
  rid INTEGER PRIMARY KEY,
  partition_id INTEGER NOT NULL REFERENCES partitions (id),
  server_id TEXT,
  outbox_id INTEGER,
  name_key TEXT NOT NULL,
  last_used_at TEXT,
  updated_at TEXT,
  seen_gen INTEGER NOT NULL DEFAULT 0,
  first_seen_at INTEGER,
  data TEXT NOT NULL
);
CREATE UNIQUE INDEX recipients_by_server_id ON recipients (partition_id, server_id);
CREATE INDEX recipients_by_list_order ON recipients (partition_id, last_used_at DESC, name_key);
CREATE TABLE sync_state (
  partition_id INTEGER NOT NULL REFERENCES partitions (id),
  kind TEXT NOT NULL,
  generation INTEGER NOT NULL DEFAULT 0,
  complete_generation INTEGER NOT NULL DEFAULT 0,
  last_sync_at TEXT,
  PRIMARY KEY (partition_id, kind)
);
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  partition_id INTEGER NOT NULL REFERENCES partitions (id),
  kind TEXT NOT NULL CHECK (kind IN ('sender', 'recipient')),
  body TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('queued', 'sending', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  last_error TEXT
);
`;

/**
 * Version 2: full-text search ranked by recent use, and the outbox learns "outcome unknown"
 * and "needs attention" (with the server's messages) instead of a bare "failed".
 */
const MIGRATION_2_SQL = `
ALTER TABLE senders ADD COLUMN local_used_at INTEGER;
ALTER TABLE senders ADD COLUMN recency INTEGER;
ALTER TABLE senders ADD COLUMN search_key INTEGER;
CREATE UNIQUE INDEX senders_by_search_key ON senders (search_key);
DROP INDEX senders_by_list_order;
CREATE INDEX senders_by_list_order ON senders (partition_id, is_default DESC, recency DESC, name_key);
ALTER TABLE recipients ADD COLUMN local_used_at INTEGER;
ALTER TABLE recipients ADD COLUMN recency INTEGER;
ALTER TABLE recipients ADD COLUMN search_key INTEGER;
CREATE UNIQUE INDEX recipients_by_search_key ON recipients (search_key);
DROP INDEX recipients_by_list_order;
CREATE INDEX recipients_by_list_order ON recipients (partition_id, recency DESC, name_key);
CREATE INDEX recipients_by_outbox_id ON recipients (outbox_id) WHERE outbox_id IS NOT NULL;
CREATE INDEX senders_by_outbox_id ON senders (outbox_id) WHERE outbox_id IS NOT NULL;
CREATE VIRTUAL TABLE sender_fts USING fts5 (
  name, person, company, document, phone, email, city, zip,
  content = '', contentless_delete = 1, tokenize = "unicode61 remove_diacritics 2", prefix = '1 2 3'
);
CREATE VIRTUAL TABLE recipient_fts USING fts5 (
  name, person, company, document, phone, email, city, zip,
  content = '', contentless_delete = 1, tokenize = "unicode61 remove_diacritics 2", prefix = '1 2 3'
);
CREATE TABLE outbox_v2 (
  id INTEGER PRIMARY KEY,
  partition_id INTEGER NOT NULL REFERENCES partitions (id),
  kind TEXT NOT NULL CHECK (kind IN ('sender', 'recipient')),
  body TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('queued', 'sending', 'unknown', 'needs-attention')),
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  first_sent_at INTEGER,
  error_kind TEXT,
  messages TEXT NOT NULL DEFAULT '[]'
);
INSERT INTO outbox_v2 (id, partition_id, kind, body, state, attempts, created_at, error_kind, messages)
  SELECT id, partition_id, kind, body,
         CASE state WHEN 'failed' THEN 'needs-attention' ELSE state END,
         attempts, created_at,
         CASE state WHEN 'failed' THEN 'rejected' END,
         CASE WHEN last_error IS NULL THEN '[]' ELSE json_array(last_error) END
  FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_v2 RENAME TO outbox;
CREATE INDEX outbox_in_order ON outbox (partition_id, id);
`;

/**
 * Version 3: outbox ids are never used twice. A synced record keeps the outbox id it came from
 * (its `local-N` key still finds it), so a new item that reused a freed id would show an old,
 * synced record where the operator's new pending one belongs. AUTOINCREMENT never reuses an id;
 * its counter starts above every id any row has seen.
 */
const MIGRATION_3_SQL = `
CREATE TABLE outbox_v3 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  partition_id INTEGER NOT NULL REFERENCES partitions (id),
  kind TEXT NOT NULL CHECK (kind IN ('sender', 'recipient')),
  body TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('queued', 'sending', 'unknown', 'needs-attention')),
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  first_sent_at INTEGER,
  error_kind TEXT,
  messages TEXT NOT NULL DEFAULT '[]'
);
INSERT INTO outbox_v3 (id, partition_id, kind, body, state, attempts, created_at, first_sent_at, error_kind, messages)
  SELECT id, partition_id, kind, body, state, attempts, created_at, first_sent_at, error_kind, messages FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_v3 RENAME TO outbox;
CREATE INDEX outbox_in_order ON outbox (partition_id, id);
DELETE FROM sqlite_sequence WHERE name IN ('outbox', 'outbox_v3');
INSERT INTO sqlite_sequence (name, seq) SELECT 'outbox', COALESCE(MAX(m), 0) FROM (
  SELECT MAX(id) AS m FROM outbox
  UNION ALL SELECT MAX(outbox_id) FROM senders
  UNION ALL SELECT MAX(outbox_id) FROM recipients
);
`;

/**
 * Version 4: a pull of a big loja's list survives a restart, a lost network or a loja switch. The
 * pass under way keeps its checkpoint here: the server's total and page size when it began, the
 * pages already written and the local rows they listed (bit sets), saved with the records in the
 * same transaction, so a resumed pass asks only for the pages it has not written.
 */
const MIGRATION_4_SQL = `
CREATE TABLE sync_pass (
  partition_id INTEGER NOT NULL REFERENCES partitions (id),
  kind TEXT NOT NULL,
  generation INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  page_size INTEGER,
  total INTEGER,
  pages_done BLOB NOT NULL,
  seen BLOB NOT NULL,
  PRIMARY KEY (partition_id, kind)
);
`;

/**
 * Version 5: each row keeps its indexed words (search_text, see search-index.ts), so a search
 * checks a one- or two-letter term on the rows its other terms found instead of intersecting
 * that term's doclist, which holds nearly every row of a big book. The rows already written get
 * theirs in the background (search_fill, see search-fill.ts).
 */
const MIGRATION_5_SQL = `
ALTER TABLE senders ADD COLUMN search_text TEXT;
ALTER TABLE recipients ADD COLUMN search_text TEXT;
${fillFrom('CREATE TABLE')}
`;

/**
 * Version 6: the index's vocabulary (search-words.ts), filled for the rows already written in the
 * background as well. (A book may have been filled by version 5 of an earlier build, without
 * search_fill.)
 */
const MIGRATION_6_SQL = `
CREATE TABLE search_words (word TEXT PRIMARY KEY, odd INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID;
${fillFrom('CREATE TABLE IF NOT EXISTS')}
`;

/**
 * Version 7: the search index keeps rowids only (detail=none, see search-index.ts): search asks
 * no phrase and no column, and at 1,000,000 recipients a doclist without positions is a third of
 * the bytes a keystroke intersects. The rows already written are indexed anew in the background
 * (search_rebuild, search-fill.ts); a kind with no rows drops its old index at once.
 */
const MIGRATION_7_SQL = `
CREATE VIRTUAL TABLE sender_search USING fts5 (
  name, person, company, document, phone, email, city, zip,
  content = '', contentless_delete = 1, detail = none, tokenize = "unicode61 remove_diacritics 2", prefix = '1 2 3'
);
CREATE VIRTUAL TABLE recipient_search USING fts5 (
  name, person, company, document, phone, email, city, zip,
  content = '', contentless_delete = 1, detail = none, tokenize = "unicode61 remove_diacritics 2", prefix = '1 2 3'
);
CREATE TABLE search_rebuild (kind TEXT PRIMARY KEY, after_rid INTEGER NOT NULL, last_rid INTEGER NOT NULL);
INSERT INTO search_rebuild (kind, after_rid, last_rid) SELECT 'sender', 0, MAX(rid) FROM senders HAVING COUNT(*) > 0;
INSERT INTO search_rebuild (kind, after_rid, last_rid) SELECT 'recipient', 0, MAX(rid) FROM recipients HAVING COUNT(*) > 0;
`;

/** The rows of each kind written so far, noted for the background fill. */
function fillFrom(create: string): string {
  return `${create} search_fill (kind TEXT PRIMARY KEY, after_rid INTEGER NOT NULL, last_rid INTEGER NOT NULL);
INSERT OR IGNORE INTO search_fill (kind, after_rid, last_rid) SELECT 'sender', 0, MAX(rid) FROM senders HAVING COUNT(*) > 0;
INSERT OR IGNORE INTO search_fill (kind, after_rid, last_rid) SELECT 'recipient', 0, MAX(rid) FROM recipients HAVING COUNT(*) > 0;`;
}

/** Version 1 rows carry no search data: index every one of them. */
function indexExistingRows(db: Db): void {
  for (const spec of [SENDERS, RECIPIENTS]) {
    const rows = db.all<{ rid: number; partition_id: number; server_id: string | null; data: string }>(
      `SELECT rid, partition_id, server_id, data FROM ${spec.table}`,
    );
    for (const row of rows) {
      const data: unknown = JSON.parse(row.data);
      const facts = row.server_id === null ? spec.fromBody(data) : spec.fromRecord(data);
      const recency = recencySeconds(facts.serverUsedAt, null);
      // search_text and the vocabulary come with versions 5 and 6, filled in the background.
      indexEntry(db, spec, { rid: row.rid, partitionId: row.partition_id, oldKey: null, recency }, facts.fts, {
        searchText: false,
        words: false,
      });
    }
  }
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'first schema', up: (db) => db.exec(MIGRATION_1_SQL) },
  {
    version: 2,
    name: 'full-text search and careful sending',
    up: (db) => {
      db.exec(MIGRATION_2_SQL);
      indexExistingRows(db);
    },
  },
  { version: 3, name: 'outbox ids never reused', up: (db) => db.exec(MIGRATION_3_SQL) },
  { version: 4, name: 'a pull resumes where it stopped', up: (db) => db.exec(MIGRATION_4_SQL) },
  { version: 5, name: 'rows keep their indexed words', up: (db) => db.exec(MIGRATION_5_SQL) },
  { version: 6, name: 'the index vocabulary', up: (db) => db.exec(MIGRATION_6_SQL) },
  {
    version: 7,
    name: 'an index of rowids only',
    up: (db) => {
      db.exec(MIGRATION_7_SQL);
      forgetIndexTables(db);
      dropReplacedIndexes(db);
    },
  },
];

export const SCHEMA_VERSION = latestVersion(MIGRATIONS);
