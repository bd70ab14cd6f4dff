// The FTS rowid of an entry ("search key") encodes its partition and how recently it was used,
// so the hot search path is an FTS scan in rowid order that stops after a handful of rows.
// Sorting every match by recency and bm25 costs ~60 ms for a one-letter prefix over 100,000
// recipients; walking the rowids of one partition from the top costs ~0.05 ms (measured).
//
// Layout (integers stay below 2^53, exact in JS):
//   partition id × 2^41
//   + recently used:  2^40 + usedAtSeconds × 256 + slot   (slot resolves same-second ties)
//   + never used:     the row's rid                        (below 2^40)

const PARTITION_SPAN = 2 ** 41;
const RECENT_BASE = 2 ** 40;
const SLOTS = 256;
const MAX_SECONDS = 2 ** 32 - 1; // year 2106

/** Partition ids must stay below this for keys to fit in 53 bits. */
export const MAX_PARTITION_ID = 2 ** 53 / PARTITION_SPAN - 1;

export interface KeyRange {
  /** Every key of the partition is in [low, high). */
  low: number;
  /** Keys of recently used entries are in [recentLow, high). */
  recentLow: number;
  high: number;
}

export function partitionKeyRange(partitionId: number): KeyRange {
  const low = partitionId * PARTITION_SPAN;
  return { low, recentLow: low + RECENT_BASE, high: low + PARTITION_SPAN };
}

/**
 * The key for an entry, trying `attempt` 0, 1, 2… until the caller finds a free one (two
 * entries used in the same second of the same partition need different slots).
 */
export function searchKey(partitionId: number, rid: number, usedAtSeconds: number | null, attempt = 0): number {
  const { low, recentLow } = partitionKeyRange(partitionId);
  if (usedAtSeconds === null) return low + rid;
  const seconds = Math.min(Math.max(Math.floor(usedAtSeconds), 0), MAX_SECONDS);
  // Past the 256 slots of a second, borrow the slots of the second before: the order is off by
  // a second for the 257th entry used within one second, which nobody can see.
  const second = Math.max(seconds - Math.floor(attempt / SLOTS), 0);
  return recentLow + second * SLOTS + ((rid + attempt) % SLOTS);
}
