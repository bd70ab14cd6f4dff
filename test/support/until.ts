// Waiting for something outside the test's control (CUPS, a TCP peer, a child process, a
// background loop) by its condition, never by a fixed sleep: `until` checks the condition, and
// checks it again every few milliseconds until it holds or the deadline passes. A slow machine
// makes a test slower, never wrong; a fast one never waits longer than the condition takes.
//
// What a test proves did NOT happen is a different matter: see the comments at those places
// (they check a state that rules it out, e.g. the print queue holds no unfinished job).

export interface UntilOptions {
  /** What is awaited, for the error when the deadline passes. */
  what?: string;
  /** The deadline (default 15 s: inside the integration test timeout). */
  timeoutMs?: number;
  /** How often the condition is checked again (default 20 ms). */
  everyMs?: number;
}

/** Resolves with the condition's first truthy value; rejects when the deadline passes first. */
export async function until<T>(
  condition: () => T | Promise<T>,
  options: UntilOptions = {},
): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  const { what = 'the condition', timeoutMs = 15_000, everyMs = 20 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value as Exclude<T, false | null | undefined | 0 | ''>;
    if (Date.now() >= deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((wake) => setTimeout(wake, Math.min(everyMs, Math.max(1, deadline - Date.now()))));
  }
}
