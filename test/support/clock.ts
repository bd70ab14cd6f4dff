// A clock a test moves instead of sleeping, for code that reads the time through an injected
// `now: () => number` (the scan repeat window, for one) and waits through an injected timer
// (`after`: weigh on scan's timeout).
import type { After } from '../../electron/main/platform';

export interface TestClock {
  now(): number;
  /** A timer on this clock: it fires when the clock passes its time, by real time or by advance(). */
  after: After;
  /** How long each timer set on this clock and not yet fired or cancelled still has to run (ms). */
  pending(): number[];
  /** Moves the clock forward by `ms` at once, firing every timer that falls due. */
  advance(ms: number): void;
}

/**
 * Real time plus an offset the test adds to: time runs as usual (timestamps in files and logs
 * stay plausible), and `advance` jumps over a window at once instead of waiting it out.
 */
export function shiftedClock(): TestClock {
  let offset = 0;
  const now = () => Date.now() + offset;
  const timers = new Set<{ due: number; run(): void }>();
  return {
    now,
    after(ms, fire) {
      const timer = {
        due: now() + ms,
        run() {
          cancel();
          fire();
        },
      };
      const real = setTimeout(() => timer.run(), ms);
      const cancel = () => {
        clearTimeout(real);
        timers.delete(timer);
      };
      timers.add(timer);
      return cancel;
    },
    pending: () => [...timers].map((timer) => timer.due - now()),
    advance(ms) {
      if (ms < 0) throw new Error('the clock only moves forward');
      offset += ms;
      for (const timer of [...timers]) if (timer.due <= now()) timer.run();
    },
  };
}
