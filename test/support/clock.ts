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

/**
 * A clock that moves only when the test moves it: no real timer runs, so a window's edge (249 ms
 * not yet, 250 ms now) holds however slowly the machine runs the lines between.
 */
export function manualClock(start = Date.parse('2026-12-01T12:00:00.000Z')): TestClock {
  let time = start;
  const timers = new Set<{ due: number; fire(): void }>();
  return {
    now: () => time,
    after(ms, fire) {
      const timer = { due: time + ms, fire };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    pending: () => [...timers].map((timer) => timer.due - time),
    advance(ms) {
      if (ms < 0) throw new Error('the clock only moves forward');
      time += ms;
      const due = [...timers].filter((timer) => timer.due <= time).sort((a, b) => a.due - b.due);
      for (const timer of due) {
        if (!timers.delete(timer)) continue; // cancelled by a timer that fired before it
        timer.fire();
      }
    },
  };
}
