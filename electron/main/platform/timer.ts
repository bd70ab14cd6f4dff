// The one-shot timer a service waits on, injected so a test fires it instead of sleeping: the
// service says how long it would wait and what happens then; the timer answers with a cancel.
export type After = (ms: number, fire: () => void) => () => void;

/** The real timer (setTimeout). */
export const realAfter: After = (ms, fire) => {
  const timer = setTimeout(fire, ms);
  return () => clearTimeout(timer);
};
