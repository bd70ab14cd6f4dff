// desk.db's writes on the purchase path (the ship screen's journal row, the purchase's intent, its
// charge and journal note, its print jobs' audit entries), made so that a write lock held by
// another program (a SQLite browser, a backup tool, another window) cannot freeze the station.
// node:sqlite is synchronous: a write that waits for the lock holds main's event loop (no IPC
// answer, no print queue progress, a frozen screen) for the whole busy timeout, 10 s by default
// (platform/db/connection.ts), at the moment the operator bought a label. Here a write waits at
// most PURCHASE_PATH_WAIT_MS for the lock (the bound: PURCHASE_PATH_STALL_MS); a write still
// locked out is held in memory, in order, and written again off the hot path: on a timer with
// backoff (tries that do not wait for the lock), when the desk asks (claimOrder, before a
// purchase) and at close (waiting the connection's own busy timeout, once). A restart before then
// loses what is held, as a refused write was lost before. Writes elsewhere (presets, rules,
// batches, the operator's money decisions) keep the connection's own wait.
import type { Logger } from '../log';
import { isBusy, realAfter, type After, type Db } from '../platform';

/**
 * The longest a purchase-path write may hold this thread while desk.db's lock is held elsewhere:
 * 250 ms, under what an operator notices as a hitch (a screen that answers within a quarter of a
 * second still feels live, and the print queue loses no more than that). Of it, the write waits
 * PURCHASE_PATH_WAIT_MS for the lock; the rest is the write itself and the rest of its turn.
 */
export const PURCHASE_PATH_STALL_MS = 250;
/**
 * How long a purchase-path write waits for desk.db's write lock (SQLite's busy timeout for it):
 * 100 ms is far above a normal writer's hold on the lock (another station window's commit,
 * SQLite's checkpoint: a few ms), so ordinary contention is waited out and only a lock held for
 * long (a backup, an open transaction in a browser) sends the write to memory.
 */
export const PURCHASE_PATH_WAIT_MS = 100;
/** A held write is tried again after this, doubled at each refusal up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 250;
/** A lock held for minutes (a backup) is tried every 8 s: each try costs this thread nothing (no wait). */
const RETRY_MAX_MS = 8_000;

interface Held {
  what: string;
  write: () => void;
}

export class HeldWrites {
  /** Writes desk.db's lock kept out, oldest first: written in this order (a row before its update). */
  private readonly queue: Held[] = [];
  private cancelRetry: (() => void) | undefined;
  private retryMs = RETRY_FIRST_MS;
  private closed = false;

  constructor(
    private readonly deps: {
      db: Db;
      logger: Logger;
      /** The retry's timer (the real one by default; a test's clock). */
      after?: After;
    },
  ) {}

  /** How many writes are held in memory now. */
  get pending(): number {
    return this.queue.length;
  }

  /**
   * Writes now, waiting at most PURCHASE_PATH_WAIT_MS for the lock: true when written. A write the
   * lock keeps out is held (false), as is any write while earlier ones are held (it goes behind
   * them, unwritten: their order is kept, and this thread does not wait for the lock again).
   * Any other failure is thrown as before.
   */
  write(what: string, write: () => void): boolean {
    if (this.closed || this.queue.length === 0) {
      try {
        this.deps.db.waitingAtMost(PURCHASE_PATH_WAIT_MS, write);
        return true;
      } catch (error) {
        if (this.closed || !isBusy(error)) throw error;
        this.deps.logger.warn('desk.db is locked by another program: a write is held until it is released', { what });
      }
    }
    this.queue.push({ what, write });
    this.retryLater();
    return false;
  }

  /**
   * The held writes, written now if the lock is gone. Without waiting for it: what is held is safe
   * in memory, and the timer tries again.
   */
  retryNow(): void {
    if (this.queue.length > 0) this.drain(0);
  }

  /** Stops the retries, writing what is held first (waiting the connection's own busy timeout). */
  close(): void {
    this.cancelRetry?.();
    this.cancelRetry = undefined;
    if (this.queue.length > 0 && this.deps.db.isOpen) this.drain(null);
    if (this.queue.length > 0)
      this.deps.logger.warn('desk.db stayed locked: writes held in memory were not written', {
        lost: this.queue.map((held) => held.what),
      });
    this.closed = true;
  }

  /**
   * Writes the held writes in order until one is still locked out (it stays first, tried again
   * later). A held write that fails otherwise is reported and dropped: it would fail every time.
   * `waitMs` null: the connection's own busy timeout.
   */
  private drain(waitMs: number | null): void {
    const { db, logger } = this.deps;
    while (this.queue.length > 0) {
      const held = this.queue[0]!;
      try {
        if (waitMs === null) held.write();
        else db.waitingAtMost(waitMs, held.write);
      } catch (error) {
        if (isBusy(error)) return this.retryLater();
        logger.warn('a write held while desk.db was locked failed', { what: held.what, error });
      }
      this.queue.shift();
    }
    this.retryMs = RETRY_FIRST_MS;
    this.cancelRetry?.();
    this.cancelRetry = undefined;
  }

  private retryLater(): void {
    if (this.cancelRetry || this.closed) return;
    const ms = this.retryMs;
    this.retryMs = Math.min(RETRY_MAX_MS, ms * 2);
    this.cancelRetry = (this.deps.after ?? realAfter)(ms, () => {
      this.cancelRetry = undefined;
      // Off the hot path, and tried again soon enough: no wait for the lock at all.
      if (this.deps.db.isOpen) this.drain(0);
    });
  }
}
