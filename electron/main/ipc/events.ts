// Main → renderer events. Services emit typed payloads; each shell subscribes once and carries
// them to its page (Electron: webContents.send; browser host: server-sent events).
import type { EventName, StationEvents } from '../../shared/ipc';

export type EventListener = <E extends EventName>(name: E, payload: StationEvents[E]) => void;

export interface EventBus {
  emit<E extends EventName>(name: E, payload: StationEvents[E]): void;
  /** Receives every event; returns the function that stops it. */
  subscribe(listener: EventListener): () => void;
}

export function createEventBus(onListenerError?: (error: unknown) => void): EventBus {
  const listeners = new Set<EventListener>();
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
