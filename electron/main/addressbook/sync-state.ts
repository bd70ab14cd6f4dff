// Sync generations and the pass under way. Every pass of a kind gets a new generation number.
// A pass remembers the pages it wrote and the local rows they listed (pass checkpoints, saved
// with the records), so one cut by a restart, a lost network or a loja switch resumes where it
// stopped. Only a pass that saw every record the server counts may delete what it did not see, so
// a pass killed halfway leaves older-but-valid records, never a half-empty address book.
import type { AddressKind } from '../../shared/addressbook';
import type { Db } from '../platform';
import { Bits } from './bits';

/** A pass over a kind's list: what it has written so far (in memory; saved at checkpoints). */
export interface Pass {
  kind: AddressKind;
  generation: number;
  /** When it began (ms): a row that arrived later by another way (an outbox send) is not "unseen". */
  startedAt: number;
  /** The page size the server echoed, and its total at the pass's first answer (null until then). */
  pageSize: number | null;
  total: number | null;
  pagesDone: Bits;
  /** Local row ids (rid) of the records its pages listed. */
  seen: Bits;
  /** Pages written before this run of it (a resumed pass). */
  resumedPages: number;
}

interface PassRow {
  generation: number;
  started_at: number;
  page_size: number | null;
  total: number | null;
  pages_done: Uint8Array;
  seen: Uint8Array;
}

export class SyncState {
  constructor(
    private readonly db: Db,
    readonly partitionId: number,
  ) {}

  /** Starts a pull: returns its generation (persisted, so a restart never reuses one). */
  begin(kind: AddressKind): number {
    return this.db.tx(() => {
      this.db.run(
        `INSERT INTO sync_state (partition_id, kind, generation) VALUES (?, ?, 1)
         ON CONFLICT (partition_id, kind) DO UPDATE SET generation = generation + 1`,
        this.partitionId,
        kind,
      );
      return this.db.get<{ generation: number }>(
        `SELECT generation FROM sync_state WHERE partition_id = ? AND kind = ?`,
        this.partitionId,
        kind,
      )!.generation;
    });
  }

  complete(kind: AddressKind, generation: number, at: string): void {
    this.db.run(
      `UPDATE sync_state SET complete_generation = ?, last_sync_at = ? WHERE partition_id = ? AND kind = ?`,
      generation,
      at,
      this.partitionId,
      kind,
    );
  }

  /** When both kinds were last pulled completely (the older of the two), or null. */
  lastSyncAt(): string | null {
    const rows = this.db.all<{ last_sync_at: string | null }>(
      `SELECT last_sync_at FROM sync_state WHERE partition_id = ?`,
      this.partitionId,
    );
    if (rows.length < 2 || rows.some((row) => row.last_sync_at === null)) return null;
    return rows.map((row) => row.last_sync_at as string).sort()[0] ?? null;
  }

  /** The pass of this kind as its checkpoint has it, or null when none is under way. */
  readPass(kind: AddressKind): Pass | null {
    const row = this.db.get<PassRow>(
      `SELECT generation, started_at, page_size, total, pages_done, seen FROM sync_pass WHERE partition_id = ? AND kind = ?`,
      this.partitionId,
      kind,
    );
    if (!row) return null;
    const pagesDone = new Bits(row.pages_done);
    return {
      kind,
      generation: row.generation,
      startedAt: row.started_at,
      pageSize: row.page_size,
      total: row.total,
      pagesDone,
      seen: new Bits(row.seen),
      resumedPages: pagesDone.size,
    };
  }

  /** The pass of this kind cut short earlier (resumed as it was), or a new one. */
  openPass(kind: AddressKind, now: number): Pass {
    const cut = this.readPass(kind);
    if (cut) return cut;
    const generation = this.begin(kind);
    const pass: Pass = {
      kind,
      generation,
      startedAt: now,
      pageSize: null,
      total: null,
      pagesDone: new Bits(),
      seen: new Bits(),
      resumedPages: 0,
    };
    this.savePass(pass);
    return pass;
  }

  /** The pass's checkpoint: call inside the transaction that wrote its pages. */
  savePass(pass: Pass): void {
    this.db.run(
      `INSERT INTO sync_pass (partition_id, kind, generation, started_at, page_size, total, pages_done, seen)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (partition_id, kind) DO UPDATE SET generation = excluded.generation,
         started_at = excluded.started_at, page_size = excluded.page_size, total = excluded.total,
         pages_done = excluded.pages_done, seen = excluded.seen`,
      this.partitionId,
      pass.kind,
      pass.generation,
      pass.startedAt,
      pass.pageSize,
      pass.total,
      pass.pagesDone.toBytes(),
      pass.seen.toBytes(),
    );
  }

  /** The pass is over (agreed with the server, or to be walked again from the start). */
  endPass(kind: AddressKind): void {
    this.db.run(`DELETE FROM sync_pass WHERE partition_id = ? AND kind = ?`, this.partitionId, kind);
  }
}
