// A fake window.station for component tests: each method answers what the test says (or an
// `internal` failure when the test did not expect the call), and every call is recorded.
import type { StationApi } from '../../../../electron/preload/api';
import type { Result, StationEvents } from '../../../../electron/shared/ipc';

type Handler = (input: unknown) => unknown;
export type Handlers = Record<string, Handler>;

export interface FakeStation {
  api: StationApi;
  /** Calls in order, as "domain.method" with their input. */
  calls: Array<{ method: string; input: unknown }>;
  callsTo(method: string): unknown[];
  emit<E extends keyof StationEvents>(event: E, payload: StationEvents[E]): void;
}

const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** Handlers return a value (wrapped as ok) or a Result ({ ok: … }) as it is. */
export function fakeStation(handlers: Handlers = {}): FakeStation {
  const calls: FakeStation['calls'] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const domain = (name: string) =>
    new Proxy(
      {},
      {
        get: (_, method: string) => async (input: unknown) => {
          const key = `${name}.${method}`;
          calls.push({ method: key, input });
          const handler = handlers[key];
          if (!handler)
            return { ok: false, error: { kind: 'internal', message: `${key} was not expected by this test` } };
          const answer = await handler(input);
          return answer && typeof answer === 'object' && 'ok' in answer ? answer : ok(answer);
        },
      },
    );
  const api = new Proxy(
    {},
    {
      get: (_, name: string) => {
        if (name === 'on') {
          return (event: string, listener: (payload: unknown) => void) => {
            if (!listeners.has(event)) listeners.set(event, new Set());
            listeners.get(event)!.add(listener);
            return () => listeners.get(event)?.delete(listener);
          };
        }
        return domain(name);
      },
    },
  ) as StationApi;
  return {
    api,
    calls,
    callsTo: (method) => calls.filter((c) => c.method === method).map((c) => c.input),
    emit: (event, payload) => listeners.get(String(event))?.forEach((listener) => listener(payload)),
  };
}

/** Puts the fake where the renderer looks for the station (window.station). */
export function installStation(handlers: Handlers = {}): FakeStation {
  const fake = fakeStation(handlers);
  window.station = fake.api;
  return fake;
}
