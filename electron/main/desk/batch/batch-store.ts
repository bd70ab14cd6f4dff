// Batches and their rows in desk.db. Each row moves pending → quoting → created → emitting →
// printed (or failed), and every step is written before the next call leaves, so a restart
// knows where each row stands. The one durable (FULL) write here is the shipment id: once it is
// on disk the row only ever emits that shipment, and emit is idempotent per shipment, so no crash
// or power cut can make a row pay twice. The purchase itself is the emission workflow's, whose
// intent is durable in workflow.db before the emit POST leaves.
import { randomUUID } from 'node:crypto';
import type { QuoteOption } from '../../../shared/contract';
import type { BatchCounts, BatchRowState, BatchState, RateRule } from '../../../shared/desk';
import { ERROR_KINDS, type StationError } from '../../../shared/ipc';
import type { Db } from '../db';
import { readSaid, said, type Said } from '../../../shared/messages';
import { readStationError } from '../../ipc';
import type { DeskScope } from '../scope';
import type { ShipPlan } from '../ship/plan';

export interface BatchRecord {
  id: string;
  server: string;
  tenantId: string;
  fileName: string | null;
  rule: RateRule;
  state: BatchState;
  concurrency: number;
  total: number;
  createdAt: number;
  updatedAt: number;
}

export interface RowRecord {
  batchId: string;
  idx: number;
  line: number;
  externalRef: string | null;
  recipientName: string | null;
  recipientCity: string | null;
  invalid: boolean;
  plan: ShipPlan | null;
  messages: string[];
  state: BatchRowState;
  option: QuoteOption | null;
  createStartedAt: number | null;
  shipmentId: string | null;
  labelId: string | null;
  trackingCode: string | null;
  transactionId: string | null;
  priceCents: number | null;
  labelJobId: string | null;
  daceJobId: string | null;
  daceError: Said | null;
  error: StationError | null;
  mayBeCharged: boolean;
}

export interface NewRow {
  line: number;
  externalRef: string | null;
  recipientName: string | null;
  recipientCity: string | null;
  plan: ShipPlan | null;
  messages: string[];
}

type Raw = Record<string, string | number | null>;
const json = <T>(value: unknown): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : null);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

const toBatch = (r: Raw): BatchRecord => ({
  id: r.id as string,
  server: r.server as string,
  tenantId: r.tenant_id as string,
  fileName: text(r.file_name),
  rule: json<RateRule>(r.rule) as RateRule,
  state: r.state as BatchState,
  concurrency: r.concurrency as number,
  total: r.total as number,
  createdAt: r.created_at as number,
  updatedAt: r.updated_at as number,
});

const toRow = (r: Raw): RowRecord => ({
  batchId: r.batch_id as string,
  idx: r.idx as number,
  line: r.line as number,
  externalRef: text(r.external_ref),
  recipientName: text(r.recipient_name),
  recipientCity: text(r.recipient_city),
  invalid: r.invalid === 1,
  plan: json<ShipPlan>(r.plan),
  messages: json<string[]>(r.messages) ?? [],
  state: r.state as BatchRowState,
  option: json<QuoteOption>(r.option),
  createStartedAt: num(r.create_started_at),
  shipmentId: text(r.shipment_id),
  labelId: text(r.label_id),
  trackingCode: text(r.tracking_code),
  transactionId: text(r.transaction_id),
  priceCents: num(r.price_cents),
  labelJobId: text(r.label_job_id),
  daceJobId: text(r.dace_job_id),
  daceError: readSaid(text(r.dace_error)) ?? null,
  error: r.error === null || r.error === undefined ? null : readStationError(String(r.error), ERROR_KINDS, 'internal'),
  mayBeCharged: r.may_be_charged === 1,
});

/** Row fields a step may change (a subset of the columns). */
export interface RowChange {
  state?: BatchRowState;
  option?: QuoteOption | null;
  createStartedAt?: number | null;
  shipmentId?: string;
  labelId?: string;
  trackingCode?: string;
  transactionId?: string;
  priceCents?: number | null;
  labelJobId?: string | null;
  daceJobId?: string | null;
  daceError?: Said | null;
  error?: StationError | null;
  mayBeCharged?: boolean;
}

const COLUMN: Record<keyof RowChange, string> = {
  state: 'state',
  option: 'option',
  createStartedAt: 'create_started_at',
  shipmentId: 'shipment_id',
  labelId: 'label_id',
  trackingCode: 'tracking_code',
  transactionId: 'transaction_id',
  priceCents: 'price_cents',
  labelJobId: 'label_job_id',
  daceJobId: 'dace_job_id',
  daceError: 'dace_error',
  error: 'error',
  mayBeCharged: 'may_be_charged',
};

