// Sync generations: every pull of a kind gets a new generation number; each record it sees is
// stamped with it. Only a pull that saw every page may delete what it did not see, so a pull
// killed halfway leaves older-but-valid records, never a half-empty address book.
import type { AddressKind } from '../../shared/addressbook';
import type { Db } from '../platform';

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
}
