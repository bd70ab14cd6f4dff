// Main → renderer events: what the page may see, as the JSON views of electron/shared. Only
// app/events.ts emits here (it turns the internal bus's events into these); each shell
// subscribes once and carries them to its page (Electron: webContents.send; browser host:
// server-sent events).
import type { EventName, StationEvents } from '../../shared/ipc';

/**
 * The stamp of a change in a status the page hears twice, as the answer to its call and as an
 * event (the address book's, the warehouse's): the two travel apart and can cross, so the page
 * keeps the newest by this stamp. The wall clock at a high resolution: it grows within a run and
 * from one run of the station to the next (a page that outlives a restart of the browser host
 * still takes the new run's statuses), and is never the same twice.
 */
export function changeStamp(): number {
  lastStamp = Math.max(performance.timeOrigin + performance.now(), lastStamp + 0.001);
  return lastStamp;
}
let lastStamp = 0;

export type RendererEventListener = <E extends EventName>(name: E, payload: StationEvents[E]) => void;

export interface RendererEvents {
  emit<E extends EventName>(name: E, payload: StationEvents[E]): void;
  /** Receives every event (a shell forwards them all); returns the function that stops it. */
  subscribe(listener: RendererEventListener): () => void;
}

export function createRendererEvents(onListenerError?: (error: unknown) => void): RendererEvents {
  const listeners = new Set<RendererEventListener>();
  return {
    emit(name, payload) {
      for (const listener of listeners) {
        try {
          listener(name, payload);
        } catch (error) {
          // A closed window or a dropped SSE client must not break the service that emitted.
          onListenerError?.(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
