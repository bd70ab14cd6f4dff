// workflow.db's shape: its table, its numbered migrations, and how a row reads back as an
// EmissionRecord. emission-store.ts holds what is written when (and how durably).
import type { EmitLabelDto, TipoDace } from '../../shared/contract';
import { ERROR_KINDS } from '../../shared/ipc';
import { saidSchema, type Said } from '../../shared/messages';
import { readStationError } from '../ipc';
import type { Migration } from '../platform';
import type { ContentType } from '../printing';
import type { EmissionRecord, EmissionState, LabelEvidence, QueuedBy } from './types';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS emissions (
  shipment_id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('emitting', 'pending', 'ready', 'queued', 'failed')),
  request TEXT NOT NULL,
  dace TEXT,
  queued_by TEXT NOT NULL DEFAULT 'workflow' CHECK (queued_by IN ('workflow', 'batch')),
  provider_job_id TEXT,
  label_id TEXT,
  tracking_code TEXT,
  transaction_id TEXT,
  price_cents INTEGER,
  charge_already_captured INTEGER,
  content_type TEXT,
  print_job_id TEXT,
  dace_job_id TEXT,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS emissions_unfinished ON emissions (tenant_id, state, created_at);
CREATE INDEX IF NOT EXISTS emissions_label ON emissions (label_id);
`;

/**
 * workflow.db's numbered migrations. Version 1 adopts every file written before the station
 * numbered its schemas (user_version 0): the table as it is today, and, for a file from before
 * batches bought through the workflow, the queued_by column (every emission of such a file was
 * the workflow's own). That one-time look at the columns is the only place a column is probed.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'the schema before numbered migrations',
    up: (db) => {
      db.exec(SCHEMA);
      const columns = db.all<{ name: string }>('PRAGMA table_info(emissions)');
      if (!columns.some((column) => column.name === 'queued_by'))
        db.exec(
          `ALTER TABLE emissions ADD COLUMN queued_by TEXT NOT NULL DEFAULT 'workflow' CHECK (queued_by IN ('workflow', 'batch'))`,
        );
    },
  },
  {
    version: 2,
    name: 'a purchase that may have been charged twice is flagged',
    up: (db) => db.exec('ALTER TABLE emissions ADD COLUMN possible_double_charge INTEGER NOT NULL DEFAULT 0'),
  },
  {
    version: 3,
    name: 'a label bought elsewhere waits for the operator before it prints',
    up: (db) =>
      db.exec(
        'ALTER TABLE emissions ADD COLUMN bought_elsewhere_at INTEGER; ALTER TABLE emissions ADD COLUMN print_anyway_at INTEGER',
      ),
  },
  {
    version: 4,
    name: 'an unsettled purchase: what the server shows of it, and what the operator decided',
    up: (db) =>
      db.exec(
        `ALTER TABLE emissions ADD COLUMN evidence TEXT CHECK (evidence IN ('tracking', 'dace'));
         ALTER TABLE emissions ADD COLUMN evidence_at INTEGER;
         ALTER TABLE emissions ADD COLUMN buy_again_at INTEGER;
         ALTER TABLE emissions ADD COLUMN acknowledged_at INTEGER;`,
      ),
  },
  {
    version: 5,
    name: 'a charge found in the audit log and lost here is recovered as this desk own purchase',
    up: (db) => db.exec('ALTER TABLE emissions ADD COLUMN recovered_at INTEGER'),
  },
  {
    version: 6,
    name: 'a queued label whose DACE, printed apart, is not yet in the print queue owes it',
    up: (db) =>
      db.exec(
        `ALTER TABLE emissions ADD COLUMN dace_owed INTEGER NOT NULL DEFAULT 0;
         CREATE INDEX emissions_dace_owed ON emissions (tenant_id, created_at) WHERE dace_owed = 1;`,
      ),
  },
  {
    version: 7,
    name: 'why the last print of an owed DACE failed, in the station words',
    up: (db) => db.exec('ALTER TABLE emissions ADD COLUMN dace_failure TEXT'),
  },
];

export interface Row {
  shipment_id: string;
  tenant_id: string;
  state: EmissionState;
  request: string;
  dace: TipoDace | null;
  queued_by: QueuedBy;
  provider_job_id: string | null;
  label_id: string | null;
  tracking_code: string | null;
  transaction_id: string | null;
  price_cents: number | null;
  charge_already_captured: number | null;
  possible_double_charge: number;
  bought_elsewhere_at: number | null;
  print_anyway_at: number | null;
  evidence: LabelEvidence | null;
  evidence_at: number | null;
  buy_again_at: number | null;
  acknowledged_at: number | null;
  recovered_at: number | null;
  content_type: ContentType | null;
  print_job_id: string | null;
  dace_job_id: string | null;
  dace_owed: number;
  dace_failure: string | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export function toRecord(row: Row): EmissionRecord {
  return {
    shipmentId: row.shipment_id,
    tenantId: row.tenant_id,
    state: row.state,
    request: JSON.parse(row.request) as EmitLabelDto,
    dace: row.dace,
    queuedBy: row.queued_by,
    providerJobId: row.provider_job_id,
    labelId: row.label_id,
    trackingCode: row.tracking_code,
    transactionId: row.transaction_id,
    priceCents: row.price_cents,
    chargeAlreadyCaptured: row.charge_already_captured === null ? null : row.charge_already_captured === 1,
    possibleDoubleCharge: row.possible_double_charge === 1,
    boughtElsewhereAt: row.bought_elsewhere_at === null ? null : new Date(row.bought_elsewhere_at).toISOString(),
    printAnywayAt: row.print_anyway_at === null ? null : new Date(row.print_anyway_at).toISOString(),
    evidence: row.evidence,
    evidenceAt: isoOrNull(row.evidence_at),
    buyAgainAt: isoOrNull(row.buy_again_at),
    acknowledgedAt: isoOrNull(row.acknowledged_at),
    recoveredAt: row.recovered_at === null ? null : new Date(row.recovered_at).toISOString(),
    contentType: row.content_type,
    printJobId: row.print_job_id,
    daceJobId: row.dace_job_id,
    daceOwed: row.dace_owed === 1,
    daceFailure: row.dace_owed === 1 ? storedSaid(row.dace_failure) : null,
    lastError: row.last_error === null ? null : readStationError(row.last_error, ERROR_KINDS, 'internal'),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** A stored reason read back only as the station's words: a key this catalogue knows, its params checked. */
function storedSaid(stored: string | null): Said | null {
  if (stored === null) return null;
  try {
    const parsed = saidSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const isoOrNull = (at: number | null) => (at === null ? null : new Date(at).toISOString());
