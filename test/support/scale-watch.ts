// What the scale tests share: short timings (the desk's are a few times longer), and a recorder
// of every state a scale service publishes, with a wait for the one a test expects.
import type { ScaleState } from '../../electron/shared/scale';

export const FAST = {
  pollMs: 40,
  answerTimeoutMs: 300,
  silenceMs: 500,
  reconnectMs: 150,
  settleMs: 200,
  listenMs: 300,
  answerMs: 300,
};

export interface StateLog {
  readonly states: ScaleState[];
  /** Resolves with the first state (from now on, or the current one) that matches. */
  until(match: (state: ScaleState) => boolean, timeoutMs?: number): Promise<ScaleState>;
  /** Every weight read so far, in grams. */
  grams(): number[];
  stop(): void;
}

export function watch(source: {
  subscribe(listener: (state: ScaleState) => void): () => void;
  current(): ScaleState;
}): StateLog {
  const states: ScaleState[] = [];
  const waiters = new Set<(state: ScaleState) => void>();
  const stop = source.subscribe((state) => {
    states.push(state);
    for (const wake of waiters) wake(state);
  });
  return {
    states,
    grams: () => states.flatMap((s) => (s.kind === 'reading' ? [s.grams] : [])),
    until(match, timeoutMs = 5_000) {
      const now = source.current();
      if (match(now)) return Promise.resolve(now);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching scale state in ${timeoutMs} ms; last: ${JSON.stringify(states.at(-1))}`));
        }, timeoutMs);
        const check = (state: ScaleState) => {
          if (!match(state)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(state);
        };
        waiters.add(check);
      });
    },
    stop,
  };
}

export const isReading =
  (grams: number, stable = true) =>
  (s: ScaleState) =>
    s.kind === 'reading' && s.grams === grams && s.stable === stable;
export const isProblem = (problem: string) => (s: ScaleState) => s.kind === 'problem' && s.problem === problem;
