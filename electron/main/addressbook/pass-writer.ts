// Writes a sync pass's pages into the book: the records (only what changed, records.ts) and the
// pass's checkpoint (sync-state.ts) in one short transaction per batch, then, at the end of a pass
// that agreed with the server, deletes what it did not see. It runs on the connection of the
// sync's writer thread (sync-writer.ts), so the desk's thread only fetches while pages are written.
// The desk's thread opens the pass (its checkpoint row); this side reads it at its first batch and
// keeps the pass's bit sets from then on; pull.ts hears back what each batch wrote.
import type { AddressKind } from '../../shared/addressbook';
import type { Db } from '../platform';
import { specOf } from './kinds';
import { RecordStore } from './records';
import { SyncState, type Pass } from './sync-state';

/**
 * The pass's checkpoint is saved with every batch while its bit sets are small (a loja of up to
 * ~250,000 records); beyond that at most once a second (a restart then asks again for at most a
 * second's pages), so a million-record pass does not write its 125 KB set with every batch.
 */
const CHECKPOINT_EVERY_BATCH_BYTES = 32 * 1024;
const CHECKPOINT_MS = 1_000;

/** A page to write: its records, and how many of its records the app could not read. */
export interface PageToWrite {
  page: number;
  records: Array<{ id: string }>;
  skipped: number;
}

export interface BatchWritten {
  /** Records written (new or changed). */
  changed: number;
  /** Distinct records the pass has seen, this batch included. */
  seen: number;
  /** Pages of this batch now counted done (a page with a skipped record is not). */
  done: number[];
}

/** A local row the open pass has not seen: its server id and the record as last synced. */
export interface UnseenRow {
  serverId: string;
  record: unknown;
}

/** Of the rows a pass did not see: those the server still lists (as it lists them now), and those no lookup settled. */
export interface StillListed {
  records: Array<{ id: string }>;
  unsure: string[];
}

export interface PassFinished {
  deleted: number;
  /** Unseen rows kept (still listed, or unsure). */
  kept: number;
}

export class PassWriter {
  private readonly records: RecordStore;
  private readonly syncState: SyncState;
  private readonly passes = new Map<AddressKind, Pass>();
  private lastCheckpoint = 0;
  /** Now, as the desk's clock last said (every call brings it). */
  private at = 0;

  constructor(
    private readonly db: Db,
    partitionId: number,
  ) {
    this.records = new RecordStore(db, partitionId, () => this.at);
    this.syncState = new SyncState(db, partitionId);
  }

  /**
   * The pass of this kind and generation as its checkpoint has it: the desk's thread opened it
   * (sync-state.ts openPass) before asking the first pages; this thread keeps it from then on.
   */
  private passOf(kind: AddressKind, generation: number): Pass {
    let pass = this.passes.get(kind) ?? null;
    if (pass?.generation !== generation) {
      pass = this.syncState.readPass(kind);
      if (pass?.generation !== generation) throw new Error(`the ${kind} pass ${generation} has no checkpoint`);
      this.passes.set(kind, pass);
      this.lastCheckpoint = performance.now();
    }
    return pass;
  }

  /**
   * Writes pages of the open pass in one transaction with its checkpoint (always when `final`).
   * `shape`: the page size and total the pass's first answer gave.
   */
  write(
    kind: AddressKind,
    generation: number,
    pages: readonly PageToWrite[],
    shape: { pageSize: number | null; total: number | null },
    final: boolean,
    now: number,
  ): BatchWritten {
    this.at = now;
    const pass = this.passOf(kind, generation);
    const spec = specOf(kind);
    const written: BatchWritten = { changed: 0, seen: 0, done: [] };
    pass.pageSize = shape.pageSize;
    pass.total = shape.total;
    this.db.tx(() => {
      const rids = this.records.newRids(spec);
      for (const { page, records, skipped } of pages) {
        for (const record of records) {
          const { outcome, rid } = this.records.applySynced(spec, record, pass.generation, rids);
          if (outcome !== 'unchanged') written.changed++;
          pass.seen.add(rid);
        }
        // A skipped record is not seen, so this pass cannot agree and deletes nothing: a record
        // the app failed to read is never taken for one the server dropped. Its page is asked
        // again by a resumed pass, which then knows of it too.
        if (skipped === 0) {
          pass.pagesDone.add(page);
          written.done.push(page);
        }
      }
      const small = pass.seen.byteLength <= CHECKPOINT_EVERY_BATCH_BYTES;
      if (final || small || performance.now() - this.lastCheckpoint >= CHECKPOINT_MS) {
        this.syncState.savePass(pass);
        this.lastCheckpoint = performance.now();
      }
    });
    written.seen = pass.seen.size;
    return written;
  }

  /** The server rows of the open pass's kind it has not seen (pull.ts looks each up before finish deletes it). */
  unseen(kind: AddressKind, generation: number): UnseenRow[] {
    const pass = this.passOf(kind, generation);
    return this.records.unseen(specOf(kind), pass.seen, pass.startedAt).map((row) => ({
      serverId: row.serverId,
      record: JSON.parse(row.data) as unknown,
    }));
  }

  /**
   * The pass is over: one that agreed with the server's total writes the unseen records the
   * server still lists (`listed`: as it lists them now) and keeps those no lookup settled, deletes
   * the rest of what it did not see and marks the kind complete; either way its checkpoint goes
   * (the next pass starts afresh).
   */
  finish(kind: AddressKind, generation: number, agrees: boolean, now: number, listed: StillListed): PassFinished {
    this.at = now;
    const pass = this.passOf(kind, generation);
    const spec = specOf(kind);
    const finished = this.db.tx(() => {
      const result: PassFinished = { deleted: 0, kept: 0 };
      if (agrees) {
        for (const record of listed.records) pass.seen.add(this.records.applySynced(spec, record, pass.generation).rid);
        for (const serverId of listed.unsure) {
          const rid = this.records.ridOf(spec, serverId);
          if (rid !== null) pass.seen.add(rid);
        }
        result.kept = listed.records.length + listed.unsure.length;
        result.deleted = this.records.deleteUnseen(spec, pass.seen, pass.startedAt);
        this.syncState.complete(kind, pass.generation, new Date(now).toISOString());
      }
      this.syncState.endPass(kind);
      return result;
    });
    this.passes.delete(kind);
    return finished;
  }
}
