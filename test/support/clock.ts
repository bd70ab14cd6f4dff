// A clock a test moves instead of sleeping, for code that reads the time through an injected
// `now: () => number` (the scan repeat window, for one).

export interface TestClock {
  now(): number;
  /** Moves the clock forward by `ms` at once. */
  advance(ms: number): void;
}

/**
 * Real time plus an offset the test adds to: time runs as usual (timestamps in files and logs
 * stay plausible), and `advance` jumps over a window at once instead of waiting it out.
 */
export function shiftedClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      if (ms < 0) throw new Error('the clock only moves forward');
      offset += ms;
    },
  };
}