export class BatchStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  create(
    scope: DeskScope,
    fields: { fileName: string | null; rule: RateRule; sender: unknown; concurrency: number },
    rows: NewRow[],
  ): string {
    const id = randomUUID();
    const now = this.now();
    this.db.tx(
      () => {
        this.db.run(
          'INSERT INTO batches (id, server, tenant_id, file_name, rule, sender, state, concurrency, total, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          id,
          scope.server,
          scope.tenantId,
          fields.fileName,
          JSON.stringify(fields.rule),
          JSON.stringify(fields.sender),
          'ready',
          fields.concurrency,
          rows.length,
          now,
          now,
        );
        rows.forEach((row, i) => {
          const invalid = row.plan === null;
          this.db.run(
            `INSERT INTO batch_rows (batch_id, idx, line, external_ref, recipient_name, recipient_city, invalid, plan, messages, state, error, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            id,
            i + 1,
            row.line,
            row.externalRef,
            row.recipientName,
            row.recipientCity,
            invalid ? 1 : 0,
            invalid ? null : JSON.stringify(row.plan),
            JSON.stringify(row.messages),
            invalid ? 'failed' : 'pending',
            invalid ? JSON.stringify(invalidRowError(row.messages)) : null,
            now,
          );
        });
      },
      { durable: true },
    );
    return id;
  }

  batch(id: string): BatchRecord | undefined {
    const row = this.db.get<Raw>('SELECT * FROM batches WHERE id = ?', id);
    return row && toBatch(row);
  }

  batches(scope: DeskScope, limit = 50): BatchRecord[] {
    return this.db
      .all<Raw>(
        'SELECT * FROM batches WHERE server = ? AND tenant_id = ? ORDER BY created_at DESC LIMIT ?',
        scope.server,
        scope.tenantId,
        limit,
      )
      .map(toBatch);
  }

  /** Batches a crash or a logout left running (or pausing) for this scope. */
  unfinished(scope: DeskScope): BatchRecord[] {
    return this.db
      .all<Raw>(
        `SELECT * FROM batches WHERE server = ? AND tenant_id = ? AND state IN ('running', 'pausing') ORDER BY created_at`,
        scope.server,
        scope.tenantId,
      )
      .map(toBatch);
  }

  setBatch(id: string, change: { state?: BatchState; concurrency?: number }): void {
    const batch = this.batch(id);
    if (!batch) return;
    this.db.run(
      'UPDATE batches SET state = ?, concurrency = ?, updated_at = ? WHERE id = ?',
      change.state ?? batch.state,
      change.concurrency ?? batch.concurrency,
      this.now(),
      id,
    );
  }

  discard(id: string): void {
    this.db.tx(() => {
      this.db.run('DELETE FROM batch_rows WHERE batch_id = ?', id);
      this.db.run('DELETE FROM batches WHERE id = ?', id);
    });
  }

  rows(batchId: string): RowRecord[] {
    return this.db.all<Raw>('SELECT * FROM batch_rows WHERE batch_id = ? ORDER BY idx', batchId).map(toRow);
  }

  row(batchId: string, idx: number): RowRecord | undefined {
    const row = this.db.get<Raw>('SELECT * FROM batch_rows WHERE batch_id = ? AND idx = ?', batchId, idx);
    return row && toRow(row);
  }

  /** Writes a step. durable: fsynced before returning (the shipment id before any emit). */
  update(batchId: string, idx: number, change: RowChange, options: { durable?: boolean } = {}): RowRecord {
    const keys = Object.keys(change) as Array<keyof RowChange>;
    const values = keys.map((key) => {
      const value = change[key];
      if (key === 'option' || key === 'error' || key === 'daceError')
        return value === null || value === undefined ? null : JSON.stringify(value);
      if (key === 'mayBeCharged') return value ? 1 : 0;
      return (value ?? null) as string | number | null;
    });
    const sets = keys.map((key) => `${COLUMN[key]} = ?`).join(', ');
    this.db.tx(() => {
      this.db.run(
        `UPDATE batch_rows SET ${sets}${sets ? ', ' : ''}updated_at = ? WHERE batch_id = ? AND idx = ?`,
        ...values,
        this.now(),
        batchId,
        idx,
      );
      this.db.run('UPDATE batches SET updated_at = ? WHERE id = ?', this.now(), batchId);
    }, options);
    return this.row(batchId, idx) as RowRecord;
  }

  counts(batchId: string): { counts: BatchCounts; invalid: number; chargedCents: number } {
    const counts: BatchCounts = {
      pending: 0,
      'awaiting-weight': 0,
      quoting: 0,
      created: 0,
      emitting: 0,
      printed: 0,
      failed: 0,
    };
    for (const r of this.db.all<{ state: BatchRowState; n: number }>(
      'SELECT state, COUNT(*) AS n FROM batch_rows WHERE batch_id = ? GROUP BY state',
      batchId,
    ))
      counts[r.state] = r.n;
    const extra = this.db.get<{ invalid: number; charged: number | null }>(
      'SELECT SUM(invalid) AS invalid, SUM(CASE WHEN label_id IS NOT NULL THEN price_cents END) AS charged FROM batch_rows WHERE batch_id = ?',
      batchId,
    );
    return { counts, invalid: extra?.invalid ?? 0, chargedCents: extra?.charged ?? 0 };
  }
}

/** The error an invalid row carries: the station's words, and its check lines quoted. */
export const invalidRowError = (lines: readonly string[]): StationError => ({
  kind: 'validation',
  said: said('desk.rowInvalid'),
  ...(lines.length ? { quoted: { source: 'checks', lines: [...lines] } } : {}),
});
