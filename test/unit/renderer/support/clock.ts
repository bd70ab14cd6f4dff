// The page's clock held by the test, for tests whose claim is timing: a scanner's burst at 5 ms a
// key, a person's keys 80 ms apart, a preset's key waiting WEDGE.maxGapMs for a scanner's next.
//
// On the machine's own clock such a test says what the machine managed, not what it typed: on a
// loaded two-core machine a "5 ms" burst reached the page 100 ms a key and more, so it read as a
// person, its keys stayed in the weight and the test failed. Here vitest's fake timers are the
// page's only clock: happy-dom stamps each event's timeStamp with performance.now() (what
// lib/wedge reads), the guard's wait is a setTimeout, and user-event moves the clock by exactly
// its `delay` between keys. A burst is as fast as the test says, however slow the machine is,
// and a feature that breaks still fails every time.
//
// Testing Library's waitFor and user-event drain with a setTimeout(0) and advance fake timers
// only through `jest.advanceTimersByTime`: the `jest` given here is that one function, on
// vitest's clock (waitFor then moves the clock by its interval between checks, and gives up
// after its timeout of page time, not of the machine's).
import { act, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

/** Every test of the file runs on the held clock (call once, at the top level of the file). */
export function holdThePagesClock(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    cleanup(); // unmounted while its timers are still the fake ones it set
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** Keys typed `delay` ms apart on the held clock: 5 for a scanner, 80 for a quick person. */
export const keysEvery = (delay: number) =>
  userEvent.setup({ delay, advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) });

/** `ms` of the page's time pass, and what the page does in them is done. */
export const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
