// The print queue's SQLite file (node:sqlite, WAL). Every state change is one statement, so a
// crash leaves each job in exactly one recorded state. Durability: in WAL mode every commit
// survives a crash of the app (the case the exactly-once rules are built for: a kill, a hang, a
// restart), so commits do not wait for an fsync. Only a power cut can lose the last commits;
// the worst that does to a print job is one more copy of a label, never a second charge (money
// decisions are fsynced in workflow.db before any purchase). An fsync here would be the single
// largest cost between a label bought and a label printed (about 2 ms: it flushes the label's
// bytes with it), so it is not paid on every label.
// Its tables, migrations and row reading: job-rows.ts.
import { randomUUID } from 'node:crypto';
import { statfsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openDatabase, salvageInto, type Db, type Salvaged } from '../../platform';
import { type Said } from '../../../shared/messages';
import { type PrintError } from '../errors';
import { targetKey, type PrintDocument, type PrinterTarget } from '../types';
import { type PrintJob, type PrintJobStatus, type PrintPhase } from './job';
import { COLUMNS, MIGRATIONS, toJob, type Row } from './job-rows';

/** Free space below which the queue takes no new label. */
const MIN_FREE_BYTES = 256 * 1024;

/**
 * How long a write the file took proves it takes one (see probeWrite): at a busy desk strict mode
 * asks before every label, seconds apart.
 */
const WRITE_PROOF_MS = 2_000;

export class JobStore {
  private readonly db: Db;
  /** When the file last took a write lock for probeWrite (this.now()). */
  private probedAt = -Infinity;

  constructor(
    dataDir: string,
    private readonly now: () => number,
  ) {
    this.db = openDatabase(join(dataDir, 'print-queue.sqlite'), { synchronous: 'NORMAL', migrations: MIGRATIONS });
  }

  close(): void {
    this.db.close();
  }

  /** null when the file takes a write now; else why not (read-only, disk full, damaged). */
  probeWrite(): string | null {
    // A label is up to a few hundred KiB; a folder with less free than this cannot take one.
    const { bavail, bsize } = statfsSync(dirname(this.db.file));
    // A measure, not a sentence: the operator's sentence is the caller's (printing.queueCannotWrite).
    if (bavail * bsize < MIN_FREE_BYTES) return `statfs: ${bavail * bsize} B < ${MIN_FREE_BYTES} B`;
    // The free space is measured every time; the lock is taken again once its proof is older than
    // WRITE_PROOF_MS (a file that turns read-only meanwhile refuses the job's insert, which the
    // workflow reports as a paid label not yet printed, never as a lost one).
    const now = this.now();
    if (now - this.probedAt < WRITE_PROOF_MS && now >= this.probedAt) return null;
    try {
      this.db.raw.exec('BEGIN IMMEDIATE');
      this.db.raw.exec(`UPDATE print_jobs SET updated_at = updated_at WHERE seq = -1`);
      this.db.raw.exec('ROLLBACK');
      this.probedAt = now;
      return null;
    } catch (error) {
      this.probedAt = -Infinity;
      if (this.db.raw.isTransaction) this.db.raw.exec('ROLLBACK');
      return error instanceof Error ? error.message : String(error);
    }
  }

  /** Copies what a damaged print-queue.sqlite (moved aside at start) still holds into this fresh one. */
  salvageFrom(damagedFile: string): Salvaged[] {
    return salvageInto(this.db, damagedFile);
  }

  get isOpen(): boolean {
    return this.db.isOpen;
  }

