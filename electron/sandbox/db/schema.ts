// The sandbox's tables. Times are integer milliseconds on the sandbox clock; money is integer
// cents. Objects the spec leaves open (quote input, shipment addresses, parcel, invoice) are
// kept as JSON next to the columns the server queries or compares.
export const SCHEMA_VERSION = 1;

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS accounts (
  id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL,
  salt TEXT NOT NULL, active INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS lojas (
  id TEXT PRIMARY KEY, account_id TEXT NOT NULL REFERENCES accounts(id), name TEXT NOT NULL,
  cnpj TEXT NOT NULL, position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS wallets (loja_id TEXT PRIMARY KEY REFERENCES lojas(id), balance_cents INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS wallet_transactions (
  id TEXT PRIMARY KEY, loja_id TEXT NOT NULL, shipment_id TEXT, amount_cents INTEGER NOT NULL,
  kind TEXT NOT NULL, created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY, account_id TEXT NOT NULL, refresh_hash TEXT NOT NULL,
  refresh_expires_at INTEGER NOT NULL, revoked_at INTEGER, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS refresh_tokens (hash TEXT PRIMARY KEY, session_id TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS access_tokens (
  hash TEXT PRIMARY KEY, session_id TEXT NOT NULL, expires_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS addresses (
  id TEXT PRIMARY KEY, loja_id TEXT NOT NULL, address_type TEXT NOT NULL, name TEXT NOT NULL,
  person_name TEXT NOT NULL, company TEXT, phone TEXT NOT NULL, email TEXT, street TEXT NOT NULL,
  number TEXT NOT NULL, complement TEXT, district TEXT NOT NULL, city TEXT NOT NULL,
  state TEXT NOT NULL, zip TEXT NOT NULL, cpf_cnpj TEXT, ie_number TEXT, country TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0, search TEXT NOT NULL, seq INTEGER NOT NULL,
  created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS addresses_by_loja ON addresses (loja_id, address_type, seq);
-- At most one default sender per store, whatever the interleaving of requests.
CREATE UNIQUE INDEX IF NOT EXISTS one_default_sender ON addresses (loja_id)
  WHERE address_type = 'SENDER' AND is_default = 1;

CREATE TABLE IF NOT EXISTS recipients (
  id TEXT PRIMARY KEY, loja_id TEXT NOT NULL, name TEXT NOT NULL, cpf_cnpj TEXT, phone TEXT NOT NULL,
  email TEXT, notes TEXT, address_id TEXT NOT NULL REFERENCES addresses(id), last_used_at INTEGER,
  search TEXT NOT NULL, seq INTEGER NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS recipients_by_loja ON recipients (loja_id, seq);
CREATE INDEX IF NOT EXISTS recipients_by_document ON recipients (loja_id, cpf_cnpj);
-- The list's order (recently used first, then by name): a page deep in a big loja's list walks
-- this index instead of sorting every recipient on each request (100,000: 1.7 s a page without it).
CREATE INDEX IF NOT EXISTS recipients_in_list_order
  ON recipients (loja_id, last_used_at IS NULL, last_used_at DESC, name COLLATE NOCASE, seq);

-- One row per simulation (what was asked), one row per option sold from it.
CREATE TABLE IF NOT EXISTS quote_requests (
  id TEXT PRIMARY KEY, loja_id TEXT NOT NULL, international INTEGER NOT NULL, facts_json TEXT NOT NULL,
  input_json TEXT NOT NULL, quoted_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS quotes (
  id TEXT PRIMARY KEY, request_id TEXT NOT NULL REFERENCES quote_requests(id), carrier_id TEXT NOT NULL,
  service_level_id TEXT NOT NULL, price_cents INTEGER NOT NULL, delivery_days_min INTEGER NOT NULL,
  delivery_days_max INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS shipments (
  id TEXT PRIMARY KEY, loja_id TEXT NOT NULL, quote_id TEXT NOT NULL, carrier_id TEXT NOT NULL,
  service_level_id TEXT NOT NULL, international INTEGER NOT NULL, status TEXT NOT NULL,
  price_cents INTEGER NOT NULL, external_ref TEXT, body_json TEXT NOT NULL,
  created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
);

-- One label per shipment: the unique shipment_id is what makes a second concurrent emit find
-- the first one's label instead of buying another.
CREATE TABLE IF NOT EXISTS labels (
  id TEXT PRIMARY KEY, shipment_id TEXT NOT NULL UNIQUE, loja_id TEXT NOT NULL,
  tracking_code TEXT NOT NULL UNIQUE, transaction_id TEXT NOT NULL, provider_job_id TEXT,
  subtotal_cents INTEGER NOT NULL, discount_cents INTEGER NOT NULL, price_cents INTEGER NOT NULL,
  coupon_code TEXT, payment_method TEXT NOT NULL, accepted_at INTEGER NOT NULL,
  ready_at INTEGER NOT NULL, pdf BLOB
);

-- Labels a "charge-again" personality replaced with a new purchase: still downloadable, as a
-- server without idempotency would keep both. And how each label was answered so far, which the
-- re-emit and PENDING personalities decide on (a restarted sandbox keeps answering the same).
CREATE TABLE IF NOT EXISTS superseded_labels (
  id TEXT PRIMARY KEY, shipment_id TEXT NOT NULL, loja_id TEXT NOT NULL,
  tracking_code TEXT NOT NULL, transaction_id TEXT NOT NULL, provider_job_id TEXT,
  subtotal_cents INTEGER NOT NULL, discount_cents INTEGER NOT NULL, price_cents INTEGER NOT NULL,
  coupon_code TEXT, payment_method TEXT NOT NULL, accepted_at INTEGER NOT NULL,
  ready_at INTEGER NOT NULL, pdf BLOB
);
CREATE TABLE IF NOT EXISTS label_answers (
  label_id TEXT PRIMARY KEY, ready_answers INTEGER NOT NULL DEFAULT 0,
  reposts_after_ready INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS fiscal_documents (
  shipment_id TEXT PRIMARY KEY, loja_id TEXT NOT NULL, chave TEXT NOT NULL UNIQUE,
  numero TEXT NOT NULL, serie TEXT NOT NULL, protocolo TEXT NOT NULL, issued_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS daces (
  id TEXT PRIMARY KEY, shipment_id TEXT NOT NULL, loja_id TEXT NOT NULL, tipo TEXT NOT NULL,
  seq INTEGER NOT NULL, generated_at INTEGER NOT NULL, file BLOB, zpl TEXT
);
CREATE INDEX IF NOT EXISTS daces_by_shipment ON daces (shipment_id, seq);
`;

/** Tables emptied by a reset, children first. */
export const TABLES = [
  'daces',
  'fiscal_documents',
  'label_answers',
  'superseded_labels',
  'labels',
  'shipments',
  'quotes',
  'quote_requests',
  'recipients',
  'addresses',
  'access_tokens',
  'refresh_tokens',
  'sessions',
  'wallet_transactions',
  'wallets',
  'lojas',
  'accounts',
  'meta',
] as const;
