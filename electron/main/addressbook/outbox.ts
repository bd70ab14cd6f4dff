// The outbox: every sender or recipient typed at this desk, persisted before any network call
// and kept until the server has it (or the operator discards it). Sent in id order.
import type { AddressKind, OutboxItem, OutboxState } from '../../shared/addressbook';
import type { Db } from '../platform';

export interface OutboxRow {
  id: number;
  kind: AddressKind;
  body: string;
  state: OutboxState;
  attempts: number;
  created_at: string;
  first_sent_at: number | null;
  error_kind: string | null;
  messages: string;
}

export function toOutboxItem(row: OutboxRow): OutboxItem {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    body: JSON.parse(row.body) as OutboxItem['body'],
    createdAt: row.created_at,
    attempts: row.attempts,
    messages: JSON.parse(row.messages) as string[],
    lastErrorKind: row.error_kind,
  };
}

export class OutboxStore {
  constructor(
    private readonly db: Db,
    readonly partitionId: number,
    private readonly now: () => number,
  ) {}

  add(kind: AddressKind, body: unknown): number {
    return this.db.insert(
      `INSERT INTO outbox (partition_id, kind, body, state, created_at) VALUES (?, ?, ?, 'queued', ?)`,
      this.partitionId,
      kind,
      JSON.stringify(body),
      new Date(this.now()).toISOString(),
    );
  }

  get(id: number): OutboxRow | undefined {
    return this.db.get<OutboxRow>(`SELECT * FROM outbox WHERE id = ? AND partition_id = ?`, id, this.partitionId);
  }

  all(): OutboxRow[] {
    return this.db.all<OutboxRow>(`SELECT * FROM outbox WHERE partition_id = ? ORDER BY id`, this.partitionId);
  }

  /** What the next flush sends, in order; refused items wait for the operator. */
  sendable(): OutboxRow[] {
    return this.db.all<OutboxRow>(
      `SELECT * FROM outbox WHERE partition_id = ? AND state != 'needs-attention' ORDER BY id`,
      this.partitionId,
    );
  }

  /** Recorded before the request leaves: if the process dies now, the next start knows to check. */
  markSending(id: number): void {
    this.db.run(
      `UPDATE outbox SET state = 'sending', attempts = attempts + 1, first_sent_at = COALESCE(first_sent_at, ?) WHERE id = ?`,
      this.now(),
      id,
    );
  }

  setState(id: number, state: OutboxState, errorKind: string | null, messages: string[] = []): void {
    this.db.run(
      `UPDATE outbox SET state = ?, error_kind = ?, messages = ? WHERE id = ?`,
      state,
      errorKind,
      JSON.stringify(messages),
      id,
    );
  }

  /** A corrected body starts over: it was refused, so nothing of it exists on the server. */
  replaceBody(id: number, body: unknown): void {
    this.db.run(
      `UPDATE outbox SET body = ?, state = 'queued', error_kind = NULL, messages = '[]' WHERE id = ?`,
      JSON.stringify(body),
      id,
    );
  }

  remove(id: number): void {
    this.db.run(`DELETE FROM outbox WHERE id = ?`, id);
  }

  counts(): { total: number; needsAttention: number } {
    const row = this.db.get<{ total: number; attention: number | null }>(
      `SELECT COUNT(*) AS total, SUM(state = 'needs-attention') AS attention FROM outbox WHERE partition_id = ?`,
      this.partitionId,
    );
    return { total: row?.total ?? 0, needsAttention: row?.attention ?? 0 };
  }
}