  /**
   * Inserts a job, or returns the existing one with the same key (then `created` is false).
   * `claimIfFirst`: a job that is first in line for its printer (what `due` would hand out:
   * nothing queued or on its way to that printer ahead of it) is written already claimed, its
   * first attempt counted, in the same statement; one that must wait its turn is written queued.
   * The new job is answered from what was written (the statement returns its status), not read
   * back: a label's job is inserted on its way to the printer.
   */
  insert(
    input: {
      key: string | null;
      reprintOf: string | null;
      document: PrintDocument;
      target: PrinterTarget;
      bytes: Uint8Array;
    },
    options: { claimIfFirst?: boolean } = {},
  ): { job: PrintJob; created: boolean } {
    const id = randomUUID();
    const at = this.now();
    const key = targetKey(input.target);
    // Every row already there was queued before this one, so "ahead of it" is any open job of the printer.
    const first = options.claimIfFirst
      ? `NOT EXISTS (SELECT 1 FROM print_jobs e WHERE e.target_key = ?7
           AND (e.status = 'queued' OR (e.status = 'printing' AND e.phase IS NOT 'cups-sent')))`
      : '0';
    const status = this.db.tx(() => {
      // The key decides in the same statement: a job with it already (a second call, or another
      // process between) makes this one write nothing, and that job is answered below.
      const row = this.db
        .prepare(
          `INSERT INTO print_jobs (id, idempotency_key, reprint_of, document, target, target_key, status, phase, attempts, byte_length, bytes_kept, next_attempt_at, created_at, updated_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?7, CASE WHEN f THEN 'printing' ELSE 'queued' END, CASE WHEN f THEN 'claimed' END,
             CASE WHEN f THEN 1 ELSE 0 END, ?6, 1, CASE WHEN f THEN NULL ELSE ?8 END, ?8, ?8
           FROM (SELECT ${first} AS f) WHERE true
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING seq, status`,
        )
        .get(
          id,
          input.key,
          input.reprintOf,
          JSON.stringify(input.document),
          JSON.stringify(input.target),
          input.bytes.byteLength,
          key,
          at,
        ) as { seq: number; status: 'printing' | 'queued' } | undefined;
      if (!row) return undefined;
      this.db.run('INSERT INTO print_job_bytes (seq, bytes) VALUES (?, ?)', row.seq, input.bytes);
      return row.status;
    });
    if (status === undefined) return { job: this.byKey(input.key as string) as PrintJob, created: false };
    const written = new Date(at).toISOString();
    const claimed = status === 'printing';
    // As toJob reads this row back (the queue's tests compare the two).
    const job: PrintJob = {
      id,
      key: input.key,
      reprintOf: input.reprintOf,
      document: input.document,
      target: input.target,
      status,
      phase: claimed ? 'claimed' : null,
      attempts: claimed ? 1 : 0,
      lastError: null,
      notes: [],
      nextAttemptAt: claimed ? null : written,
      cupsJob: null,
      byteLength: input.bytes.byteLength,
      bytesKept: true,
      createdAt: written,
      updatedAt: written,
    };
    return { job, created: true };
  }

  get(id: string): PrintJob | undefined {
    const row = this.db.get<Row>(`SELECT ${COLUMNS} FROM print_jobs WHERE id = ?`, id);
    return row && toJob(row);
  }

  byKey(key: string): PrintJob | undefined {
    const row = this.db.get<Row>(`SELECT ${COLUMNS} FROM print_jobs WHERE idempotency_key = ?`, key);
    return row && toJob(row);
  }

  bytes(id: string): Uint8Array | undefined {
    const row = this.db.get<{ bytes: Uint8Array | null }>(
      'SELECT b.bytes FROM print_job_bytes b JOIN print_jobs j ON j.seq = b.seq WHERE j.id = ?',
      id,
    );
    return row?.bytes ?? undefined;
  }

  /** The newest jobs first. */
  list(limit: number): PrintJob[] {
    return this.db.all<Row>(`SELECT ${COLUMNS} FROM print_jobs ORDER BY seq DESC LIMIT ?`, limit).map(toJob);
  }

  /** A job and every reprint of it, oldest first. */
  copiesOf(rootId: string): PrintJob[] {
    return this.db
      .all<Row>(`SELECT ${COLUMNS} FROM print_jobs WHERE id = ? OR reprint_of = ? ORDER BY seq`, rootId, rootId)
      .map(toJob);
  }

  inStatus(status: PrintJobStatus): PrintJob[] {
    return this.db.all<Row>(`SELECT ${COLUMNS} FROM print_jobs WHERE status = ? ORDER BY seq`, status).map(toJob);
  }

  /**
   * Queued jobs whose time has come and that are first in line for their printer: a printer
   * prints in the order jobs were queued (a label before its DACE), and a job waiting to be
   * retried holds back the jobs behind it on the same printer only. A job CUPS already has
   * does not hold the next one back: CUPS keeps the order itself.
   */
  due(now: number): PrintJob[] {
    const rows = this.db.all<Row>(
      `SELECT ${COLUMNS} FROM print_jobs j WHERE status = 'queued' AND NOT EXISTS (
         SELECT 1 FROM print_jobs e WHERE e.target_key = j.target_key AND e.seq < j.seq
           AND (e.status = 'queued' OR (e.status = 'printing' AND e.phase IS NOT 'cups-sent')))
       ORDER BY seq`,
    );
    return rows.filter((row) => (row.next_attempt_at ?? 0) <= now).map(toJob);
  }

  /** The earliest time a queued job becomes due, if any. */
  nextDueAt(): number | undefined {
    const row = this.db.get<{ at: number | null }>(
      `SELECT MIN(next_attempt_at) AS at FROM print_jobs WHERE status = 'queued'`,
    );
    return row?.at ?? undefined;
  }

  /** queued → printing/claimed, counting an attempt; false if another worker took it first. */
  claim(id: string): boolean {
    const result = this.db
      .prepare(
        `UPDATE print_jobs SET status = 'printing', phase = 'claimed', attempts = attempts + 1, next_attempt_at = NULL, updated_at = MAX(?, updated_at + 1) WHERE id = ? AND status = 'queued'`,
      )
      .run(this.now(), id);
    return result.changes === 1;
  }

