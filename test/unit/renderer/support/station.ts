// A fake window.station for component tests: each method answers what the test says (or an
// `internal` failure when the test did not expect the call), and every call is recorded.
//
// Typed from the real API (stationMethods in electron/preload/api.ts and the channel map in
// electron/shared/ipc.ts): a handler is keyed by an existing "domain.method", takes that
// channel's input and answers its output (or a Result of it), so a renamed method or a changed
// shape is a compile error in the tests (tsc -p tsconfig.web.json), not a test that still passes.
import type { stationMethods, StationApi } from '../../../../electron/preload/api';
import type { Channel, ChannelInput, ChannelOutput, Result, StationEvents } from '../../../../electron/shared/ipc';
import { verbatim } from '../../../../electron/shared/messages';

type Methods = typeof stationMethods;
type Domain = keyof Methods & string;

/** Every method of the renderer's API, as "domain.method" (e.g. 'labels.emitAndPrint'). */
export type MethodName = { [D in Domain]: `${D}.${keyof Methods[D] & string}` }[Domain];

/** The channel a method calls. */
export type ChannelOf<K extends MethodName> = K extends `${infer D extends Domain}.${infer M}`
  ? M extends keyof Methods[D]
    ? Methods[D][M] & Channel
    : never
  : never;

type Answer<T> = T | Result<T>;

/** Answers one method: its channel's input in, its output (or a Result of it) out. */
export type Handler<K extends MethodName> = (
  input: ChannelInput<ChannelOf<K>>,
) => Answer<ChannelOutput<ChannelOf<K>>> | Promise<Answer<ChannelOutput<ChannelOf<K>>>>;

export type Handlers = { [K in MethodName]?: Handler<K> };

export interface FakeStation {
  api: StationApi;
  /** Calls in order, as "domain.method" with their input. */
  calls: Array<{ method: MethodName; input: unknown }>;
  /** The inputs of every call to one method, in order. */
  callsTo<K extends MethodName>(method: K): Array<ChannelInput<ChannelOf<K>>>;
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
          const key = `${name}.${method}` as MethodName;
          calls.push({ method: key, input });
          const handler = handlers[key] as ((input: unknown) => unknown) | undefined;
          if (!handler)
            return { ok: false, error: { kind: 'internal', said: verbatim(`${key} was not expected by this test`) } };
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
        // Its events never drop (Electron's IPC does not): nothing to read again.
        if (name === 'onReconnect') return () => () => undefined;
        return domain(name);
      },
    },
  ) as StationApi;
  return {
    api,
    calls,
    callsTo: <K extends MethodName>(method: K) =>
      calls.filter((c) => c.method === method).map((c) => c.input as ChannelInput<ChannelOf<K>>),
    emit: (event, payload) => listeners.get(String(event))?.forEach((listener) => listener(payload)),
  };
}

/** Puts the fake where the renderer looks for the station (window.station). */
export function installStation(handlers: Handlers = {}): FakeStation {
  const fake = fakeStation(handlers);
  window.station = fake.api;
  return fake;
}
