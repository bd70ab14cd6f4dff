// The print queue file's shape: print-queue.sqlite's schema and numbered migrations, the columns a
// job is read with, and how a row reads back as a PrintJob (job-store.ts writes and queries it).
// A job's bytes sit in a table of their own (print_job_bytes, by the job's seq): SQLite rewrites
// a whole row on every UPDATE, so with the bytes in the job's row each change of state (claimed,
// sending, done) wrote the label again into the WAL.
import type { Migration } from '../../platform';
import { saidSchema, type Said } from '../../../shared/messages';
import { readStationError } from '../../ipc';
import { PRINT_ERROR_KINDS } from '../errors';
import type { PrintDocument, PrinterTarget } from '../types';
import type { PrintJob, PrintJobStatus, PrintPhase } from './job';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS print_jobs (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  idempotency_key TEXT UNIQUE,
  reprint_of TEXT,
  document TEXT NOT NULL,
  target TEXT NOT NULL,
  target_key TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('queued', 'printing', 'done', 'failed')),
  phase TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at INTEGER,
  cups_job INTEGER,
  byte_length INTEGER NOT NULL,
  bytes BLOB,
  created_at INTEGER NOT NULL,
  -- Strictly increasing per job (every UPDATE writes MAX(now, updated_at + 1)): the page keeps the
  -- newest of two views of a job by it, whichever of an answer and an event reached it last.
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS print_jobs_open ON print_jobs (status, target_key, seq);
`;

/** print-queue.sqlite's numbered migrations; version 1 also adopts files from before they were numbered. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'first schema', up: (db) => db.exec(SCHEMA) },
  // What the conversion for the job's printer noted (a page scaled or hanging over the label).
  { version: 2, name: 'conversion notes', up: (db) => db.exec('ALTER TABLE print_jobs ADD COLUMN notes TEXT') },
  {
    version: 3,
    name: "a job's bytes in a table of their own (a change of state no longer rewrites them)",
    up: (db) =>
      db.exec(`
        CREATE TABLE print_job_bytes (seq INTEGER PRIMARY KEY, bytes BLOB NOT NULL);
        INSERT INTO print_job_bytes (seq, bytes) SELECT seq, bytes FROM print_jobs WHERE bytes IS NOT NULL;
        ALTER TABLE print_jobs ADD COLUMN bytes_kept INTEGER NOT NULL DEFAULT 0;
        UPDATE print_jobs SET bytes_kept = 1 WHERE bytes IS NOT NULL;
        ALTER TABLE print_jobs DROP COLUMN bytes;`),
  },
];

export interface Row {
  seq: number;
  id: string;
  idempotency_key: string | null;
  reprint_of: string | null;
  document: string;
  target: string;
  status: PrintJobStatus;
  phase: PrintPhase | null;
  attempts: number;
  last_error: string | null;
  notes: string | null;
  next_attempt_at: number | null;
  cups_job: number | null;
  byte_length: number;
  bytes_kept: number;
  created_at: number;
  updated_at: number;
}

export const COLUMNS = `seq, id, idempotency_key, reprint_of, document, target, status, phase, attempts, last_error, notes,
  next_attempt_at, cups_job, byte_length, bytes_kept, created_at, updated_at`;

export function toJob(row: Row): PrintJob {
  return {
    id: row.id,
    key: row.idempotency_key,
    reprintOf: row.reprint_of,
    document: JSON.parse(row.document) as PrintDocument,
    target: JSON.parse(row.target) as PrinterTarget,
    status: row.status,
    phase: row.phase,
    attempts: row.attempts,
    lastError: row.last_error === null ? null : readStationError(row.last_error, PRINT_ERROR_KINDS, 'print-failed'),
    notes: readNotes(row.notes),
    nextAttemptAt:
      row.status === 'queued' && row.next_attempt_at !== null ? new Date(row.next_attempt_at).toISOString() : null,
    cupsJob: row.cups_job,
    byteLength: row.byte_length,
    bytesKept: row.bytes_kept === 1,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const notesSchema = saidSchema.array();

/** Notes as stored; a version that knows none of their keys reads none. */
function readNotes(stored: string | null): Said[] {
  if (stored === null) return [];
  try {
    const parsed = notesSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