  setPhase(id: string, phase: PrintPhase, cupsJob?: number): void {
    this.db
      .prepare(
        `UPDATE print_jobs SET phase = ?, cups_job = COALESCE(?, cups_job), updated_at = MAX(?, updated_at + 1) WHERE id = ? AND status = 'printing'`,
      )
      .run(phase, cupsJob ?? null, this.now(), id);
  }

  /** A note on a job that is still printing (e.g. CUPS cannot reach the printer yet). */
  setError(id: string, error: PrintError | null): void {
    this.db
      .prepare('UPDATE print_jobs SET last_error = ?, updated_at = MAX(?, updated_at + 1) WHERE id = ?')
      .run(error && JSON.stringify(error), this.now(), id);
  }

  /** What the conversion for the job's current printer noted; none clears an earlier printer's. */
  setNotes(id: string, notes: readonly Said[]): void {
    this.db
      .prepare('UPDATE print_jobs SET notes = ?, updated_at = MAX(?, updated_at + 1) WHERE id = ?')
      .run(notes.length ? JSON.stringify(notes) : null, this.now(), id);
  }

  done(id: string): void {
    this.db
      .prepare(
        `UPDATE print_jobs SET status = 'done', phase = NULL, last_error = NULL, updated_at = MAX(?, updated_at + 1) WHERE id = ?`,
      )
      .run(this.now(), id);
  }

  /** A claimed job that never left the app (the app stopped first) back in the queue, its attempt not counted. */
  unclaim(id: string): void {
    this.db
      .prepare(
        `UPDATE print_jobs SET status = 'queued', phase = NULL, attempts = MAX(attempts - 1, 0), next_attempt_at = ?, updated_at = MAX(?, updated_at + 1)
         WHERE id = ? AND status = 'printing' AND phase = 'claimed'`,
      )
      .run(this.now(), this.now(), id);
  }

  /** Back in the queue, due at `at` (a retry after a failure, or after a restart). */
  requeue(id: string, at: number, error: PrintError | null): void {
    this.db
      .prepare(
        `UPDATE print_jobs SET status = 'queued', phase = NULL, cups_job = NULL, next_attempt_at = ?, last_error = COALESCE(?, last_error), updated_at = MAX(?, updated_at + 1) WHERE id = ?`,
      )
      .run(at, error && JSON.stringify(error), this.now(), id);
  }

  failed(id: string, error: PrintError): void {
    this.db
      .prepare(
        `UPDATE print_jobs SET status = 'failed', phase = NULL, last_error = ?, next_attempt_at = NULL, updated_at = MAX(?, updated_at + 1) WHERE id = ?`,
      )
      .run(JSON.stringify(error), this.now(), id);
  }

  /** A failed (or waiting) job sent again, possibly to another printer, with a fresh attempt count. */
  resend(id: string, target: PrinterTarget): boolean {
    const result = this.db
      .prepare(
        `UPDATE print_jobs SET status = 'queued', phase = NULL, cups_job = NULL, attempts = 0, next_attempt_at = ?, target = ?, target_key = ?, updated_at = MAX(?, updated_at + 1)
         WHERE id = ? AND status IN ('failed', 'queued')`,
      )
      .run(this.now(), JSON.stringify(target), targetKey(target), this.now(), id);
    return result.changes === 1;
  }

  /**
   * Moves a job that has not printed to another printer, with fresh attempts: a failed or
   * waiting one, or one whose CUPS job was just cancelled (`cups-cancelling`). One statement, so
   * a crash leaves it either on the old printer's side or on the new one, never on both.
   */
  moveTo(id: string, target: PrinterTarget): boolean {
    const result = this.db
      .prepare(
        `UPDATE print_jobs SET status = 'queued', phase = NULL, cups_job = NULL, attempts = 0, last_error = NULL, next_attempt_at = ?, target = ?, target_key = ?, updated_at = MAX(?, updated_at + 1)
         WHERE id = ? AND (status IN ('failed', 'queued') OR (status = 'printing' AND phase = 'cups-cancelling'))`,
      )
      .run(this.now(), JSON.stringify(target), targetKey(target), this.now(), id);
    return result.changes === 1;
  }

  /** Drops the bytes of finished jobs older than the newest `keep` jobs; open jobs keep theirs. */
  pruneBytes(keep: number): void {
    const old = `SELECT seq FROM print_jobs WHERE bytes_kept = 1 AND status IN ('done', 'failed')
      AND seq <= (SELECT seq FROM print_jobs ORDER BY seq DESC LIMIT 1 OFFSET ?)`;
    this.db.tx(() => {
      this.db.run(`DELETE FROM print_job_bytes WHERE seq IN (${old})`, keep);
      this.db.run(`UPDATE print_jobs SET bytes_kept = 0 WHERE seq IN (${old})`, keep);
    });
  }
}
