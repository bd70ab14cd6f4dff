// <dataDir>/desk.db: this desk's journal of shipments, presets, rate rules, batches and the
// audit log, every row scoped by (server identity, loja). WAL; commits are NORMAL (they survive
// a killed process) except the few that guard money, which the callers make durable (FULL).
// Versioned with PRAGMA user_version: a newer file is refused and left untouched.
import { join } from 'node:path';
import { openDatabase, type Db, type Migration } from '../platform';

export type { Db, Param } from '../platform';

export const DESK_DB_FILE = 'desk.db';

const V1 = `
CREATE TABLE journal (
  shipment_id TEXT PRIMARY KEY,
  server TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  external_ref TEXT,
  external_ref_fold TEXT,
  quote_id TEXT,
  carrier_id TEXT,
  service_level_id TEXT,
  carrier_name TEXT,
  service_name TEXT,
  quoted_price_cents INTEGER,
  price_cents INTEGER,
  recipient_name TEXT,
  recipient_city TEXT,
  recipient_state TEXT,
  tracking_code TEXT,
  tracking_fold TEXT,
  label_id TEXT,
  transaction_id TEXT,
  dace TEXT,
  status TEXT NOT NULL CHECK (status IN ('created', 'bought', 'failed')),
  source TEXT NOT NULL CHECK (source IN ('manual', 'one-key', 'batch')),
  created_at INTEGER NOT NULL,
  bought_at INTEGER,
  updated_at INTEGER NOT NULL
);
CREATE INDEX journal_ref ON journal (server, tenant_id, external_ref_fold);
CREATE INDEX journal_tracking ON journal (server, tenant_id, tracking_fold);
CREATE INDEX journal_bought ON journal (server, tenant_id, bought_at);
CREATE INDEX journal_created ON journal (server, tenant_id, created_at);
CREATE INDEX journal_label ON journal (label_id);

CREATE TABLE presets (
  id TEXT PRIMARY KEY,
  server TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  name_fold TEXT NOT NULL,
  data TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (server, tenant_id, name_fold)
);

CREATE TABLE rules (
  server TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  rule TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (server, tenant_id)
);

CREATE TABLE audit (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('charge', 'print', 'reprint')),
  outcome TEXT NOT NULL,
  server TEXT NOT NULL,
  tenant_id TEXT,
  operator TEXT,
  workstation TEXT NOT NULL,
  shipment_id TEXT,
  external_ref TEXT,
  tracking_code TEXT,
  label_id TEXT,
  price_cents INTEGER,
  transaction_id TEXT,
  job_id TEXT,
  printer TEXT,
  document_kind TEXT,
  detail TEXT,
  dedupe TEXT NOT NULL UNIQUE
);
CREATE INDEX audit_at ON audit (server, tenant_id, at);
-- Append-only: what was charged and printed is never rewritten, not even by this app.
CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TRIGGER audit_no_delete BEFORE DELETE ON audit BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;

CREATE TABLE batches (
  id TEXT PRIMARY KEY,
  server TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  file_name TEXT,
  rule TEXT NOT NULL,
  sender TEXT NOT NULL,
  state TEXT NOT NULL,
  concurrency INTEGER NOT NULL,
  total INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX batches_scope ON batches (server, tenant_id, created_at);

CREATE TABLE batch_rows (
  batch_id TEXT NOT NULL REFERENCES batches (id) ON DELETE CASCADE,
  idx INTEGER NOT NULL,
  line INTEGER NOT NULL,
  external_ref TEXT,
  recipient_name TEXT,
  recipient_city TEXT,
  invalid INTEGER NOT NULL,
  plan TEXT,
  messages TEXT NOT NULL,
  state TEXT NOT NULL,
  option TEXT,
  create_started_at INTEGER,
  shipment_id TEXT,
  label_id TEXT,
  tracking_code TEXT,
  transaction_id TEXT,
  price_cents INTEGER,
  label_job_id TEXT,
  dace_job_id TEXT,
  dace_error TEXT,
  error TEXT,
  may_be_charged INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (batch_id, idx)
);
`;

// Proof of weight (issue 18): the weight each shipment was created with, where it came from (the
// scale with its device and the frame's time, typed, a preset, a batch file) and the dimensions.
// The journal keeps it per shipment; each charge in the audit log copies it, since the audit is
// the record a weight dispute with the carrier is answered from (and it is never rewritten).
const WEIGHT_COLUMNS = `weight_grams INTEGER, weight_source TEXT, scale_device TEXT, scale_device_id TEXT, scale_read_at INTEGER, dimensions TEXT`;
const V2 = ['journal', 'audit']
  .flatMap((table) => WEIGHT_COLUMNS.split(', ').map((column) => `ALTER TABLE ${table} ADD COLUMN ${column};`))
  .join('\n');

const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'first schema', up: (db) => db.exec(V1) },
  { version: 2, name: 'proof of weight', up: (db) => db.exec(V2) },
  // Start-up reconciliation looks up each unprinted charge's prints by label.
  { version: 3, name: 'audit by label', up: (db) => db.exec('CREATE INDEX audit_label ON audit (label_id)') },
  // A purchase about to be sent (before its emit POST leaves), the audit's witness of a purchase
  // whose answer never came: start-up reconciles a lost workflow.db from it (see AuditStore).
  {
    version: 4,
    name: 'purchase intents',
    up: (db) =>
      db.exec(`CREATE TABLE purchase_intents (
  shipment_id TEXT NOT NULL,
  server TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (server, shipment_id)
);
CREATE INDEX purchase_intents_at ON purchase_intents (server, at);`),
  },
];

export function openDeskDb(dataDir: string): Db {
  return openDatabase(join(dataDir, DESK_DB_FILE), { synchronous: 'NORMAL', migrations: MIGRATIONS });
}
