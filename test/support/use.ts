// A test file's resources tied to vitest's hooks, so every file opens and closes them the same
// way (and none forgets a close): `useOpened` opens one before the file (or each test) and closes
// it after; `closedAfterEach` closes, after each test, whatever the test opened through it.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

export interface UseOptions {
  /** A fresh one for each test instead of one for the file. */
  each?: boolean;
  timeoutMs?: number;
}

/**
 * Opens a resource before the file's tests (or before each) and closes it after. The returned
 * object reads through to the open resource, so a test uses it as if it held the resource itself;
 * using it outside a test (while nothing is open) throws.
 */
export function useOpened<T extends object>(
  open: () => Promise<T>,
  close: (opened: T) => Promise<void> | void,
  options: UseOptions = {},
): T {
  let current: T | undefined;
  (options.each ? beforeEach : beforeAll)(async () => {
    current = await open();
  }, options.timeoutMs);
  (options.each ? afterEach : afterAll)(async () => {
    const opened = current;
    current = undefined;
    if (opened) await close(opened);
  });
  const now = (key: PropertyKey): T => {
    if (!current) throw new Error(`${String(key)} was read while nothing is open (outside a test)`);
    return current;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(now(key), key),
    set: (_, key, value) => Reflect.set(now(key), key, value),
    has: (_, key) => Reflect.has(now(key), key),
  });
}

/**
 * Returns `keep`: what a test passes through it is closed after that test, newest first, as the
 * app would close a desk before the server it talks to.
 */
export function closedAfterEach(): <T extends { close(): unknown }>(opened: T) => T {
  const opened: Array<{ close(): unknown }> = [];
  afterEach(async () => {
    for (const one of opened.splice(0).reverse()) await one.close();
  });
  return (one) => {
    opened.push(one);
    return one;
  };
}
