// The browser host's side of window.station: calls go as POST /rpc/<channel> and events come
// from GET /events, both with the per-launch key in a header. Uses only fetch, so it runs in
// the page and in Node tests alike.
import type { StationTransport } from '../../../electron/preload/api';
import type { EventName, Result } from '../../../electron/shared/ipc';
import type { Said } from '../../../electron/shared/messages';
import { readSse } from './sse';

import { HOST_KEY_HEADER } from '../../../electron/shared/host';

export interface HostTransportOptions {
  /** The browser host's origin, e.g. http://127.0.0.1:5555 (the page's own origin). */
  origin: string;
  key: string;
  fetch?: typeof fetch;
  /** First reconnect delay of the event stream (doubles up to 10 s). */
  reconnectMs?: number;
}

export interface HostTransport extends StationTransport {
  /** Stops the event stream (tests; a page just goes away). */
  close(): void;
}

const failed = (kind: 'offline' | 'forbidden' | 'internal', said: Said): Result<unknown> => ({
  ok: false,
  error: { kind, said },
});

export function createHostTransport(options: HostTransportOptions): HostTransport {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const headers = { [HOST_KEY_HEADER]: options.key };
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const reconnected = new Set<() => void>();
  let opened = 0;
  let stream: AbortController | null = null;
  let closed = false;

  const dispatch = (event: string, data: string) => {
    const set = listeners.get(event as EventName);
    if (!set?.size) return;
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return;
    }
    for (const listener of set) listener(payload);
  };

  const connect = async () => {
    let delay = options.reconnectMs ?? 500;
    while (!closed && stream) {
      try {
        const response = await doFetch(`${options.origin}/events`, { headers, signal: stream.signal });
        if (response.ok && response.body) {
          delay = options.reconnectMs ?? 500;
          // Open again after a drop: whatever main sent meanwhile never came (the host keeps no
          // backlog), so the page is told to read it again; main is subscribed by now.
          if (opened++ > 0) for (const listener of reconnected) listener();
          await readSse(response.body, (message) => dispatch(message.event, message.data));
        }
      } catch {
        // Host restarting or page closing; try again below unless closed.
      }
      if (closed || !stream) return;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 10_000);
    }
  };

  return {
    async invoke(channel, input) {
      let response: Response;
      try {
        response = await doFetch(`${options.origin}/rpc/${channel}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ input }),
        });
      } catch {
        return failed('offline', { key: 'common.hostSilent' });
      }
      if (response.status === 403) return failed('forbidden', { key: 'common.hostRefused' });
      try {
        return (await response.json()) as Result<unknown>;
      } catch {
        return failed('internal', { key: 'common.hostNoResult', params: { status: response.status } });
      }
    },

    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      if (!stream && !closed) {
        stream = new AbortController();
        void connect();
      }
      return () => {
        set.delete(listener);
      };
    },

    onReconnect(listener) {
      reconnected.add(listener);
      return () => {
        reconnected.delete(listener);
      };
    },

    close() {
      closed = true;
      stream?.abort();
      stream = null;
    },
  };
}
